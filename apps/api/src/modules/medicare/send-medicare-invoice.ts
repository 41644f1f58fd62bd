import { ErrorCode } from '@curo/core/errors';
import {
  CONSULT_KIND_NAMES,
  MEDICARE_ACCOUNT_REFUSALS,
  medicareMessages,
  type TMedicareInvoiceSent,
} from '@curo/core/medicare';
import { formatAud } from '@curo/core/money';
import type { TAppointmentType } from '@curo/core/scheduling';
import { doctorDisplayName } from '@curo/core/users';
import { DateTime } from 'luxon';
import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import type { MailAttachment } from '../../platform/mail/mail-transport';
import { findPatientProfile } from '../users';
import { assertMayRequestMedicareAccount } from './medicare.policy';
import {
  findConsultForAccount,
  findMatchingMbsItem,
  findMbsItemByNumber,
  findProvider,
  takenPaymentsFor,
} from './medicare.repository';
import { type MedicareAccount, renderMedicareAccount } from './medicare-account-pdf';

export interface BusinessDetails {
  name: string;
  abn: string | null;
}

const refuse = (message: string) => new AppError(ErrorCode.MEDICARE_ACCOUNT_UNAVAILABLE, message);

/** "3 March 2026", the day an instant falls on in `zone`. */
const dayIn = (instant: Date, zone: string) =>
  DateTime.fromJSDate(instant, { zone }).setLocale('en-AU').toFormat('d LLLL yyyy');

/**
 * A PDF travels in the outbox as base64 and must go out decoded. `encoding` is the attachment
 * option of nodemailer that says so; the mail platform passes it on once it knows the field.
 */

/**
 * `POST /appointments/sendMedicareInvoice`: emails the consult's patient a Medicare account for a
 * consult they paid for privately, with which they claim the Medicare rebate themselves (Curo
 * lodges no claims). Its patient, its doctor and admins may ask; anyone else gets 404. Refused
 * with 409 MEDICARE_ACCOUNT_UNAVAILABLE, and the reason, when the consult was not paid privately
 * (bulk billed, a company's, free), no payment was taken, the patient has no Medicare card on their
 * profile, the consult has no doctor with a provider number, or no MBS item applies.
 */
export async function sendMedicareInvoice({
  db,
  mail,
  business,
  principal,
  appointmentId,
  now = new Date(),
}: {
  db: Executor;
  mail: MailDelivery;
  business: BusinessDetails;
  principal: Principal;
  appointmentId: string;
  now?: Date;
}): Promise<TMedicareInvoiceSent> {
  const consult = await findConsultForAccount(db, appointmentId);
  assertMayRequestMedicareAccount(principal, consult);
  if (consult.billing !== 'private') throw refuse(MEDICARE_ACCOUNT_REFUSALS.notPrivate);
  const paid = await takenPaymentsFor(db, consult.id);
  if (paid.length === 0) throw refuse(MEDICARE_ACCOUNT_REFUSALS.notPaid);
  const doctor = consult.doctorId ? await findProvider(db, consult.doctorId) : undefined;
  if (!doctor) throw refuse(MEDICARE_ACCOUNT_REFUSALS.noDoctor);
  if (!doctor.providerNumber?.trim()) throw refuse(MEDICARE_ACCOUNT_REFUSALS.noProviderNumber);

  const profile = await findPatientProfile(db, consult.patientId);
  // A family member is on the account holder's card under their own reference number.
  const irn = consult.familyMemberId ? consult.familyIrn : (profile?.medicareIrn ?? null);
  const cardNumber = profile?.medicareNumber?.trim();
  if (!cardNumber || irn === null) throw refuse(MEDICARE_ACCOUNT_REFUSALS.noCard);

  const item = await itemFor(db, consult);
  if (!item) throw refuse(MEDICARE_ACCOUNT_REFUSALS.noItem);

  const zone = profile?.timeZone ?? 'Australia/Sydney';
  const capturedAt = paid.find((p) => p.capturedAt)?.capturedAt ?? null;
  const servedAt = consult.startsAt ?? capturedAt ?? now;
  const sum = (key: 'priceCents' | 'discountCents' | 'amountCents' | 'refundedCents') =>
    paid.reduce((acc, p) => acc + p[key], 0);
  const patientName = consult.familyMemberId
    ? `${consult.familyFirstName} ${consult.familyLastName}`
    : `${consult.patientFirstName} ${consult.patientLastName}`;
  const account: MedicareAccount = {
    business,
    issuedOn: dayIn(now, zone),
    dateOfService: dayIn(servedAt, zone),
    service: CONSULT_KIND_NAMES[consult.type as TAppointmentType] ?? 'Consult',
    item,
    provider: { name: doctorDisplayName(doctor), providerNumber: doctor.providerNumber },
    patient: { name: patientName, medicareNumber: cardNumber, irn, expiry: profile?.medicareExpiry ?? null },
    feeCents: sum('priceCents'),
    discountCents: sum('discountCents'),
    refundedCents: sum('refundedCents'),
    paidCents: sum('amountCents') - sum('refundedCents'),
    paidOn: capturedAt ? dayIn(capturedAt, zone) : null,
  };
  const pdf = await renderMedicareAccount(account);
  const attachment: MailAttachment = {
    filename: `medicare-account-${DateTime.fromJSDate(servedAt, { zone }).toISODate()}.pdf`,
    contentType: 'application/pdf',
    content: pdf.toString('base64'),
    encoding: 'base64',
  };
  const forWhom = consult.familyMemberId ? `${patientName}’s consult` : 'your consult';
  await mail.queueEmail(db, {
    toAddress: consult.patientEmail,
    subject: `Your Medicare account for the consult on ${account.dateOfService}`,
    textBody: [
      `Hello ${consult.patientFirstName},`,
      '',
      `Attached is the Medicare account for ${forWhom} with ${account.provider.name} on ${account.dateOfService}: MBS item ${item.number}, ${formatAud(account.paidCents)} paid.`,
      '',
      medicareMessages.patientClaims,
      '',
      'The account holds your Medicare card number, so keep it somewhere safe.',
      '',
      'Curo',
    ].join('\n'),
    attachments: [attachment],
  });
  void mail.kick();
  return { sent: true, itemNumber: item.number };
}

/** The consult's MBS item: the one it was billed under, else the item for its kind and length. */
async function itemFor(
  db: Executor,
  consult: { type: string; mbsItem: string | null; startsAt: Date | null; endsAt: Date | null },
): Promise<{ number: string; description: string | null } | null> {
  if (consult.mbsItem) {
    const known = await findMbsItemByNumber(db, consult.mbsItem);
    return { number: consult.mbsItem, description: known?.description ?? null };
  }
  if (!consult.startsAt || !consult.endsAt) return null;
  const minutes = Math.round((consult.endsAt.getTime() - consult.startsAt.getTime()) / 60_000);
  const match = await findMatchingMbsItem(db, {
    consultType: consult.type,
    minutes,
    bulkBillableOnly: false,
  });
  return match ? { number: match.itemNumber, description: match.description } : null;
}
