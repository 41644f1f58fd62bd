import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_PAGE_SIZE, chatMessages } from '@curo/core/chat';
import { ErrorCode } from '@curo/core/errors';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeDoctor, makePatient } from '../../../test/accounts';
import { advance, bookAppointment, freeStarts } from '../../../test/appointments';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mondayAhead } from '../../../test/dates';
import { multipart } from '../../../test/multipart';
import { type Clinic, makeClinic } from '../../../test/people';
import { queryRows } from '../../../test/query';
import { loadConfig } from '../../config';

const DAY = 86_400_000;

/** A multipart body with a `text` field and one file, as the web's FormData sends an attachment. */
function attachment(bytes: Buffer, filename: string, type: string, text?: string) {
  if (text === undefined) return multipart(bytes, filename, type);
  const boundary = `----curo-chat${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="text"\r\n\r\n${text}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('consult chat', () => {
  let t: TestApp;
  let clinic: Clinic;
  /** A second doctor added to the consult as a participant with her account. */
  let colleague: Account;
  let stranger: { token: string };
  let starts: string[] = [];
  let nextStart = 0;

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 10_000 });
    // Mia Nguyen (patient), Dr Priya Raman (a Sydney GP, Monday to Friday 09:00–17:00), Tom
    // O'Connor (nurse), Sam Taylor (admin), Grace Walker (Mia's company admin).
    clinic = await makeClinic(t);
    colleague = await makeDoctor(t, { firstName: 'Ana', lastName: 'Silva' });
    stranger = { token: (await signUpPatient(t)).accessToken };
    starts = await freeStarts(t, clinic.doctor.id, mondayAhead(7));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const say = (id: string, token: string, text: string) =>
    call('POST', `/appointments/${id}/chat`, token, { text });
  const upload = (id: string, token: string, body: ReturnType<typeof attachment>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${id}/chat/attachments`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  const history = (id: string, token: string, query = '') =>
    call('GET', `/appointments/${id}/conversation-messages${query}`, token);

  /** Dr Raman's next free Monday slot, booked by `token` (the patient, or staff naming `patientId`). */
  const book = (token: string, fields: { patientId?: string; familyMemberId?: string } = {}) => {
    const startsAt = starts[nextStart++];
    if (!startsAt) throw new Error('out of slots');
    return bookAppointment(t, token, { doctorId: clinic.doctor.id, startsAt, ...fields });
  };

  /** A consult the nurse booked for Mia with Dr Raman, with Dr Silva added by her account. */
  async function consultWithEveryone() {
    const booked = await book(clinic.nurse.token, { patientId: clinic.patient.id });
    const added = await call('POST', '/participants', clinic.patient.token, {
      appointmentId: booked.id,
      name: 'Dr Ana Silva',
      role: 'doctor',
      userId: colleague.id,
    });
    expect(added.statusCode).toBe(201);
    return booked;
  }

  it('lets everyone who takes part write and read, admins read only, and answers anyone else 404', async () => {
    const consult = await consultWithEveryone();
    const writers: Array<[string, Account]> = [
      ['patient', clinic.patient],
      ['doctor', clinic.doctor],
      ['nurse who booked it', clinic.nurse],
      ['participant', colleague],
    ];
    for (const [who, account] of writers) {
      const sent = await say(consult.id, account.token, `Hello from the ${who}`);
      expect(sent.statusCode, who).toBe(201);
      expect(sent.json()).toMatchObject({
        senderId: account.id,
        text: `Hello from the ${who}`,
        attachment: null,
      });
    }
    expect((await say(consult.id, clinic.doctor.token, 'x')).json().senderName).toBe('Dr Priya Raman');

    for (const [who, account] of [...writers, ['admin', clinic.admin] as [string, Account]]) {
      const page = await history(consult.id, account.token);
      expect(page.statusCode, who).toBe(200);
      expect(page.json().items.map((m: { text: string }) => m.text)).toEqual([
        'Hello from the patient',
        'Hello from the doctor',
        'Hello from the nurse who booked it',
        'Hello from the participant',
        'x',
      ]);
      for (const url of [`/appointments/${consult.id}/chats`, `/appointmentChats/${consult.id}`]) {
        const summary = await call('GET', url, account.token);
        expect(summary.statusCode, `${who} ${url}`).toBe(200);
        expect(summary.json()).toMatchObject({ open: true, canWrite: who !== 'admin', messageCount: 5 });
      }
    }

    // Admins read every chat but do not write in one, nor leave read receipts in it.
    const byAdmin = await say(consult.id, clinic.admin.token, 'An admin writing');
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error).toMatchObject({ code: ErrorCode.FORBIDDEN, message: chatMessages.readOnly });
    const lastId = (await history(consult.id, clinic.patient.token)).json().asOf;
    expect(
      (await call('PUT', `/appointmentChats/${consult.id}`, clinic.admin.token, { readUpTo: lastId }))
        .statusCode,
    ).toBe(403);

    // Anyone else learns nothing: the consult answers 404, as one that does not exist.
    for (const token of [stranger.token, clinic.companyAdmin.token, clinic.instantDoctor.token]) {
      expect((await say(consult.id, token, 'Hello?')).statusCode).toBe(404);
      expect((await history(consult.id, token)).statusCode).toBe(404);
      expect((await call('GET', `/appointments/${consult.id}/chats`, token)).statusCode).toBe(404);
      expect((await call('GET', `/appointmentChats/${consult.id}`, token)).statusCode).toBe(404);
      expect(
        (await call('PUT', `/appointmentChats/${consult.id}`, token, { readUpTo: lastId })).statusCode,
      ).toBe(404);
      expect(
        (await upload(consult.id, token, attachment(pdf, 'letter.pdf', 'application/pdf'))).statusCode,
      ).toBe(404);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await say(missing, clinic.patient.token, 'Hello?')).statusCode).toBe(404);
  });

  it('lets the account holder of a family member’s consult take part in its chat', async () => {
    const child = await call('POST', '/familyMembers', clinic.patient.token, {
      firstName: 'Lily',
      lastName: 'Nguyen',
      dateOfBirth: '2018-03-14',
      relationship: 'child',
    });
    expect(child.statusCode).toBe(201);
    const consult = await book(clinic.patient.token, { familyMemberId: child.json().id });
    expect(
      (await say(consult.id, clinic.patient.token, 'Lily has had a fever since Sunday')).statusCode,
    ).toBe(201);
    const reply = await say(consult.id, clinic.doctor.token, 'Thanks, I will see her on Monday');
    expect(reply.statusCode).toBe(201);
    const summary = (await call('GET', `/appointmentChats/${consult.id}`, clinic.patient.token)).json();
    expect(summary).toMatchObject({
      unread: 1,
      canWrite: true,
      lastMessage: { text: 'Thanks, I will see her on Monday' },
    });
  });

  it('trims text, stores it as typed, and refuses an empty message or one over 4,000 characters', async () => {
    const consult = await book(clinic.patient.token);
    const trimmed = await say(consult.id, clinic.patient.token, '   <b>Is it serious?</b> & more\n  ');
    expect(trimmed.statusCode).toBe(201);
    expect(trimmed.json().text).toBe('<b>Is it serious?</b> & more');
    for (const text of ['', '   \n\t ']) {
      const empty = await say(consult.id, clinic.patient.token, text);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toMatchObject({
        code: ErrorCode.VALIDATION_ERROR,
        message: chatMessages.empty,
      });
    }
    expect((await say(consult.id, clinic.patient.token, 'a'.repeat(4000))).statusCode).toBe(201);
    const tooLong = await say(consult.id, clinic.patient.token, 'a'.repeat(4001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatchObject({
      code: ErrorCode.VALIDATION_ERROR,
      message: chatMessages.tooLong,
    });
    expect(
      (await call('POST', `/appointments/${consult.id}/chat`, clinic.patient.token, {})).statusCode,
    ).toBe(400);
  });

  it('takes images and PDFs checked by content, up to 10 MB, and serves them to those who may read the chat', async () => {
    const consult = await consultWithEveryone();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const sentPng = await upload(
      consult.id,
      clinic.patient.token,
      attachment(png, 'rash.png', 'image/png', ' The rash today '),
    );
    expect(sentPng.statusCode).toBe(201);
    const message = sentPng.json();
    expect(message).toMatchObject({
      text: 'The rash today',
      attachment: {
        fileName: 'rash.png',
        contentType: 'image/png',
        url: `/api/v1/appointments/${consult.id}/chat/attachments/${message.id}`,
      },
    });

    // A photo is re-encoded as WebP (dropping its camera metadata); a PDF is kept as sent.
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3c3' } })
      .jpeg()
      .toBuffer();
    const sentJpeg = await upload(
      consult.id,
      clinic.patient.token,
      attachment(jpeg, 'IMG_0001.JPG', 'image/jpeg'),
    );
    expect(sentJpeg.statusCode).toBe(201);
    expect(sentJpeg.json()).toMatchObject({
      text: '',
      attachment: { fileName: 'IMG_0001.webp', contentType: 'image/webp' },
    });
    const sentPdf = await upload(
      consult.id,
      clinic.doctor.token,
      attachment(pdf, 'Referral letter.pdf', 'application/pdf'),
    );
    expect(sentPdf.statusCode).toBe(201);

    for (const account of [clinic.patient, clinic.doctor, clinic.nurse, colleague, clinic.admin]) {
      const file = await call(
        'GET',
        `/appointments/${consult.id}/chat/attachments/${sentPdf.json().id}`,
        account.token,
      );
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.headers['content-disposition']).toContain('filename="Referral letter.pdf"');
      expect(file.rawPayload.equals(pdf)).toBe(true);
    }
    const image = await call(
      'GET',
      `/appointments/${consult.id}/chat/attachments/${message.id}`,
      clinic.doctor.token,
    );
    expect(image.headers['content-type']).toBe('image/png');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(40);
    expect(
      (await call('GET', `/appointments/${consult.id}/chat/attachments/${message.id}`, stranger.token))
        .statusCode,
    ).toBe(404);
    // A message without a file has nothing to download.
    const plain = await say(consult.id, clinic.patient.token, 'No file here');
    expect(
      (
        await call(
          'GET',
          `/appointments/${consult.id}/chat/attachments/${plain.json().id}`,
          clinic.doctor.token,
        )
      ).statusCode,
    ).toBe(404);

    // The admin's downloads are reads of Mia's record: audited, and in her access history.
    const audited = await queryRows<{ actor_id: string; subject_user_id: string; record_id: string }>(
      t.database.db,
      sql`select actor_id, subject_user_id, record_id from audit_events
        where action = 'patient.record_viewed' and record_type = 'chat_attachment'`,
    );
    expect(audited).toEqual([
      { actor_id: clinic.admin.id, subject_user_id: clinic.patient.id, record_id: sentPdf.json().id },
    ]);
  });

  it('answers 413 beyond 10 MB, 415 for a file that is not an image or PDF whatever its name, and 400 without a file', async () => {
    const consult = await book(clinic.patient.token);
    const tooBig = await upload(
      consult.id,
      clinic.patient.token,
      attachment(Buffer.alloc(CHAT_ATTACHMENT_MAX_BYTES + 1, 1), 'scan.pdf', 'application/pdf'),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toMatchObject({
      code: ErrorCode.PAYLOAD_TOO_LARGE,
      message: chatMessages.attachmentTooLarge,
    });
    // A Windows program renamed to look like a picture.
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
      Buffer.alloc(512),
    ]);
    const renamed = await upload(consult.id, clinic.patient.token, attachment(exe, 'photo.png', 'image/png'));
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error).toMatchObject({
      code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      message: chatMessages.attachmentWrongType,
    });
    const json = await call('POST', `/appointments/${consult.id}/chat/attachments`, clinic.patient.token, {
      text: 'hi',
    });
    expect(json.statusCode).toBe(415);
    const textOnly = await upload(consult.id, clinic.patient.token, {
      payload: Buffer.from('--b\r\nContent-Disposition: form-data; name="text"\r\n\r\nhello\r\n--b--\r\n'),
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(textOnly.statusCode).toBe(400);
    expect(textOnly.json().error.message).toBe(chatMessages.attachmentMissing);
    // Nothing refused was stored.
    expect((await history(consult.id, clinic.patient.token)).json().total).toBe(0);
  });

  it('pages the history newest first, without overlap, and holds still while new messages arrive', async () => {
    const consult = await book(clinic.patient.token);
    const count = 2 * CHAT_PAGE_SIZE + 20;
    for (let i = 1; i <= count; i++) {
      const who = i % 2 === 0 ? clinic.doctor : clinic.patient;
      expect((await say(consult.id, who.token, `message ${i}`)).statusCode).toBe(201);
    }
    const texts = (body: { items: Array<{ text: string }> }) => body.items.map((m) => m.text);
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, k) => `message ${from + k}`);

    const first = (await history(consult.id, clinic.patient.token, '?page=1')).json();
    expect(first).toMatchObject({ page: 1, pageSize: CHAT_PAGE_SIZE, total: count });
    expect(texts(first)).toEqual(range(71, 120));
    const asOf = first.asOf as string;
    expect(asOf).toBe(first.items.at(-1).id);

    // A new message arrives while the reader scrolls back.
    expect((await say(consult.id, clinic.doctor.token, 'message 121')).statusCode).toBe(201);
    const second = (await history(consult.id, clinic.patient.token, `?page=2&asOf=${asOf}`)).json();
    const third = (await history(consult.id, clinic.patient.token, `?page=3&asOf=${asOf}`)).json();
    expect(texts(second)).toEqual(range(21, 70));
    expect(texts(third)).toEqual(range(1, 20));
    expect(second).toMatchObject({ total: count, asOf });
    expect((await history(consult.id, clinic.patient.token, `?page=4&asOf=${asOf}`)).json().items).toEqual(
      [],
    );
    const all = [...third.items, ...second.items, ...first.items].map((m: { id: string }) => m.id);
    expect(new Set(all).size).toBe(count);

    // Without asOf, the pages are of the history as it stands now.
    const now = (await history(consult.id, clinic.patient.token)).json();
    expect(now.total).toBe(count + 1);
    expect(texts(now)).toEqual(range(72, 121));
    expect((await history(consult.id, clinic.patient.token, '?page=0')).statusCode).toBe(400);
    const elsewhere = await book(clinic.patient.token);
    expect((await history(elsewhere.id, clinic.patient.token, `?asOf=${asOf}`)).statusCode).toBe(404);
  });

  /** Moves everything in a consult's history `days` into the past (as if it happened then). */
  const ageHistory = (appointmentId: string, days: number) =>
    t.database.db.execute(
      sql`update appointment_events set created_at = created_at - make_interval(days => ${days}) where appointment_id = ${appointmentId}`,
    );

  it('stays writable for 7 days after the consult is over, then answers 409 CHAT_CLOSED and stays readable', async () => {
    const consult = await book(clinic.patient.token);
    // While the consult is booked, the chat is open until 7 days after its end time.
    const open = (await call('GET', `/appointments/${consult.id}/chats`, clinic.patient.token)).json();
    expect(open).toMatchObject({ open: true, canWrite: true });
    expect(Date.parse(open.closesAt)).toBe(Date.parse(consult.endsAt ?? '') + 7 * DAY);

    expect((await say(consult.id, clinic.patient.token, 'See you Monday')).statusCode).toBe(201);
    for (const action of ['start', 'end', 'markAsCompleted'])
      await advance(t, consult.id, action, clinic.doctor.token);
    await ageHistory(consult.id, 6);
    const sixDays = await say(consult.id, clinic.doctor.token, 'How are you feeling?');
    expect(sixDays.statusCode).toBe(201);

    await ageHistory(consult.id, 2);
    const closed = await say(consult.id, clinic.patient.token, 'Much better, thanks');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toMatchObject({ code: ErrorCode.CHAT_CLOSED, statusCode: 409 });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(
      (await upload(consult.id, clinic.patient.token, attachment(png, 'a.png', 'image/png'))).statusCode,
    ).toBe(409);
    const summary = (await call('GET', `/appointmentChats/${consult.id}`, clinic.patient.token)).json();
    expect(summary).toMatchObject({ open: false, canWrite: false, unread: 1 });
    const completedAt = (
      await queryRows<{ created_at: Date | string }>(
        t.database.db,
        sql`select created_at from appointment_events where appointment_id = ${consult.id} and action = 'markAsCompleted'`,
      )
    )[0]?.created_at;
    expect(Date.parse(summary.closesAt)).toBe(new Date(completedAt ?? 0).getTime() + 7 * DAY);
    // Reading goes on, read receipts included.
    const page = (await history(consult.id, clinic.patient.token)).json();
    expect(page.items.map((m: { text: string }) => m.text)).toEqual([
      'See you Monday',
      'How are you feeling?',
    ]);
    const read = await call('PUT', `/appointmentChats/${consult.id}`, clinic.patient.token, {
      readUpTo: page.asOf,
    });
    expect(read.json()).toMatchObject({ unread: 0, readUpTo: page.asOf });
  });

  it('keeps chats open longer where CHAT_OPEN_DAYS says so', async () => {
    expect(loadConfig({}).chatOpenDays).toBe(7);
    expect(loadConfig({ CHAT_OPEN_DAYS: '30' }).chatOpenDays).toBe(30);
    const consult = await book(clinic.patient.token);
    for (const action of ['start', 'end']) await advance(t, consult.id, action, clinic.doctor.token);
    await ageHistory(consult.id, 8);
    expect((await say(consult.id, clinic.doctor.token, 'Any better?')).statusCode).toBe(409);
    const lenient = await buildSecondInstance(t, { chatOpenDays: 30 });
    try {
      const res = await lenient.app.inject({
        method: 'POST',
        url: `/api/v1/appointments/${consult.id}/chat`,
        headers: bearer(clinic.doctor.token),
        payload: { text: 'Any better?' },
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await lenient.close();
    }
  });

  it('closes the chat of a cancelled consult 7 days after it was cancelled', async () => {
    const consult = await book(clinic.patient.token);
    await advance(t, consult.id, 'cancel', clinic.patient.token, { reason: 'Feeling better' });
    expect((await say(consult.id, clinic.doctor.token, 'Glad to hear it')).statusCode).toBe(201);
    await ageHistory(consult.id, 8);
    expect((await say(consult.id, clinic.doctor.token, 'Still there?')).json().error.code).toBe(
      ErrorCode.CHAT_CLOSED,
    );
  });

  it('keeps read receipts moving forward only, and counts what each person has not read', async () => {
    const consult = await book(clinic.patient.token);
    const sent: string[] = [];
    for (const text of ['one', 'two', 'three'])
      sent.push((await say(consult.id, clinic.doctor.token, text)).json().id);
    const chat = `/appointmentChats/${consult.id}`;
    expect((await call('GET', chat, clinic.patient.token)).json()).toMatchObject({
      unread: 3,
      readUpTo: null,
    });
    // Sending is reading: the doctor has read her own messages.
    expect((await call('GET', chat, clinic.doctor.token)).json()).toMatchObject({
      unread: 0,
      readUpTo: sent[2],
    });

    const second = await call('PUT', chat, clinic.patient.token, { readUpTo: sent[1] });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ unread: 1, readUpTo: sent[1] });
    expect((await call('PUT', chat, clinic.patient.token, { readUpTo: sent[2] })).json()).toMatchObject({
      unread: 0,
      readUpTo: sent[2],
    });
    // An older receipt (a stale tab) changes nothing.
    expect((await call('PUT', chat, clinic.patient.token, { readUpTo: sent[0] })).json()).toMatchObject({
      unread: 0,
      readUpTo: sent[2],
    });
    const doctorsView = (await call('GET', chat, clinic.doctor.token)).json();
    expect(doctorsView.others).toEqual([
      expect.objectContaining({ userId: clinic.patient.id, name: 'Mia Nguyen', readUpTo: sent[2] }),
    ]);
    const otherConsult = await book(clinic.patient.token);
    const foreign = (await say(otherConsult.id, clinic.patient.token, 'elsewhere')).json().id;
    expect((await call('PUT', chat, clinic.patient.token, { readUpTo: foreign })).statusCode).toBe(404);
    expect((await call('PUT', chat, clinic.patient.token, { readUpTo: 'not-an-id' })).statusCode).toBe(400);
  });

  it('lists the signed-in person’s conversations, newest activity first, with unread counts', async () => {
    const patient = await makePatient(t, { firstName: 'Noah', lastName: 'Brown' });
    const quiet = await book(patient.token);
    const busy = await book(patient.token);
    const over = await book(patient.token);
    await advance(t, over.id, 'cancel', patient.token, { reason: 'Moving away' });
    await ageHistory(over.id, 8);
    expect((await say(busy.id, clinic.doctor.token, 'Please bring your test results')).statusCode).toBe(201);
    expect((await say(busy.id, clinic.doctor.token, 'And your Medicare card')).statusCode).toBe(201);

    const list = (await call('GET', '/appointmentChats', patient.token)).json();
    expect(list).toMatchObject({ page: 1, total: 2, unreadTotal: 2 });
    // The total counts every conversation, not only the page asked for.
    expect((await call('GET', '/appointmentChats?page=2', patient.token)).json()).toMatchObject({
      items: [],
      unreadTotal: 2,
    });
    // The closed consult without a message is not a conversation.
    expect(list.items.map((c: { appointmentId: string }) => c.appointmentId)).toEqual([busy.id, quiet.id]);
    expect(list.items[0]).toMatchObject({
      unread: 2,
      open: true,
      patientName: 'Noah Brown',
      doctorName: 'Priya Raman',
      lastMessage: { text: 'And your Medicare card', senderName: 'Dr Priya Raman' },
    });
    expect(list.items[1]).toMatchObject({ unread: 0, lastMessage: null, status: 'scheduled' });

    const doctorList = (await call('GET', '/appointmentChats', clinic.doctor.token)).json();
    expect(doctorList.items[0]).toMatchObject({ appointmentId: busy.id, unread: 0 });
    expect((await call('GET', '/appointmentChats', stranger.token)).json()).toMatchObject({
      items: [],
      total: 0,
    });
  });
});
