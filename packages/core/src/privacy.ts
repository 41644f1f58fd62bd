import { z } from 'zod';
import { ZAccessHistoryEntry } from './audit';
import { ZPayment, ZPaymentMethod } from './billing';
import { ZChatMessage } from './chat';
import { ZNotePerson } from './clinical-notes';
import { ZClinicalDocument } from './documents';
import { ZFamilyMember } from './family';
import { ZReceivedFax } from './faxes';
import { ZStoredFile } from './files';
import { ZInvoice } from './invoices';
import { ZAppointmentListItem, ZAppointmentStatus } from './scheduling';
import { WAITLIST_ENTRY_STATUSES } from './scheduling-waitlist';
import { ZUserDetail } from './users';

/**
 * A patient's copy of everything Curo holds about them (Australian Privacy Principle 12; decision
 * 0057): `GET /users/exportMyData?format=json|pdf`.
 */
export const PRIVACY_EXPORT_PATH = '/api/v1/users/exportMyData';
export const PRIVACY_EXPORT_FORMATS = ['json', 'pdf'] as const;
export type TPrivacyExportFormat = (typeof PRIVACY_EXPORT_FORMATS)[number];
export const privacyExportPath = (format: TPrivacyExportFormat) => `${PRIVACY_EXPORT_PATH}?format=${format}`;

/** Downloads a patient may make in {@link PRIVACY_EXPORT_WINDOW_MS}: each reads their whole record. */
export const PRIVACY_EXPORTS_PER_WINDOW = 5;
export const PRIVACY_EXPORT_WINDOW_MS = 60 * 60 * 1000;

export const ZPrivacyExportQuery = z.object({
  format: z.enum(PRIVACY_EXPORT_FORMATS).default('json'),
});

/** The account and what it says about verification and consent; never a password, secret or token. */
export const ZExportedAccount = z.object({
  profile: ZUserDetail.omit({ maskedBy: true }),
  emailVerifiedAt: z.string().nullable(),
  phoneVerifiedAt: z.string().nullable(),
  totpEnabledAt: z.string().nullable(),
  /** How they asked to hear from us (email, SMS…). */
  notificationSettings: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

/** A consult with its history of states: each change, when it happened and to what. */
export const ZExportedConsult = ZAppointmentListItem.extend({
  history: z.array(
    z.object({
      action: z.string(),
      fromStatus: ZAppointmentStatus.nullable(),
      toStatus: ZAppointmentStatus,
      at: z.string(),
    }),
  ),
});

export const ZExportedWaitlistEntry = z.object({
  id: z.string().uuid(),
  doctorName: z.string().nullable(),
  specialty: z.string().nullable(),
  status: z.enum(WAITLIST_ENTRY_STATUSES),
  joinedAt: z.string(),
});

/**
 * A signed clinical note as a patient reads it: the plain-language summary the doctor wrote for
 * them (decision 0038). The clinical fields are given on request, after a clinician's check.
 */
export const ZExportedNote = z.object({
  appointmentId: z.string().uuid(),
  summary: z.string(),
  signedAt: z.string(),
  signedBy: ZNotePerson.nullable(),
});

export const ZPrivacyExport = z.object({
  /** What this file is and what it leaves out, in words. */
  about: z.object({
    generatedAt: z.string(),
    patientId: z.string().uuid(),
    notes: z.array(z.string()),
  }),
  account: ZExportedAccount,
  familyMembers: z.array(ZFamilyMember),
  consults: z.array(ZExportedConsult),
  waitlist: z.array(ZExportedWaitlistEntry),
  chatMessages: z.array(ZChatMessage),
  clinicalNotes: z.array(ZExportedNote),
  documents: z.array(ZClinicalDocument),
  files: z.array(ZStoredFile),
  payments: z.array(ZPayment),
  paymentMethods: z.array(ZPaymentMethod),
  invoices: z.array(ZInvoice),
  faxes: z.array(ZReceivedFax),
  /** Staff who opened the record, emergency (break-glass) openings and admins acting as you. */
  accessHistory: z.array(ZAccessHistoryEntry),
});
export type TPrivacyExport = z.infer<typeof ZPrivacyExport>;
