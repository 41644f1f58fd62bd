import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_KIND, makeAccount, makeDoctor, OFFICE_HOURS } from '../../../../test/accounts';
import { bearer, signUpPatient } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { callbackWindow } from '../../../../test/dates';

type Session = { token: string; id: string };
type Part = { name: string; value: string } | { name: string; file: Buffer; filename: string; type: string };

/** A multipart body with text fields and any number of files, as a browser's FormData sends it. */
function form(parts: Part[]) {
  const boundary = `----curo${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.file,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const description = 'A rash on my forearm for two weeks, itchy at night, not spreading.';

describe('callback and offline consults', () => {
  let t: TestApp;
  let doctor: Session;
  let brisbane: Session;
  let admin: Session;
  let png: Buffer;
  let jpeg: Buffer;

  const patient = async (): Promise<Session> => {
    const p = await signUpPatient(t);
    const me = (
      await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(p.accessToken) })
    ).json();
    return { token: p.accessToken, id: me.id };
  };
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), payload });
  const get = (url: string, token: string) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });
  const offline = (token: string, parts: Part[]) => {
    const body = form(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/createOfflineAppointment',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const doc = (file: Buffer, filename: string, type = 'application/octet-stream'): Part => ({
    name: 'documents',
    file,
    filename,
    type,
  });

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 10_000 });
    // Two GPs who take every kind of consult, one in Sydney and one in Brisbane; an admin.
    doctor = await makeDoctor(t, {
      timeZone: 'Australia/Sydney',
      specialties: ['General practice'],
      consultSettings: EVERY_KIND,
      weekly: OFFICE_HOURS,
    });
    brisbane = await makeDoctor(t, {
      timeZone: 'Australia/Brisbane',
      specialties: ['General practice'],
      consultSettings: EVERY_KIND,
      weekly: OFFICE_HOURS,
    });
    admin = await makeAccount(t, 'admin');
    const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } });
    png = await image.clone().png().toBuffer();
    jpeg = await image.clone().jpeg().withMetadata().toBuffer();
  });
  afterAll(() => t.close());

  describe('callback', () => {
    const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    const callback = (token: string, extra: object = {}) =>
      post('/appointments/createCallBackAppointment', token, {
        phone: '0412 345 678',
        ...callbackWindow(),
        reason: 'Repeat prescription question',
        ...extra,
      });

    it('stores the number and window and waits for a doctor to claim it', async () => {
      const p = await patient();
      const created = await callback(p.token);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        type: 'callback',
        status: 'requested',
        doctorId: null,
        details: { phone: '+61412345678' },
      });
      const landline = await callback(p.token, { phone: '(02) 9876 5432' });
      expect(landline.json().details.phone).toBe('+61298765432');

      // Claimed through the generic accept: the first doctor wins.
      const id = created.json().id;
      const claimed = await post(`/appointments/${id}/accept`, doctor.token, {});
      expect(claimed.statusCode).toBe(200);
      expect(claimed.json()).toMatchObject({ status: 'scheduled', doctorId: doctor.id });
      const second = await post(`/appointments/${id}/accept`, brisbane.token, {});
      expect(second.statusCode).toBe(409);
    });

    it('refuses a bad number or window with a clear message', async () => {
      const p = await patient();
      const message = async (extra: object) => (await callback(p.token, extra)).json().error.message;
      expect(await message({ phone: '555 1234' })).toBe('Please enter an Australian phone number');
      expect(await message({ phone: '+64 21 123 4567' })).toBe('Please enter an Australian phone number');
      const { preferredFrom } = callbackWindow();
      const shortTo = new Date(Date.parse(preferredFrom) + 15 * 60_000).toISOString();
      expect(await message({ preferredTo: shortTo })).toBe('Give a window of at least 30 minutes');
      expect(await message({ preferredFrom: inHours(-5), preferredTo: inHours(-1) })).toBe(
        'The window must end in the future',
      );
      expect(await message({ preferredFrom: inHours(24 * 8), preferredTo: inHours(24 * 8 + 1) })).toBe(
        'The window must be within the next 7 days',
      );
      expect(await message({ preferredFrom: 'tomorrow' })).toBe('Give preferredFrom as an ISO-8601 time');
      expect((await callback(p.token, { doctorId: p.id })).statusCode).toBe(404);
      expect((await callback(admin.token)).statusCode).toBe(400);
    });
  });

  describe('offline', () => {
    it('takes a description and documents, stores them privately and serves them to the right people', async () => {
      const p = await patient();
      const created = await offline(p.token, [
        { name: 'description', value: description },
        { name: 'doctorId', value: doctor.id },
        doc(pdf, 'Referral letter.pdf', 'application/pdf'),
        doc(png, 'results.png', 'image/png'),
        doc(jpeg, 'forearm.jpg', 'image/jpeg'),
        doc(pdf, 'Lettre de référence — Müller.pdf', 'application/pdf'),
      ]);
      expect(created.statusCode).toBe(201);
      const consult = created.json();
      expect(consult).toMatchObject({
        type: 'offline',
        status: 'requested',
        doctorId: doctor.id,
        reason: description,
      });
      expect(
        consult.documents.map(
          (d: { fileName: string; contentType: string }) => `${d.fileName} ${d.contentType}`,
        ),
      ).toEqual([
        'Referral letter.pdf application/pdf',
        'results.png image/png',
        'forearm.webp image/webp',
        'Lettre de référence  Müller.pdf application/pdf',
      ]);

      const listed = await get(`/appointments/${consult.id}/documents`, doctor.token);
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toHaveLength(4);
      const accented = await get(`/appointments/${consult.id}/documents/${consult.documents[3].id}`, p.token);
      expect(accented.headers['content-disposition']).toBe(
        `attachment; filename="Lettre de r_f_rence  M_ller.pdf"; filename*=UTF-8''${encodeURIComponent('Lettre de référence  Müller.pdf')}`,
      );
      const download = await get(`/appointments/${consult.id}/documents/${consult.documents[0].id}`, p.token);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="Referral letter.pdf"; filename*=UTF-8''Referral%20letter.pdf`,
      );
      expect(download.headers['cache-control']).toBe('private, no-store');
      expect(download.rawPayload.equals(pdf)).toBe(true);
      const photo = await get(
        `/appointments/${consult.id}/documents/${consult.documents[2].id}`,
        admin.token,
      );
      expect(photo.headers['content-type']).toBe('image/webp');
      // Re-encoded: the camera's metadata is gone.
      expect((await sharp(photo.rawPayload).metadata()).exif).toBeUndefined();

      const stranger = await patient();
      expect((await get(`/appointments/${consult.id}/documents`, stranger.token)).statusCode).toBe(404);
      expect((await get(`/appointments/${consult.id}/documents`, brisbane.token)).statusCode).toBe(404);
      expect(
        (await get(`/appointments/${consult.id}/documents/${consult.documents[0].id}`, brisbane.token))
          .statusCode,
      ).toBe(404);
      expect(
        (await get(`/appointments/${consult.id}/documents/${crypto.randomUUID()}`, p.token)).statusCode,
      ).toBe(404);
    });

    it('refuses wrong types (415), large files (413), too many files and short descriptions (400)', async () => {
      const p = await patient();
      const fields = [{ name: 'description', value: description }];
      const text = await offline(p.token, [
        ...fields,
        doc(Buffer.from('just some text'), 'notes.pdf', 'application/pdf'),
      ]);
      expect(text.statusCode).toBe(415);
      expect(text.json().error.message).toBe(
        'Attach PDF, JPEG or PNG documents only (save iPhone photos as JPEG)',
      );
      const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
      expect((await offline(p.token, [...fields, doc(gif, 'x.gif', 'image/gif')])).statusCode).toBe(415);
      const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
      const large = await offline(p.token, [...fields, doc(big, 'scan.pdf', 'application/pdf')]);
      expect(large.statusCode).toBe(413);
      expect(large.json().error.message).toBe('Each document can be at most 10 MB');
      const six = await offline(p.token, [
        ...fields,
        ...Array.from({ length: 6 }, (_, i) => doc(pdf, `${i}.pdf`)),
      ]);
      expect(six.statusCode).toBe(400);
      expect(six.json().error.message).toBe('Attach at most 5 documents');
      const short = await offline(p.token, [{ name: 'description', value: 'Rash' }]);
      expect(short.statusCode).toBe(400);
      expect(short.json().error.message).toBe('Describe the problem in at least 20 characters');
      const json = await post('/appointments/createOfflineAppointment', p.token, { description });
      expect(json.statusCode).toBe(415);
      // Nothing half-made was left behind.
      const mine = (await get('/appointments/list/all/1/50', p.token)).json();
      expect(mine.total).toBe(0);
      // Without documents is fine.
      expect((await offline(p.token, fields)).statusCode).toBe(201);
    });

    it('made to a specialty, is taken only by a doctor who practises it', async () => {
      await t.database.db.execute(
        sql`update doctor_profiles set specialties = array['General practice', 'Dermatology'] where user_id = ${brisbane.id}`,
      );
      const p = await patient();
      const consult = (
        await offline(p.token, [
          { name: 'description', value: description },
          { name: 'specialty', value: 'Dermatology' },
        ])
      ).json();
      expect((await post(`/appointments/${consult.id}/accept`, doctor.token, {})).statusCode).toBe(404);
      const taken = await post(`/appointments/${consult.id}/accept`, brisbane.token, {});
      expect(taken.json()).toMatchObject({ status: 'scheduled', doctorId: brisbane.id });
    });

    it('is claimed, questioned, answered and completed through the state machine', async () => {
      const p = await patient();
      const consult = (await offline(p.token, [{ name: 'description', value: description }])).json();
      expect(consult.doctorId).toBeNull();
      // Open to every doctor to take on, but its documents and answer wait for one to accept it.
      expect((await get(`/appointments/${consult.id}/documents`, doctor.token)).statusCode).toBe(404);
      const early = await post(`/appointments/${consult.id}/respond`, doctor.token, {
        response: 'Use a moisturiser',
      });
      expect(early.statusCode).toBe(409);
      expect(early.json().error.code).toBe('NO_DOCTOR');

      expect((await post(`/appointments/${consult.id}/accept`, doctor.token, {})).json().status).toBe(
        'scheduled',
      );
      expect((await post(`/appointments/${consult.id}/respond`, p.token, { response: 'x' })).statusCode).toBe(
        403,
      );
      expect(
        (await post(`/appointments/${consult.id}/respond`, brisbane.token, { response: 'x' })).statusCode,
      ).toBe(404);
      const asked = await post(`/appointments/${consult.id}/requestInformation`, doctor.token, {
        question: 'Can you send a close-up photo?',
      });
      expect(asked.json()).toMatchObject({
        status: 'waiting_info',
        details: { question: 'Can you send a close-up photo?' },
      });
      const upload = (token: string, parts: Part[]) => {
        const body = form(parts);
        return t.app.inject({
          method: 'POST',
          url: `/api/v1/appointments/${consult.id}/documents`,
          headers: { ...bearer(token), ...body.headers },
          payload: body.payload,
        });
      };
      const added = await upload(p.token, [doc(png, 'close-up.png', 'image/png')]);
      expect(added.statusCode).toBe(201);
      expect(added.json().map((d: { fileName: string }) => d.fileName)).toEqual(['close-up.png']);
      expect((await get(`/appointments/${consult.id}/documents`, doctor.token)).json()).toHaveLength(1);
      expect((await upload(doctor.token, [doc(png, 'x.png', 'image/png')])).statusCode).toBe(403);
      expect((await upload(p.token, [])).json().error.message).toBe('Attach at least one document');
      expect((await upload(p.token, [doc(Buffer.from('plain'), 'x.png')])).statusCode).toBe(415);
      const blank = await post(`/appointments/${consult.id}/provideInformation`, p.token, { answer: '' });
      expect(blank.json().error.message).toBe('Write your answer for the doctor');
      const answered = await post(`/appointments/${consult.id}/provideInformation`, p.token, {
        answer: 'It is about 3 cm across',
      });
      expect(answered.json()).toMatchObject({
        status: 'scheduled',
        details: { answer: 'It is about 3 cm across' },
      });
      const done = await post(`/appointments/${consult.id}/respond`, doctor.token, {
        response: 'This looks like eczema. Use a fragrance-free moisturiser twice a day.',
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({
        status: 'completed',
        details: { response: expect.stringContaining('eczema') },
      });
      const again = await post(`/appointments/${consult.id}/respond`, doctor.token, { response: 'More' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('This appointment is completed: it cannot be answered');
      const closed = await upload(p.token, [doc(png, 'late.png', 'image/png')]);
      expect(closed.statusCode).toBe(409);
      expect(closed.json().error.message).toBe(
        'This appointment is completed: it cannot take more documents',
      );
      const outbox = (await t.app.inject('/api/v1/dev/outbox')).json().items as Array<{
        subject: string;
        text: string;
      }>;
      const told = outbox.find((m) => m.subject === 'Your doctor has answered your consult');
      expect(told?.text).not.toContain('eczema');

      // A consult of another kind takes no written answer.
      const callback = await post('/appointments/createCallBackAppointment', p.token, {
        phone: '0412 345 678',
        ...callbackWindow(),
        reason: 'Question',
        doctorId: doctor.id,
      });
      const wrong = await post(`/appointments/${callback.json().id}/respond`, doctor.token, {
        response: 'Hi',
      });
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().error.code).toBe('WRONG_KIND');
    });
  });
});
