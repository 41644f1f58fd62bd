import type { TReferral, TReferralValidity } from '@curo/core/referrals';
import type { ReferralView } from './referrals.repository';

const validityOf = (row: ReferralView['referral']): TReferralValidity =>
  row.validityKind === 'months'
    ? { kind: 'months', months: row.validityMonths ?? 0 }
    : row.validityKind === 'indefinite'
      ? { kind: 'indefinite' }
      : { kind: 'standard' };

/** A referral as the API answers it: mapped field by field, so a new column never leaks. */
export function toReferralDto(view: ReferralView): TReferral {
  const row = view.referral;
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    patient: { id: row.patientId, name: `${view.patientFirst} ${view.patientLast}` },
    referrer: {
      id: row.referrerId,
      name: `Dr ${view.referrerFirst} ${view.referrerLast}`,
      kind: row.referrerKind,
      providerNumber: view.providerNumber,
    },
    target: {
      kind: row.targetKind,
      specialty: row.targetSpecialty,
      doctor:
        row.targetDoctorId && view.targetFirst
          ? { id: row.targetDoctorId, name: `Dr ${view.targetFirst} ${view.targetLast}` }
          : null,
      external: row.external
        ? {
            name: row.external.name,
            practice: row.external.practice,
            email: row.external.email,
            fax: row.external.fax,
            phone: row.external.phone,
          }
        : null,
    },
    reason: row.reason,
    clinicalDetails: row.clinicalDetails,
    validity: validityOf(row),
    issuedOn: row.issuedOn,
    validUntil: row.validUntil,
    status: view.shownStatus,
    responseReason: row.responseReason,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    bookedAppointmentId: view.bookingLive ? row.bookedAppointmentId : null,
    createdAt: row.createdAt.toISOString(),
  };
}
