import { ErrorCode } from '@curo/core/errors';
import { INVOICES_PAGE_SIZE, invoicePdfPath, invoicesPath, invoiceWords } from '@curo/core/invoices';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeAccount, makeDoctor, makePatient } from '../../../test/accounts';
import { bearer } from '../../../test/auth-helpers';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../../test/build-test-app';
import { issueInvoiceNow } from '../../../test/invoices';
import { makePastConsult, makePayment } from '../../../test/payments';
import { pdfPages } from '../../../test/pdf-text';
import { auditEvents } from '../../db/schema/identity';

const BUSINESS = {
  name: 'Curo Health Pty Ltd',
  abn: '51824753556',
  address: 'Level 3, 100 Harris Street, Pyrmont NSW 2009',
};

/** The invoice routes for every role, and what the PDF says (read back as text). */
describe('invoices', () => {
  let t: TestApp;
  let mia: Account;
  let stranger: Account;
  let doctor: Account;
  let nurse: Account;
  let admin: Account;
  /** Mia's invoice for a consult with Dr Raman, for her son Leo, part refunded, paid by Visa. */
  let invoice: { id: string; number: string };

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000, business: BUSINESS });
    mia = await makePatient(t, { firstName: 'Mia', lastName: 'Nguyen' });
    stranger = await makePatient(t, { firstName: 'Ava', lastName: 'Jones' });
    doctor = await makeDoctor(t, { firstName: 'Priya', lastName: 'Raman', providerNumber: '2345678A' });
    nurse = await makeAccount(t, 'nurse');
    admin = await makeAccount(t, 'admin', { firstName: 'Sam', lastName: 'Taylor' });
    const consult = await makePastConsult(t, {
      patientId: mia.id,
      doctorId: doctor.id,
      // 9:00 am on Tuesday 3 March 2026 in Sydney (AEDT).
      startsAt: '2026-03-02T22:00:00.000Z',
      mbsItem: '91800',
      familyMember: { firstName: 'Leo', lastName: 'Nguyen' },
    });
    const payment = await makePayment(t, {
      patientId: mia.id,
      appointmentId: consult.id,
      description: 'Video consult with Dr Priya Raman',
      priceCents: 8_900,
      discountCents: 1_000,
      discountCode: 'WELCOME10',
      refundedCents: 2_000,
      card: { brand: 'visa', last4: '4242' },
      capturedAt: '2026-03-02T22:20:00.000Z',
    });
    invoice = await issueInvoiceNow(t, payment.id, new Date('2026-03-02T22:20:00.000Z'));
  });
  afterAll(() => t.close());

  const list = (userId: string, token: string | null, query = '') =>
    t.app.inject({ url: `${invoicesPath(userId)}${query}`, headers: token ? bearer(token) : {} });
  const pdf = (id: string, token: string | null, app = t.app) =>
    app.inject({ url: invoicePdfPath(id), headers: token ? bearer(token) : {} });
  const textOf = (res: { rawPayload: Buffer }) => pdfPages(res.rawPayload).join('\n');

  describe('GET /users/{id}/invoices', () => {
    it('lists the patient’s invoices with what was paid, refunds to date and the test flag', async () => {
      const res = await list(mia.id, mia.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ total: 1, page: 1, pageSize: INVOICES_PAGE_SIZE });
      expect(res.json().items).toEqual([
        {
          id: invoice.id,
          number: 'INV-2026-000001',
          issuedAt: '2026-03-02T22:20:00.000Z',
          paymentId: expect.any(String),
          appointmentId: expect.any(String),
          amountCents: 7_900,
          refundedCents: 2_000,
          description: 'Video consult with Dr Priya Raman',
          test: true,
        },
      ]);
    });

    it('is the patient’s and admins’ to see: another patient, a doctor or a nurse gets 404, no one signed in 401', async () => {
      expect((await list(mia.id, admin.token)).statusCode).toBe(200);
      expect((await list(mia.id, admin.token)).json().total).toBe(1);
      for (const other of [stranger, doctor, nurse]) {
        const res = await list(mia.id, other.token);
        expect(res.statusCode, other.email).toBe(404);
        expect(res.json().error.code).toBe(ErrorCode.NOT_FOUND);
      }
      const signedOut = await list(mia.id, null);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().error.code).toBe(ErrorCode.UNAUTHORIZED);
      expect((await list('not-an-id', mia.token)).statusCode).toBe(400);
    });

    it('pages newest first, 20 a page', async () => {
      const ava = await makePatient(t, { firstName: 'Ava', lastName: 'Many' });
      const numbers: string[] = [];
      for (let i = 0; i < INVOICES_PAGE_SIZE + 2; i++) {
        const payment = await makePayment(t, { patientId: ava.id, description: `Consult ${i + 1}` });
        const issued = await issueInvoiceNow(t, payment.id, new Date(Date.UTC(2027, 0, 10 + i)));
        numbers.push(issued.number);
      }
      const first = (await list(ava.id, ava.token)).json();
      expect(first.total).toBe(INVOICES_PAGE_SIZE + 2);
      expect(first.items).toHaveLength(INVOICES_PAGE_SIZE);
      expect(first.items[0].description).toBe(`Consult ${INVOICES_PAGE_SIZE + 2}`);
      const second = (await list(ava.id, ava.token, '?page=2')).json();
      expect(second.items.map((i: { number: string }) => i.number)).toEqual([numbers[1], numbers[0]]);
      expect((await list(ava.id, ava.token, '?page=0')).statusCode).toBe(400);
    });
  });

  describe('GET /invoices/{id}/pdf', () => {
    it('says everything a tax invoice/receipt must, word for word', async () => {
      const res = await pdf(invoice.id, mia.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="INV-2026-000001.pdf"; filename*=UTF-8''INV-2026-000001.pdf`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      const text = textOf(res);
      for (const line of [
        'Tax invoice / receipt',
        'Curo Health Pty Ltd',
        'ABN 51 824 753 556',
        'Level 3, 100 Harris Street, Pyrmont NSW 2009',
        'Invoice numberINV-2026-000001',
        'Date issued3 March 2026',
        'Date of serviceTue 3 Mar 2026, 9:00 am AEDT',
        'DoctorDr Priya Raman',
        'Provider number2345678A',
        'PatientLeo Nguyen',
        'Account holderMia Nguyen',
        'MBS item91800',
        'Video consult with Dr Priya Raman',
        invoiceWords.gstFree,
        'Fee$89.00',
        'Discount−$10.00 (code WELCOME10)',
        'Amount paid$79.00',
        'Refunds to date−$20.00',
        'Net$59.00',
        'Total GST: $0.00',
        'Paid byVisa ending in 4242',
        'Test payment — no money moved',
        'Page 1 of 1',
      ]) {
        expect(text, line).toContain(line);
      }
    });

    it('shows refunds as they are now, and marks no real payment as a test', async () => {
      const payment = await makePayment(t, {
        patientId: mia.id,
        provider: 'stripe',
        description: 'Phone consult with Dr Priya Raman',
        priceCents: 5_900,
      });
      const issued = await issueInvoiceNow(t, payment.id, new Date('2026-04-01T00:00:00.000Z'));
      const before = textOf(await pdf(issued.id, mia.token));
      expect(before).toContain('Refunds to date$0.00');
      expect(before).toContain('Net$59.00');
      expect(before).not.toContain('Test payment');
      expect(before).not.toContain('Discount');
      // No consult: nothing made up about one.
      expect(before).toContain('DoctorNot recorded');

      await t.database.executeSql(
        `update payments set refunded_cents = 5900, status = 'refunded' where id = $1`,
        [payment.id],
      );
      const after = textOf(await pdf(issued.id, mia.token));
      expect(after).toContain('Tax invoice / receipt');
      expect(after).toContain('Refunds to date−$59.00');
      expect(after).toContain('Net$0.00');
    });

    it('says "ABN not set" when the settings give no ABN', async () => {
      const second = await buildSecondInstance(t, {
        business: { name: 'Curo Health', abn: null, address: null },
      });
      try {
        const text = textOf(await pdf(invoice.id, mia.token, second.app));
        expect(text).toContain('Curo Health');
        expect(text).toContain(invoiceWords.abnNotSet);
        expect(text).not.toContain('ABN 51');
      } finally {
        await second.close();
      }
    });

    it('is the patient’s and admins’ to download: the consult’s doctor, another patient and a nurse get 404; no one signed in 401', async () => {
      for (const other of [stranger, doctor, nurse]) {
        const res = await pdf(invoice.id, other.token);
        expect(res.statusCode, other.email).toBe(404);
        expect(res.json().error).toMatchObject({ code: ErrorCode.NOT_FOUND, message: invoiceWords.notFound });
      }
      expect((await pdf(invoice.id, null)).statusCode).toBe(401);
      expect((await pdf('0190a5c1-0000-7000-8000-000000000000', mia.token)).statusCode).toBe(404);
      expect((await pdf('nope', mia.token)).statusCode).toBe(400);
    });

    it('lets an admin download it, and records that they read the patient’s invoice', async () => {
      const res = await pdf(invoice.id, admin.token);
      expect(res.statusCode).toBe(200);
      expect(textOf(res)).toContain('INV-2026-000001');
      const audited = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.recordType, 'invoice'), eq(auditEvents.recordId, invoice.id)));
      expect(audited).toHaveLength(1);
      expect(audited[0]).toMatchObject({
        action: 'patient.record_viewed',
        actorId: admin.id,
        subjectUserId: mia.id,
      });
    });
  });
});
