import { ErrorCode } from '@curo/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  ALL_WEEK,
  EVERY_KIND,
  makeAccount,
  makeCompany,
  makePatient,
} from '../../../test/accounts';
import { advance, freeStarts, makeGp } from '../../../test/appointments';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mondayAhead } from '../../../test/dates';
import { eventually } from '../../../test/eventually';
import { TEST_CARDS } from '../../platform/payments/test-gateway';
import { settleConsultPayments } from './settle-payments';

let keys = 0;
const newKey = () => `key-${Date.now()}-${++keys}`;
const card = (number: string) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 1,
  cvc: '123',
});
const FEE = 8_000;

/** The Sydney calendar date of an instant, YYYY-MM-DD. */
const sydneyDate = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });

describe('paying for a booked consult (test gateway)', () => {
  let t: TestApp;
  let doctor: Account;
  let admin: Account;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    // Every day, all day, so a consult a few hours from now can be booked whenever the test runs.
    doctor = await makeGp(t, {
      weekly: ALL_WEEK,
      consultSettings: { ...EVERY_KIND, priceCents: FEE },
      providerNumber: '2426621B',
    });
    admin = await makeAccount(t, 'admin');
  });
  afterAll(() => t.close());

  const post = (url: string, token: string, payload: object, key: string | null = newKey()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const saveCard = async (patient: Account, number: string = TEST_CARDS.visa): Promise<string> => {
    const res = await post(`/users/${patient.id}/savePaymentMethod`, patient.token, { card: card(number) });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  };
  /** A free start of the doctor's: a Monday a week ahead, or (`hoursAhead`) the first one that far ahead. */
  const startAt = async (hoursAhead?: number, skip = 0): Promise<string> => {
    if (hoursAhead === undefined) {
      const starts = await freeStarts(t, doctor.id, mondayAhead(7));
      return starts[skip] as string;
    }
    const from = Date.now() + hoursAhead * 3_600_000;
    for (const day of [sydneyDate(new Date(from)), sydneyDate(new Date(from + 86_400_000))]) {
      const later = (await freeStarts(t, doctor.id, day)).filter((s) => Date.parse(s) >= from);
      if (later[skip]) return later[skip] as string;
    }
    throw new Error('no free start');
  };
  const hold = async (patient: Account, startsAt: string) => {
    const res = await post('/appointments/bookSpecialtySlot', patient.token, {
      doctorId: doctor.id,
      startsAt,
      duration: 15,
      reason: 'Sore throat',
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; priceCents: number };
  };
  const confirm = (patient: Account, body: object, key: string | null = newKey()) =>
    post('/appointments/confirmSpecialtySlot', patient.token, body, key);
  const paymentsOf = async (patient: Account) =>
    (
      await t.app.inject({ url: `/api/v1/users/${patient.id}/payments`, headers: bearer(patient.token) })
    ).json().items as Array<{
      id: string;
      status: string;
      amountCents: number;
      refundedCents: number;
      discountCents: number;
    }>;
  const appointment = async (id: string) =>
    (await t.database.executeSql('select status, price_cents, billing from appointments where id = $1', [id]))
      .rows[0] as { status: string; price_cents: number; billing: string };
  const book = async (patient: Account, startsAt: string) => {
    const methodId = await saveCard(patient);
    const held = await hold(patient, startsAt);
    const res = await confirm(patient, { appointmentId: held.id, paymentMethodId: methodId });
    expect(res.statusCode).toBe(200);
    return held.id;
  };

  it('holds the fee on a saved card when the time is booked, and books nothing without one', async () => {
    const patient = await makePatient(t);
    const held = await hold(patient, await startAt());
    expect(held.priceCents).toBe(FEE);
    const noCard = await confirm(patient, { appointmentId: held.id });
    expect(noCard.statusCode).toBe(402);
    expect(noCard.json().error.code).toBe(ErrorCode.PAYMENT_REQUIRED);
    expect((await appointment(held.id)).status).toBe('held');
    const noKey = await confirm(patient, { appointmentId: held.id }, null);
    expect(noKey.statusCode).toBe(400);

    const methodId = await saveCard(patient);
    const booked = await confirm(patient, { appointmentId: held.id, paymentMethodId: methodId });
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({ status: 'scheduled', priceCents: FEE });
    expect(await appointment(held.id)).toMatchObject({ billing: 'private', price_cents: FEE });
    expect(await paymentsOf(patient)).toEqual([
      expect.objectContaining({ status: 'authorised', amountCents: FEE, discountCents: 0 }),
    ]);
    const email = await t.database.executeSql(
      `select text_body from outbound_messages where to_address = $1 and subject = 'Your consult is booked'`,
      [patient.email],
    );
    expect((email.rows[0] as { text_body: string }).text_body).toContain(
      'We have held $80.00 on your card; it is charged once the consult has taken place',
    );
  });

  it('takes a discount code off the fee and uses the code once', async () => {
    const patient = await makePatient(t);
    const code = `SAVE25-${Date.now()}`;
    expect(
      (await post('/discountCodes/create', admin.token, { code, percentOff: 25, maxRedemptions: 1 }))
        .statusCode,
    ).toBe(201);
    const methodId = await saveCard(patient);
    const held = await hold(patient, await startAt(undefined, 1));
    const res = await confirm(patient, {
      appointmentId: held.id,
      paymentMethodId: methodId,
      discountCode: code,
    });
    expect(res.statusCode).toBe(200);
    expect(await paymentsOf(patient)).toEqual([
      expect.objectContaining({ status: 'authorised', amountCents: 6_000, discountCents: 2_000 }),
    ]);
    // Used up: the next patient is told so in words, and their time stays held, unpaid.
    const other = await makePatient(t);
    const otherCard = await saveCard(other);
    const otherHold = await hold(other, await startAt(undefined, 2));
    const refused = await confirm(other, {
      appointmentId: otherHold.id,
      paymentMethodId: otherCard,
      discountCode: code,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: ErrorCode.DISCOUNT_CODE_UNAVAILABLE });
    expect(refused.json().error.message).toMatch(/used/i);
    expect(await paymentsOf(other)).toEqual([]);
    expect((await appointment(otherHold.id)).status).toBe('held');
  });

  it('a declined card books nothing: the time stays held and the decline is on record', async () => {
    const patient = await makePatient(t);
    const methodId = await saveCard(patient, TEST_CARDS.declined);
    const held = await hold(patient, await startAt(undefined, 3));
    const res = await confirm(patient, { appointmentId: held.id, paymentMethodId: methodId });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe(ErrorCode.CARD_DECLINED);
    expect(res.json().error.message).toMatch(/declined/i);
    expect((await appointment(held.id)).status).toBe('held');
    expect((await paymentsOf(patient)).map((p) => p.status)).toEqual(['declined']);
  });

  it('50 concurrent confirms with one key hold the card once and book once', async () => {
    const patient = await makePatient(t);
    const methodId = await saveCard(patient);
    const held = await hold(patient, await startAt(undefined, 4));
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        confirm(patient, { appointmentId: held.id, paymentMethodId: methodId }, key),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.json().id))).toEqual(new Set([held.id]));
    expect(await paymentsOf(patient)).toHaveLength(1);
  });

  it('a company that covers its people’s consults, and an urgent consult, need no card', async () => {
    const company = await makeCompany(t);
    await t.database.executeSql('update companies set covers_consults = true where id = $1', [company.id]);
    const patient = await makePatient(t, { companyId: company.id });
    const held = await hold(patient, await startAt(undefined, 5));
    const res = await confirm(patient, { appointmentId: held.id });
    expect(res.statusCode).toBe(200);
    expect((await appointment(held.id)).billing).toBe('company');
    expect(await paymentsOf(patient)).toEqual([]);
  });

  it('bulk bills with the patient’s consent and a current Medicare card: no card, the MBS item recorded', async () => {
    await t.database.executeSql(
      `insert into mbs_items (id, item_number, description, consult_type, min_minutes, max_minutes, fee_cents, bulk_billable)
       values (gen_random_uuid(), '91800', 'GP video consult, level B', 'scheduled', 6, 20, 4285, true)`,
    );
    const expiry = `12/${new Date().getUTCFullYear() + 2}`;
    const patient = await makePatient(t, {
      profile: { medicareNumber: '2953123451', medicareIrn: 1, medicareExpiry: expiry },
    });
    const held = await hold(patient, await startAt(undefined, 9));
    const res = await confirm(patient, { appointmentId: held.id, bulkBill: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ billing: 'bulk_billed', priceCents: 4285 });
    const row = await t.database.executeSql('select mbs_item from appointments where id = $1', [held.id]);
    expect(row.rows[0]).toEqual({ mbs_item: '91800' });
    expect(await paymentsOf(patient)).toEqual([]);

    // Without a Medicare card on the profile, asking to be bulk billed is refused in words.
    const noCard = await makePatient(t);
    const noCardHold = await hold(noCard, await startAt(undefined, 10));
    const refused = await confirm(noCard, { appointmentId: noCardHold.id, bulkBill: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: ErrorCode.BULK_BILLING_UNAVAILABLE,
      message: 'Add your Medicare card to your profile to be bulk billed',
    });
    expect((await appointment(noCardHold.id)).status).toBe('held');
  });

  it('a patient cannot skip paying by booking a paid consult directly', async () => {
    const patient = await makePatient(t);
    const res = await post('/appointments/createFreeScheduledAppointment', patient.token, {
      doctorId: doctor.id,
      startsAt: await startAt(undefined, 6),
      duration: 15,
      reason: 'Rash',
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe(ErrorCode.PAYMENT_REQUIRED);
  });

  it('charges the card once the consult has taken place, and issues the tax invoice', async () => {
    const patient = await makePatient(t);
    const id = await book(patient, await startAt(2));
    for (const action of ['start', 'end']) await advance(t, id, action, doctor.token);
    await eventually(async () => expect((await paymentsOf(patient))[0]?.status).toBe('captured'));
    const invoices = await t.database.executeSql('select number from invoices where patient_id = $1', [
      patient.id,
    ]);
    expect(invoices.rows).toHaveLength(1);
    const { number } = invoices.rows[0] as { number: string };
    // The receipt goes with the charge: the invoice attached as a PDF.
    const receipts = await t.database.executeSql(
      `select subject, text_body, attachments from outbound_messages where to_address = $1 and subject like 'Your receipt%'`,
      [patient.email],
    );
    expect(receipts.rows).toHaveLength(1);
    const receipt = receipts.rows[0] as {
      subject: string;
      text_body: string;
      attachments: Array<{ filename: string; content: string; encoding: string }>;
    };
    expect(receipt.subject).toBe(`Your receipt ${number}`);
    expect(receipt.text_body).toContain('We have charged $80.00');
    expect(receipt.text_body).toContain('This was a test payment: no money moved.');
    expect(receipt.attachments[0]).toMatchObject({ filename: `${number}.pdf`, encoding: 'base64' });
    expect(
      Buffer.from(receipt.attachments[0]?.content ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('cancelled in good time the hold is let go; cancelled late by the patient the fee is charged', async () => {
    const early = await makePatient(t);
    const earlyId = await book(early, await startAt(undefined, 7));
    await advance(t, earlyId, 'cancel', early.token, { reason: 'Feeling better' });
    await eventually(async () => expect((await paymentsOf(early))[0]?.status).toBe('released'));

    const late = await makePatient(t);
    const lateId = await book(late, await startAt(3));
    await advance(t, lateId, 'cancel', late.token, { reason: 'Something came up' });
    await eventually(async () => expect((await paymentsOf(late))[0]?.status).toBe('captured'));

    // The doctor cancelling late frees the patient of the fee.
    const byDoctor = await makePatient(t);
    const doctorId = await book(byDoctor, await startAt(3, 1));
    await advance(t, doctorId, 'cancel', doctor.token, { reason: 'Unwell today' });
    await eventually(async () => expect((await paymentsOf(byDoctor))[0]?.status).toBe('released'));
  });

  it('charges a consult far ahead before the card’s hold lapses, and refunds it on a timely cancellation', async () => {
    const patient = await makePatient(t);
    const id = await book(patient, await startAt(undefined, 8));
    const gateway = t.paymentGateway;
    const settle = (now: Date) =>
      settleConsultPayments({
        db: t.database.db,
        gateway,
        freeCancellationHours: 24,
        receipts: { mail: t.mail, business: t.config.business },
        appointmentId: id,
        now,
      });
    expect(await settle(new Date(Date.now() + 86_400_000))).toBe(0);
    expect(await settle(new Date(Date.now() + 6 * 86_400_000 + 60_000))).toBe(1);
    expect((await paymentsOf(patient))[0]?.status).toBe('captured');
    await advance(t, id, 'cancel', patient.token, { reason: 'Booked by mistake' });
    await eventually(async () =>
      expect((await paymentsOf(patient))[0]).toMatchObject({ status: 'refunded', refundedCents: FEE }),
    );
  });

  it('admins refund part or all of a charged payment, with a reason on the audit trail', async () => {
    const patient = await makePatient(t);
    const id = await book(patient, await startAt(2, 2));
    for (const action of ['start', 'end']) await advance(t, id, action, doctor.token);
    await eventually(async () => expect((await paymentsOf(patient))[0]?.status).toBe('captured'));
    const [payment] = await paymentsOf(patient);
    const refund = (token: string, body: object, key = newKey()) =>
      post(`/payments/${payment?.id}/refund`, token, body, key);
    expect((await refund(patient.token, { amountCents: 100, reason: 'Mine' })).statusCode).toBe(403);
    expect((await refund(admin.token, { amountCents: 100, reason: '' })).statusCode).toBe(400);
    const part = await refund(admin.token, { amountCents: 3_000, reason: 'Short consult' });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({ status: 'partially_refunded', refundedCents: 3_000 });
    const tooMuch = await refund(admin.token, { amountCents: 6_000, reason: 'Goodwill' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toContain('$50.00');
    const rest = await refund(admin.token, { reason: 'Goodwill' });
    expect(rest.json()).toMatchObject({ status: 'refunded', refundedCents: FEE });
    const audit = await t.database.executeSql(
      `select details from audit_events where action = 'billing.payment_refunded' and record_id = $1 order by created_at`,
      [payment?.id],
    );
    expect(audit.rows.map((r) => (r as { details: { reason: string } }).details.reason)).toEqual([
      'Short consult',
      'Goodwill',
    ]);
  });
});
