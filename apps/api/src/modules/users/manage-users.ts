import {
  authMessages,
  normaliseAuMobile,
  type TCreateStaffRequest,
  type TStaffRole,
  type TUser,
  type TUserList,
} from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import type { TCompanyMember, TCompanyMemberList, TUserDetail } from '@curo/core/users';
import type { Db, Executor } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { hashPassword, passwordProblem } from '../../platform/auth/passwords';
import { AppError, notFound } from '../../platform/errors';
import { actorsOf, auditedChange, recordAuditEvent } from '../audit/record-audit-event';
import { endUserSessions } from '../auth/end-user-sessions';
import { userUpdated } from './user-audit';
import { toUserDetail } from './user-detail';
import { toCompanyMember, toUserDto } from './user-dto';
import { mayShutOut, patientSearchScope, recordAccess, seesWholeRecord } from './users.policy';
import {
  findUserByEmail,
  findUserById,
  insertDoctorProfile,
  insertUser,
  listUsers,
  type UserRow,
  updateUserFields,
} from './users.repository';

export const PAGE_SIZE = 20;

const listDto = (rows: UserRow[]) => rows.map((u) => ({ ...toUserDto(u), status: u.status }));

/**
 * One user's record, if the caller may see it (users.policy.ts), else 404. An employer gets the
 * narrow company-member shape. Anyone else's read of a patient is audited, with its ground, and
 * appears in the patient's access history.
 */
export async function getUser({
  db,
  principal,
  id,
  client,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  id: string;
  client: ClientContext;
  now?: Date;
}): Promise<TUserDetail | TCompanyMember> {
  const target = await findUserById(db, id);
  const access = target ? await recordAccess(db, principal, target, now) : null;
  if (!target || !access) throw notFound('User not found');
  if (target.id !== principal.userId && target.role === 'patient') {
    await recordAuditEvent({
      db,
      action: 'patient.record_viewed',
      ...actorsOf(principal),
      subjectUserId: target.id,
      recordType: 'user',
      recordId: target.id,
      context: client,
      details: { access },
    });
  }
  return seesWholeRecord(access) ? toUserDetail(db, target) : toCompanyMember(target);
}

/** Admin: one staff member of the given role, whole (a staff record is not a patient's: not audited). */
export async function getStaffMember({
  db,
  id,
  role,
}: {
  db: Executor;
  id: string;
  role: TStaffRole;
}): Promise<TUserDetail> {
  const user = await findUserById(db, id);
  if (user?.role !== role) throw notFound('User not found');
  return toUserDetail(db, user);
}

/** Admin look-up by email. */
export async function getUserByEmail({ db, email }: { db: Executor; email: string }): Promise<TUser> {
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound('User not found');
  return toUserDto(user);
}

/**
 * Patients matching `query`, among those the caller may see (users.policy.ts): a clinician finds
 * only the patients they have a consult with or broke the glass for; a company admin their
 * company's people, in the narrow shape.
 */
export async function searchPatients({
  db,
  principal,
  query,
  page,
  now = new Date(),
}: {
  db: Executor;
  principal: Principal;
  query?: string;
  page: number;
  now?: Date;
}): Promise<TUserList | TCompanyMemberList> {
  const scope = await patientSearchScope(db, principal, now);
  if (!scope) throw new AppError(ErrorCode.FORBIDDEN, authMessages.forbidden);
  const { rows, total } = await listUsers(db, {
    role: 'patient',
    query,
    ...scope.filter,
    page,
    pageSize: PAGE_SIZE,
  });
  const paging = { total, page, pageSize: PAGE_SIZE };
  return scope.whole ? { items: listDto(rows), ...paging } : { items: rows.map(toCompanyMember), ...paging };
}

/** The admin users list: search, filter by role, page. */
export async function listAllUsers({
  db,
  role,
  query,
  page,
}: {
  db: Executor;
  role?: UserRow['role'];
  query?: string;
  page: number;
}): Promise<TUserList> {
  const { rows, total } = await listUsers(db, { role, query, page, pageSize: PAGE_SIZE });
  return { items: listDto(rows), total, page, pageSize: PAGE_SIZE };
}

