import { ErrorCode } from '@curo/core/errors';
import {
  FILE_KINDS,
  fileMessages,
  type TFileKind,
  type TUploadableKind,
  UPLOADABLE_KINDS,
} from '@curo/core/files';
import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import { appointmentFor, partyOf } from '../scheduling/appointments.policy';
import type { FileRow } from './files.repository';

/**
 * Who may do what with the file store (decision 0040). Every file is private: anyone the rule
 * does not name gets 404, as for any record not theirs.
 *
 * - `referrals` belong to a consult: its patient, its treating clinicians (its doctor, and a
 *   doctor or nurse who booked it or was added to it) and admins upload, list and download them;
 *   whoever uploaded one, or an admin, removes it.
 * - `masters` are a doctor's own letter templates: the doctor uploads, lists, downloads and removes
 *   them; admins list and download anyone's.
 * - `temp` files are their uploader's alone (admins too get 404): anyone signed in may keep one
 *   for 24 hours.
 * - `call-recordings` follow the consult room's own rule (the doctor who recorded, admins).
 */

const CLINICIANS: readonly string[] = ['doctor', 'instantDoctor', 'nurse'];

/** A container name as the address gives it: one of the kinds, or 404. */
export function kindOf(name: string): TFileKind {
  if (!(FILE_KINDS as readonly string[]).includes(name)) throw notFound(fileMessages.containerNotFound);
  return name as TFileKind;
}

/** A kind uploaded through the store: call recordings are made by the consult room (400). */
export function uploadableKind(kind: TFileKind): TUploadableKind {
  if (!(UPLOADABLE_KINDS as readonly string[]).includes(kind))
    throw new AppError(ErrorCode.BAD_REQUEST, fileMessages.recordingsNotUploaded);
  return kind as TUploadableKind;
}

/**
 * The consult whose referral files the caller may handle: its patient, a treating clinician or an
 * admin. Anyone else, a consult that does not exist included, gets 404.
 */
export async function consultForFiles(db: Executor, principal: Principal, appointmentId: string) {
  const row = await appointmentFor(db, principal, appointmentId);
  if (principal.role === 'admin') return row;
  const party = partyOf(principal, row);
  if (party === 'patient' || party === 'doctor') return row;
  if (CLINICIANS.includes(principal.role)) return row;
  throw notFound('Appointment not found');
}

/** Whether the caller is the consult's patient (their own reads are theirs, not staff's). */
export const isPatientOf = (principal: Principal, row: { patientId: string }) =>
  principal.userId === row.patientId;

/** Keeping letter templates: doctors only (403 for other roles). */
export function assertMayKeepMasters(principal: Principal): void {
  if (principal.role !== 'doctor' && principal.role !== 'instantDoctor')
    throw new AppError(ErrorCode.FORBIDDEN, fileMessages.mastersDoctorsOnly);
}

/** Whether the caller may read a template or temp file (referrals ask `consultForFiles`). */
export function mayReadOwnFile(principal: Principal, file: FileRow): boolean {
  if (file.ownerId === principal.userId) return true;
  return file.kind === 'masters' && principal.role === 'admin';
}

/** Whether the caller may remove a file: whoever uploaded it, or an admin (not a temp file's). */
export function mayRemove(principal: Principal, file: FileRow): boolean {
  if (file.ownerId === principal.userId) return true;
  return principal.role === 'admin' && file.kind !== 'temp';
}
