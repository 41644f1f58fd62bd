import path from 'node:path';
import { ErrorCode } from '@curo/core/errors';
import { referralValidUntil, type TReferral } from '@curo/core/referrals';
import type { TAppointment } from '@curo/core/scheduling';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeAccount, makePatient } from '../../../test/accounts';
import { advance, bookAppointment, freeStarts, makeGp } from '../../../test/appointments';
import { bearer } from '../../../test/auth-helpers';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeSpecialty } from '../../../test/content';
import { mondayAhead } from '../../../test/dates';
import { pdfPages } from '../../../test/pdf-text';
import { type Clinic, makeClinic, pastConsult } from '../../../test/people';
import { outboundFaxes } from '../../db/schema/faxes';
import { auditEvents } from '../../db/schema/identity';
import { outboundMessages } from '../../db/schema/messages';
import { referrals } from '../../db/schema/referrals';
import { LocalFileStorage } from '../../platform/storage/file-storage';

const url = (path: string) => `/api/v1${path}`;

describe('referrals', () => {
  let t: TestApp;
  let clinic: Clinic;
  /** Ava Chen, a dermatologist on Curo with office hours. */
  let dermatologist: Account;
  /** Another dermatologist, who sees referrals to the specialty once accepted. */
  let otherDermatologist: Account;
  /** A GP with no part in anything. */
  let strangerDoctor: Account;
  let otherPatient: Account;
  let otherNurse: Account;
  /** A finished consult of the clinic's GP with Mia. */
  let consultId = '';

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    clinic = await makeClinic(t);
    await makeSpecialty(t, clinic.admin.token, { name: 'Dermatology' });
    dermatologist = await makeGp(t, { firstName: 'Ava', lastName: 'Chen', specialties: ['Dermatology'] });
    otherDermatologist = await makeGp(t, { firstName: 'Ben', lastName: 'Ali', specialties: ['dermatology'] });
    strangerDoctor = await makeGp(t, { firstName: 'Cal', lastName: 'Stone' });
    otherPatient = await makePatient(t, { firstName: 'Noah', lastName: 'Smith' });
    otherNurse = await makeAccount(t, 'nurse', { firstName: 'Ivy', lastName: 'Moss' });
    consultId = (
      await pastConsult(
        t,
        { patientToken: clinic.patient.token, doctor: clinic.doctor, adminToken: clinic.admin.token },
        { daysAgo: 1 },
      )
    ).id;
  });
  afterAll(() => t.close());

  const offer = (appointmentId: string, payload: object, token = clinic.doctor.token) =>
    t.app.inject({
      method: 'POST',
      url: url(`/appointments/${appointmentId}/offerReferral`),
      headers: bearer(token),
      payload,
    });
  const respond = (appointmentId: string, payload: object, token = clinic.patient.token) =>
    t.app.inject({
      method: 'POST',
      url: url(`/appointments/${appointmentId}/responseReferralOffer`),
      headers: bearer(token),
      payload,
    });
  const list = (token: string, query = '') =>
    t.app.inject({ url: url(`/referrals${query}`), headers: bearer(token) });
  const getOne = (id: string, token: string) =>
    t.app.inject({ url: url(`/referrals/${id}`), headers: bearer(token) });
  const send = (payload: object, token = clinic.doctor.token) =>
    t.app.inject({
      method: 'POST',
      url: url('/appointments/sendReferralByDoctor'),
      headers: bearer(token),
      payload,
    });

  const toDermatology = {
    target: { kind: 'specialty', specialty: 'dermatology' },
    reason: 'Changing mole on the left shoulder',
    clinicalDetails:
      'Asymmetric pigmented lesion, 7 mm, grown over 3 months. No personal history of melanoma.',
  };
  const toAva = () => ({ ...toDermatology, target: { kind: 'doctor', doctorId: dermatologist.id } });
  const outside = {
    target: {
      kind: 'external',
      name: 'Dr Jane Doe',
      practice: 'Harbour Skin Clinic',
      fax: '(02) 9876 5432',
    },
    reason: 'Mohs surgery opinion',
    clinicalDetails: 'Biopsy-proven basal cell carcinoma on the nose.',
  };

  /** A referral offered by the clinic's GP from the finished consult. */
  async function offered(payload: object = toDermatology): Promise<TReferral> {
    const res = await offer(consultId, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  async function accepted(payload: object = toDermatology): Promise<TReferral> {
    const referral = await offered(payload);
    const res = await respond(consultId, { referralId: referral.id, response: 'accept' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  /** Moves a referral's dates into the past, as if issued long ago. */
  const backdate = (id: string, issuedOn: string, validUntil: string | null) =>
    t.database.db.update(referrals).set({ issuedOn, validUntil }).where(eq(referrals.id, id));

  describe('offerReferral', () => {
    it('lets the consult’s GP refer to a specialty on Curo, valid 12 months from today in Sydney', async () => {
      const referral = await offered();
      expect(referral).toMatchObject({
        appointmentId: consultId,
        patient: { id: clinic.patient.id, name: 'Mia Nguyen' },
        referrer: { id: clinic.doctor.id, name: 'Dr Priya Raman', kind: 'gp' },
        target: { kind: 'specialty', specialty: 'Dermatology', doctor: null, external: null },
        validity: { kind: 'standard' },
        status: 'offered',
        bookedAppointmentId: null,
      });
      expect(referral.validUntil).toBe(
        referralValidUntil({
          referrerKind: 'gp',
          issuedOn: referral.issuedOn,
          validity: { kind: 'standard' },
        }),
      );
    });

    it('lets a GP state a period or make it indefinite', async () => {
      const six = await offered({ ...toDermatology, validity: { kind: 'months', months: 6 } });
      expect(six.validUntil).toBe(
        referralValidUntil({
          referrerKind: 'gp',
          issuedOn: six.issuedOn,
          validity: { kind: 'months', months: 6 },
        }),
      );
      const forever = await offered({ ...toDermatology, validity: { kind: 'indefinite' } });
      expect(forever).toMatchObject({ validity: { kind: 'indefinite' }, validUntil: null });
    });

    it('refers to a named specialist, or to an outside provider with a fax number', async () => {
      expect(await offered(toAva())).toMatchObject({
        target: {
          kind: 'doctor',
          specialty: 'Dermatology',
          doctor: { id: dermatologist.id, name: 'Dr Ava Chen' },
        },
      });
      expect(await offered(outside)).toMatchObject({
        target: {
          kind: 'external',
          external: {
            name: 'Dr Jane Doe',
            practice: 'Harbour Skin Clinic',
            fax: '+61298765432',
            email: null,
          },
        },
      });
    });

    it('makes a specialist’s referral valid 3 months, and refuses them another period', async () => {
      const own = await pastConsult(
        t,
        { patientToken: clinic.patient.token, doctor: dermatologist, adminToken: clinic.admin.token },
        { daysAgo: 2 },
      );
      const res = await offer(
        own.id,
        { ...toAva(), target: { kind: 'doctor', doctorId: otherDermatologist.id } },
        dermatologist.token,
      );
      expect(res.statusCode, res.body).toBe(201);
      const referral: TReferral = res.json();
      expect(referral.referrer.kind).toBe('specialist');
      expect(referral.validUntil).toBe(
        referralValidUntil({
          referrerKind: 'specialist',
          issuedOn: referral.issuedOn,
          validity: { kind: 'standard' },
        }),
      );
      const indefinite = await offer(
        own.id,
        { ...toDermatology, validity: { kind: 'indefinite' } },
        dermatologist.token,
      );
      expect(indefinite.statusCode).toBe(400);
      expect(indefinite.json().error.message).toMatch(/3 months/);
    });

    it('refuses unknown specialties, a GP named as specialist, self-referral and a provider without contact (400)', async () => {
      for (const payload of [
        { ...toDermatology, target: { kind: 'specialty', specialty: 'Astrology' } },
        { ...toDermatology, target: { kind: 'specialty', specialty: 'General practice' } },
        { ...toDermatology, target: { kind: 'doctor', doctorId: strangerDoctor.id } },
        { ...toDermatology, target: { kind: 'doctor', doctorId: clinic.doctor.id } },
        { ...outside, target: { kind: 'external', name: 'Dr Jane Doe' } },
        { ...outside, target: { kind: 'external', name: 'Dr Jane Doe', fax: '0412 345 678' } },
        { ...toDermatology, validity: { kind: 'months', months: 0 } },
      ]) {
        const res = await offer(consultId, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
    });

    it('answers 409 before the consult has started', async () => {
      const [startsAt] = await freeStarts(t, clinic.doctor.id, mondayAhead(14));
      const booked = await bookAppointment(t, clinic.patient.token, {
        doctorId: clinic.doctor.id,
        startsAt: startsAt as string,
      });
      const res = await offer(booked.id, toDermatology);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: ErrorCode.INVALID_STATE });
    });

    it('is the treating doctor’s alone: another doctor gets 404; other roles 403; nobody signed in 401', async () => {
      expect((await offer(consultId, toDermatology, strangerDoctor.token)).statusCode).toBe(404);
      for (const who of [clinic.patient, clinic.nurse, clinic.admin, clinic.companyAdmin])
        expect((await offer(consultId, toDermatology, who.token)).statusCode).toBe(403);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: url(`/appointments/${consultId}/offerReferral`),
        payload: toDermatology,
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('responseReferralOffer', () => {
    it('lets the patient accept once; a second answer is 409 REFERRAL_ANSWERED', async () => {
      const referral = await offered();
      const first = await respond(consultId, { referralId: referral.id, response: 'accept' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ status: 'accepted', responseReason: null });
      expect(first.json().respondedAt).toEqual(expect.any(String));
      const again = await respond(consultId, { referralId: referral.id, response: 'decline' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe(ErrorCode.REFERRAL_ANSWERED);
    });

    it('lets the patient decline with a reason, once', async () => {
      const referral = await offered();
      const res = await respond(consultId, {
        referralId: referral.id,
        response: 'decline',
        reason: 'I will see my own dermatologist',
      });
      expect(res.json()).toMatchObject({
        status: 'declined',
        responseReason: 'I will see my own dermatologist',
      });
      expect((await respond(consultId, { referralId: referral.id, response: 'accept' })).statusCode).toBe(
        409,
      );
    });

    it('answers 404 to another patient, and for the wrong consult; 403 to staff', async () => {
      const referral = await offered();
      const other = await respond(
        consultId,
        { referralId: referral.id, response: 'accept' },
        otherPatient.token,
      );
      expect(other.statusCode).toBe(404);
      const [startsAt] = await freeStarts(t, clinic.doctor.id, mondayAhead(21));
      const elsewhere = await bookAppointment(t, clinic.patient.token, {
        doctorId: clinic.doctor.id,
        startsAt: startsAt as string,
      });
      expect((await respond(elsewhere.id, { referralId: referral.id, response: 'accept' })).statusCode).toBe(
        404,
      );
      for (const who of [clinic.doctor, clinic.nurse, clinic.admin])
        expect(
          (await respond(consultId, { referralId: referral.id, response: 'accept' }, who.token)).statusCode,
        ).toBe(403);
      expect((await getOne(referral.id, clinic.patient.token)).json().status).toBe('offered');
    });

    it('refuses to accept an expired referral (409 REFERRAL_EXPIRED)', async () => {
      const referral = await offered();
      await backdate(referral.id, '2024-01-10', '2025-01-09');
      const res = await respond(consultId, { referralId: referral.id, response: 'accept' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe(ErrorCode.REFERRAL_EXPIRED);
    });
  });

  describe('GET /referrals', () => {
    it('shows the patient theirs, with expired ones marked expired; another patient sees none of them (404)', async () => {
      const stale = await offered();
      await backdate(stale.id, '2024-01-10', '2025-01-09');
      const mine = (await list(clinic.patient.token)).json();
      expect(mine.items.length).toBeGreaterThan(0);
      expect(mine.items.every((r: TReferral) => r.patient.id === clinic.patient.id)).toBe(true);
      expect(mine.items.find((r: TReferral) => r.id === stale.id)?.status).toBe('expired');
      expect((await getOne(stale.id, clinic.patient.token)).json().status).toBe('expired');
      const expiredOnly = (await list(clinic.patient.token, '?status=expired')).json();
      expect(expiredOnly.items.map((r: TReferral) => r.id)).toContain(stale.id);
      expect(expiredOnly.items.every((r: TReferral) => r.status === 'expired')).toBe(true);
      expect(
        (await list(clinic.patient.token, '?status=offered')).json().items.map((r: TReferral) => r.id),
      ).not.toContain(stale.id);
      expect((await list(otherPatient.token)).json()).toMatchObject({ items: [], total: 0 });
      expect((await getOne(stale.id, otherPatient.token)).statusCode).toBe(404);
    });

    it('shows the named specialist and the specialty’s doctors a referral only once the patient accepted it', async () => {
      const toHer = await offered(toAva());
      const toSpecialty = await offered();
      expect((await getOne(toHer.id, dermatologist.token)).statusCode).toBe(404);
      expect((await getOne(toSpecialty.id, otherDermatologist.token)).statusCode).toBe(404);
      for (const referral of [toHer, toSpecialty])
        await respond(consultId, { referralId: referral.id, response: 'accept' });
      expect((await getOne(toHer.id, dermatologist.token)).json().status).toBe('accepted');
      expect((await getOne(toSpecialty.id, otherDermatologist.token)).json().status).toBe('accepted');
      expect((await getOne(toHer.id, otherDermatologist.token)).statusCode).toBe(404);
      const written = (await list(clinic.doctor.token)).json();
      expect(written.items.map((r: TReferral) => r.id)).toEqual(
        expect.arrayContaining([toHer.id, toSpecialty.id]),
      );
      expect((await getOne(toHer.id, strangerDoctor.token)).statusCode).toBe(404);
      expect((await list(strangerDoctor.token)).json().total).toBe(0);
    });

    it('shows a nurse the referrals of consults they are on, and no one else’s', async () => {
      const [startsAt] = await freeStarts(t, clinic.doctor.id, mondayAhead(28));
      const booked = await bookAppointment(t, clinic.nurse.token, {
        doctorId: clinic.doctor.id,
        startsAt: startsAt as string,
        patientId: otherPatient.id,
      });
      await advance(t, booked.id, 'start', clinic.doctor.token);
      const res = await offer(booked.id, toDermatology);
      expect(res.statusCode, res.body).toBe(201);
      const referral: TReferral = res.json();
      expect((await getOne(referral.id, clinic.nurse.token)).json().patient.name).toBe('Noah Smith');
      expect((await list(clinic.nurse.token)).json().items.map((r: TReferral) => r.id)).toEqual([
        referral.id,
      ]);
      expect((await getOne(referral.id, otherNurse.token)).statusCode).toBe(404);
      expect((await list(otherNurse.token)).json().total).toBe(0);
    });

    it('shows admins all, paged and filtered by status; company admins are refused (403)', async () => {
      const declined = await offered();
      await respond(consultId, { referralId: declined.id, response: 'decline' });
      const all = (await list(clinic.admin.token)).json();
      expect(all.total).toBeGreaterThan(5);
      expect(all.pageSize).toBe(20);
      const onlyDeclined = (await list(clinic.admin.token, '?status=declined')).json();
      expect(onlyDeclined.items.map((r: TReferral) => r.id)).toContain(declined.id);
      expect(onlyDeclined.items.every((r: TReferral) => r.status === 'declined')).toBe(true);
      expect((await getOne(declined.id, clinic.admin.token)).statusCode).toBe(200);
      expect((await list(clinic.companyAdmin.token)).statusCode).toBe(403);
      expect((await getOne(declined.id, clinic.companyAdmin.token)).statusCode).toBe(403);
      expect((await t.app.inject({ url: url('/referrals') })).statusCode).toBe(401);
    });

    it('puts staff reads in the audit trail (a patient reading their own does not)', async () => {
      const referral = await offered();
      await getOne(referral.id, clinic.admin.token);
      await getOne(referral.id, clinic.patient.token);
      const events = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.recordType, 'referral'), eq(auditEvents.recordId, referral.id)));
      expect(events.map((e) => [e.action, e.actorId, e.subjectUserId])).toEqual([
        ['patient.record_viewed', clinic.admin.id, clinic.patient.id],
      ]);
    });
  });

  describe('booking with a referral', () => {
    const hold = (payload: object, token = clinic.patient.token) =>
      t.app.inject({
        method: 'POST',
        url: url('/appointments/bookSpecialtySlot'),
        headers: bearer(token),
        payload,
      });
    async function slotOf(doctor: Account, days: number) {
      const [startsAt] = await freeStarts(t, doctor.id, mondayAhead(days));
      return {
        doctorId: doctor.id,
        startsAt: startsAt as string,
        duration: 15,
        reason: 'Skin check on referral',
      };
    }

    it('books the named specialist with an accepted referral: the specialist sees it on that consult', async () => {
      const referral = await accepted(toAva());
      const res = await hold({ ...(await slotOf(dermatologist, 7)), referralId: referral.id });
      expect(res.statusCode, res.body).toBe(201);
      const appointment: TAppointment = res.json();
      const after = (await getOne(referral.id, clinic.patient.token)).json();
      expect(after).toMatchObject({ status: 'booked', bookedAppointmentId: appointment.id });
      const onConsult = (await list(dermatologist.token, `?appointmentId=${appointment.id}`)).json();
      expect(onConsult.items.map((r: TReferral) => r.id)).toEqual([referral.id]);
      expect(onConsult.items[0]).toMatchObject({ clinicalDetails: toDermatology.clinicalDetails });
      // Used once: once that booking is confirmed, a second booking with it is refused. (Holding
      // another time before confirming lets the first hold go, and the referral with it: decision 0048.)
      const confirmed = await t.app.inject({
        method: 'POST',
        url: url('/appointments/confirmSpecialtySlot'),
        headers: { ...bearer(clinic.patient.token), 'idempotency-key': `confirm-${appointment.id}` },
        payload: { appointmentId: appointment.id },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const twice = await hold({ ...(await slotOf(dermatologist, 14)), referralId: referral.id });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.code).toBe(ErrorCode.REFERRAL_NOT_BOOKABLE);
    });

    it('books any doctor of the specialty with a specialty referral, and frees it when that booking is cancelled', async () => {
      const referral = await accepted();
      const res = await hold({ ...(await slotOf(otherDermatologist, 7)), referralId: referral.id });
      expect(res.statusCode, res.body).toBe(201);
      await advance(t, res.json().id, 'cancel', clinic.patient.token, { reason: 'Cannot make it' });
      expect((await getOne(referral.id, clinic.patient.token)).json()).toMatchObject({
        status: 'accepted',
        bookedAppointmentId: null,
      });
    });

    it('refuses, booking nothing, an unanswered referral, another doctor, an outside one and an expired one', async () => {
      const unanswered = await offered(toAva());
      const wrongDoctor = await accepted(toAva());
      const external = await accepted(outside);
      const expired = await accepted(toAva());
      await backdate(expired.id, '2024-01-10', '2025-01-09');
      const slot = await slotOf(dermatologist, 35);
      const cases: Array<[string, object, string]> = [
        [unanswered.id, slot, ErrorCode.REFERRAL_NOT_BOOKABLE],
        [wrongDoctor.id, await slotOf(otherDermatologist, 35), ErrorCode.REFERRAL_NOT_BOOKABLE],
        [external.id, slot, ErrorCode.REFERRAL_NOT_BOOKABLE],
        [expired.id, slot, ErrorCode.REFERRAL_EXPIRED],
      ];
      for (const [referralId, at, code] of cases) {
        const res = await hold({ ...at, referralId });
        expect(res.statusCode).toBe(409);
        expect(res.json().error.code).toBe(code);
      }
      // Nothing was held: the slot is still free.
      expect(await freeStarts(t, dermatologist.id, mondayAhead(35))).toContain(slot.startsAt);
      const others = await hold(
        { ...(await slotOf(dermatologist, 42)), referralId: wrongDoctor.id },
        otherPatient.token,
      );
      expect(others.statusCode).toBe(404);
    });
  });

  describe('sendReferralByDoctor', () => {
    it('checks the body: the chosen channel’s address, and an Australian landline for fax (400)', async () => {
      const referral = await accepted(outside);
      for (const payload of [
        { referralId: referral.id, channel: 'fax' },
        { referralId: referral.id, channel: 'email' },
        { referralId: referral.id, channel: 'fax', faxNumber: '0412 345 678' },
        { referralId: referral.id, channel: 'email', email: 'not-an-email' },
        { referralId: referral.id, channel: 'post', email: 'jane@harbourskin.example' },
      ])
        expect((await send(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    });

    it('is the referring doctor’s alone, once the patient accepted (404, 403, 409)', async () => {
      const referral = await offered(outside);
      const body = { referralId: referral.id, channel: 'fax', faxNumber: '02 9876 5432' };
      const early = await send(body);
      expect(early.statusCode).toBe(409);
      expect(early.json().error.code).toBe(ErrorCode.REFERRAL_NOT_SENDABLE);
      await respond(consultId, { referralId: referral.id, response: 'accept' });
      expect((await send(body, strangerDoctor.token)).statusCode).toBe(404);
      for (const who of [clinic.patient, clinic.nurse, clinic.admin, clinic.companyAdmin])
        expect((await send(body, who.token)).statusCode).toBe(403);
    });

    it('by email: the provider gets a single-use link to the referral letter, which states how long it is valid', async () => {
      const referral = await accepted(outside);
      const res = await send({
        referralId: referral.id,
        channel: 'email',
        email: 'jane@harbourskin.example',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        referralId: referral.id,
        channel: 'email',
        to: 'jane@harbourskin.example',
      });

      const [mail] = await t.database.db
        .select()
        .from(outboundMessages)
        .where(eq(outboundMessages.toAddress, 'jane@harbourskin.example'))
        .orderBy(desc(outboundMessages.createdAt))
        .limit(1);
      expect(mail?.attachments ?? []).toEqual([]);
      const link = /http\S+(\/api\/v1\/documents\/shared\/\S+)/.exec(mail?.textBody ?? '');
      expect(link?.[1]).toBeDefined();
      const letter = await t.app.inject({ url: link?.[1] ?? '' });
      expect(letter.statusCode).toBe(200);
      const text = pdfPages(letter.rawPayload).join('\n');
      expect(text).toContain('Referral letter');
      expect(text).toContain('Dr Jane Doe, Harbour Skin Clinic');
      expect(text).toContain('Mohs surgery opinion');
      expect(text).toContain('Biopsy-proven basal cell carcinoma');
      // A GP's referral: twelve months, stated on the letter.
      expect(text).toMatch(/valid from \d{1,2} \w+ \d{4} until \d{1,2} \w+ \d{4}/);
      // The link works once.
      expect((await t.app.inject({ url: link?.[1] ?? '' })).statusCode).toBe(410);
    });

    it('by fax: the letter is handed to the fax provider for the number given (held in development)', async () => {
      const referral = await accepted(outside);
      const res = await send({ referralId: referral.id, channel: 'fax', faxNumber: '(02) 9876 5432' });
      expect(res.statusCode, res.body).toBe(200);
      const [fax] = await t.database.db
        .select()
        .from(outboundFaxes)
        .where(eq(outboundFaxes.appointmentId, consultId))
        .orderBy(desc(outboundFaxes.createdAt))
        .limit(1);
      expect(fax).toMatchObject({ toNumber: '+61298765432', status: 'held', patientId: clinic.patient.id });
      const stored = await new LocalFileStorage(path.join(t.config.dataDir, 'files')).get(
        fax?.storageKey ?? '',
      );
      const text = pdfPages(stored ?? Buffer.alloc(0)).join('\n');
      expect(text).toContain('Referral letter');
      expect(text).toContain('Mohs surgery opinion');
    });

    it('by fax with no fax provider (production without keys): 503 in words, and no letter issued', async () => {
      const production = await buildSecondInstance(t, { isProduction: true });
      try {
        const referral = await accepted(outside);
        const res = await production.app.inject({
          method: 'POST',
          url: url('/appointments/sendReferralByDoctor'),
          headers: bearer(clinic.doctor.token),
          payload: { referralId: referral.id, channel: 'fax', faxNumber: '02 9876 5432' },
        });
        expect(res.statusCode).toBe(503);
        expect(res.json().error).toMatchObject({ code: ErrorCode.REFERRAL_SENDING_UNAVAILABLE });
        expect(res.json().error.message).toMatch(/no fax provider/);
      } finally {
        await production.close();
      }
    });
  });
});
