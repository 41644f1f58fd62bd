import { type TCertificateRequestDetails, ZCertificateRequestDetails } from '@curo/core/certificate-requests';
import { ErrorCode } from '@curo/core/errors';
import type { TAppointmentType } from '@curo/core/scheduling';
import { schedulingMessages } from '@curo/core/scheduling';
import type { TAppointmentDocument, TDateOffer, TRequestAppointment } from '@curo/core/scheduling-requests';
import type { Db, Executor } from '../../../db/client';
import type { Principal } from '../../../platform/auth/auth-guard';
import { AppError, notFound } from '../../../platform/errors';
import { findFamilyMember } from '../../family-members';
import { findUserById } from '../../users';
import { detailsOf, toAppointmentDto } from '../appointment-dto';
import {
  type AppointmentEffects,
  announceAppointmentChange,
  recordAppointmentChange,
} from '../appointment-effects';
import { type AppointmentRow, insertAppointment } from '../appointments.repository';
import { findDoctorSchedulingProfile } from '../availability.repository';
import { patientFor } from '../book-scheduled';
import { consultSettingsOf } from '../manage-availability';
import { type AppointmentFileRow, type DateOfferRow, someDoctorHasSpecialty } from './requests.repository';

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** A certificate request's stored ask and outcome (decision 0043), or null for any other consult. */
export function certificateOf(d: Record<string, unknown>): TCertificateRequestDetails | null {
  if (d.purpose !== 'certificate') return null;
  const parsed = ZCertificateRequestDetails.safeParse(d.certificate);
  return parsed.success ? parsed.data : null;
}

export const toRequestDto = (row: AppointmentRow): TRequestAppointment => {
  const d = detailsOf(row);
  return {
    ...toAppointmentDto(row),
    details: {
      specialty: text(d.specialty),
      preferredTimes: text(d.preferredTimes),
      duration: typeof d.duration === 'number' ? d.duration : null,
      phone: text(d.phone),
      preferredFrom: text(d.preferredFrom),
      preferredTo: text(d.preferredTo),
      question: text(d.question),
      answer: text(d.answer),
      response: text(d.response),
      respondedAt: text(d.respondedAt),
      followUpOf: row.followUpOf,
      instructions: text(d.instructions),
      certificate: certificateOf(d),
    },
  };
};

export const toOfferDto = (row: DateOfferRow): TDateOffer => ({
  id: row.id,
  appointmentId: row.appointmentId,
  doctorId: row.doctorId,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  duration: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

export const toDocumentDto = (row: AppointmentFileRow): TAppointmentDocument => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  uploadedBy: row.uploadedBy,
  createdAt: row.createdAt.toISOString(),
});

export const forbidden = (message = 'You cannot do this to this appointment') =>
  new AppError(ErrorCode.FORBIDDEN, message);

/** An active doctor who takes consults of `kind` (404 when there is no such doctor, 409 when not this kind). */
export async function doctorTaking(
  db: Executor,
  doctorId: string,
  kind: TAppointmentType,
  duration?: number,
): Promise<void> {
  const doctor = await findUserById(db, doctorId);
  if (doctor?.role !== 'doctor' || doctor.status !== 'active' || doctor.deletedAt)
    throw notFound('Doctor not found');
  const profile = await findDoctorSchedulingProfile(db, doctorId);
  const settings = consultSettingsOf(profile?.consultSettings);
  if (!settings.kinds.includes(kind))
    throw new AppError(ErrorCode.KIND_NOT_OFFERED, schedulingMessages.kindNotOffered);
  if (duration !== undefined && !(settings.durations as readonly number[]).includes(duration))
    throw new AppError(ErrorCode.VALIDATION_ERROR, schedulingMessages.durationNotOffered);
}

export async function assertSpecialtyOffered(db: Executor, specialty: string): Promise<void> {
  if (!(await someDoctorHasSpecialty(db, specialty)))
    throw notFound('No doctor offers that specialty at the moment');
}

/**
 * Creates a consult that starts as a request (request, callback, offline, follow-up request), with
 * its history row, and announces it. `patientId` is resolved by the caller.
 */
export async function insertRequestAppointment(
  db: Db,
  principal: Principal,
  fields: {
    type: TAppointmentType;
    patientId: string;
    doctorId: string | null;
    familyMemberId?: string | null;
    reason: string;
    details: Record<string, unknown>;
    followUpOf?: string | null;
  },
  effects: AppointmentEffects,
  action: string,
  /** More writes that must commit with the appointment (the offline consult's documents). */
  alsoInTransaction?: (tx: Executor, row: AppointmentRow) => Promise<void>,
): Promise<AppointmentRow> {
  const row = await db.transaction(async (tx) => {
    const inserted = await insertAppointment(tx, {
      type: fields.type,
      status: 'requested',
      patientId: fields.patientId,
      doctorId: fields.doctorId,
      familyMemberId: fields.familyMemberId ?? null,
      reason: fields.reason,
      details: fields.details,
      followUpOf: fields.followUpOf ?? null,
      bookedBy: principal.actorId ?? principal.userId,
    });
    await alsoInTransaction?.(tx, inserted);
    await recordAppointmentChange(
      tx,
      { row: inserted, action, fromStatus: null, principal, details: { type: fields.type } },
      effects,
    );
    return inserted;
  });
  await announceAppointmentChange(effects, row, action);
  return row;
}

/** The patient a request is for (the caller, or the one staff name) and their family member, checked. */
export async function requestPatient(
  db: Executor,
  principal: Principal,
  patientId: string | undefined,
  familyMemberId?: string,
): Promise<string> {
  const id = await patientFor(db, principal, patientId);
  if (familyMemberId && !(await findFamilyMember(db, id, familyMemberId)))
    throw notFound('Family member not found');
  return id;
}

/** A 409 for an action a consult's kind does not take (date offers on a callback, say). */
export const wrongKind = (type: TAppointmentType, what: string) =>
  new AppError(ErrorCode.WRONG_KIND, `This is a ${type} consult: it does not take ${what}`);
