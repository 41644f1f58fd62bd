import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDoctor, makePatient } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { issueInvoiceNow, storedInvoices } from '../../../test/invoices';
import { makePastConsult, makePayment } from '../../../test/payments';
import { invoiceCounters, invoices } from '../../db/schema/billing';
import { issueInvoice } from '.';
import { ZInvoiceDetails } from './invoice-details';

/** Invoice numbering and what an invoice keeps. Each test numbers in a year of its own. */
describe('issuing invoices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const invoicesOf = async (year: number) =>
    (await storedInvoices(t)).filter((invoice) => invoice.year === year);

  it('gives 30 invoices issued at once, each in its own transaction, the numbers 1 to 30: no gap, no repeat', async () => {
    const patient = await makePatient(t, { signedIn: false });
    const paid = await Promise.all(
      Array.from({ length: 30 }, () => makePayment(t, { patientId: patient.id })),
    );
    const now = new Date('2027-06-01T02:00:00.000Z');
    const issued = await Promise.all(paid.map((payment) => issueInvoiceNow(t, payment.id, now)));

    const numbers = issued.map((invoice) => invoice.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 30 }, (_, i) => `INV-2027-${String(i + 1).padStart(6, '0')}`),
    );
    const stored = await invoicesOf(2027);
    expect(stored.map((invoice) => invoice.sequence)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(new Set(stored.map((invoice) => invoice.paymentId))).toEqual(new Set(paid.map((p) => p.id)));
    const [counter] = await t.database.db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.year, 2027));
    expect(counter?.last).toBe(30);
  });

  it('gives the number of a transaction that rolls back to the next invoice: no gap', async () => {
    const patient = await makePatient(t, { signedIn: false });
    const now = new Date('2028-05-10T00:00:00.000Z');
    const first = await makePayment(t, { patientId: patient.id });
    const rolledBack = await makePayment(t, { patientId: patient.id });
    const next = await makePayment(t, { patientId: patient.id });

    expect((await issueInvoiceNow(t, first.id, now)).number).toBe('INV-2028-000001');
    await expect(
      t.database.db.transaction(async (tx) => {
        const taken = await issueInvoice(tx, { paymentId: rolledBack.id, now });
        expect(taken.number).toBe('INV-2028-000002');
        throw new Error('the capture failed after the invoice was issued');
      }),
    ).rejects.toThrow('the capture failed');
    expect((await issueInvoiceNow(t, next.id, now)).number).toBe('INV-2028-000002');
    expect((await invoicesOf(2028)).map((invoice) => [invoice.paymentId, invoice.sequence])).toEqual([
      [first.id, 1],
      [next.id, 2],
    ]);
  });

  it('starts each year at 1 on New Year’s Day in Sydney (13:00 UTC on 31 December in summer time)', async () => {
    const patient = await makePatient(t, { signedIn: false });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => makePayment(t, { patientId: patient.id })));
    // 11:59 pm on 31 December 2029 in Sydney (AEDT, UTC+11): still 2029.
    const lastMinute = await issueInvoiceNow(t, a?.id ?? '', new Date('2029-12-31T12:59:00.000Z'));
    // 12:00 am on 1 January 2030 in Sydney, though still 31 December in UTC.
    const firstMinute = await issueInvoiceNow(t, b?.id ?? '', new Date('2029-12-31T13:00:00.000Z'));
    const later = await issueInvoiceNow(t, c?.id ?? '', new Date('2030-01-02T00:00:00.000Z'));
    expect([lastMinute.number, firstMinute.number, later.number]).toEqual([
      'INV-2029-000001',
      'INV-2030-000001',
      'INV-2030-000002',
    ]);
  });

  it('answers a payment that already has an invoice with that invoice, also when asked twice at once', async () => {
    const patient = await makePatient(t, { signedIn: false });
    const now = new Date('2031-02-01T00:00:00.000Z');
    const payment = await makePayment(t, { patientId: patient.id });
    const first = await issueInvoiceNow(t, payment.id, now);
    const again = await issueInvoiceNow(t, payment.id, new Date('2031-03-01T00:00:00.000Z'));
    expect(again).toEqual(first);

    const other = await makePayment(t, { patientId: patient.id });
    const racing = await Promise.all(Array.from({ length: 5 }, () => issueInvoiceNow(t, other.id, now)));
    expect(new Set(racing.map((invoice) => invoice.id)).size).toBe(1);
    expect(racing[0]?.number).toBe('INV-2031-000002');
    expect(await invoicesOf(2031)).toHaveLength(2);
  });

  it('keeps what the invoice says of the consult when it is issued', async () => {
    const patient = await makePatient(t, { firstName: 'Mia', lastName: 'Nguyen', signedIn: false });
    const doctor = await makeDoctor(t, {
      firstName: 'Priya',
      lastName: 'Raman',
      providerNumber: '2345678A',
      signedIn: false,
    });
    const consult = await makePastConsult(t, {
      patientId: patient.id,
      doctorId: doctor.id,
      startsAt: '2032-03-01T22:00:00.000Z',
      mbsItem: '91800',
      familyMember: { firstName: 'Leo', lastName: 'Nguyen' },
    });
    const payment = await makePayment(t, {
      patientId: patient.id,
      appointmentId: consult.id,
      description: 'Video consult with Dr Priya Raman',
      priceCents: 8_900,
      discountCents: 1_000,
      discountCode: 'WELCOME10',
    });
    const issued = await issueInvoiceNow(t, payment.id, new Date('2032-03-02T00:00:00.000Z'));
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, issued.id));
    expect(row).toMatchObject({
      patientId: patient.id,
      appointmentId: consult.id,
      year: 2032,
      sequence: 1,
      issuedAt: new Date('2032-03-02T00:00:00.000Z'),
    });
    expect(ZInvoiceDetails.parse(row?.details)).toEqual({
      patientName: 'Mia Nguyen',
      familyMemberName: 'Leo Nguyen',
      doctorName: 'Dr Priya Raman',
      providerNumber: '2345678A',
      service: 'Video consult with Dr Priya Raman',
      serviceDate: '2032-03-01T22:00:00.000Z',
      mbsItem: '91800',
      priceCents: 8_900,
      discountCents: 1_000,
      discountCode: 'WELCOME10',
      amountCents: 7_900,
    });
  });

  it('dates the service of a consult without a time by when it was completed', async () => {
    const patient = await makePatient(t, { signedIn: false });
    const consult = await makePastConsult(t, {
      patientId: patient.id,
      doctorId: null,
      startsAt: null,
      completedAt: '2033-04-04T05:06:07.000Z',
    });
    const payment = await makePayment(t, { patientId: patient.id, appointmentId: consult.id });
    const issued = await issueInvoiceNow(t, payment.id, new Date('2033-04-05T00:00:00.000Z'));
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, issued.id));
    expect(ZInvoiceDetails.parse(row?.details)).toMatchObject({
      serviceDate: '2033-04-04T05:06:07.000Z',
      doctorName: null,
      providerNumber: null,
      familyMemberName: null,
      mbsItem: null,
    });
  });

  it('refuses a payment that has not been captured, taking no number', async () => {
    const patient = await makePatient(t, { signedIn: false });
    const held = await makePayment(t, { patientId: patient.id, status: 'authorised' });
    await expect(issueInvoiceNow(t, held.id, new Date('2034-01-10T00:00:00.000Z'))).rejects.toThrow(
      /not captured/,
    );
    expect(await invoicesOf(2034)).toEqual([]);
  });
});
