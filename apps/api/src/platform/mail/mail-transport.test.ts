import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../../test/smtp-sink';
import { messageIdFor, smtpTransport } from './mail-transport';

describe('SMTP delivery of attachments', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('sends a file kept in base64 as its own bytes, and a text file as its text', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2, 250, 251, 252, 253])]);
    const invite = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR';
    const transport = smtpTransport(sink.url);
    await transport.send({
      from: 'Curo <no-reply@curo.test>',
      to: 'patient@example.com',
      subject: 'Your receipt',
      text: 'Attached.',
      attachments: [
        {
          filename: 'INV-2026-000001.pdf',
          contentType: 'application/pdf',
          content: pdf.toString('base64'),
          encoding: 'base64',
        },
        { filename: 'invite.ics', contentType: 'text/calendar', content: invite },
      ],
    });
    transport.close();
    const raw = sink.received.at(-1)?.raw ?? '';
    /** The bytes of the attachment named `name`, decoded from how the mail carries it. */
    const attached = (name: string) => {
      const part = raw.split(/\r?\n--/).find((p) => p.includes(`filename=${name}`)) ?? '';
      const body = part
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n');
      return /Content-Transfer-Encoding: base64/i.test(part)
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : Buffer.from(body.replace(/\r?\n$/, ''), 'utf8');
    };
    expect(attached('INV-2026-000001.pdf').equals(pdf)).toBe(true);
    expect(attached('invite.ics').toString('utf8')).toContain('BEGIN:VCALENDAR');
  });
});

describe('the Message-ID of an outbox email', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('is the outbox row’s id, the same on every attempt, so a resend after a crash is the same message', async () => {
    const transport = smtpTransport(sink.url);
    const message = {
      id: '01937a4e-8f2c-7d41-9b0a-5c3e2f1d0a9b',
      from: 'Curo <no-reply@curo.test>',
      to: 'patient@example.com',
      subject: 'Your consult is booked',
      text: 'See you then.',
    };
    // A crash after the carrier accepted the message but before the row was marked sent: the
    // worker sends the same row again once its lease runs out.
    await transport.send(message);
    await transport.send(message);
    transport.close();
    const ids = sink.received.slice(-2).map((m) => m.messageId);
    expect(ids).toEqual([
      '<01937a4e-8f2c-7d41-9b0a-5c3e2f1d0a9b@curo.test>',
      '<01937a4e-8f2c-7d41-9b0a-5c3e2f1d0a9b@curo.test>',
    ]);
  });

  it('takes the domain of a bare From address too', () => {
    expect(messageIdFor('abc', 'no-reply@clinic.example')).toBe('<abc@clinic.example>');
  });
});
