import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';
import { familyMembers, users } from './identity';
import { appointments } from './scheduling';

/**
 * Clinical documents (decision 0039): a medical certificate, a referral letter or a consult
 * summary, issued by a consult's doctor. The PDF as issued is kept in private storage
 * (`storageKey`), so what is served later is what was signed; the doctor's name, provider number
 * and the patient's initials are kept as they were then, for the public verification answer.
 */
export const clinicalDocuments = pgTable(
  'clinical_documents',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    kind: text('kind', { enum: ['medical_certificate', 'referral_letter', 'consult_summary'] }).notNull(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'restrict' }),
    /** The account holder: whose documents page lists it. */
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyMemberId: uuid('family_member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Ten characters of Crockford base32, stored without the dash. */
    verificationCode: text('verification_code').notNull().unique(),
    /** Whom it is about, as written on it. */
    patientName: text('patient_name').notNull(),
    patientInitials: text('patient_initials').notNull(),
    doctorName: text('doctor_name').notNull(),
    providerNumber: text('provider_number'),
    /** What the doctor wrote: the request body of its kind. */
    details: jsonb('details').notNull(),
    /** A certificate's days (Sydney dates); null for other kinds. */
    certificateFrom: date('certificate_from'),
    certificateTo: date('certificate_to'),
    /** Days the certificate starts before its issue date (within CERTIFICATE_MAX_BACKDATE_DAYS). */
    backdatedDays: integer('backdated_days').notNull().default(0),
    storageKey: text('storage_key').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('clinical_documents_patient_idx').on(t.patientId, t.issuedAt),
    index('clinical_documents_appointment_idx').on(t.appointmentId, t.issuedAt),
  ],
);

/**
 * A document sent by email as a link: to the patient, or with the patient's consent (who recorded
 * it and when) to a third party. Only the token's SHA-256 is kept; the link expires at `expiresAt`
 * and works once (`usedAt`, with the IP that used it).
 */
export const documentShares = pgTable(
  'document_shares',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    documentId: uuid('document_id')
      .notNull()
      .references(() => clinicalDocuments.id, { onDelete: 'cascade' }),
    recipient: text('recipient', { enum: ['patient', 'third_party'] }).notNull(),
    email: text('email').notNull(),
    recipientName: text('recipient_name'),
    tokenHash: text('token_hash').notNull().unique(),
    sharedBy: uuid('shared_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The patient's consent, as the sender recorded it (every share; required for a third party). */
    consentRecordedBy: uuid('consent_recorded_by').references(() => users.id, { onDelete: 'set null' }),
    consentRecordedAt: timestamp('consent_recorded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedIp: text('used_ip'),
  },
  (t) => [index('document_shares_document_idx').on(t.documentId)],
);
