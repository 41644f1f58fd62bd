import { DEFAULT_NOTIFICATION_SETTINGS, profileMessages, uploadMessages } from '@curo/core/users';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_KIND, makeAccount, makeDoctor } from '../../../test/accounts';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { multipart } from '../../../test/multipart';

const photo = (width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 110 } } })
    .jpeg()
    .toBuffer();

describe('profiles', () => {
  let t: TestApp;
  let doctor = { token: '', id: '' };
  let admin = '';
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    // A GP who takes every kind of consult, requests among them.
    const d = await makeDoctor(t, { consultSettings: EVERY_KIND });
    doctor = { token: d.token, id: d.id };
    admin = (await makeAccount(t, 'admin')).token;
  });
  afterAll(() => t.close());

  const put = (id: string, token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/users/${id}`, headers: bearer(token), payload });

  it('lets a patient fill in their profile; the state follows the postcode', async () => {
    const p = await signUpPatient(t);
    const res = await put(p.user?.id as string, p.accessToken, {
      phone: '0412 345 678',
      patientProfile: {
        dateOfBirth: '1988-04-12',
        sex: 'female',
        addressLine: '12 Jacaranda St',
        suburb: 'Paddington',
        postcode: '4064',
        medicareNumber: '2953 1234 5 1',
        medicareIrn: 2,
        medicareExpiry: '08/2029',
        timeZone: 'Australia/Brisbane',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().patientProfile).toMatchObject({
      postcode: '4064',
      state: 'QLD',
      medicareIrn: 2,
      timeZone: 'Australia/Brisbane',
    });
    const me = await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(p.accessToken) });
    expect(me.json()).toMatchObject({ phone: '0412 345 678', patientProfile: { suburb: 'Paddington' } });
  });

  it.each([
    [{ medicareNumber: '2953123451' }, profileMessages.medicareIncomplete],
    [
      { medicareNumber: '1234567890', medicareIrn: 1, medicareExpiry: '01/2030' },
      profileMessages.medicareNumber,
    ],
    [{ postcode: '123' }, profileMessages.postcode],
    [{ dateOfBirth: '2999-01-01' }, profileMessages.dateOfBirth],
    [{ timeZone: 'Europe/London' }, profileMessages.timeZone],
    [{ ihi: '1234' }, profileMessages.ihi],
  ])('refuses %o with a clear message and changes nothing', async (patientProfile, message) => {
    const p = await signUpPatient(t);
    const res = await put(p.user?.id as string, p.accessToken, { firstName: 'Changed', patientProfile });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    const me = await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(p.accessToken) });
    expect(me.json().firstName).not.toBe('Changed');
  });

  it("answers 404 for someone else's profile, 403 for a clinician editing a patient; admins may", async () => {
    const a = await signUpPatient(t);
    const b = await signUpPatient(t);
    const id = b.user?.id as string;
    expect((await put(id, a.accessToken, { firstName: 'Mallory' })).statusCode).toBe(404);
    // A doctor with no consult with the patient cannot even see them; with one, may still not edit.
    expect((await put(id, doctor.token, { firstName: 'Mallory' })).statusCode).toBe(404);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/createAppointmentRequest',
      headers: bearer(b.accessToken),
      payload: { doctorId: doctor.id, reason: 'Please review my results', duration: 15 },
    });
    expect(asked.json()).toMatchObject({ type: 'request', status: 'requested', doctorId: doctor.id });
    expect((await put(id, doctor.token, { firstName: 'Mallory' })).statusCode).toBe(403);
    const byAdmin = await put(id, admin, { lastName: 'Corrected' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().lastName).toBe('Corrected');
    // A patient profile only for a patient.
    expect((await put(doctor.id, doctor.token, { patientProfile: { suburb: 'x' } })).statusCode).toBe(400);
  });

  it('lets a doctor edit their bio, specialties and time zone', async () => {
    const res = await put(doctor.id, doctor.token, {
      doctorProfile: {
        bio: 'GP with an interest in sleep.',
        specialties: ['Sleep medicine'],
        timeZone: 'Australia/Adelaide',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().doctorProfile).toMatchObject({
      bio: 'GP with an interest in sleep.',
      specialties: ['Sleep medicine'],
      timeZone: 'Australia/Adelaide',
    });
    const specialists = await t.app.inject({
      url: '/api/v1/users/getAdminSpecialists',
      headers: bearer(admin),
    });
    expect(specialists.json().items.map((d: { id: string }) => d.id)).toContain(doctor.id);
  });

  it('keeps notification settings, starting from the defaults', async () => {
    const p = await signUpPatient(t);
    const url = `/api/v1/users/${p.user?.id}/notifications`;
    expect((await t.app.inject({ url, headers: bearer(p.accessToken) })).json()).toEqual(
      DEFAULT_NOTIFICATION_SETTINGS,
    );
    const next = { ...DEFAULT_NOTIFICATION_SETTINGS, appointmentReminders: { email: true, sms: false } };
    const saved = await t.app.inject({ method: 'PUT', url, headers: bearer(p.accessToken), payload: next });
    expect(saved.json()).toEqual(next);
    expect((await t.app.inject({ url, headers: bearer(p.accessToken) })).json()).toEqual(next);
    const other = await signUpPatient(t);
    expect((await t.app.inject({ url, headers: bearer(other.accessToken) })).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(p.accessToken),
      payload: { sms: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  describe('profile pictures', () => {
    const upload = (id: string, token: string, body: ReturnType<typeof multipart>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/users/${id}/uploadProfilePicture`,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });

    it('resizes a photo to at most 512 px, serves it as WebP, and names it at random', async () => {
      const p = await signUpPatient(t);
      const res = await upload(
        p.user?.id as string,
        p.accessToken,
        multipart(await photo(), '../../etc/passwd.jpg', 'image/jpeg'),
      );
      expect(res.statusCode).toBe(200);
      const url = res.json().photoUrl as string;
      expect(url).toMatch(/^\/api\/v1\/files\/avatars\/[0-9a-f-]{36}\.webp$/);
      const file = await t.app.inject({ url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(512);
    });

    it('checks the content, not the name: a script called photo.png is refused', async () => {
      const p = await signUpPatient(t);
      const res = await upload(
        p.user?.id as string,
        p.accessToken,
        multipart(Buffer.from('<script>alert(1)</script>'), 'photo.png', 'image/png'),
      );
      expect(res.statusCode).toBe(415);
      expect(res.json().error.message).toBe(uploadMessages.wrongType);
      const pdf = multipart(Buffer.from('%PDF-1.7\n1 0 obj\n'), 'photo.jpg', 'image/jpeg');
      expect((await upload(p.user?.id as string, p.accessToken, pdf)).statusCode).toBe(415);
    });

    it('refuses more than 5 MB with 413 and a message', async () => {
      const p = await signUpPatient(t);
      const big = Buffer.concat([await photo(64, 64), Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const res = await upload(p.user?.id as string, p.accessToken, multipart(big, 'big.jpg', 'image/jpeg'));
      expect(res.statusCode).toBe(413);
      expect(res.json().error.message).toBe(uploadMessages.tooLarge);
    });

    it("refuses another patient's account (404) and a request that is not multipart (415)", async () => {
      const a = await signUpPatient(t);
      const b = await signUpPatient(t);
      expect(
        (await upload(b.user?.id as string, a.accessToken, multipart(await photo(), 'a.jpg', 'image/jpeg')))
          .statusCode,
      ).toBe(404);
      const json = await t.app.inject({
        method: 'POST',
        url: `/api/v1/users/${a.user?.id}/uploadProfilePicture`,
        headers: bearer(a.accessToken),
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);
    });
  });

  it("stores a doctor's e-signature privately: the doctor and admins may read it, nobody else", async () => {
    const sig = await sharp({
      create: { width: 900, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const body = multipart(sig, 'sig.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${doctor.id}/upload-esign`,
      headers: { ...bearer(doctor.token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().doctorProfile.esignUrl as string;
    expect(url).toBe(`/api/v1/users/${doctor.id}/esign`);
    const own = await t.app.inject({ url, headers: bearer(doctor.token) });
    expect(own.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ url, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const p = await signUpPatient(t);
    expect((await t.app.inject({ url, headers: bearer(p.accessToken) })).statusCode).toBe(403);
  });

  it('lists doctors without contact details, and staff by kind for admins', async () => {
    const p = await signUpPatient(t);
    const list = await t.app.inject({ url: '/api/v1/users/getDoctors', headers: bearer(p.accessToken) });
    expect(list.statusCode).toBe(200);
    const first = list.json().items[0];
    expect(first).toMatchObject({ role: 'doctor', firstName: expect.any(String) });
    expect(first.email).toBeUndefined();
    expect(first.phone).toBeUndefined();

    const byKind = await t.app.inject({ url: `/api/v1/users/doctors/${doctor.id}`, headers: bearer(admin) });
    expect(byKind.json()).toMatchObject({ id: doctor.id, role: 'doctor' });
    expect(
      (await t.app.inject({ url: `/api/v1/users/nurses/${doctor.id}`, headers: bearer(admin) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/v1/users/doctors/${doctor.id}`, headers: bearer(p.accessToken) }))
        .statusCode,
    ).toBe(403);
  });
});
