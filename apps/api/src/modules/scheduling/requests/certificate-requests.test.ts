import { DOCUMENT_ZONE, documentPdfPath, myDocumentsPath } from '@curo/core/documents';
import { and, desc, eq, ne } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Account, EVERY_KIND, makeDoctor, makePatient } from '../../../../test/accounts';
import { bearer } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { pdfPages } from '../../../../test/pdf-text';
import { outboundMessages } from '../../../db/schema/messages';

/** Certificate requests through the routes (decision 0043): submit, then issue, call or decline. */
describe('certificate requests', () => {
  let t: TestApp;
  let mia: Account;
  let ava: Account;
  let doctor: Account;
  let otherDoctor: Account;

  const sydneyDay = (days = 0) =>
    DateTime.fromMillis(Date.now(), { zone: DOCUMENT_ZONE }).plus({ days }).toISODate() ?? '';
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), payload });
  const get = (url: string, token: string) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });
  const ask = (token: string, overrides: object = {}) =>
    post('/appointments/createCertificateRequest', token, {
      reason: 'unfit_for_work',
      fromDate: sydneyDay(),
      toDate: sydneyDay(1),
      organisation: 'Harbour Logistics',
      symptoms: 'Fever and a sore throat since last night; I cannot work.',
      ...overrides,
    });
  const decide = (id: string, token: string, body: object) =>
    post(`/appointments/${id}/certificateDecision`, token, body);
  const ACKNOWLEDGEMENT = 'We have your certificate request';
  const lastEmailTo = async (to: string) =>
    (
      await t.database.db
        .select()
        .from(outboundMessages)
        // The request's acknowledgement may share the decision's instant under the frozen clock.
        .where(and(eq(outboundMessages.toAddress, to), ne(outboundMessages.subject, ACKNOWLEDGEMENT)))
        .orderBy(desc(outboundMessages.createdAt))
        .limit(1)
    )[0];

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    mia = await makePatient(t, { firstName: 'Mia', lastName: 'Nguyen' });
    ava = await makePatient(t, { firstName: 'Ava', lastName: 'Jones' });
    doctor = await makeDoctor(t, {
      firstName: 'Priya',
      lastName: 'Raman',
      providerNumber: '2345678A',
      consultSettings: EVERY_KIND,
    });
    otherDoctor = await makeDoctor(t, { firstName: 'Tom', lastName: 'Ng', providerNumber: '3456789B' });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a patient submits a request: an offline consult waiting for a doctor, with what was asked', async () => {
    const res = await ask(mia.token);
    expect(res.statusCode).toBe(201);
    const consult = res.json();
    expect(consult).toMatchObject({
      type: 'offline',
      status: 'requested',
      patientId: mia.id,
      doctorId: null,
    });
    expect(consult.details.certificate).toMatchObject({
      reason: 'unfit_for_work',
      fromDate: sydneyDay(),
      toDate: sydneyDay(1),
      organisation: 'Harbour Logistics',
      decision: null,
    });
    // The patient reads it on their consult page.
    const mine = await get(`/dateOffers/${consult.id}`, mia.token);
    expect(mine.json().appointment.details.certificate.reason).toBe('unfit_for_work');
    // Doctors taking offline consults see it waiting; another patient does not.
    const open = (await get('/appointments/openRequests?pageSize=50', doctor.token)).json();
    expect(JSON.stringify(open)).toContain(consult.id);
    expect((await get(`/dateOffers/${consult.id}`, ava.token)).statusCode).toBe(404);
  });

  it('refuses a request with the dates backwards, over 14 days, or no symptoms, and from a doctor', async () => {
    const backwards = await ask(mia.token, { fromDate: sydneyDay(2), toDate: sydneyDay() });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.code).toBe('VALIDATION_ERROR');
    expect((await ask(mia.token, { toDate: sydneyDay(14) })).statusCode).toBe(400);
    expect((await ask(mia.token, { symptoms: 'sick' })).statusCode).toBe(400);
    expect((await ask(mia.token, { reason: 'holiday' })).statusCode).toBe(400);
    expect((await ask(doctor.token)).statusCode).toBe(403);
  });

  it('the doctor issues it: the certificate exists for the patient, the consult completes, the patient is emailed', async () => {
    const consult = (await ask(mia.token)).json();
    const res = await decide(consult.id, doctor.token, { decision: 'issue' });
    expect(res.statusCode).toBe(200);
    const done = res.json();
    expect(done).toMatchObject({ status: 'completed', doctorId: doctor.id });
    expect(done.details.certificate.decision).toBe('issued');
    const documentId = done.details.certificate.documentId;
    const docs = (await get(myDocumentsPath.replace('/api/v1', ''), mia.token)).json();
    expect(JSON.stringify(docs)).toContain(documentId);
    const pdf = await t.app.inject({ url: documentPdfPath(documentId), headers: bearer(mia.token) });
    expect(pdf.statusCode).toBe(200);
    const text = pdfPages(pdf.rawPayload).join('\n');
    expect(text).toContain('Mia Nguyen');
    expect(text).toContain('Harbour Logistics');
    expect((await lastEmailTo(mia.email))?.subject).toBe('Your medical certificate is ready');
    // One email of the decision: not the generic "Consult updated" beside it.
    const subjects = (
      await t.database.db
        .select({ subject: outboundMessages.subject })
        .from(outboundMessages)
        .where(eq(outboundMessages.toAddress, mia.email))
    ).map((m) => m.subject);
    expect(subjects).not.toContain('Consult updated');
    // Decided once.
    expect((await decide(consult.id, doctor.token, { decision: 'decline', reason: 'x' })).statusCode).toBe(
      409,
    );
  });

  it('issuing with a start the rules refuse issues nothing and leaves the request waiting', async () => {
    const consult = (await ask(mia.token)).json();
    const res = await decide(consult.id, doctor.token, {
      decision: 'issue',
      fromDate: sydneyDay(-5),
      toDate: sydneyDay(),
    });
    expect(res.statusCode).toBe(400);
    const after = (await get(`/dateOffers/${consult.id}`, mia.token)).json().appointment;
    expect(after).toMatchObject({ status: 'requested', doctorId: null });
    expect(after.details.certificate.documentId).toBeNull();
  });

  it('the doctor declines with a reason: the patient sees it and is emailed; no certificate', async () => {
    const consult = (await ask(mia.token)).json();
    expect((await decide(consult.id, doctor.token, { decision: 'decline', reason: '' })).statusCode).toBe(
      400,
    );
    const res = await decide(consult.id, doctor.token, {
      decision: 'decline',
      reason: 'A certificate for this needs an examination in person.',
    });
    expect(res.statusCode).toBe(200);
    const seen = (await get(`/dateOffers/${consult.id}`, mia.token)).json().appointment;
    expect(seen.status).toBe('cancelled');
    expect(seen.cancelReason).toBe('A certificate for this needs an examination in person.');
    expect(seen.details.certificate).toMatchObject({
      decision: 'declined',
      decisionNote: 'A certificate for this needs an examination in person.',
      documentId: null,
    });
    expect((await lastEmailTo(mia.email))?.subject).toBe('Your certificate request was declined');
    // One email, not a second generic "Consult cancelled".
    const all = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.toAddress, mia.email));
    expect(all.filter((m) => m.subject === 'Consult cancelled')).toHaveLength(0);
  });

  it('the doctor asks for a call: the request closes and the patient is asked to book a consult', async () => {
    const consult = (await ask(mia.token)).json();
    const res = await decide(consult.id, doctor.token, { decision: 'call' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    expect(res.json().details.certificate).toMatchObject({ decision: 'call' });
    expect(res.json().details.certificate.decisionNote).toContain('Please book a consult');
    expect((await lastEmailTo(mia.email))?.subject).toBe('Your doctor needs to speak with you');
  });

  it('only a doctor reviewing it decides: the patient is refused, another patient and a doctor not taking offline consults get 404', async () => {
    const consult = (await ask(mia.token, { doctorId: doctor.id })).json();
    expect((await decide(consult.id, mia.token, { decision: 'issue' })).statusCode).toBe(403);
    expect((await decide(consult.id, ava.token, { decision: 'issue' })).statusCode).toBe(403);
    expect((await decide(consult.id, otherDoctor.token, { decision: 'issue' })).statusCode).toBe(404);
    // Not a certificate request: an ordinary offline consult is answered in writing instead.
    const ok = await decide(consult.id, doctor.token, { decision: 'call', note: 'Let us talk first.' });
    expect(ok.json().details.certificate.decisionNote).toBe('Let us talk first.');
  });
});
