import { IHI_STATUSES } from '@curo/core/ihi';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * The IHI a patient's consult submitted (`POST /appointments/{id}/submit/ihi`, decision 0040): the
 * number itself stays on the patient's profile (`patient_profiles.ihi`); this row says it is
 * unverified (the HI Service is never called), who submitted it and when.
 */
export const patientIhiSubmissions = pgTable('patient_ihi_submissions', {
  patientId: uuid('patient_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ihi: text('ihi').notNull(),
  status: text('status', { enum: IHI_STATUSES }).notNull().default('unverified'),
  submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
});
