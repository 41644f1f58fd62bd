import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { doctorProfiles, patientProfiles, users } from '../../db/schema/identity';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a user; undefined when the email is already taken. */
export async function insertUser(db: Executor, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function insertPatientProfile(
  db: Executor,
  userId: string,
  fields: Partial<Omit<typeof patientProfiles.$inferInsert, 'userId'>> = {},
): Promise<void> {
  await db
    .insert(patientProfiles)
    .values({ userId, ...fields })
    .onConflictDoNothing();
}

/** Marks the email confirmed (a one-time link sent to it came back). */
export async function markEmailVerified(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

export async function recordFailedAttempt(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ failedAttempts: sql`${users.failedAttempts} + 1` })
    .where(eq(users.id, userId));
}

export async function clearFailedAttempts(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ failedAttempts: 0 })
    .where(and(eq(users.id, userId), sql`${users.failedAttempts} > 0`));
}

/** True when the user exists, is active and not soft-deleted. */
export async function isUserActive(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active'), isNull(users.deletedAt)))
    .limit(1);
  return Boolean(row);
}

export async function insertDoctorProfile(
  db: Executor,
  profile: typeof doctorProfiles.$inferInsert,
): Promise<void> {
  await db.insert(doctorProfiles).values(profile).onConflictDoNothing();
}

export async function findUserByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function setVerifiedPhone(db: Executor, userId: string, phone: string): Promise<void> {
  await db
    .update(users)
    .set({ phone, phoneVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Changes the email; false when another account already has it. */
export async function setVerifiedEmail(db: Executor, userId: string, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ email: email.toLowerCase(), emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(users.id, userId),
        sql`not exists (select 1 from users other where other.email = ${email.toLowerCase()} and other.id <> ${userId})`,
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

export interface UserFilter {
  role?: UserRow['role'];
  /** Matches name or email, case-insensitively. */
  query?: string;
  companyId?: string;
  /** Only these users (an empty list matches nobody). */
  ids?: string[];
  page: number;
  pageSize: number;
}

/** A page of users that are not soft-deleted, newest first, and how many match in all. */
export async function listUsers(
  db: Executor,
  filter: UserFilter,
): Promise<{ rows: UserRow[]; total: number }> {
  const conditions = [isNull(users.deletedAt)];
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.companyId) conditions.push(eq(users.companyId, filter.companyId));
  if (filter.ids) conditions.push(filter.ids.length > 0 ? inArray(users.id, filter.ids) : sql`false`);
  if (filter.query) {
    const like = `%${filter.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(${users.email} ilike ${like} or ${users.firstName} ilike ${like} or ${users.lastName} ilike ${like} or (${users.firstName} || ' ' || ${users.lastName}) ilike ${like})`,
    );
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(sql`${users.createdAt} desc, ${users.id} desc`)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function updateUserFields(
  db: Executor,
  id: string,
  fields: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'status' | 'deletedAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** A new password also clears the failure count that may have locked the account. */
export async function setPasswordHash(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, failedAttempts: 0, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Records that the code of time step `epoch` was used, unless that step or a later one already
 * was (RFC 6238 §5.2: a code is accepted once). True when this use is the first.
 */
export async function claimTotpEpoch(db: Executor, userId: string, epoch: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastEpoch: epoch })
    .where(
      and(eq(users.id, userId), sql`(${users.totpLastEpoch} is null or ${users.totpLastEpoch} < ${epoch})`),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function setTotp(
  db: Executor,
  userId: string,
  fields: { totpSecret: string | null; totpEnabledAt: Date | null },
): Promise<void> {
  await db
    .update(users)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export type PatientProfileRow = typeof patientProfiles.$inferSelect;
export type DoctorProfileRow = typeof doctorProfiles.$inferSelect;

export async function findPatientProfile(
  db: Executor,
  userId: string,
): Promise<PatientProfileRow | undefined> {
  const [row] = await db.select().from(patientProfiles).where(eq(patientProfiles.userId, userId)).limit(1);
  return row;
}

export async function findDoctorProfile(db: Executor, userId: string): Promise<DoctorProfileRow | undefined> {
  const [row] = await db.select().from(doctorProfiles).where(eq(doctorProfiles.userId, userId)).limit(1);
  return row;
}

/** Creates the patient's profile row if missing, then applies the given fields. */
export async function upsertPatientProfile(
  db: Executor,
  userId: string,
  fields: Partial<Omit<PatientProfileRow, 'userId'>>,
): Promise<void> {
  await db
    .insert(patientProfiles)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: patientProfiles.userId, set: fields });
}

export async function updateDoctorProfile(
  db: Executor,
  userId: string,
  fields: Partial<Omit<DoctorProfileRow, 'userId' | 'username'>>,
): Promise<void> {
  if (Object.keys(fields).length === 0) return;
  await db.update(doctorProfiles).set(fields).where(eq(doctorProfiles.userId, userId));
}

export async function setUserColumns(
  db: Executor,
  id: string,
  fields: Partial<Pick<UserRow, 'photoKey' | 'notificationSettings'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Doctors who take emergency consults: their consult settings say so (`acceptsEmergency`). */
const acceptsEmergency = sql`coalesce((${doctorProfiles.consultSettings}->>'acceptsEmergency')::boolean, false)`;

/**
 * Active doctors who are not soft-deleted; with `specialistsOnly`, those with a specialty; with
 * `acceptsEmergencyOnly`, those whose settings take emergency consults.
 */
export async function listDoctorsWithProfiles(
  db: Executor,
  filter: {
    role: 'doctor' | 'instantDoctor';
    specialistsOnly?: boolean;
    acceptsEmergencyOnly?: boolean;
    limit: number;
  },
): Promise<{ user: UserRow; profile: DoctorProfileRow | null }[]> {
  const rows = await db
    .select()
    .from(users)
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
    .where(
      and(
        eq(users.role, filter.role),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
        filter.specialistsOnly ? sql`cardinality(${doctorProfiles.specialties}) > 0` : undefined,
        filter.acceptsEmergencyOnly ? acceptsEmergency : undefined,
      ),
    )
    .orderBy(users.lastName, users.firstName, users.id)
    .limit(filter.limit);
  return rows.map((r) => ({ user: r.users, profile: r.doctor_profiles }));
}

/** Every active admin and every doctor who takes emergencies, with the contact details an alert needs. */
export function listEmergencyContacts(db: Executor, limit: number) {
  return db
    .select({
      id: users.id,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
    .where(
      sql`${users.status} = 'active' and ${users.deletedAt} is null and (${users.role} = 'admin' or (${users.role} = 'doctor' and ${acceptsEmergency}))`,
    )
    .orderBy(users.role, users.lastName, users.id)
    .limit(limit);
}
