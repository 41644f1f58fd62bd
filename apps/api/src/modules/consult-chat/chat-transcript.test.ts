import type { TAppointment } from '@curo/core/scheduling';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeDoctor, makePatient } from '../../../test/accounts';
import { bookAppointment, freeStarts } from '../../../test/appointments';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mondayAhead } from '../../../test/dates';
import { multipart } from '../../../test/multipart';
import { pdfPages } from '../../../test/pdf-text';
import { type Clinic, makeClinic } from '../../../test/people';
import { queryRows } from '../../../test/query';
import { MISSING_CHARACTER, MISSING_CHARACTER_NOTE } from '../../platform/pdf/pdf-document';

describe('chat transcript', () => {
  let t: TestApp;
  let clinic: Clinic;
  /** A patient in Perth, with accents in her name. */
  let zoe: Account;
  /** A second doctor, added to consults as a participant with her account. */
  let colleague: Account;
  let stranger: { token: string };
  let starts: string[] = [];
  let nextStart = 0;

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 10_000 });
    // Mia Nguyen (Sydney patient), Dr Priya Raman (a Sydney GP, Monday to Friday 09:00–17:00),
    // Tom O'Connor (nurse), Sam Taylor (admin, no profile), Grace Walker (company admin).
    clinic = await makeClinic(t);
    zoe = await makePatient(t, {
      firstName: 'Zoë',
      lastName: 'Ngô-Brontë',
      profile: { timeZone: 'Australia/Perth' },
    });
    colleague = await makeDoctor(t, { firstName: 'Ana', lastName: 'Silva' });
    stranger = { token: (await signUpPatient(t)).accessToken };
    starts = await freeStarts(t, clinic.doctor.id, mondayAhead(7));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const say = async (id: string, token: string, text: string) => {
    const sent = await call('POST', `/appointments/${id}/chat`, token, { text });
    expect(sent.statusCode, text).toBe(201);
    return sent.json() as { id: string };
  };
  const transcript = (id: string, token: string) =>
    call('GET', `/appointments/${id}/chat-transcripts`, token);
  /** All the text of the PDF, its pages one after the other. */
  const textOf = (res: { rawPayload: Buffer }) => pdfPages(res.rawPayload).join('\n');

  /** Dr Raman's next free Monday slot, booked by Zoë. */
  const book = (): Promise<TAppointment> => {
    const startsAt = starts[nextStart++];
    if (!startsAt) throw new Error('out of slots');
    return bookAppointment(t, zoe.token, { doctorId: clinic.doctor.id, startsAt });
  };
  const dateIn = (zone: string, at: string | null) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(at ?? ''));

  it('gives those in the consult and admins the whole chat as a PDF, and answers anyone else 404', async () => {
    const consult = await book();
    for (const participant of [
      { name: 'Dr Ana Silva', role: 'doctor', userId: colleague.id },
      { name: 'Āwhina Pōmare', role: 'interpreter', email: 'awhina@example.com' },
    ]) {
      const added = await call('POST', '/participants', zoe.token, {
        appointmentId: consult.id,
        ...participant,
      });
      expect(added.statusCode).toBe(201);
    }
    await say(consult.id, zoe.token, 'I have had a rash on my arm since Friday');
    await say(consult.id, clinic.doctor.token, 'Thanks Zoë, could you send a photo of it?');
    const letter = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const body = multipart(letter, 'Referral letter.pdf', 'application/pdf');
    const attached = await t.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${consult.id}/chat/attachments`,
      headers: { ...bearer(colleague.token), ...body.headers },
      payload: body.payload,
    });
    expect(attached.statusCode).toBe(201);

    const readers: Array<[string, Account, string]> = [
      ['patient', zoe, 'Australia/Perth'],
      ['doctor', clinic.doctor, 'Australia/Sydney'],
      ['participant', colleague, 'Australia/Sydney'],
      ['admin', clinic.admin, 'Australia/Sydney'],
    ];
    for (const [who, account, zone] of readers) {
      const res = await transcript(consult.id, account.token);
      expect(res.statusCode, who).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="curo-chat-${dateIn(zone, consult.startsAt)}-${consult.id.slice(-8)}.pdf"`,
      );
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = textOf(res);
      for (const line of [
        'Chat transcript',
        'ConsultScheduled consult',
        'StateBooked',
        `Reference${consult.id}`,
        'PatientZoë Ngô-Brontë',
        'DoctorDr Priya Raman',
        'ParticipantDr Ana Silva, doctor',
        'ParticipantĀwhina Pōmare, interpreter (invited)',
        'Messages (3)',
        `Times are in ${zone}.`,
        'I have had a rash on my arm since Friday',
        'Thanks Zoë, could you send a photo of it?',
        `Attached: Referral letter.pdf, ${letter.length} bytes (not included here)`,
        `Prepared for ${account.firstName} ${account.lastName} on`,
        'Page 1 of 1',
      ])
        expect(text, `${who}: ${line}`).toContain(line);
      const abbreviation = zone === 'Australia/Perth' ? 'AWST' : 'AE[DS]T';
      for (const sender of ['Zoë Ngô-Brontë', 'Dr Priya Raman', 'Dr Ana Silva'])
        expect(text).toMatch(new RegExp(`^${sender} {2}\\d{1,2}:\\d\\d [ap]m ${abbreviation}$`, 'm'));
    }

    // Anyone else learns nothing: the consult answers 404, as one that does not exist.
    for (const token of [
      stranger.token,
      clinic.companyAdmin.token,
      clinic.instantDoctor.token,
      clinic.nurse.token,
    ])
      expect((await transcript(consult.id, token)).statusCode).toBe(404);
    expect((await transcript('00000000-0000-4000-8000-000000000000', zoe.token)).statusCode).toBe(404);
    expect((await transcript('not-an-id', zoe.token)).statusCode).toBe(400);
    expect((await t.app.inject(`/api/v1/appointments/${consult.id}/chat-transcripts`)).statusCode).toBe(401);

    // The admin's download is a read of Zoë's record: audited, as an attachment's is. Those who
    // take part read their own consult, which is not.
    const audited = await queryRows<{ actor_id: string; subject_user_id: string; record_id: string }>(
      t.database.db,
      sql`select actor_id, subject_user_id, record_id from audit_events
        where action = 'patient.record_viewed' and record_type = 'chat_transcript'`,
    );
    expect(audited).toEqual([{ actor_id: clinic.admin.id, subject_user_id: zoe.id, record_id: consult.id }]);
  });

  it('writes each message’s time in the reader’s zone: their profile’s, else Sydney', async () => {
    const consult = await book();
    const { id } = await say(consult.id, zoe.token, 'Is the clinic open on Australia Day?');
    // 01:30 UTC on 15 January 2026: 9:30 am in Perth, 12:30 pm in daylight-saving Sydney.
    await t.database.db.execute(
      sql`update consult_chat_messages set created_at = '2026-01-15T01:30:00Z' where id = ${id}`,
    );
    const perth = textOf(await transcript(consult.id, zoe.token));
    const sydney = textOf(await transcript(consult.id, clinic.doctor.token));
    const admin = textOf(await transcript(consult.id, clinic.admin.token));

    expect(perth).toContain('Thursday 15 January 2026\nZoë Ngô-Brontë  9:30 am AWST');
    expect(perth).not.toContain('12:30 pm');
    for (const text of [sydney, admin]) {
      expect(text).toContain('Thursday 15 January 2026\nZoë Ngô-Brontë  12:30 pm AEDT');
      expect(text).not.toContain('9:30 am');
    }
  });

  it('runs a 300-message chat over numbered pages, each naming the consult, without losing a message', async () => {
    const consult = await book();
    for (let i = 1; i <= 300; i++)
      await say(consult.id, i % 2 === 0 ? clinic.doctor.token : zoe.token, `message ${i}`);
    const res = await transcript(consult.id, clinic.doctor.token);
    expect(res.statusCode).toBe(200);
    const pages = pdfPages(res.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(5);
    const day = new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Sydney',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date(consult.startsAt ?? ''));
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain(`Chat transcript · Scheduled consult, ${day} · ref …${consult.id.slice(-8)}`);
    });
    const numbers = pages
      .join('\n')
      .split('\n')
      .flatMap((line) => /^message (\d+)$/.exec(line)?.[1] ?? [])
      .map(Number);
    expect(numbers).toEqual(Array.from({ length: 300 }, (_, k) => k + 1));
    expect(pages.join('\n')).toContain('Messages (300)');
  });

  it('shows accents as written, draws the emoji its font has, marks the rest and says so, and wraps a long word', async () => {
    const consult = await book();
    await say(consult.id, zoe.token, 'Temperature 38.5 °C — naïve café visit in Łódź and Ōtaki');
    await say(consult.id, clinic.doctor.token, 'Glad you feel better 😀');
    await say(consult.id, zoe.token, 'Thanks 🩺 👍🏽 👨‍👩‍👧 中 ❤️');
    await say(consult.id, zoe.token, 'x'.repeat(4000));

    const res = await transcript(consult.id, zoe.token);
    expect(res.statusCode).toBe(200);
    const text = textOf(res);
    expect(text).toContain('Temperature 38.5 °C — naïve café visit in Łódź and Ōtaki');
    expect(text).toContain('Glad you feel better 😀');
    // An emoji with its skin tone or family members is one character, replaced once.
    const M = MISSING_CHARACTER;
    expect(text).toContain(`Thanks ${M} ${M} ${M} ${M} ❤`);
    expect(text).toContain(MISSING_CHARACTER_NOTE);
    // The word is split across lines of the page, none of it lost.
    const wrapped = text.split('\n').filter((line) => /^x+$/.test(line));
    expect(wrapped.length).toBeGreaterThan(10);
    expect(wrapped.join('')).toBe('x'.repeat(4000));

    // Without a character to replace, the note is not there.
    const plain = await book();
    await say(plain.id, zoe.token, 'Zoë here, all fine');
    expect(textOf(await transcript(plain.id, zoe.token))).not.toContain(MISSING_CHARACTER_NOTE);
  });

  it('says so when no one has written yet', async () => {
    const consult = await book();
    const text = textOf(await transcript(consult.id, zoe.token));
    expect(text).toContain('Messages (0)');
    expect(text).toContain('No one has written in this chat.');
  });
});
