import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { consultChatMessages, consultChats } from '../src/db/schema/chat';
import { clinicalNoteEntries, clinicalNotes, clinicalNoteVersions } from '../src/db/schema/clinical-notes';
import { clinicalDocuments } from '../src/db/schema/documents';
import { receivedFaxes } from '../src/db/schema/faxes';
import { storedFiles } from '../src/db/schema/files';
import { auditEvents, magicTokens, pinCodes, signInThrottle, users } from '../src/db/schema/identity';
import { appointmentEvents, waitlistEntries } from '../src/db/schema/scheduling';
import type { Account } from './accounts';
import type { TestApp } from './build-test-app';
import { issueInvoiceNow } from './invoices';
import { makePastConsult, makePayment } from './payments';

/**
 * A patient's record with something in every part a copy of it holds (decision 0057), each piece
 * marked with `marker` so a test can tell whose it is, and the secrets an account keeps beside it
 * (a TOTP secret, a sign-in link's and a code's hashes, a throttle row), so a test can prove none
 * of them leaves. Written straight to the database at fixed times, as `payments.ts` does: the
 * routes under test read them as they would any.
 */
export interface PatientRecord {
  consultId: string;
  draftConsultId: string;
  familyMemberName: string;
  /** Text that appears in the record: chat, notes, reasons, file names… */
  texts: string[];
  /** Values that must never appear in the patient’s download: secrets, storage keys, clinical fields. */
  secrets: string[];
  ids: string[];
}

let n = 0;
const at = (iso: string) => new Date(iso);

