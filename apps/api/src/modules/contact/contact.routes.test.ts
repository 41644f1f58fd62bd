import { CONTACT_BODY_LIMIT_BYTES, ENQUIRY_ACKNOWLEDGEMENTS_PER_DAY } from '@curo/core/constants';
import { messages } from '@curo/core/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { eventually } from '../../../test/eventually';
import { buildContactEnquiry } from '../../../test/factories';
import { queryRows } from '../../../test/query';
import { startSmtpSink } from '../../../test/smtp-sink';

const URL = '/api/v1/emails/sendFullContact';

async function countEnquiries(t: TestApp): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from contact_enquiries`,
  );
  return Number(rows[0]?.n);
}

const waitFor = <T>(check: () => Promise<T | undefined> | T | undefined, timeout = 10_000) =>
  eventually(check, { what: 'the message', timeout });

describe('POST /api/v1/emails/sendFullContact (development outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ contactInbox: 'enquiries@curo.test.au', rateLimitContact: 1000 });
  });
  afterAll(() => t.close());

  it('stores a valid enquiry and answers 201 with its id', async () => {
    const enquiry = buildContactEnquiry({ firstName: '  Aroha ' });
    const res = await t.app.inject({ method: 'POST', url: URL, payload: enquiry });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(messages.contact.success);
    const rows = await queryRows<{ first_name: string; email: string; message: string }>(
      t.database.db,
      sql`select first_name, email, message from contact_enquiries where id = ${body.id}`,
    );
    expect(rows[0]).toEqual({ first_name: 'Aroha', email: enquiry.email, message: enquiry.message });
  });

  it('lists the notification to CONTACT_INBOX in the outbox, newest first', async () => {
    const first = buildContactEnquiry({ lastName: 'First' });
    const second = buildContactEnquiry({ lastName: 'Second' });
    await t.app.inject({ method: 'POST', url: URL, payload: first });
    await t.app.inject({ method: 'POST', url: URL, payload: second });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect(res.statusCode).toBe(200);
    // The senders' acknowledgements are in the outbox too; this is about the team's copies.
    const items = (
      res.json().items as Array<{ to: string; subject: string; text: string; status: string }>
    ).filter((m) => m.to === 'enquiries@curo.test.au');
    expect(items[0]?.to).toBe('enquiries@curo.test.au');
    expect(items[0]?.subject).toContain('Second');
    expect(items[1]?.subject).toContain('First');
    expect(items[0]?.text).toContain(second.message);
    expect(items[0]?.text).toContain(second.phoneNumber);
  });

  it('marks outbox messages sent once the worker has passed', async () => {
    await t.app.inject({ method: 'POST', url: URL, payload: buildContactEnquiry() });
    await t.mail.kick();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect(res.json().items[0].status).toBe('sent');
  });

  const rules: Array<[string, Record<string, unknown>, string]> = [
    ['firstName', { firstName: '' }, messages.contact.firstNameRequired],
    ['firstName (blank)', { firstName: '   ' }, messages.contact.firstNameRequired],
    ['lastName', { lastName: '' }, messages.contact.lastNameRequired],
    ['email', { email: 'not-an-email' }, messages.contact.emailInvalid],
    ['email (missing)', { email: undefined }, messages.contact.emailInvalid],
    ['phoneNumber', { phoneNumber: '' }, messages.contact.phoneRequired],
    ['subject', { subject: 'Sales' }, messages.contact.subjectRequired],
    ['message', { message: '' }, messages.contact.messageRequired],
    ['message (too long)', { message: 'x'.repeat(5001) }, messages.contact.messageTooLong],
  ];
  it.each(rules)(
    'answers 400 for a bad %s with "%s" and stores nothing',
    async (_field, override, message) => {
      const before = await countEnquiries(t);
      const res = await t.app.inject({ method: 'POST', url: URL, payload: buildContactEnquiry(override) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { statusCode: 400, code: 'VALIDATION_ERROR', message } });
      expect(await countEnquiries(t)).toBe(before);
    },
  );

  it('acknowledges the enquiry once, to the address given, repeating nothing the sender wrote', async () => {
    const enquiry = buildContactEnquiry({
      firstName: 'Visit cheap-pills.example',
      message: 'Click https://spam.example now',
    });
    const res = await t.app.inject({ method: 'POST', url: URL, payload: enquiry });
    expect(res.statusCode).toBe(201);
    const items = (await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).json().items as Array<{
      to: string;
      subject: string;
      text: string;
    }>;
    const acks = items.filter((m) => m.to === enquiry.email);
    expect(acks).toHaveLength(1);
    const ack = acks[0] as { subject: string; text: string };
    expect(ack.subject).toBe('We have your enquiry');
    expect(ack.text).toContain(`reference ${res.json().id}`);
    expect(ack.text).toContain('within one business day');
    expect(ack.text).toContain('http://localhost:3000/faq');
    for (const echoed of ['spam.example', 'cheap-pills', enquiry.lastName, enquiry.phoneNumber])
      expect(ack.text).not.toContain(echoed);
  });

  it('acknowledges at most two enquiries from one address a day, and still passes every one on', async () => {
    const email = `repeat.${Date.now()}@example.com.au`;
    for (let i = 0; i < 4; i++) {
      const sent = await t.app.inject({
        method: 'POST',
        url: URL,
        payload: buildContactEnquiry({ email: i === 3 ? email.toUpperCase() : email }),
      });
      expect(sent.statusCode).toBe(201);
    }
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from outbound_messages where lower(to_address) = ${email}`,
    );
    expect(Number(rows[0]?.n)).toBe(ENQUIRY_ACKNOWLEDGEMENTS_PER_DAY);
    const toTeam = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from outbound_messages where reply_to ilike ${email}`,
    );
    expect(Number(toTeam[0]?.n)).toBe(4);
  });

  it('defaults the subject to General Inquiry', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: buildContactEnquiry({ subject: undefined }),
    });
    expect(res.statusCode).toBe(201);
  });

  it.each(['mia@clinic.invalid', 'mia@clinic.localhost'])(
    'answers 400 "Invalid email" for the reserved domain of %s',
    async (email) => {
      const before = await countEnquiries(t);
      const res = await t.app.inject({ method: 'POST', url: URL, payload: buildContactEnquiry({ email }) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { statusCode: 400, code: 'INVALID_EMAIL', message: 'Invalid email' },
      });
      expect(await countEnquiries(t)).toBe(before);
    },
  );

  it('answers 413 past 64 KiB', async () => {
    const payload = JSON.stringify(buildContactEnquiry({ message: 'x'.repeat(CONTACT_BODY_LIMIT_BYTES) }));
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 400 with the envelope for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: '{"firstName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.statusCode).toBe(400);
  });
});

describe('contact rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitContact: 2 });
  });
  afterAll(() => t.close());

  it('answers 429 with a clear message after RATE_LIMIT_CONTACT enquiries from one IP', async () => {
    const send = (ip: string) =>
      t.app.inject({ method: 'POST', url: URL, payload: buildContactEnquiry(), remoteAddress: ip });
    expect((await send('203.0.113.7')).statusCode).toBe(201);
    expect((await send('203.0.113.7')).statusCode).toBe(201);
    const limited = await send('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(limited.json().error.message).toMatch(/Too many requests\. Please try again in \d+ minutes\./);
    // Another visitor is not affected.
    expect((await send('198.51.100.4')).statusCode).toBe(201);
  });
});

describe('contact notification over SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await buildTestApp({
      smtpUrl: smtp.url,
      contactInbox: 'team@curo.test.au',
      mailFrom: 'Curo <no-reply@curo.test.au>',
    });
    t.mail.start();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the enquiry to CONTACT_INBOX with the sender as Reply-To', async () => {
    const enquiry = buildContactEnquiry({ message: 'Do you bulk bill pensioners?' });
    const res = await t.app.inject({ method: 'POST', url: URL, payload: enquiry });
    expect(res.statusCode).toBe(201);
    const mail = await waitFor(() =>
      smtp.received.find((m) => m.raw.includes('Do you bulk bill pensioners?')),
    );
    expect(mail.to).toEqual(['team@curo.test.au']);
    expect(mail.from).toBe('no-reply@curo.test.au');
    expect(mail.raw).toContain(`Reply-To: ${enquiry.email}`);
  });

  it('retries a delivery the mail server refused, and delivers it once', async () => {
    // Whatever earlier tests queued has gone out; then the enquiry and its acknowledgement go
    // out together, and each is refused twice.
    await t.mail.kick();
    smtp.failNext(4);
    const enquiry = buildContactEnquiry({ message: 'Retried message body' });
    await t.app.inject({ method: 'POST', url: URL, payload: enquiry });
    await waitFor(() => smtp.received.find((m) => m.raw.includes('Retried message body')));
    // One more delivery pass after it went out: a message marked sent is not claimed again.
    await t.mail.kick();
    expect(smtp.received.filter((m) => m.raw.includes('Retried message body'))).toHaveLength(1);
    const rows = await queryRows<{ attempts: number; status: string }>(
      t.database.db,
      sql`select attempts, status from outbound_messages where text_body like '%Retried message body%'`,
    );
    expect(rows[0]).toEqual({ attempts: 3, status: 'sent' });
  });
});

describe('contact enquiry while the mail server is down', () => {
  it('stores the enquiry, answers 201 and keeps the email pending with the reason', async () => {
    // A long retry delay, so the one attempt this test makes is the only one.
    const t = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:9', mailRetryBaseMs: 60_000 });
    try {
      const res = await t.app.inject({ method: 'POST', url: URL, payload: buildContactEnquiry() });
      expect(res.statusCode).toBe(201);
      await t.mail.kick();
      const rows = await queryRows<{
        status: string;
        attempts: number;
        last_error: string | null;
      }>(t.database.db, sql`select status, attempts, last_error from outbound_messages`);
      expect(rows[0]?.status).toBe('pending');
      expect(rows[0]?.attempts).toBe(1);
      expect(rows[0]?.last_error).toBeTruthy();
      expect(await countEnquiries(t)).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe('the outbox in production', () => {
  it('is not there: GET /api/v1/dev/outbox answers 404', async () => {
    const t = await buildTestApp({ isProduction: true, env: 'production' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    } finally {
      await t.close();
    }
  });
});
