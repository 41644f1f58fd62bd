import { ErrorCode } from '@curo/core/errors';
import {
  onDemandMessages,
  type TOnShiftList,
  type TShift,
  type TShiftInput,
  type TShiftKind,
  type TShiftList,
} from '@curo/core/scheduling-on-demand';
import type { Db, Executor } from '../../../db/client';
import type { Principal } from '../../../platform/auth/auth-guard';
import { AppError, notFound } from '../../../platform/errors';
import {
  doctorActedFor,
  mayChangeShift,
  mayHoldShift,
  onDemandDoctor,
  shiftListOf,
} from './on-demand.policy';
import {
  deleteShift as deleteShiftRow,
  doctorsOnShift,
  findActiveDoctor,
  findShift,
  insertShift,
  listShifts as listShiftRows,
  lockDoctorShifts,
  overlappingShift,
  type ShiftRow,
  shiftWithName,
  updateShift as updateShiftRow,
} from './on-demand.repository';

const DAY_MS = 86_400_000;
const shiftNotFound = () => notFound('Shift not found');

const toShiftDto = (shift: ShiftRow, firstName: string, lastName: string): TShift => ({
  id: shift.id,
  kind: shift.kind,
  doctorId: shift.doctorId,
  doctorName: `${firstName} ${lastName}`,
  startsAt: shift.startsAt.toISOString(),
  endsAt: shift.endsAt.toISOString(),
  note: shift.note,
  createdAt: shift.createdAt.toISOString(),
});

/**
 * The doctor a shift is for (on-demand.policy.ts: whose shifts the caller manages, and who may
 * hold a shift of the kind). A doctor asking for themselves hears 403; an admin naming someone who
 * may not hold it, 400.
 */
async function shiftDoctor(db: Executor, principal: Principal, kind: TShiftKind, named?: string) {
  const choice = doctorActedFor(principal, named);
  if (choice === 'notYours') throw new AppError(ErrorCode.FORBIDDEN, 'You can only manage your own shifts');
  if (choice === 'nameOne')
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'Choose the doctor (doctorId) the shift is for');
  const doctor = await findActiveDoctor(db, choice.doctorId);
  if (!doctor) throw notFound('Doctor not found');
  if (!mayHoldShift(kind, onDemandDoctor(doctor))) {
    const message =
      kind === 'instant' ? onDemandMessages.notInstantDoctor : onDemandMessages.notOnEmergencyShift;
    throw new AppError(
      doctor.user.id === principal.userId ? ErrorCode.FORBIDDEN : ErrorCode.VALIDATION_ERROR,
      message,
    );
  }
  return doctor;
}

function overlapError(other: ShiftRow) {
  return new AppError(
    ErrorCode.SHIFT_OVERLAP,
    `${onDemandMessages.shiftOverlap} (${other.startsAt.toISOString()} to ${other.endsAt.toISOString()})`,
  );
}

function assertFuture(endsAt: Date) {
  if (endsAt.getTime() <= Date.now())
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'The shift must end in the future');
}

/** `GET /shifts` and `/emergencyShifts`: shifts overlapping [from, to); doctors see their own. */
export async function listShifts({
  db,
  principal,
  kind,
  query,
}: {
  db: Executor;
  principal: Principal;
  kind: TShiftKind;
  query: { doctorId?: string; from?: string; to?: string; page: number; pageSize: number };
}): Promise<TShiftList> {
  const whose = shiftListOf(principal, query.doctorId);
  if (!whose) throw notFound('Doctor not found');
  const from = query.from ? new Date(query.from) : new Date();
  const to = query.to ? new Date(query.to) : new Date(from.getTime() + 14 * DAY_MS);
  if (to <= from) throw new AppError(ErrorCode.VALIDATION_ERROR, '`to` must be after `from`');
  if (to.getTime() - from.getTime() > 366 * DAY_MS)
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'Ask for at most a year of shifts at a time');
  const { rows, total } = await listShiftRows(db, {
    kind,
    doctorId: whose.doctorId,
    from,
    to,
    page: query.page,
    pageSize: query.pageSize,
  });
  return {
    items: rows.map((r) => toShiftDto(r.shift, r.firstName, r.lastName)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** `POST /shifts` and `/emergencyShifts`: no overlap with the doctor's other shifts of the kind. */
export async function createShift({
  db,
  principal,
  kind,
  input,
}: {
  db: Db;
  principal: Principal;
  kind: TShiftKind;
  input: TShiftInput;
}): Promise<TShift> {
  const doctor = await shiftDoctor(db, principal, kind, input.doctorId);
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  assertFuture(endsAt);
  const row = await db.transaction(async (tx) => {
    await lockDoctorShifts(tx, doctor.user.id);
    const other = await overlappingShift(tx, { kind, doctorId: doctor.user.id, startsAt, endsAt });
    if (other) throw overlapError(other);
    return insertShift(tx, {
      kind,
      doctorId: doctor.user.id,
      startsAt,
      endsAt,
      note: input.note ?? null,
      createdBy: principal.actorId ?? principal.userId,
    });
  });
  return toShiftDto(row, doctor.user.firstName, doctor.user.lastName);
}

/** A shift the caller may change (on-demand.policy.ts); others answer 404. */
async function ownShift(db: Executor, principal: Principal, kind: TShiftKind, id: string) {
  const shift = await findShift(db, id, kind);
  if (!shift || !mayChangeShift(principal, shift)) throw shiftNotFound();
  return shift;
}

/** `PUT /shifts/{id}`: new times (and, for admins, another doctor); the same rules as creating. */
export async function updateShift({
  db,
  principal,
  kind,
  id,
  input,
}: {
  db: Db;
  principal: Principal;
  kind: TShiftKind;
  id: string;
  input: TShiftInput;
}): Promise<TShift> {
  const shift = await ownShift(db, principal, kind, id);
  // Naming nobody keeps the shift's doctor (for anyone but an admin, that is themselves).
  const doctor = await shiftDoctor(db, principal, kind, input.doctorId ?? shift.doctorId);
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  assertFuture(endsAt);
  await db.transaction(async (tx) => {
    await lockDoctorShifts(tx, doctor.user.id);
    const other = await overlappingShift(tx, {
      kind,
      doctorId: doctor.user.id,
      startsAt,
      endsAt,
      exceptId: id,
    });
    if (other) throw overlapError(other);
    const saved = await updateShiftRow(tx, id, {
      doctorId: doctor.user.id,
      startsAt,
      endsAt,
      note: input.note === undefined ? shift.note : input.note,
    });
    if (!saved) throw shiftNotFound();
  });
  const named = await shiftWithName(db, id);
  if (!named) throw shiftNotFound();
  return toShiftDto(named.shift, named.firstName, named.lastName);
}

/** `DELETE /shifts/{id}`. */
export async function deleteShift({
  db,
  principal,
  kind,
  id,
}: {
  db: Db;
  principal: Principal;
  kind: TShiftKind;
  id: string;
}): Promise<void> {
  await ownShift(db, principal, kind, id);
  await deleteShiftRow(db, id);
}

/** Who is on a shift of `kind` right now (for the queue and emergency dispatch). */
export async function onShiftNow(db: Executor, kind: TShiftKind): Promise<TOnShiftList> {
  const rows = await doctorsOnShift(db, kind);
  return {
    items: rows.map((r) => ({
      doctorId: r.doctorId,
      firstName: r.firstName,
      lastName: r.lastName,
      shiftId: r.shiftId,
      until: r.until.toISOString(),
    })),
  };
}
