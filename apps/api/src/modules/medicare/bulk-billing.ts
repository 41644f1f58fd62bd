import {
  BULK_BILLING_REASONS,
  isValidMedicareNumber,
  medicareCardExpired,
  type TBulkBillingQuery,
  type TBulkBillingResult,
} from '@curo/core/medicare';
import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { findPatientProfile } from '../users';
import { findMatchingMbsItem, findProvider } from './medicare.repository';

export type BulkBillingAnswer =
  | { eligible: true; item: { itemNumber: string; feeCents: number; description: string } }
  | { eligible: false; reason: string };

/**
 * Whether a consult may be bulk billed (Medicare pays the doctor; the patient pays nothing), and
 * under which MBS item. It may when an active, bulk-billable item covers the kind of consult and
 * its length (the most specific one), and the patient's profile holds a Medicare card (number,
 * reference number and expiry) that has not expired at `now`. The first rule the consult breaks is
 * the reason given, in the words the patient reads. When `doctorId` is given, that doctor must
 * have a Medicare provider number, without which Medicare pays nobody.
 *
 * Booking asks this in its own transaction (pass it as `db`); the patient's assignment consent is
 * booking's to record.
 */
export async function bulkBillingFor(
  db: Executor,
  {
    doctorId,
    ...consult
  }: { patientId: string; consultType: string; durationMinutes: number; doctorId?: string; now?: Date },
): Promise<BulkBillingAnswer> {
  const doctor = doctorId === undefined ? undefined : ((await findProvider(db, doctorId)) ?? null);
  return decide(db, { ...consult, doctor });
}

/** The rules in order; `doctor` undefined when no doctor is named, null when the one named is not one. */
async function decide(
  db: Executor,
  {
    patientId,
    consultType,
    durationMinutes,
    doctor,
    now = new Date(),
  }: {
    patientId: string;
    consultType: string;
    durationMinutes: number;
    doctor: { providerNumber: string | null } | null | undefined;
    now?: Date;
  },
): Promise<BulkBillingAnswer> {
  const item = await findMatchingMbsItem(db, {
    consultType,
    minutes: durationMinutes,
    bulkBillableOnly: true,
  });
  if (!item) return { eligible: false, reason: BULK_BILLING_REASONS.noItem };
  if (doctor !== undefined && !doctor?.providerNumber?.trim())
    return { eligible: false, reason: BULK_BILLING_REASONS.noProviderNumber };
  const profile = await findPatientProfile(db, patientId);
  const number = profile?.medicareNumber?.trim();
  const expiry = profile?.medicareExpiry?.trim();
  if (!number || profile?.medicareIrn == null || !expiry)
    return { eligible: false, reason: BULK_BILLING_REASONS.noCard };
  if (!isValidMedicareNumber(number)) return { eligible: false, reason: BULK_BILLING_REASONS.invalidCard };
  if (medicareCardExpired(expiry, now)) return { eligible: false, reason: BULK_BILLING_REASONS.expired };
  return {
    eligible: true,
    item: { itemNumber: item.itemNumber, feeCents: item.feeCents, description: item.description },
  };
}

/**
 * `GET /medicareItems/bulkBilling`: whether the signed-in patient's consult with `doctorId`, of
 * `type` and `duration` minutes, could be bulk billed. A doctor who does not exist answers 404.
 */
export async function checkBulkBilling({
  db,
  principal,
  query,
  now,
}: {
  db: Executor;
  principal: Principal;
  query: TBulkBillingQuery;
  now?: Date;
}): Promise<TBulkBillingResult> {
  const doctor = await findProvider(db, query.doctorId);
  if (!doctor) throw notFound('Doctor not found');
  return decide(db, {
    patientId: principal.userId,
    consultType: query.type,
    durationMinutes: query.duration,
    doctor,
    now,
  });
}
