import {
  consultDocumentPreviewPath,
  consultDocumentsPath,
  DOCUMENT_ZONE,
  documentPdfPath,
  documentWords,
  myDocumentsPath,
  sendDocumentEmailPath,
  verifyDocumentApiPath,
} from '@curo/core/documents';
import { ErrorCode } from '@curo/core/errors';
import { and, desc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Account, makeAccount, makeDoctor, makePatient } from '../../../test/accounts';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { multipart } from '../../../test/multipart';
import { makePastConsult } from '../../../test/payments';
import { pdfPages } from '../../../test/pdf-text';
import { documentShares } from '../../db/schema/documents';
import { auditEvents } from '../../db/schema/identity';
import { outboundMessages } from '../../db/schema/messages';

const BUSINESS = {
  name: 'Curo Health Pty Ltd',
  abn: '51824753556',
  address: 'Level 3, 100 Harris Street, Pyrmont NSW 2009',
};

/** Clinical documents end to end through the routes, for every role (decision 0039). */
describe('clinical documents', () => {
  let t: TestApp;
  let mia: Account;
  let ava: Account;
  let doctor: Account;
  let otherDoctor: Account;
  let nurse: Account;
  let admin: Account;
  /** Mia's completed consult with Dr Priya Raman, who has uploaded a signature. */
  let consult: { id: string };
  /** Ava's consult with the same doctor. */
  let avaConsult: { id: string };
  /** Mia's consult with Dr Raman that has not started. */
  let upcoming: { id: string };
  /** Mia's consult with Dr Tom Ng, who has no signature on file. */
  let ngConsult: { id: string };

  /** Today in Sydney, `days` from now (the clock is frozen for the whole file). */
  const sydneyDay = (days = 0) =>
    DateTime.fromMillis(Date.now(), { zone: DOCUMENT_ZONE }).plus({ days }).toISODate() ?? '';
  const longDay = (iso: string) =>
    DateTime.fromISO(iso, { zone: DOCUMENT_ZONE }).setLocale('en-AU').toFormat('d LLLL yyyy');

  beforeAll(async () => {
    t = await buildTestApp({
      rateLimitLogin: 1000,
      business: BUSINESS,
      documents: { certificateMaxBackdateDays: 2, linkTtlDays: 7 },
    });
    mia = await makePatient(t, { firstName: 'Mia', lastName: 'Nguyen' });
    ava = await makePatient(t, { firstName: 'Ava', lastName: 'Jones' });
    doctor = await makeDoctor(t, { firstName: 'Priya', lastName: 'Raman', providerNumber: '2345678A' });
    otherDoctor = await makeDoctor(t, { firstName: 'Tom', lastName: 'Ng', providerNumber: '3456789B' });
    nurse = await makeAccount(t, 'nurse');
    admin = await makeAccount(t, 'admin');
    const signature = await sharp({
      create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 80, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const upload = multipart(signature, 'sig.png', 'image/png');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${doctor.id}/upload-esign`,
      headers: { ...bearer(doctor.token), ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const startsAt = new Date(Date.now() - 2 * 3600_000).toISOString();
    consult = await makePastConsult(t, { patientId: mia.id, doctorId: doctor.id, startsAt });
    avaConsult = await makePastConsult(t, { patientId: ava.id, doctorId: doctor.id, startsAt });
    upcoming = await makePastConsult(t, {
      patientId: mia.id,
      doctorId: doctor.id,
      status: 'scheduled',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    ngConsult = await makePastConsult(t, {
      patientId: mia.id,
      doctorId: otherDoctor.id,
      status: 'in_progress',
      startsAt,
    });
  });
  afterAll(() => t.close());
  // Frozen: "today" cannot turn into tomorrow between computing a date and sending it.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const issue = (appointmentId: string, token: string | null, body: object) =>
    t.app.inject({
      method: 'POST',
      url: consultDocumentsPath(appointmentId),
      headers: token ? bearer(token) : {},
      payload: body,
    });
  const certificate = (overrides: object = {}) => ({
    kind: 'medical_certificate',
    reason: 'unfit_for_work',
    fromDate: sydneyDay(),
    toDate: sydneyDay(2),
    organisation: 'Harbour Logistics',
    ...overrides,
  });
  const pdf = (id: string, token: string | null) =>
    t.app.inject({ url: documentPdfPath(id), headers: token ? bearer(token) : {} });
  const textOf = (res: { rawPayload: Buffer }) => pdfPages(res.rawPayload).join('\n');
  /**
   * Images drawn in the PDF (the QR code; the signature when there is one): image objects, less the
   * transparency masks that images with alpha bring along.
   */
  const imagesIn = (bytes: Buffer) => {
    const pdf = bytes.toString('latin1');
    return (pdf.match(/\/Subtype \/Image/g)?.length ?? 0) - (pdf.match(/\/SMask \d+ 0 R/g)?.length ?? 0);
  };
  const auditOf = (recordId: string) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.recordId, recordId))
      .orderBy(desc(auditEvents.createdAt));
  const send = (appointmentId: string, token: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: sendDocumentEmailPath(appointmentId),
      headers: bearer(token),
      payload: body,
    });
  /** The link in the newest email to `to`, and the token in it. */
  async function linkSentTo(to: string) {
    const [mail] = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.toAddress, to))
      .orderBy(desc(outboundMessages.createdAt))
      .limit(1);
    const link = /http\S+\/api\/v1\/documents\/shared\/(\S+)/.exec(mail?.textBody ?? '');
    if (!link?.[1]) throw new Error(`no link in the email to ${to}`);
    return { mail, path: new URL(link[0]).pathname, token: link[1] };
  }

  describe('issuing a medical certificate', () => {
    it('is the consult’s doctor’s: the PDF names the doctor, provider number, dates, business and code, signed with their image', async () => {
      const res = await issue(consult.id, doctor.token, certificate());
      expect(res.statusCode).toBe(201);
      const document = res.json();
      expect(document).toMatchObject({
        appointmentId: consult.id,
        kind: 'medical_certificate',
        title: 'Medical certificate',
        patientName: 'Mia Nguyen',
        doctorName: 'Dr Priya Raman',
        certificate: {
          reason: 'unfit_for_work',
          fromDate: sydneyDay(),
          toDate: sydneyDay(2),
          backdatedDays: 0,
        },
      });
      expect(document.verificationCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);

      const file = await pdf(document.id, mia.token);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      const text = textOf(file);
      for (const words of [
        'Medical certificate',
        'Dr Priya Raman',
        'Provider number 2345678A',
        'Curo Health Pty Ltd',
        'ABN 51 824 753 556',
        'Mia Nguyen',
        'Unfit for work',
        longDay(sydneyDay()),
        longDay(sydneyDay(2)),
        'Harbour Logistics',
        `Verification code ${document.verificationCode}`,
        `/verify/${document.verificationCode}`,
      ])
        expect(text).toContain(words);
      expect(text).not.toContain('Signed electronically');
      expect(text).not.toContain('backdated');
      // The QR code and the doctor's signature.
      expect(imagesIn(file.rawPayload)).toBe(2);

      const mine = (await t.app.inject({ url: myDocumentsPath, headers: bearer(mia.token) })).json();
      expect(mine.items.map((d: { id: string }) => d.id)).toContain(document.id);
      const audit = await auditOf(document.id);
      expect(audit.map((e) => e.action)).toContain('document.issued');
    });

    it('refuses everyone but the consult’s doctor: another doctor 404, a nurse, a patient or an admin 403, no one signed in 401', async () => {
      const other = await issue(consult.id, otherDoctor.token, certificate());
      expect(other.statusCode).toBe(404);
      expect(other.json().error.code).toBe(ErrorCode.NOT_FOUND);
      for (const account of [nurse, mia, admin]) {
        const res = await issue(consult.id, account.token, certificate());
        expect(res.statusCode, account.email).toBe(403);
      }
      expect((await issue(consult.id, null, certificate())).statusCode).toBe(401);
    });

    it('is issued only once the consult has started, and only for that consult’s patient', async () => {
      const early = await issue(upcoming.id, doctor.token, certificate());
      expect(early.statusCode).toBe(409);
      expect(early.json().error).toMatchObject({
        code: ErrorCode.INVALID_STATE,
        message: documentWords.consultNotStarted,
      });
      const forAva = await issue(avaConsult.id, doctor.token, certificate({ organisation: null }));
      expect(forAva.statusCode).toBe(201);
      expect(forAva.json().patientName).toBe('Ava Jones');
      const miasList = (await t.app.inject({ url: myDocumentsPath, headers: bearer(mia.token) })).json();
      expect(miasList.items.map((d: { id: string }) => d.id)).not.toContain(forAva.json().id);
      expect((await pdf(forAva.json().id, mia.token)).statusCode).toBe(404);
      expect((await pdf(forAva.json().id, ava.token)).statusCode).toBe(200);
    });

    it('checks the dates: the last day not before the first, at most 14 days, not in the future', async () => {
      const cases: Array<[object, string]> = [
        [{ fromDate: sydneyDay(), toDate: sydneyDay(-1) }, documentWords.toBeforeFrom],
        [{ fromDate: sydneyDay(), toDate: sydneyDay(14) }, documentWords.tooLong],
        [{ fromDate: sydneyDay(1), toDate: sydneyDay(2) }, documentWords.startsInFuture],
      ];
      for (const [dates, message] of cases) {
        const res = await issue(consult.id, doctor.token, certificate(dates));
        expect(res.statusCode, message).toBe(400);
        expect(res.json().error.code).toBe(ErrorCode.VALIDATION_ERROR);
        expect(JSON.stringify(res.json().error), message).toContain(message);
      }
      const fortnight = await issue(consult.id, doctor.token, certificate({ toDate: sydneyDay(13) }));
      expect(fortnight.statusCode).toBe(201);
    });

    it('backdates only within the setting, and then says so on the certificate', async () => {
      const tooFar = await issue(consult.id, doctor.token, certificate({ fromDate: sydneyDay(-3) }));
      expect(tooFar.statusCode).toBe(400);
      expect(tooFar.json().error.message).toBe(documentWords.backdatedTooFar(2));
      const within = await issue(consult.id, doctor.token, certificate({ fromDate: sydneyDay(-2) }));
      expect(within.statusCode).toBe(201);
      expect(within.json().certificate.backdatedDays).toBe(2);
      const text = textOf(await pdf(within.json().id, mia.token));
      expect(text).toContain(`Issued on ${longDay(sydneyDay())} covering from ${longDay(sydneyDay(-2))}`);
      const [event] = (await auditOf(within.json().id)).filter((e) => e.action === 'document.issued');
      expect(event?.details).toMatchObject({ backdatedDays: 2 });
    });
  });

  describe('referral letters, summaries and previews', () => {
    it('issues a referral letter and a summary; without a signature image the PDF says it was signed electronically', async () => {
      const referral = await issue(ngConsult.id, otherDoctor.token, {
        kind: 'referral_letter',
        to: 'Dr Jane Lee, Dermatologist',
        reason: 'Changing pigmented lesion on the left forearm',
        clinicalDetails: 'Lesion 7 mm, irregular border. No family history of melanoma.',
      });
      expect(referral.statusCode).toBe(201);
      expect(referral.json().certificate).toBeNull();
      const file = await pdf(referral.json().id, mia.token);
      const text = textOf(file);
      for (const words of [
        'Referral letter',
        'Dear Dr Jane Lee, Dermatologist,',
        'Changing pigmented lesion on the left forearm',
        'Signed electronically by Dr Tom Ng',
        'Provider number 3456789B',
      ])
        expect(text).toContain(words);
      expect(imagesIn(file.rawPayload)).toBe(1);

      const summary = await issue(ngConsult.id, otherDoctor.token, {
        kind: 'consult_summary',
        summary: 'Rest, fluids and paracetamol. Come back if the fever lasts more than three days.',
      });
      expect(summary.statusCode).toBe(201);
      expect(textOf(await pdf(summary.json().id, mia.token))).toContain('Summary of your consult');
    });

    it('previews without storing: marked as not issued, with no verification code', async () => {
      const before = (
        await t.app.inject({ url: consultDocumentsPath(consult.id), headers: bearer(doctor.token) })
      ).json().length;
      const res = await t.app.inject({
        method: 'POST',
        url: consultDocumentPreviewPath(consult.id),
        headers: bearer(doctor.token),
        payload: certificate(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = textOf(res);
      expect(text).toContain(documentWords.preview);
      expect(text).toContain('Dr Priya Raman');
      expect(text).not.toContain('Verification code ');
      const after = (
        await t.app.inject({ url: consultDocumentsPath(consult.id), headers: bearer(doctor.token) })
      ).json().length;
      expect(after).toBe(before);
      const nurseTry = await t.app.inject({
        method: 'POST',
        url: consultDocumentPreviewPath(consult.id),
        headers: bearer(nurse.token),
        payload: certificate(),
      });
      expect(nurseTry.statusCode).toBe(403);
      const otherTry = await t.app.inject({
        method: 'POST',
        url: consultDocumentPreviewPath(consult.id),
        headers: bearer(otherDoctor.token),
        payload: certificate(),
      });
      expect(otherTry.statusCode).toBe(404);
    });
  });

  describe('reading documents', () => {
    let documentId = '';
    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      documentId = (await issue(consult.id, doctor.token, certificate())).json().id;
      vi.useRealTimers();
    });

    it('lists a consult’s documents for its doctor, patient and admins (an admin’s look audited); others 404', async () => {
      for (const account of [doctor, mia, admin]) {
        const res = await t.app.inject({
          url: consultDocumentsPath(consult.id),
          headers: bearer(account.token),
        });
        expect(res.statusCode, account.email).toBe(200);
        expect(res.json().map((d: { id: string }) => d.id)).toContain(documentId);
      }
      for (const account of [otherDoctor, nurse, ava]) {
        const res = await t.app.inject({
          url: consultDocumentsPath(consult.id),
          headers: bearer(account.token),
        });
        expect(res.statusCode, account.email).toBe(404);
      }
      const [looked] = await auditOf(consult.id);
      expect(looked).toMatchObject({
        action: 'patient.record_viewed',
        actorId: admin.id,
        subjectUserId: mia.id,
        recordType: 'clinical_documents',
      });
    });

    it('serves the PDF to its patient, the issuing doctor and admins (staff audited); anyone else 404', async () => {
      for (const account of [mia, doctor, admin])
        expect((await pdf(documentId, account.token)).statusCode).toBe(200);
      for (const account of [otherDoctor, nurse, ava]) {
        const res = await pdf(documentId, account.token);
        expect(res.statusCode, account.email).toBe(404);
        expect(res.json().error.message).toBe(documentWords.notFound);
      }
      expect((await pdf(documentId, null)).statusCode).toBe(401);
      const reads = (await auditOf(documentId)).filter((e) => e.action === 'patient.record_viewed');
      expect(reads.map((e) => e.actorId).sort()).toEqual([doctor.id, admin.id].sort());
    });

    it('pages the patient’s own documents, newest first', async () => {
      const res = await t.app.inject({ url: myDocumentsPath, headers: bearer(mia.token) });
      const list = res.json();
      expect(list).toMatchObject({ page: 1, pageSize: 20 });
      expect(list.items[0].id).toBe(documentId);
      const issued = list.items.map((d: { issuedAt: string }) => d.issuedAt);
      expect(issued).toEqual([...issued].sort().reverse());
      expect((await t.app.inject({ url: myDocumentsPath, headers: bearer(nurse.token) })).json().total).toBe(
        0,
      );
      expect(
        (await t.app.inject({ url: `${myDocumentsPath}?page=0`, headers: bearer(mia.token) })).statusCode,
      ).toBe(400);
    });
  });

  describe('GET /documents/verify/{code}', () => {
    it('tells anyone who issued what and when, with the patient’s initials only; no health details', async () => {
      const issued = (
        await issue(
          consult.id,
          doctor.token,
          certificate({ reason: 'unfit_for_study', organisation: 'Sydney Uni' }),
        )
      ).json();
      const res = await t.app.inject({ url: verifyDocumentApiPath(issued.verificationCode) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        verificationCode: issued.verificationCode,
        kind: 'medical_certificate',
        title: 'Medical certificate',
        doctorName: 'Dr Priya Raman',
        providerNumber: '2345678A',
        issuedAt: issued.issuedAt,
        period: { fromDate: sydneyDay(), toDate: sydneyDay(2) },
        patientInitials: 'M.N.',
      });
      expect(res.body).not.toContain('Sydney Uni');
      expect(res.body).not.toContain('study');
      expect(res.body).not.toContain('Nguyen');
      // Typed loosely: lower case, no dash.
      const typed = issued.verificationCode.replace('-', '').toLowerCase();
      expect((await t.app.inject({ url: verifyDocumentApiPath(typed) })).statusCode).toBe(200);
    });

    it('answers 404 for a code that was never issued', async () => {
      for (const code of ['ZZZZZ-ZZZZZ', 'nonsense']) {
        const res = await t.app.inject({ url: verifyDocumentApiPath(code) });
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe(documentWords.unknownCode);
      }
    });

    it('does not say what a referral letter is about', async () => {
      const referral = (
        await issue(ngConsult.id, otherDoctor.token, {
          kind: 'referral_letter',
          to: 'Dr Jane Lee',
          reason: 'Suspected melanoma',
          clinicalDetails: 'Irregular lesion',
        })
      ).json();
      const res = await t.app.inject({ url: verifyDocumentApiPath(referral.verificationCode) });
      expect(res.json()).toMatchObject({ kind: 'referral_letter', period: null, doctorName: 'Dr Tom Ng' });
      expect(res.body).not.toMatch(/melanoma|lesion|Jane Lee/i);
    });
  });

  describe('POST /appointments/{id}/sendDocumentEmail and the link', () => {
    let documentId = '';
    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      documentId = (await issue(consult.id, doctor.token, certificate())).json().id;
      vi.useRealTimers();
    });

    it('emails the patient a link (no attachment) that downloads the document once; the download is audited with its IP', async () => {
      const res = await send(consult.id, doctor.token, { documentId, to: 'patient', consent: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ documentId, to: 'patient', email: mia.email });
      const { mail, path } = await linkSentTo(mia.email);
      expect(mail?.attachments ?? []).toEqual([]);
      expect(mail?.subject).toBe('Medical certificate from Dr Priya Raman');

      const first = await t.app.inject({ url: path, remoteAddress: '203.0.113.7' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/pdf');
      expect(textOf(first)).toContain('Dr Priya Raman');
      const [download] = (await auditOf(documentId)).filter((e) => e.action === 'document.downloaded');
      expect(download).toMatchObject({ ip: '203.0.113.7', subjectUserId: mia.id });

      const again = await t.app.inject({ url: path });
      expect(again.statusCode).toBe(410);
      expect(again.json().error).toMatchObject({
        code: ErrorCode.LINK_USED,
        message: documentWords.linkUsed,
      });
      expect(
        (await t.app.inject({ url: '/api/v1/documents/shared/not-a-token-that-was-ever-sent' })).statusCode,
      ).toBe(404);
    });

    it('sends to a third party only with the patient’s consent, which is kept with the share and audited', async () => {
      const noConsent = await send(consult.id, doctor.token, {
        documentId,
        to: 'third_party',
        email: 'hr@harbour.example',
        consent: false,
      });
      expect(noConsent.statusCode).toBe(400);
      expect(JSON.stringify(noConsent.json())).toContain(documentWords.consentNeeded);
      const noEmail = await send(consult.id, doctor.token, { documentId, to: 'third_party', consent: true });
      expect(noEmail.statusCode).toBe(400);

      const res = await send(consult.id, doctor.token, {
        documentId,
        to: 'third_party',
        email: 'hr@harbour.example',
        recipientName: 'Harbour HR',
        consent: true,
      });
      expect(res.statusCode).toBe(200);
      const [share] = await t.database.db
        .select()
        .from(documentShares)
        .where(
          and(eq(documentShares.documentId, documentId), eq(documentShares.email, 'hr@harbour.example')),
        );
      expect(share).toMatchObject({
        recipient: 'third_party',
        consentRecordedBy: doctor.id,
        sharedBy: doctor.id,
      });
      expect(share?.consentRecordedAt).toBeInstanceOf(Date);
      expect(share?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      const { mail, token } = await linkSentTo('hr@harbour.example');
      expect(mail?.textBody).toContain('Hello Harbour HR');
      expect(share?.tokenHash).not.toBe(token);
      const [shared] = (await auditOf(documentId)).filter((e) => e.action === 'document.shared');
      expect(shared?.details).toMatchObject({
        recipient: 'third_party',
        email: 'hr@harbour.example',
        consent: { recordedBy: doctor.id, patientConsented: true },
      });
    });

    it('lets the patient send their own document; others get 404, and a document of another consult 404', async () => {
      expect(
        (await send(consult.id, mia.token, { documentId, to: 'patient', consent: true })).statusCode,
      ).toBe(200);
      for (const account of [ava, otherDoctor, nurse]) {
        const res = await send(consult.id, account.token, { documentId, to: 'patient', consent: true });
        expect(res.statusCode, account.email).toBe(404);
      }
      expect(
        (await send(ngConsult.id, doctor.token, { documentId, to: 'patient', consent: true })).statusCode,
      ).toBe(404);
    });

    it('expires after DOCUMENT_LINK_TTL_DAYS: 410 with words that say to ask for a new link', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const sentAt = Date.now();
      expect(
        (await send(consult.id, doctor.token, { documentId, to: 'patient', consent: true })).statusCode,
      ).toBe(200);
      const { path } = await linkSentTo(mia.email);
      vi.setSystemTime(sentAt + 7 * 86_400_000 + 1_000);
      const late = await t.app.inject({ url: path });
      expect(late.statusCode).toBe(410);
      expect(late.json().error).toMatchObject({
        code: ErrorCode.LINK_EXPIRED,
        message: documentWords.linkExpired,
      });
      // Just before the end it still worked (a fresh link, same clock).
      vi.setSystemTime(sentAt);
      expect(
        (await send(consult.id, doctor.token, { documentId, to: 'patient', consent: true })).statusCode,
      ).toBe(200);
      const fresh = await linkSentTo(mia.email);
      vi.setSystemTime(sentAt + 7 * 86_400_000 - 60_000);
      expect((await t.app.inject({ url: fresh.path })).statusCode).toBe(200);
    });
  });
});
