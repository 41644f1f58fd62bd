import { ErrorCode } from '@curo/core/errors';
import type { TAppointment } from '@curo/core/scheduling';
import type { ZAdminEditRequest, ZChangePriceRequest } from '@curo/core/scheduling-staff';
import { staffMessages, type TAmendRequest } from '@curo/core/scheduling-staff';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { Principal } from '../../../platform/auth/auth-guard';
import { AppError, notFound } from '../../../platform/errors';
import { findUserById } from '../../users';
import type { AppointmentEffects } from '../appointment-effects';
import { appointmentFor } from '../appointments.policy';
import type { AppointmentRow, NewAppointment } from '../appointments.repository';
import { assertBookable } from '../book-scheduled';
import { transitionAppointment } from '../transition-appointment';

const MINUTE_MS = 60_000;

interface Change {
  db: Db;
  principal: Principal;
  id: string;
  effects: AppointmentEffects;
}

const minutesOf = (row: AppointmentRow) =>
  row.startsAt && row.endsAt ? Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / MINUTE_MS) : null;

/** The new time of a consult moved to `startsAt` (ISO) for `duration` minutes (or its own length). */
function newTime(current: AppointmentRow, startsAt: string | undefined, duration: number | undefined) {
  if (startsAt === undefined && duration === undefined) return null;
  const start = startsAt ? new Date(startsAt) : current.startsAt;
  const minutes = duration ?? minutesOf(current);
  if (!start || !minutes)
    throw new AppError(ErrorCode.NO_TIME, 'This consult has no time yet: it cannot be moved');
  return { startsAt: start, endsAt: new Date(start.getTime() + minutes * MINUTE_MS), minutes };
}

/**
 * `POST /appointments/{id}/amend`: the patient or the doctor moves the consult to another free
 * time (the doctor's rules apply, its own current time is not in the way) or corrects the reason.
 */
export async function amendAppointment({
  db,
  principal,
  id,
  effects,
  request,
}: Change & { request: TAmendRequest }): Promise<TAppointment> {
  const current = await appointmentFor(db, principal, id);
  const time = newTime(current, request.startsAt, request.duration);
  const changes: Partial<NewAppointment> = {};
  if (request.reason !== undefined) changes.reason = request.reason;
  if (time) {
    if (!current.doctorId) throw new AppError(ErrorCode.NO_TIME, 'This consult has no doctor yet');
    await assertBookable(db, current.doctorId, time.startsAt, time.minutes, new Date(), current.id);
    changes.startsAt = time.startsAt;
    changes.endsAt = time.endsAt;
  }
  return transitionAppointment({
    db,
    principal,
    id,
    action: 'amend',
    changes,
    details: {
      ...(time
        ? {
            previousStartsAt: current.startsAt?.toISOString() ?? null,
            startsAt: time.startsAt.toISOString(),
            duration: time.minutes,
          }
        : {}),
      ...(request.reason !== undefined ? { reasonChanged: true } : {}),
    },
    ...effects,
  });
}

/**
 * `POST /appointments/{id}/changeSpecialist`: the consult moves to another doctor (an admin, or
 * the doctor handing it over). The new doctor must be free at its time.
 */
export async function changeSpecialist({
  db,
  principal,
  id,
  effects,
  doctorId,
  note,
}: Change & { doctorId: string; note?: string }): Promise<TAppointment> {
  const current = await appointmentFor(db, principal, id);
  if (current.doctorId === doctorId)
    throw new AppError(ErrorCode.SAME_SPECIALIST, staffMessages.sameSpecialist);
  const doctor = await findUserById(db, doctorId);
  if (doctor?.role !== 'doctor' || doctor.status !== 'active' || doctor.deletedAt)
    throw notFound('Specialist not found');
  const minutes = minutesOf(current);
  if (current.startsAt && minutes)
    await assertBookable(db, doctorId, current.startsAt, minutes, new Date(), current.id);
  return transitionAppointment({
    db,
    principal,
    id,
    action: 'changeSpecialist',
    changes: { doctorId },
    details: { previousDoctorId: current.doctorId, doctorId, ...(note ? { note } : {}) },
    ...effects,
  });
}

/** `POST /appointments/{id}/changePrice` (admin): the fee, in cents, with why. */
export function changePrice({
  db,
  principal,
  id,
  effects,
  request,
}: Change & { request: z.infer<typeof ZChangePriceRequest> }): Promise<TAppointment> {
  return transitionAppointment({
    db,
    principal,
    id,
    action: 'changePrice',
    changes: { priceCents: request.priceCents },
    details: { priceCents: request.priceCents, reason: request.reason },
    ...effects,
  });
}

/**
 * `POST /appointments/{id}/adminEdit` (admin): the reason, a note, or the time. An admin may
 * place a consult outside the doctor's published hours; the no-overlap constraint still holds.
 */
export async function adminEdit({
  db,
  principal,
  id,
  effects,
  request,
}: Change & { request: z.infer<typeof ZAdminEditRequest> }): Promise<TAppointment> {
  const current = await appointmentFor(db, principal, id);
  const time = newTime(current, request.startsAt, request.duration);
  const changes: Partial<NewAppointment> = {};
  if (request.reason !== undefined) changes.reason = request.reason;
  if (request.adminNote !== undefined)
    changes.details = { ...(current.details as Record<string, unknown>), adminNote: request.adminNote };
  if (time) {
    changes.startsAt = time.startsAt;
    changes.endsAt = time.endsAt;
  }
  return transitionAppointment({
    db,
    principal,
    id,
    action: 'adminEdit',
    changes,
    details: {
      fields: Object.keys(request).filter((k) => request[k as keyof typeof request] !== undefined),
      ...(time
        ? { previousStartsAt: current.startsAt?.toISOString() ?? null, startsAt: time.startsAt.toISOString() }
        : {}),
    },
    ...effects,
  });
}
