import type { TRole } from '@curo/core/auth';
import { BREAK_GLASS_MINUTES } from '@curo/core/users';
import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { recentActionsBy } from '../audit/search-audit';
import { hasConsultWith, patientsWithConsult } from '../scheduling/care-relationships';
import { findUserById, type UserRow } from './users.repository';

export const CLINICAL_ROLES: readonly TRole[] = ['doctor', 'nurse', 'instantDoctor'];

/** How long after a consult has ended its clinicians still see the patient's record. */
export const CONSULT_ACCESS_DAYS = 30;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The company of a company admin, which their rules need (read only for them). */
const companyOf = async (db: Executor, viewer: Principal) =>
  (await findUserById(db, viewer.userId))?.companyId ?? null;

/**
 * Why `viewer` may see a record, which also says how much of it they get: `company` is an
 * employer, who gets the narrow ZCompanyMember shape; the others get the whole record.
 */
export type RecordAccess = 'self' | 'admin' | 'company' | 'consult' | 'breakGlass';

const consultWindowStart = (now: Date) => new Date(now.getTime() - CONSULT_ACCESS_DAYS * DAY_MS);
const breakGlassWindowStart = (now: Date) => new Date(now.getTime() - BREAK_GLASS_MINUTES * MINUTE_MS);

/**
 * Whether, and on what ground, `viewer` may see `target`'s record at `now`: the one answer to
 * "who sees whose record" for every route (docs/decisions/0021). Anyone it turns away is told the
 * record does not exist (404), so ids cannot be probed.
 * - anyone sees themselves; admins see everyone;
 * - a company admin sees the people of their own company (narrowly, see RecordAccess);
 * - a doctor, nurse or instant doctor sees a patient while they have a consult with them (open,
 *   or ended less than CONSULT_ACCESS_DAYS ago; see scheduling's `hasConsultWith`), or for
 *   BREAK_GLASS_MINUTES after breaking the glass with a reason. A referral addressed to the
 *   clinician will be one more ground here once referrals are stored (there is no table yet).
 * Nobody but an admin sees a soft-deleted account.
 */
export async function recordAccess(
  db: Executor,
  viewer: Principal,
  target: UserRow,
  now: Date = new Date(),
): Promise<RecordAccess | null> {
  if (viewer.userId === target.id) return 'self';
  if (viewer.role === 'admin') return 'admin';
  if (target.deletedAt) return null;
  if (viewer.role === 'companyAdmin') {
    const companyId = await companyOf(db, viewer);
    return companyId !== null && target.companyId === companyId ? 'company' : null;
  }
  if (!CLINICAL_ROLES.includes(viewer.role) || target.role !== 'patient') return null;
  const clinicianId = viewer.userId;
  if (await hasConsultWith({ db, clinicianId, patientId: target.id, endedSince: consultWindowStart(now) }))
    return 'consult';
  const glass = await recentActionsBy({
    db,
    actorId: clinicianId,
    action: 'patient.break_glass',
    since: breakGlassWindowStart(now),
    subjectUserId: target.id,
  });
  return glass.length > 0 ? 'breakGlass' : null;
}

/** Whether `viewer` may see `target`'s record at all (see recordAccess). */
export async function canViewUser(
  db: Executor,
  viewer: Principal,
  target: UserRow,
  now: Date = new Date(),
): Promise<boolean> {
  return (await recordAccess(db, viewer, target, now)) !== null;
}

/** Whether the record is shown whole, or in the narrow shape an employer gets. */
export const seesWholeRecord = (access: RecordAccess) => access !== 'company';

/**
 * Which patients a search may return, and in which shape: every one for admins; the company's,
 * narrowly, for a company admin; for a clinician exactly those recordAccess lets them see (their
 * consults and live break-glass grants). Null: this caller may not search patients.
 */
export async function patientSearchScope(
  db: Executor,
  viewer: Principal,
  now: Date = new Date(),
): Promise<{ filter: { companyId?: string; ids?: string[] }; whole: boolean } | null> {
  if (viewer.role === 'admin') return { filter: {}, whole: true };
  if (viewer.role === 'companyAdmin') {
    const companyId = await companyOf(db, viewer);
    return companyId ? { filter: { companyId }, whole: false } : null;
  }
  if (!CLINICAL_ROLES.includes(viewer.role)) return null;
  const [consults, glass] = await Promise.all([
    patientsWithConsult({ db, clinicianId: viewer.userId, endedSince: consultWindowStart(now) }),
    recentActionsBy({
      db,
      actorId: viewer.userId,
      action: 'patient.break_glass',
      since: breakGlassWindowStart(now),
    }),
  ]);
  const ids = new Set(consults);
  for (const grant of glass) if (grant.subjectUserId) ids.add(grant.subjectUserId);
  return { filter: { ids: [...ids] }, whole: true };
}

/**
 * Whom the caller may book a consult for. A patient: themselves only, which needs no read (the
 * auth guard has already found their account live, and booking is a hot path). Staff (admins and
 * the clinical roles): any patient whose account is not deleted, read through `record` only then.
 * Booking reads nothing of the record, and the patient hears of it (their list, the emails), so it
 * needs no consult beforehand; the consult it makes is then what opens the record to the clinician.
 */
export async function canBookFor(
  viewer: Principal,
  patientId: string,
  record: () => Promise<UserRow | undefined>,
): Promise<boolean> {
  if (viewer.role === 'patient') return patientId === viewer.userId;
  if (viewer.role !== 'admin' && !CLINICAL_ROLES.includes(viewer.role)) return false;
  const target = await record();
  return target?.role === 'patient' && !target.deletedAt;
}

/**
 * Whom a booking that names no patient is for: a patient books for themselves; staff must name
 * the patient (null).
 */
export const unnamedPatientOf = (viewer: Principal): string | null =>
  viewer.role === 'patient' ? viewer.userId : null;

/**
 * Who may break the glass, and for whom: the clinical roles (admins already see every record),
 * for a patient whose account is not deleted. Anyone else is told the record does not exist.
 */
export function mayBreakGlass(viewer: Principal, target: UserRow): boolean {
  return CLINICAL_ROLES.includes(viewer.role) && target.role === 'patient' && !target.deletedAt;
}

/**
 * What `viewer` may do to `target`'s account (names, profile, settings, files): change it
 * (themselves, or anyone for an admin), only see it (a clinician and their patient: 403), or
 * nothing (null: 404). Nobody but an admin reaches a soft-deleted account, its owner included.
 */
export async function accountAccess(
  db: Executor,
  viewer: Principal,
  target: UserRow,
  now: Date = new Date(),
): Promise<'change' | 'see' | null> {
  if (viewer.role === 'admin') return 'change';
  if (target.deletedAt) return null;
  if (viewer.userId === target.id) return 'change';
  return (await canViewUser(db, viewer, target, now)) ? 'see' : null;
}

/** A doctor's signature image: theirs to see, and admins'. Anyone else is told it does not exist. */
export const maySeeSignature = (viewer: Principal, doctorId: string) =>
  viewer.userId === doctorId || viewer.role === 'admin';

/** An admin blocks or deletes anyone but themselves: someone must be left to undo it. */
export const mayShutOut = (viewer: Principal, target: UserRow) => viewer.userId !== target.id;

/**
 * Why an admin may not act as `target` (mask login), if not: only a patient can be masked (staff:
 * `notPatient`, 400), and a deleted account is gone (`gone`, 404).
 */
export function maskRefusal(target: UserRow): 'gone' | 'notPatient' | null {
  if (target.deletedAt) return 'gone';
  return target.role === 'patient' ? null : 'notPatient';
}
