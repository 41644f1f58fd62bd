import type { TRole } from '@curo/core/auth';
import { PRIVACY_EXPORTS_PER_WINDOW, type TPrivacyExport, ZPrivacyExport } from '@curo/core/privacy';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeAccount, makeDoctor, makePatient } from '../../../test/accounts';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makePatientRecord, type PatientRecord } from '../../../test/patient-record';
import { pdfPages } from '../../../test/pdf-text';
import { auditEvents } from '../../db/schema/identity';
import { RECORD_SECTIONS } from './record-document';

const EXPORT = '/api/v1/users/exportMyData';

describe('a patient downloads everything Curo holds about them (APP 12)', () => {
  let t: TestApp;
  let doctor: Account;
  let ava: Account;
  let ben: Account;
  let avaRecord: PatientRecord;
  let benRecord: PatientRecord;

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 10_000 });
    doctor = await makeDoctor(t, { firstName: 'Priya', lastName: 'Raman' });
    ava = await makePatient(t, {
      firstName: 'Ava',
      lastName: 'Nguyen',
      profile: { timeZone: 'Australia/Brisbane', suburb: 'Paddington', postcode: '4064', state: 'QLD' },
    });
    ben = await makePatient(t, { firstName: 'Ben', lastName: 'Okafor' });
    avaRecord = await makePatientRecord(t, { patient: ava, doctor, marker: 'AVA' });
    benRecord = await makePatientRecord(t, { patient: ben, doctor, marker: 'BEN' });
  });
  afterAll(() => t.close());

  const download = (token: string, format?: string) =>
    t.app.inject({ url: format ? `${EXPORT}?format=${format}` : EXPORT, headers: bearer(token) });

  describe('as JSON', () => {
    let text: string;
    let record: TPrivacyExport;

    beforeAll(async () => {
      const res = await download(ava.token, 'json');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="curo-my-record-\d{4}-\d{2}-\d{2}\.json"/,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      text = res.body;
      record = ZPrivacyExport.parse(JSON.parse(text));
    });

    it('holds the account, with when the email was verified and two-step sign-in turned on', () => {
      expect(record.account.profile).toMatchObject({ id: ava.id, email: ava.email, firstName: 'Ava' });
      expect(record.account.profile.patientProfile).toMatchObject({
        suburb: 'Paddington',
        timeZone: 'Australia/Brisbane',
      });
      expect(record.account.emailVerifiedAt).not.toBeNull();
      expect(record.account.totpEnabledAt).toBe('2026-01-01T00:00:00.000Z');
      expect(record.about.patientId).toBe(ava.id);
    });

    it('holds every part of the record: family, consults with their history, chat, notes, documents, files, money, faxes, waitlist and who opened it', () => {
      expect(record.familyMembers.map((m) => `${m.firstName} ${m.lastName}`)).toEqual([
        avaRecord.familyMemberName,
      ]);
      expect(record.consults).toHaveLength(3);
      const consult = record.consults.find((c) => c.id === avaRecord.consultId);
      expect(consult).toMatchObject({ status: 'completed', familyMemberId: record.familyMembers[0]?.id });
      expect(consult?.history.map((h) => [h.toStatus, h.at])).toEqual([
        ['scheduled', '2026-03-01T01:00:00.000Z'],
        ['completed', '2026-03-02T23:20:00.000Z'],
      ]);
      expect(record.consults.map((c) => c.status).sort()).toEqual(['cancelled', 'completed', 'ended']);
      expect(record.chatMessages.map((m) => m.text)).toEqual([
        'AVA chat: my daughter has a cough',
        'AVA chat: here is the care plan',
      ]);
      expect(record.chatMessages[1]?.attachment).toMatchObject({
        fileName: 'AVA-care-plan.pdf',
        url: `/api/v1/appointments/${avaRecord.consultId}/chat/attachments/${record.chatMessages[1]?.id}`,
      });
      expect(record.clinicalNotes).toEqual([
        {
          appointmentId: avaRecord.consultId,
          summary: 'AVA signed summary',
          signedAt: '2026-03-02T23:30:00.000Z',
          signedBy: { userId: doctor.id, name: 'Dr Priya Raman', role: 'doctor' },
        },
      ]);
      expect(record.documents).toEqual([
        expect.objectContaining({ kind: 'medical_certificate', appointmentId: avaRecord.consultId }),
      ]);
      expect(record.files).toEqual([
        expect.objectContaining({
          fileName: 'AVA-gp-referral.pdf',
          downloadPath: `/api/v1/fileUploads/referrals/${record.files[0]?.id}`,
        }),
      ]);
      expect(record.payments).toEqual([
        expect.objectContaining({ description: 'AVA GP consult', card: { brand: 'visa', last4: '4242' } }),
      ]);
      expect(record.paymentMethods).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242' })]);
      expect(record.invoices).toEqual([expect.objectContaining({ description: 'AVA GP consult' })]);
      expect(record.faxes).toEqual([expect.objectContaining({ label: 'AVA pathology results' })]);
      expect(record.waitlist).toEqual([
        expect.objectContaining({ doctorName: 'Dr Priya Raman', status: 'waiting' }),
      ]);
      expect(record.accessHistory).toEqual([
        expect.objectContaining({
          viewerName: 'Priya Raman',
          action: 'patient.record_viewed',
          at: '2026-03-03T00:00:00.000Z',
        }),
      ]);
      for (const piece of avaRecord.texts) expect(text).toContain(piece);
    });

    it('holds nothing of another patient', () => {
      for (const piece of [...benRecord.texts, ...benRecord.ids, ben.id, ben.email, 'Okafor'])
        expect(text).not.toContain(piece);
    });

    it('holds no password hash, secret, token, code, throttle row, storage key or clinical field', () => {
      for (const secret of avaRecord.secrets) expect(text).not.toContain(secret);
      for (const key of [
        'passwordHash',
        'password_hash',
        'totpSecret',
        'tokenHash',
        'codeHash',
        'keyHash',
        'storageKey',
        'attachmentKey',
        'providerMethodId',
      ])
        expect(text).not.toContain(key);
      expect(text).not.toContain('$argon2');
    });
  });

  it('answers JSON when no format is named', async () => {
    const res = await download(ben.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().about.patientId).toBe(ben.id);
  });

  it('draws a readable PDF with a section for every part, in the patient’s own zone', async () => {
    const res = await download(ava.token, 'pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="curo-my-record-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const text = pdfPages(res.rawPayload).join('\n');
    expect(text).toContain('Your Curo record: Ava Nguyen');
    for (const section of RECORD_SECTIONS) expect(text).toContain(section);
    expect(text).toContain('AVA chat: my daughter has a cough');
    expect(text).toContain('AVA signed summary');
    expect(text).toContain('Summary: Scheduled consult, Tue 3 Mar 2026, 9:00 am AEST');
    expect(text).toContain('visa ending 4242');
    // 23:00 UTC on 2 March is 9:00 am on 3 March in Brisbane.
    expect(text).toContain('Tue 3 Mar 2026, 9:00 am AEST');
    expect(text).not.toContain('BEN');
    expect(text).not.toContain('AVA signed plan');
  });

  it('draws a record of hundreds of rows over as many pages as it takes', async () => {
    const many = await makePatient(t, { firstName: 'Many', lastName: 'Rows' });
    const record = await makePatientRecord(t, { patient: many, doctor, marker: 'MANY' });
    const { consultChatMessages, consultChats } = await import('../../db/schema/chat');
    await t.database.db
      .update(consultChats)
      .set({ lastSeq: 402 })
      .where(eq(consultChats.appointmentId, record.consultId));
    await t.database.db.insert(consultChatMessages).values(
      Array.from({ length: 400 }, (_, i) => ({
        appointmentId: record.consultId,
        seq: i + 3,
        senderId: many.id,
        body: `Message number ${i + 1} about how the week went`,
        createdAt: new Date(Date.UTC(2026, 2, 3, 0, i)),
      })),
    );
    const json = await download(many.token, 'json');
    expect(json.json().chatMessages).toHaveLength(402);
    const pdf = await download(many.token, 'pdf');
    expect(pdf.statusCode).toBe(200);
    const pages = pdfPages(pdf.rawPayload);
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages.join('\n')).toContain('Message number 400 about how the week went');
  });

  it('records each download in the audit trail, with its format and counts, never its contents', async () => {
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'export.my_record'), eq(auditEvents.subjectUserId, ava.id)));
    expect(rows.map((r) => (r.details as { format: string }).format).sort()).toEqual(['json', 'pdf']);
    const json = rows.find((r) => (r.details as { format: string }).format === 'json');
    expect(json).toMatchObject({
      actorId: ava.id,
      actingAsId: null,
      recordType: 'patient_record',
      recordId: ava.id,
    });
    expect(json?.details).toMatchObject({ counts: { consults: 3, chatMessages: 2, clinicalNotes: 1 } });
    expect(JSON.stringify(json?.details)).not.toContain('AVA');
  });

  it.each(['doctor', 'nurse', 'instantDoctor', 'companyAdmin', 'admin'] as TRole[])(
    'refuses a %s (403): only a patient downloads their own record',
    async (role) => {
      const account = await makeAccount(t, role);
      const res = await download(account.token, 'json');
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    },
  );

  it('refuses a caller who is not signed in (401) and a format it does not know (400)', async () => {
    expect((await t.app.inject(`${EXPORT}?format=json`)).statusCode).toBe(401);
    const res = await download(ben.token, 'csv');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it(`allows ${PRIVACY_EXPORTS_PER_WINDOW} downloads an hour per patient, then answers 429 with Retry-After`, async () => {
    const patient = await makePatient(t);
    for (let i = 0; i < PRIVACY_EXPORTS_PER_WINDOW; i++)
      expect((await download(patient.token, i % 2 ? 'pdf' : 'json')).statusCode).toBe(200);
    const refused = await download(patient.token, 'json');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // Counted per patient: another patient on the same network still gets theirs.
    expect((await download((await makePatient(t)).token, 'json')).statusCode).toBe(200);
  });
});