/** An admin creates a doctor, nurse, company admin or instant doctor. */
export async function createStaff({
  db,
  principal,
  role,
  request,
  client,
}: {
  db: Db;
  principal: Principal;
  role: TStaffRole;
  request: TCreateStaffRequest;
  client: ClientContext;
}): Promise<TUser> {
  const problem = passwordProblem(request.password);
  if (problem) throw new AppError(ErrorCode.VALIDATION_ERROR, problem);
  if (role === 'companyAdmin' && !request.companyId) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'A company admin needs a company');
  }
  const passwordHash = await hashPassword(request.password);
  const user = await auditedChange(
    db,
    async (tx) => {
      const inserted = await insertUser(tx, {
        email: request.email,
        passwordHash,
        role,
        firstName: request.firstName,
        lastName: request.lastName,
        phone: request.phone ? (normaliseAuMobile(request.phone) ?? request.phone) : null,
        companyId: role === 'companyAdmin' ? (request.companyId ?? null) : null,
      });
      if (!inserted) throw new AppError(ErrorCode.EMAIL_TAKEN, authMessages.emailTaken);
      if (role === 'doctor' || role === 'instantDoctor') {
        await insertDoctorProfile(tx, {
          userId: inserted.id,
          username:
            request.username ??
            `dr-${inserted.lastName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${inserted.id.slice(-6)}`,
          specialties: request.specialties ?? [],
          providerNumber: request.providerNumber ?? null,
        });
      }
      return inserted;
    },
    (inserted) => ({
      action: 'user.created',
      actorId: principal.userId,
      subjectUserId: inserted.id,
      recordType: 'user',
      recordId: inserted.id,
      context: client,
      details: { role },
    }),
  );
  return toUserDto(user);
}

async function staffTarget(db: Executor, id: string, role?: UserRow['role']): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user || user.deletedAt || (role && user.role !== role)) throw notFound('User not found');
  return user;
}

export async function updateUser({
  db,
  principal,
  id,
  role,
  fields,
  client,
}: {
  db: Db;
  principal: Principal;
  id: string;
  role?: UserRow['role'];
  fields: { firstName?: string; lastName?: string; phone?: string | null };
  client: ClientContext;
}): Promise<TUser> {
  await staffTarget(db, id, role);
  const updated = await auditedChange(
    db,
    async (tx) => {
      const row = await updateUserFields(tx, id, fields);
      if (!row) throw notFound('User not found');
      return row;
    },
    () => userUpdated(principal, id, client, Object.keys(fields)),
  );
  return toUserDto(updated);
}

/** Blocks (or unblocks) a user; blocking signs them out everywhere. */
export async function setBlocked({
  db,
  principal,
  id,
  blocked,
  client,
}: {
  db: Db;
  principal: Principal;
  id: string;
  blocked: boolean;
  client: ClientContext;
}): Promise<TUserDetail> {
  const target = await staffTarget(db, id);
  if (!mayShutOut(principal, target))
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'You cannot block yourself');
  const updated = await auditedChange(
    db,
    async (tx) => {
      const row = await updateUserFields(tx, id, { status: blocked ? 'blocked' : 'active' });
      if (blocked) await endUserSessions({ db: tx, userId: id, reason: 'blocked' });
      return row;
    },
    () => ({
      action: blocked ? 'user.blocked' : 'user.unblocked',
      actorId: principal.userId,
      subjectUserId: id,
      recordType: 'user',
      recordId: id,
      context: client,
    }),
  );
  return toUserDetail(db, updated ?? target);
}

/** Soft delete: gone from lists and unable to sign in; the records stay. */
export async function softDeleteUser({
  db,
  principal,
  id,
  role,
  client,
}: {
  db: Db;
  principal: Principal;
  id: string;
  role?: UserRow['role'];
  client: ClientContext;
}): Promise<void> {
  const target = await staffTarget(db, id, role);
  if (!mayShutOut(principal, target))
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'You cannot delete yourself');
  await auditedChange(
    db,
    async (tx) => {
      await updateUserFields(tx, id, { deletedAt: new Date() });
      await endUserSessions({ db: tx, userId: id, reason: 'deleted' });
    },
    () => ({
      action: 'user.soft_deleted',
      actorId: principal.userId,
      subjectUserId: id,
      recordType: 'user',
      recordId: id,
      context: client,
    }),
  );
}