export async function makePatientRecord(
  t: TestApp,
  { patient, doctor, marker }: { patient: Account; doctor: Account; marker: string },
): Promise<PatientRecord> {
  n++;
  const db = t.database.db;
  const child = { firstName: 'Mia', lastName: `${marker}child` };
  const consult = await makePastConsult(t, {
    patientId: patient.id,
    doctorId: doctor.id,
    startsAt: '2026-03-02T23:00:00.000Z',
    familyMember: child,
    completedAt: '2026-03-02T23:20:00.000Z',
  });
  await makePastConsult(t, {
    patientId: patient.id,
    doctorId: doctor.id,
    startsAt: '2026-04-06T00:00:00.000Z',
    status: 'cancelled',
    priceCents: null,
    billing: null,
  });
  // A consult whose note the doctor has not signed yet: the draft stays out of the copy.
  const draftConsult = await makePastConsult(t, {
    patientId: patient.id,
    doctorId: doctor.id,
    startsAt: '2026-05-04T00:00:00.000Z',
    status: 'ended',
  });
  await db.insert(appointmentEvents).values({
    appointmentId: consult.id,
    action: 'book',
    fromStatus: null,
    toStatus: 'scheduled',
    actorId: patient.id,
    createdAt: at('2026-03-01T01:00:00.000Z'),
  });

  // Chat.
  await db.insert(consultChats).values({ appointmentId: consult.id, lastSeq: 2 });
  const chatKey = `consults/${consult.id}/${marker}-attachment-key`;
  await db.insert(consultChatMessages).values([
    {
      appointmentId: consult.id,
      seq: 1,
      senderId: patient.id,
      body: `${marker} chat: my daughter has a cough`,
      createdAt: at('2026-03-02T23:05:00.000Z'),
    },
    {
      appointmentId: consult.id,
      seq: 2,
      senderId: doctor.id,
      body: `${marker} chat: here is the care plan`,
      attachmentKey: chatKey,
      attachmentName: `${marker}-care-plan.pdf`,
      attachmentType: 'application/pdf',
      attachmentBytes: 2048,
      createdAt: at('2026-03-02T23:06:00.000Z'),
    },
  ]);

  // A signed note with an addendum, and a draft one.
  const [note] = await db
    .insert(clinicalNotes)
    .values({
      appointmentId: consult.id,
      version: 2,
      signedAt: at('2026-03-02T23:30:00.000Z'),
      signedBy: doctor.id,
      signedOn: 'signed',
    })
    .returning();
  if (!note) throw new Error('note not inserted');
  const fields = (text: string) => ({
    reason: `${text} reason`,
    history: `${text} history`,
    examination: `${text} examination`,
    assessment: `${text} assessment`,
    plan: `${text} plan`,
    patientSummary: `${text} summary`,
  });
  await db.insert(clinicalNoteVersions).values([
    {
      noteId: note.id,
      version: 1,
      ...fields(`${marker} superseded`),
      savedBy: doctor.id,
      savedAt: at('2026-03-02T23:10:00.000Z'),
    },
    {
      noteId: note.id,
      version: 2,
      ...fields(`${marker} signed`),
      savedBy: doctor.id,
      savedAt: at('2026-03-02T23:25:00.000Z'),
    },
  ]);
  await db.insert(clinicalNoteEntries).values({
    noteId: note.id,
    kind: 'addendum',
    authorId: doctor.id,
    text: `${marker} addendum: results normal`,
    createdAt: at('2026-03-05T00:00:00.000Z'),
  });
  const [draft] = await db
    .insert(clinicalNotes)
    .values({ appointmentId: draftConsult.id, version: 1 })
    .returning();
  if (!draft) throw new Error('draft not inserted');
  await db.insert(clinicalNoteVersions).values({
    noteId: draft.id,
    version: 1,
    ...fields(`${marker} DRAFT`),
    savedBy: doctor.id,
    savedAt: at('2026-05-04T00:10:00.000Z'),
  });

  // A certificate, a referral file, a filed fax.
  const documentKey = `documents/${marker}-document-key-${n}`;
  const [document] = await db
    .insert(clinicalDocuments)
    .values({
      kind: 'medical_certificate',
      appointmentId: consult.id,
      patientId: patient.id,
      doctorId: doctor.id,
      verificationCode: `${'ABCDEFGHJK'.slice(0, 8)}${String(n).padStart(2, '0')}`,
      patientName: `${patient.firstName} ${patient.lastName}`,
      patientInitials: 'XX',
      doctorName: `Dr ${doctor.firstName} ${doctor.lastName}`,
      details: { reason: 'unfit_for_work' },
      certificateFrom: '2026-03-03',
      certificateTo: '2026-03-04',
      storageKey: documentKey,
      issuedAt: at('2026-03-02T23:40:00.000Z'),
    })
    .returning({ id: clinicalDocuments.id });
  const fileKey = `referrals/${marker}-file-key-${n}`;
  const [file] = await db
    .insert(storedFiles)
    .values({
      kind: 'referrals',
      ownerId: patient.id,
      patientId: patient.id,
      appointmentId: consult.id,
      originalName: `${marker}-gp-referral.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 4096,
      storageKey: fileKey,
      sha256: 'a'.repeat(64),
      createdAt: at('2026-03-01T02:00:00.000Z'),
    })
    .returning({ id: storedFiles.id });
  const faxKey = `faxes/${marker}-fax-key-${n}`;
  const [fax] = await db
    .insert(receivedFaxes)
    .values({
      source: 'development',
      providerFaxId: `${marker}-fax-${n}`,
      fromNumber: '+61299990000',
      pages: 2,
      receivedAt: at('2026-03-06T00:00:00.000Z'),
      storageKey: faxKey,
      sizeBytes: 9000,
      folder: 'filed',
      label: `${marker} pathology results`,
      patientId: patient.id,
      appointmentId: consult.id,
      filedAt: at('2026-03-06T01:00:00.000Z'),
    })
    .returning({ id: receivedFaxes.id });

  // Money: a card payment with its invoice.
  const payment = await makePayment(t, {
    patientId: patient.id,
    appointmentId: consult.id,
    description: `${marker} GP consult`,
    card: { brand: 'visa', last4: '4242' },
    capturedAt: '2026-03-02T23:30:00.000Z',
  });
  await issueInvoiceNow(t, payment.id, at('2026-03-02T23:31:00.000Z'));

  await db
    .insert(waitlistEntries)
    .values({ patientId: patient.id, doctorId: doctor.id, createdAt: at('2026-02-01T00:00:00.000Z') });

  // The doctor opened the record.
  await db.insert(auditEvents).values({
    actorId: doctor.id,
    action: 'patient.record_viewed',
    subjectUserId: patient.id,
    recordType: 'clinical_note',
    recordId: consult.id,
    createdAt: at('2026-03-03T00:00:00.000Z'),
  });

  // Secrets kept beside the record.
  const totpSecret = `TOTPSECRET${marker}${randomBytes(8).toString('hex')}`;
  await db
    .update(users)
    .set({ totpSecret, totpEnabledAt: at('2026-01-01T00:00:00.000Z') })
    .where(eq(users.id, patient.id));
  const magicHash = `MAGICHASH${marker}${randomBytes(8).toString('hex')}`;
  await db
    .insert(magicTokens)
    .values({ userId: patient.id, tokenHash: magicHash, expiresAt: at('2026-03-01T00:10:00.000Z') });
  const pinHash = `PINHASH${marker}${randomBytes(8).toString('hex')}`;
  await db.insert(pinCodes).values({
    userId: patient.id,
    purpose: 'login',
    channel: 'email',
    destination: patient.email,
    codeHash: pinHash,
    expiresAt: at('2026-03-01T00:10:00.000Z'),
  });
  const throttleHash = `THROTTLEHASH${marker}${randomBytes(8).toString('hex')}`;
  await db.insert(signInThrottle).values({ scope: 'login', keyHash: throttleHash, ip: '203.0.113.9' });
  const [stored] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, patient.id));

  return {
    consultId: consult.id,
    draftConsultId: draftConsult.id,
    familyMemberName: `${child.firstName} ${child.lastName}`,
    texts: [
      `${marker}child`,
      `${marker} chat: my daughter has a cough`,
      `${marker}-care-plan.pdf`,
      `${marker} signed summary`,
      `${marker}-gp-referral.pdf`,
      `${marker} pathology results`,
      `${marker} GP consult`,
    ],
    secrets: [
      // Clinical fields, a superseded version and a draft stay out of the patient's own download.
      `${marker} signed plan`,
      `${marker} signed examination`,
      `${marker} addendum: results normal`,
      `${marker} superseded`,
      `${marker} DRAFT`,
      stored?.passwordHash ?? 'no-password-hash',
      totpSecret,
      magicHash,
      pinHash,
      throttleHash,
      chatKey,
      documentKey,
      fileKey,
      faxKey,
    ],
    ids: [consult.id, draftConsult.id, document?.id ?? '', file?.id ?? '', fax?.id ?? '', payment.id],
  };
}
