import type { TPrivacyExport, TPrivacyExportFormat } from '@curo/core/privacy';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { actorsOf, exportAccessHistoryFor, recordAuditEvent } from '../audit';
import { exportBillingFor } from '../billing';
import { exportNotesFor } from '../clinical-notes';
import { exportChatFor } from '../consult-chat';
import { exportDocumentsFor } from '../documents';
import { exportFamilyFor } from '../family-members';
import { exportFaxesFor } from '../faxes';
import { exportFilesFor } from '../files';
import { exportInvoicesFor } from '../invoices';
import { exportConsultsFor, exportWaitlistFor } from '../scheduling';
import { exportAccountFor } from '../users';
import { exportSubjectOf } from './privacy.policy';

/** What the copy says about itself: what it holds, and what it leaves out and why (decision 0057). */
export const EXPORT_NOTES = [
  'This is a copy of the personal information Curo holds about you, under Australian Privacy Principle 12.',
  'Clinical notes: each signed note’s summary for you. Your doctor’s full clinical notes are part of your health record too; ask us for them and a clinician will check them and send you a copy, usually within 30 days. A note still being written appears once your doctor signs it.',
  'Documents, files, invoices and chat attachments are listed with the address they download from while you are signed in; the files themselves are not inside this copy.',
  'Saved cards show only their brand, last four digits and expiry: Curo never holds a full card number.',
  'Passwords, two-step sign-in secrets, sign-in links and codes are kept only as protected keys and are not part of your information.',
  'Video calls are not recorded unless everyone in the call agreed; recordings are not listed here. Ask us for a copy.',
] as const;

/**
 * Gathers everything Curo holds about the patient, each part from the module that keeps it, in one
 * read-only snapshot so the parts agree with each other.
 */
export async function gatherRecord({
  db,
  patientId,
  now,
}: {
  db: Db;
  patientId: string;
  now: Date;
}): Promise<TPrivacyExport> {
  return db.transaction(
    async (tx) => {
      const at = { db: tx, patientId };
      const account = await exportAccountFor(at);
      const familyMembers = await exportFamilyFor(at);
      const consults = await exportConsultsFor(at);
      const waitlist = await exportWaitlistFor(at);
      const chatMessages = await exportChatFor(at);
      const clinicalNotes = await exportNotesFor(at);
      const documents = await exportDocumentsFor(at);
      const files = await exportFilesFor(at);
      const { payments, paymentMethods } = await exportBillingFor(at);
      const invoices = await exportInvoicesFor(at);
      const faxes = await exportFaxesFor(at);
      const accessHistory = await exportAccessHistoryFor(at);
      return {
        about: { generatedAt: now.toISOString(), patientId, notes: [...EXPORT_NOTES] },
        account,
        familyMembers,
        consults,
        waitlist,
        chatMessages,
        clinicalNotes,
        documents,
        files,
        payments,
        paymentMethods,
        invoices,
        faxes,
        accessHistory,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * `GET /users/exportMyData?format=json|pdf`: the patient's copy of their record. The download is
 * recorded in the audit trail (`export.my_record`, with its format and how many of each kind of
 * record it held) before a byte of it is sent.
 */
export async function exportMyRecord({
  db,
  principal,
  format,
  client,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  format: TPrivacyExportFormat;
  client: ClientContext;
  now?: Date;
}): Promise<TPrivacyExport> {
  const patientId = exportSubjectOf(principal);
  const record = await gatherRecord({ db, patientId, now });
  await recordAuditEvent({
    db,
    action: 'export.my_record',
    ...actorsOf(principal),
    subjectUserId: patientId,
    recordType: 'patient_record',
    recordId: patientId,
    context: client,
    details: { format, counts: countsOf(record) },
  });
  return record;
}

/** How many rows of each kind the copy holds, for the audit trail (never what they say). */
function countsOf(record: TPrivacyExport): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [key, value] of Object.entries(record)) if (Array.isArray(value)) counts[key] = value.length;
  return counts;
}
