import { ErrorCode } from '@curo/core/errors';
import { MEDICARE_ACCOUNT_REFUSALS, medicareMessages } from '@curo/core/medicare';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeAccount, makeDoctor, makePatient } from '../../../test/accounts';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makePastConsult, makePayment } from '../../../test/payments';
import { pdfPages } from '../../../test/pdf-text';
import { queryRows } from '../../../test/query';

const CARD = { medicareNumber: '2953123451', medicareIrn: 1, medicareExpiry: '09/2030' };
/** Wednesday 4 March 2026, 10:00 in Sydney (AEDT, +11:00). */
const CONSULT_AT = '2026-03-03T23:00:00.000Z';

interface Mail {
  to_address: string;
  subject: string;
  text_body: string;
  attachments: Array<{ filename: string; contentType: string; content: string; encoding?: string }> | null;
}

describe('sendMedicareInvoice', () => {
  let t: TestApp;
  let patient: Account;
  let doctor: Account;
  let admin: Account;
  beforeAll(async () => {
    t = await buildTestApp(
      { rateLimitLogin: 1000 },
      { BUSINESS_NAME: 'Curo Health Pty Ltd', BUSINESS_ABN: '51 824 753 556' },
    );
    patient = await makePatient(t, { firstName: 'Mia', lastName: 'Nguyen', profile: CARD });
    doctor = await makeDoctor(t, { firstName: 'Priya', lastName: 'Raman', providerNumber: '2426621B' });
    admin = await makeAccount(t, 'admin');
    await t.database.db.execute(
      sql`insert into mbs_items (id, item_number, description, consult_type, min_minutes, max_minutes, fee_cents, bulk_billable)
          values (gen_random_uuid(), '91800', 'GP video consult, level B', 'scheduled', 6, 20, 4285, true),
                 (gen_random_uuid(), '91801', 'GP video consult, level C', 'scheduled', 20, 40, 8290, true)`,
    );
  });
  afterAll(() => t.close());

  let caller = 0;
  /** Each call from an address of its own: the route allows 20 a minute from one. */
  const send = (appointmentId: string, token: string) =>
    t.app.inject({
      remoteAddress: `10.0.${Math.floor(++caller / 250)}.${caller % 250}`,
      method: 'POST',
      url: '/api/v1/appointments/sendMedicareInvoice',
      headers: bearer(token),
      payload: { appointmentId },
    });
  const mailsTo = (email: string) =>
    queryRows<Mail>(
      t.database.db,
      sql`select to_address, subject, text_body, attachments from outbound_messages
          where to_address = ${email} and subject like 'Your Medicare account%' order by created_at, id`,
    );
  /** A consult Mia paid for privately: $89.00 less a $10.00 discount, captured the next day. */
  const paidConsult = async (fields: Partial<Parameters<typeof makePastConsult>[1]> = {}) => {
    const consult = await makePastConsult(t, {
      patientId: patient.id,
      doctorId: doctor.id,
      startsAt: CONSULT_AT,
      minutes: 15,
      ...fields,
    });
    await makePayment(t, {
      patientId: fields.patientId ?? patient.id,
      appointmentId: consult.id,
      priceCents: 8_900,
      discountCents: 1_000,
      discountCode: 'WELCOME10',
      capturedAt: '2026-03-04T00:00:00.000Z',
    });
    return consult;
  };

  it('emails the patient a Medicare account: a short note and a PDF with everything a claim needs', async () => {
    const consult = await paidConsult();
    const res = await send(consult.id, patient.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true, itemNumber: '91800' });

    const [mail, ...more] = await mailsTo(patient.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Your Medicare account for the consult on 4 March 2026');
    expect(mail?.text_body).toContain('Hello Mia,');
    expect(mail?.text_body).toContain(
      'Attached is the Medicare account for your consult with Dr Priya Raman on 4 March 2026: MBS item 91800, $79.00 paid.',
    );
    expect(mail?.text_body).toContain(medicareMessages.patientClaims);
    // The card number travels in the attachment only; and Curo never claims to lodge anything.
    expect(mail?.text_body).not.toContain('2953');
    expect(mail?.text_body).not.toMatch(/Curo (will )?(lodge|submit)s?\b/i);

    expect(mail?.attachments).toHaveLength(1);
    const [file] = mail?.attachments ?? [];
    expect(file).toMatchObject({
      filename: 'medicare-account-2026-03-04.pdf',
      contentType: 'application/pdf',
      encoding: 'base64',
    });
    const pdf = Buffer.from(file?.content ?? '', 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfPages(pdf).join('\n');
    for (const expected of [
      'Medicare account',
      'Curo Health Pty Ltd',
      'ABN 51 824 753 556',
      'Date of service4 March 2026',
      'MBS item91800 — GP video consult, level B',
      'DoctorDr Priya Raman',
      'Provider number2426621B',
      'PatientMia Nguyen',
      'Medicare card2953 12345 1',
      'Reference (IRN)1',
      'Card valid to09/2030',
      'Fee$89.00',
      'Discount−$10.00',
      'Amount paid$79.00, paid on 4 March 2026',
      'GST-free medical service',
      'Claim your rebate from Medicare yourself',
    ])
      expect(text).toContain(expected);
    expect(text).toContain('Curo does not lodge Medicare claims.');
  });

  it('uses the item the consult was billed under, and for a family member their name and reference number', async () => {
    const [member] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into family_members (id, patient_id, first_name, last_name, date_of_birth, relationship, medicare_irn)
          values (gen_random_uuid(), ${patient.id}, 'Leo', 'Nguyen', '2018-03-14', 'child', 3) returning id`,
    );
    const consult = await paidConsult({ mbsItem: '91801' });
    await t.database.db.execute(
      sql`update appointments set family_member_id = ${member?.id} where id = ${consult.id}`,
    );
    const before = (await mailsTo(patient.email)).length;
    expect((await send(consult.id, doctor.token)).json()).toEqual({ sent: true, itemNumber: '91801' });
    const mail = (await mailsTo(patient.email))[before];
    expect(mail?.text_body).toContain('for Leo Nguyen’s consult with Dr Priya Raman');
    const text = pdfPages(Buffer.from(mail?.attachments?.[0]?.content ?? '', 'base64')).join('\n');
    expect(text).toContain('PatientLeo Nguyen');
    expect(text).toContain('Reference (IRN)3');
    expect(text).toContain('MBS item91801 — GP video consult, level C');
  });

  it('is the patient’s, the doctor’s and admins’ to send; anyone else gets 404', async () => {
    const consult = await paidConsult();
    expect((await send(consult.id, patient.token)).statusCode).toBe(200);
    expect((await send(consult.id, doctor.token)).statusCode).toBe(200);
    expect((await send(consult.id, admin.token)).statusCode).toBe(200);
    const strangers = [
      await makePatient(t, { profile: CARD }),
      await makeDoctor(t, { providerNumber: '2954471T' }),
      await makeAccount(t, 'nurse'),
      await makeAccount(t, 'companyAdmin'),
    ];
    for (const who of strangers) {
      const res = await send(consult.id, who.token);
      expect(res.statusCode, who.user.role).toBe(404);
      expect(res.json().error.code).toBe(ErrorCode.NOT_FOUND);
    }
    expect((await send('00000000-0000-4000-8000-000000000000', admin.token)).statusCode).toBe(404);
    expect((await send('not-an-id', admin.token)).statusCode).toBe(400);
  });

  it('refuses with 409 and the reason: not paid privately, nothing taken, no card, no item, no provider number', async () => {
    const refusal = async (appointmentId: string) => {
      const res = await send(appointmentId, admin.token);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe(ErrorCode.MEDICARE_ACCOUNT_UNAVAILABLE);
      return res.json().error.message as string;
    };
    for (const billing of ['bulk_billed', 'company', 'free'] as const) {
      const consult = await makePastConsult(t, {
        patientId: patient.id,
        doctorId: doctor.id,
        startsAt: CONSULT_AT,
        billing,
      });
      expect(await refusal(consult.id)).toBe(MEDICARE_ACCOUNT_REFUSALS.notPrivate);
    }

    const held = await makePastConsult(t, {
      patientId: patient.id,
      doctorId: doctor.id,
      startsAt: CONSULT_AT,
    });
    await makePayment(t, { patientId: patient.id, appointmentId: held.id, status: 'authorised' });
    expect(await refusal(held.id)).toBe(MEDICARE_ACCOUNT_REFUSALS.notPaid);
    const refunded = await makePastConsult(t, {
      patientId: patient.id,
      doctorId: doctor.id,
      startsAt: CONSULT_AT,
    });
    await makePayment(t, {
      patientId: patient.id,
      appointmentId: refunded.id,
      status: 'refunded',
      refundedCents: 8_900,
    });
    expect(await refusal(refunded.id)).toBe(MEDICARE_ACCOUNT_REFUSALS.notPaid);

    const noCard = await makePatient(t, { signedIn: false });
    expect(await refusal((await paidConsult({ patientId: noCard.id })).id)).toBe(
      MEDICARE_ACCOUNT_REFUSALS.noCard,
    );

    // A 45-minute consult: no item covers more than 40 minutes here.
    expect(await refusal((await paidConsult({ minutes: 45 })).id)).toBe(MEDICARE_ACCOUNT_REFUSALS.noItem);

    const unregistered = await makeDoctor(t, { providerNumber: null });
    expect(await refusal((await paidConsult({ doctorId: unregistered.id })).id)).toBe(
      MEDICARE_ACCOUNT_REFUSALS.noProviderNumber,
    );
  });
});
