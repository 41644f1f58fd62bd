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
import { consultSettingsOf } from '../manage-availability';
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

/** Sees every shift (rosters are run by them). */
const seesAll = (principal: Principal) => principal.role === 'admin' || principal.role === 'nurse';

/**
 * Whose shift this may be: instant shifts belong to instant doctors; emergency shifts to doctors
 * whose consult settings take emergencies. A doctor manages only their own; admins anyone's.
 */
async function shiftDoctor(db: Executor, principal: Principal, kind: TShiftKind, doctorId?: string) {
  if (principal.role !== 'admin') {
    if (doctorId && doctorId !== principal.userId)
      throw new AppError(ErrorCode.FORBIDDEN, 'You can only manage your own shifts');
  } else if (!doctorId) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'Choose the doctor (doctorId) the shift is for');
  }
  const id = doctorId ?? principal.userId;
  const doctor = await findActiveDoctor(db, id);
  if (!doctor) throw notFound('Doctor not found');
  const self = principal.role !== 'admin';
  if (kind === 'instant' && doctor.user.role !== 'instantDoctor')
    throw self
      ? new AppError(ErrorCode.FORBIDDEN, onDemandMessages.notInstantDoctor)
      : new AppError(ErrorCode.VALIDATION_ERROR, onDemandMessages.notInstantDoctor);
  if (
    kind === 'emergency' &&
    (doctor.user.role !== 'doctor' || !consultSettingsOf(doctor.consultSettings).acceptsEmergency)
  )
    throw self
      ? new AppError(ErrorCode.FORBIDDEN, onDemandMessages.notOnEmergencyShift)
      : new AppError(ErrorCode.VALIDATION_ERROR, onDemandMessages.notOnEmergencyShift);
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
  if (!seesAll(principal) && query.doctorId && query.doctorId !== principal.userId)
    throw notFound('Doctor not found');
  const doctorId = seesAll(principal) ? query.doctorId : principal.userId;
  const from = query.from ? new Date(query.from) : new Date();
  const to = query.to ? new Date(query.to) : new Date(from.getTime() + 14 * DAY_MS);
  if (to <= from) throw new AppError(ErrorCode.VALIDATION_ERROR, '`to` must be after `from`');
  if (to.getTime() - from.getTime() > 366 * DAY_MS)
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'Ask for at most a year of shifts at a time');
  const { rows, total } = await listShiftRows(db, {
    kind,
    doctorId,
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

/** A shift the caller may change: their own, or anyone's for an admin; others answer 404. */
async function ownShift(db: Executor, principal: Principal, kind: TShiftKind, id: string) {
  const shift = await findShift(db, id, kind);
  if (!shift || (principal.role !== 'admin' && shift.doctorId !== principal.userId)) throw shiftNotFound();
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
  const doctor = await shiftDoctor(
    db,
    principal,
    kind,
    input.doctorId ?? (principal.role === 'admin' ? shift.doctorId : undefined),
  );
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
