import { ErrorCode } from '@curo/core/errors';
import { statementMessages, type TDoctorStatement } from '@curo/core/statements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeAccount, makeDoctor, makePatient } from '../../../test/accounts';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makePastConsult, makePayment } from '../../../test/payments';
import { pdfPages } from '../../../test/pdf-text';

/**
 * A commission of 12.5%, so that half cents happen: $79.00 → $9.875 → $9.88. Sydney is on daylight
 * time (+11:00) until 5 April 2026, so March's days begin at 13:00 UTC the day before.
 */
const COMMISSION = 12.5;

/** Enough of an OpenAPI operation to read the error codes it lists. */
interface OpenApiOperation {
  responses: Record<
    string,
    {
      content: Record<
        string,
        { schema: { properties: { error: { properties: { code: { enum: string[] } } } } } }
      >;
    }
  >;
}

describe('doctors’ statements', () => {
  let t: TestApp;
  let doctor: Account;
  let otherDoctor: Account;
  let patient: Account;
  let admin: Account;
  const ids = {
    discounted: '',
    refunded: '',
    twoTries: '',
    fullRefund: '',
    bulkBilled: '',
    lastEvening: '',
    tomsConsult: '',
  };

  beforeAll(async () => {
    t = await buildTestApp(
      { rateLimitLogin: 1000, commissionPercent: COMMISSION },
      { BUSINESS_NAME: 'Curo Health Pty Ltd', BUSINESS_ABN: '51 824 753 556' },
    );
    doctor = await makeDoctor(t, { firstName: 'Priya', lastName: 'Raman', providerNumber: '2426621B' });
    otherDoctor = await makeDoctor(t, { firstName: 'Tom', lastName: 'Lee', providerNumber: '2954471T' });
    patient = await makePatient(t, { firstName: 'Mia', lastName: 'Nguyen' });
    admin = await makeAccount(t, 'admin');
    const consult = (startsAt: string | null, fields: Partial<Parameters<typeof makePastConsult>[1]> = {}) =>
      makePastConsult(t, { patientId: patient.id, doctorId: doctor.id, startsAt, ...fields });
    const pay = (appointmentId: string, fields: Partial<Parameters<typeof makePayment>[1]> = {}) =>
      makePayment(t, { patientId: patient.id, appointmentId, ...fields });

    // 1 March, 00:00 in Sydney: the period's first instant. $89.00 less a $10.00 discount.
    ids.discounted = (await consult('2026-02-28T13:00:00Z', { mbsItem: '91800' })).id;
    await pay(ids.discounted, { priceCents: 8_900, discountCents: 1_000, discountCode: 'WELCOME10' });
    // 10 March: $59.00, $20.00 of it refunded since.
    ids.refunded = (await consult('2026-03-09T23:00:00Z', { priceCents: 5_900 })).id;
    await pay(ids.refunded, { priceCents: 5_900, refundedCents: 2_000, status: 'partially_refunded' });
    // 15 March: $42.85; a declined attempt before the payment that went through.
    ids.twoTries = (await consult('2026-03-14T23:00:00Z', { priceCents: 4_285 })).id;
    await pay(ids.twoTries, { priceCents: 4_285, status: 'declined', capturedAt: null });
    await pay(ids.twoTries, { priceCents: 4_285 });
    // 20 March: refunded in full.
    ids.fullRefund = (await consult('2026-03-19T23:00:00Z')).id;
    await pay(ids.fullRefund, { priceCents: 8_900, refundedCents: 8_900, status: 'refunded' });
    // 25 March: bulk billed, nothing through Curo.
    ids.bulkBilled = (
      await consult('2026-03-24T23:00:00Z', { billing: 'bulk_billed', priceCents: 4_285 })
    ).id;
    // 31 March, 23:30 in Sydney: the period's last half hour.
    ids.lastEvening = (await consult('2026-03-31T12:30:00Z', { priceCents: 1_000 })).id;
    await pay(ids.lastEvening, { priceCents: 1_000 });

    // Outside March in Sydney, cancelled, or another doctor's: not on the statement.
    const febEvening = (await consult('2026-02-28T12:59:00Z')).id;
    await pay(febEvening);
    const aprilMorning = (await consult('2026-03-31T13:00:00Z')).id;
    await pay(aprilMorning);
    const cancelled = (await consult('2026-03-12T23:00:00Z', { status: 'cancelled' })).id;
    await pay(cancelled, { status: 'released', capturedAt: null });
    ids.tomsConsult = (await consult('2026-03-12T23:00:00Z', { doctorId: otherDoctor.id })).id;
    await pay(ids.tomsConsult);
  });
  afterAll(() => t.close());

  const statement = (payload: object, token = doctor.token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/generateDoctorInvoice',
      headers: bearer(token),
      payload,
    });
  const info = (id: string, token = doctor.token) =>
    t.app.inject({ url: `/api/v1/appointments/${id}/fetchDoctorInvoiceInfo`, headers: bearer(token) });
  const MARCH = { from: '2026-03-01', to: '2026-03-31' };

  it('works out each consult’s net, commission (half a cent up) and payable, and the totals', async () => {
    const res = await statement(MARCH);
    expect(res.statusCode).toBe(200);
    const body = res.json() as TDoctorStatement;
    expect(body).toMatchObject({
      doctor: { id: doctor.id, name: 'Dr Priya Raman', providerNumber: '2426621B' },
      from: '2026-03-01',
      to: '2026-03-31',
      timeZone: 'Australia/Sydney',
      commissionPercent: COMMISSION,
      business: { name: 'Curo Health Pty Ltd', abn: '51 824 753 556' },
    });
    const lines = body.consults.map(({ appointmentId, patientName, dateOfService, ...money }) => ({
      which: Object.keys(ids).find((k) => ids[k as keyof typeof ids] === appointmentId),
      ...money,
    }));
    const none = { discountCents: 0, refundedCents: 0 };
    expect(lines).toEqual([
      {
        which: 'discounted',
        type: 'scheduled',
        billing: 'private',
        mbsItem: '91800',
        feeCents: 8_900,
        discountCents: 1_000,
        collectedCents: 7_900,
        refundedCents: 0,
        netCents: 7_900,
        // 12.5% of $79.00 is $9.875: $9.88.
        commissionCents: 988,
        payableCents: 6_912,
      },
      {
        which: 'refunded',
        type: 'scheduled',
        billing: 'private',
        mbsItem: null,
        feeCents: 5_900,
        discountCents: 0,
        collectedCents: 5_900,
        refundedCents: 2_000,
        netCents: 3_900,
        // $4.875: $4.88.
        commissionCents: 488,
        payableCents: 3_412,
      },
      {
        which: 'twoTries',
        type: 'scheduled',
        billing: 'private',
        mbsItem: null,
        feeCents: 4_285,
        ...none,
        collectedCents: 4_285,
        netCents: 4_285,
        // $5.35625: $5.36. The declined attempt took nothing.
        commissionCents: 536,
        payableCents: 3_749,
      },
      {
        which: 'fullRefund',
        type: 'scheduled',
        billing: 'private',
        mbsItem: null,
        feeCents: 8_900,
        discountCents: 0,
        collectedCents: 8_900,
        refundedCents: 8_900,
        netCents: 0,
        commissionCents: 0,
        payableCents: 0,
      },
      {
        which: 'bulkBilled',
        type: 'scheduled',
        billing: 'bulk_billed',
        mbsItem: null,
        feeCents: 4_285,
        ...none,
        collectedCents: 0,
        netCents: 0,
        commissionCents: 0,
        payableCents: 0,
      },
      {
        which: 'lastEvening',
        type: 'scheduled',
        billing: 'private',
        mbsItem: null,
        feeCents: 1_000,
        ...none,
        collectedCents: 1_000,
        netCents: 1_000,
        // $1.25 exactly.
        commissionCents: 125,
        payableCents: 875,
      },
    ]);
    expect(body.consults[0]).toMatchObject({
      patientName: 'Mia Nguyen',
      dateOfService: '2026-02-28T13:00:00.000Z',
    });
    // The totals are the sums of the lines, so the lines add up to them.
    expect(body.totals).toEqual({
      consults: 6,
      feeCents: 8_900 + 5_900 + 4_285 + 8_900 + 4_285 + 1_000,
      discountCents: 1_000,
      collectedCents: 7_900 + 5_900 + 4_285 + 8_900 + 1_000,
      refundedCents: 2_000 + 8_900,
      netCents: 7_900 + 3_900 + 4_285 + 1_000,
      commissionCents: 988 + 488 + 536 + 125,
      payableCents: 6_912 + 3_412 + 3_749 + 875,
    });
  });

  it('answers a PDF titled "Statement" with the doctor, provider number, period, business name and ABN', async () => {
    const res = await statement({ ...MARCH, format: 'pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="statement-2026-03-01-to-2026-03-31.pdf"');
    const text = pdfPages(res.rawPayload).join('\n');
    for (const expected of [
      'Statement',
      'Curo Health Pty Ltd · ABN 51 824 753 556',
      'DoctorDr Priya Raman',
      'Provider number2426621B',
      'Period1 March 2026 to 31 March 2026 (Sydney time)',
      'Commission rate12.5% of what was collected, less refunds',
      'Consults6 completed',
      'Collected$279.85',
      'Refunds$109.00',
      'Commission$21.37',
      'Payable to you$149.48',
      '1 Mar 2026 · Mia Nguyen',
      'Scheduled consult (video) · Paid by card · MBS item 91800',
      'Fee $89.00 · discount $10.00 · collected $79.00 · commission $9.88 · payable $69.12',
      'Bulk billed',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/Curo (will )?lodges?/i);
  });

  it('gives a doctor only their own statement: another doctor’s is 404; admins name the doctor', async () => {
    expect((await statement({ ...MARCH, doctorId: doctor.id })).statusCode).toBe(200);
    const others = await statement({ ...MARCH, doctorId: otherDoctor.id });
    expect(others.statusCode).toBe(404);
    expect(others.json().error.code).toBe(ErrorCode.NOT_FOUND);

    const unnamed = await statement(MARCH, admin.token);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.message).toBe(statementMessages.chooseDoctor);
    const toms = await statement({ ...MARCH, doctorId: otherDoctor.id }, admin.token);
    expect(toms.statusCode).toBe(200);
    expect((toms.json() as TDoctorStatement).consults.map((c) => c.appointmentId)).toEqual([ids.tomsConsult]);
    // A patient is nobody's statement.
    expect((await statement({ ...MARCH, doctorId: patient.id }, admin.token)).statusCode).toBe(404);

    for (const role of ['patient', 'nurse', 'companyAdmin'] as const) {
      const someone = await makeAccount(t, role);
      expect((await statement(MARCH, someone.token)).statusCode, role).toBe(403);
    }
  });

  it('takes a period of at most 366 days, the last on or after the first, as real dates', async () => {
    expect((await statement({ from: '2026-01-01', to: '2027-01-01' })).statusCode).toBe(200);
    const tooLong = await statement({ from: '2026-01-01', to: '2027-01-02' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(statementMessages.tooLong);
    const backwards = await statement({ from: '2026-03-31', to: '2026-03-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe(statementMessages.toAfterFrom);
    expect((await statement({ from: '2026-02-30', to: '2026-03-31' })).statusCode).toBe(400);
    expect((await statement({ ...MARCH, format: 'csv' })).statusCode).toBe(400);
    // A day with no consults is a statement of nothing.
    const quiet = (await statement({ from: '2026-03-02', to: '2026-03-02' })).json() as TDoctorStatement;
    expect(quiet.consults).toEqual([]);
    expect(quiet.totals).toMatchObject({ consults: 0, payableCents: 0 });
  });

  it('documents both answers of generateDoctorInvoice, JSON and PDF, and the codes each route answers', async () => {
    const doc = (await t.app.inject('/api/v1/openapi.json')).json();
    const generate = doc.paths['/api/v1/appointments/generateDoctorInvoice'].post;
    expect(Object.keys(generate.responses['200'].content).sort()).toEqual([
      'application/json',
      'application/pdf',
    ]);
    const codes = (operation: OpenApiOperation, status: number) =>
      operation.responses[status]?.content['application/json']?.schema.properties.error.properties.code.enum;
    expect(codes(generate, 400)).toEqual([ErrorCode.VALIDATION_ERROR]);
    expect(codes(generate, 403)).toEqual([ErrorCode.FORBIDDEN]);
    const fetchInfo = doc.paths['/api/v1/appointments/{id}/fetchDoctorInvoiceInfo'].get;
    expect(codes(fetchInfo, 401)).toEqual([ErrorCode.UNAUTHORIZED]);
    expect(codes(fetchInfo, 404)).toEqual([ErrorCode.NOT_FOUND]);
  });

  it('shows one consult’s money to its doctor and admins; anyone else gets 404', async () => {
    const mine = await info(ids.refunded);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      appointmentId: ids.refunded,
      doctorId: doctor.id,
      doctorName: 'Dr Priya Raman',
      providerNumber: '2426621B',
      patientName: 'Mia Nguyen',
      type: 'scheduled',
      status: 'completed',
      dateOfService: '2026-03-09T23:00:00.000Z',
      billing: 'private',
      mbsItem: null,
      commissionPercent: COMMISSION,
      paymentStatus: 'partially_refunded',
      feeCents: 5_900,
      discountCents: 0,
      collectedCents: 5_900,
      refundedCents: 2_000,
      netCents: 3_900,
      commissionCents: 488,
      payableCents: 3_412,
    });
    expect((await info(ids.twoTries, admin.token)).json()).toMatchObject({
      collectedCents: 4_285,
      paymentStatus: 'captured',
    });
    for (const who of [otherDoctor, patient, await makeAccount(t, 'nurse')]) {
      const res = await info(ids.refunded, who.token);
      expect(res.statusCode, who.user.role).toBe(404);
    }
    expect((await info('00000000-0000-4000-8000-000000000000', admin.token)).statusCode).toBe(404);
  });
});
