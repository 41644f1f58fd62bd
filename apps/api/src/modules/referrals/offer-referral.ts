import { ErrorCode } from '@curo/core/errors';
import {
  GENERAL_PRACTICE,
  referralMessages,
  referralValidityRefusal,
  referralValidUntil,
  referrerKindOf,
  sydneyDay,
  type TReferral,
  type TReferralTargetInput,
  type TReferralValidity,
} from '@curo/core/referrals';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import { toReferralDto } from './referral-dto';
import { mayOfferFrom, OFFERABLE_STATUSES, referralScope } from './referrals.policy';
import {
  findConsult,
  findDoctor,
  findReferralView,
  findSpecialtyName,
  insertReferral,
  type NewReferral,
} from './referrals.repository';

const isGp = (name: string) => name.trim().toLowerCase() === GENERAL_PRACTICE.toLowerCase();
const invalid = (message: string) => new AppError(ErrorCode.VALIDATION_ERROR, message);

/** Where the referral goes, checked against Curo's specialties and doctors. */
async function resolveTarget(
  db: Db,
  principal: Principal,
  target: TReferralTargetInput,
): Promise<Pick<NewReferral, 'targetKind' | 'targetSpecialty' | 'targetDoctorId' | 'external'>> {
  if (target.kind === 'specialty') {
    if (isGp(target.specialty)) throw invalid(referralMessages.notASpecialty);
    const name = await findSpecialtyName(db, target.specialty);
    if (!name) throw invalid(referralMessages.unknownSpecialty);
    return { targetKind: 'specialty', targetSpecialty: name, targetDoctorId: null, external: null };
  }
  if (target.kind === 'doctor') {
    if (target.doctorId === principal.userId) throw invalid(referralMessages.selfReferral);
    const doctor = await findDoctor(db, target.doctorId);
    if (doctor?.role !== 'doctor' || doctor.status !== 'active' || doctor.deletedAt)
      throw invalid(referralMessages.unknownDoctor);
    const theirs = doctor.specialties.filter((s) => !isGp(s));
    const wanted = target.specialty?.toLowerCase();
    const specialty = wanted ? theirs.find((s) => s.toLowerCase() === wanted) : theirs[0];
    if (!specialty) throw invalid(referralMessages.doctorLacksSpecialty);
    return { targetKind: 'doctor', targetSpecialty: specialty, targetDoctorId: doctor.id, external: null };
  }
  return {
    targetKind: 'external',
    targetSpecialty: target.specialty ?? null,
    targetDoctorId: null,
    external: {
      name: target.name,
      practice: target.practice ?? null,
      specialty: target.specialty ?? null,
      email: target.email ?? null,
      fax: target.fax ?? null,
      phone: target.phone ?? null,
    },
  };
}

/**
 * `POST /appointments/{id}/offerReferral`: the consult's doctor offers its patient a referral, from a
 * consult under way or over. Whether the doctor refers as a GP or a specialist comes from their
 * profile's specialties at this moment and is stored with the referral; it sets the validity
 * (12 months or as stated from a GP, 3 months from a specialist), counted in Sydney days from today.
 */
export async function offerReferral({
  db,
  principal,
  appointmentId,
  input,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  input: {
    target: TReferralTargetInput;
    reason: string;
    clinicalDetails: string;
    validity: TReferralValidity;
  };
  now?: Date;
}): Promise<TReferral> {
  const consult = await findConsult(db, appointmentId);
  if (!consult || !mayOfferFrom(principal, consult)) throw notFound(referralMessages.appointmentNotFound);
  if (!OFFERABLE_STATUSES.includes(consult.status))
    throw new AppError(ErrorCode.INVALID_STATE, referralMessages.notStarted);
  const me = await findDoctor(db, principal.userId);
  const referrerKind = referrerKindOf(me?.specialties ?? []);
  const refusal = referralValidityRefusal(referrerKind, input.validity);
  if (refusal) throw invalid(refusal);
  const target = await resolveTarget(db, principal, input.target);
  const issuedOn = sydneyDay(now);
  const row = await insertReferral(db, {
    appointmentId: consult.id,
    patientId: consult.patientId,
    referrerId: principal.userId,
    referrerKind,
    ...target,
    reason: input.reason,
    clinicalDetails: input.clinicalDetails,
    validityKind: input.validity.kind,
    validityMonths: input.validity.kind === 'months' ? input.validity.months : null,
    issuedOn,
    validUntil: referralValidUntil({ referrerKind, issuedOn, validity: input.validity }),
    createdAt: now,
    updatedAt: now,
  });
  const scope = referralScope(principal);
  const view = scope && (await findReferralView(db, row.id, scope, issuedOn));
  if (!view) throw new Error('a referral just written is out of its author’s reach');
  return toReferralDto(view);
}
