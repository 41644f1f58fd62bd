import { ErrorCode } from '@curo/core/errors';
import { referralExpiredOn, referralMessages, sydneyDay } from '@curo/core/referrals';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import { bookingLive, findDoctor, lockReferral, markBooked } from './referrals.repository';

/**
 * Attaches a referral to the consult being booked with it (scheduling's bookSlot calls this inside
 * its transaction, so a refusal books nothing). The referral must be the patient's (404 otherwise),
 * internal, accepted (or booked on a consult since cancelled or lapsed), still valid on the day of
 * booking, and for this doctor: the named specialist, or a doctor who lists its specialty (409
 * REFERRAL_NOT_BOOKABLE or REFERRAL_EXPIRED).
 */
export async function attachReferralToBooking(
  tx: Executor,
  {
    referralId,
    patientId,
    doctorId,
    appointmentId,
    now = new Date(),
  }: { referralId: string; patientId: string; doctorId: string; appointmentId: string; now?: Date },
): Promise<void> {
  const referral = await lockReferral(tx, referralId);
  if (!referral || referral.patientId !== patientId) throw notFound(referralMessages.notFound);
  const notBookable = (message: string) => new AppError(ErrorCode.REFERRAL_NOT_BOOKABLE, message);
  if (referral.targetKind === 'external') throw notBookable(referralMessages.notInternal);
  const free =
    referral.status === 'accepted' ||
    (referral.status === 'booked' && !(await bookingLive(tx, referral.bookedAppointmentId)));
  if (!free)
    throw notBookable(
      referral.status === 'offered' ? referralMessages.notAccepted : referralMessages.notBookable,
    );
  if (referralExpiredOn(referral.validUntil, sydneyDay(now))) throw new AppError(ErrorCode.REFERRAL_EXPIRED);
  if (referral.targetKind === 'doctor' && referral.targetDoctorId !== doctorId)
    throw notBookable(referralMessages.wrongDoctor);
  if (referral.targetKind === 'specialty') {
    const doctor = await findDoctor(tx, doctorId);
    const wanted = referral.targetSpecialty?.toLowerCase();
    if (!doctor?.specialties.some((s) => s.toLowerCase() === wanted))
      throw notBookable(referralMessages.wrongDoctor);
  }
  await markBooked(tx, referral.id, appointmentId, now);
}
