import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { discountCodes, discountRedemptions } from '../../db/schema/billing';
import { companies } from '../../db/schema/companies';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
/** A code with the name of the company it is for (null: everyone's). */
export type DiscountCodeWithCompany = DiscountCodeRow & { companyName: string | null };

const withCompany = { code: discountCodes, companyName: companies.name };
const flatten = (r: { code: DiscountCodeRow; companyName: string | null }): DiscountCodeWithCompany => ({
  ...r.code,
  companyName: r.companyName,
});

/** The code, or undefined when another (compared without case) has it already. */
export async function insertDiscountCode(
  db: Executor,
  row: typeof discountCodes.$inferInsert,
): Promise<DiscountCodeRow | undefined> {
  const [inserted] = await db.insert(discountCodes).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function updateDiscountCode(
  db: Executor,
  id: string,
  patch: Partial<typeof discountCodes.$inferInsert>,
): Promise<DiscountCodeRow | undefined> {
  const [updated] = await db
    .update(discountCodes)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(discountCodes.id, id))
    .returning();
  return updated;
}

async function findOne(db: Executor, where: SQL | undefined): Promise<DiscountCodeWithCompany | undefined> {
  const [row] = await db
    .select(withCompany)
    .from(discountCodes)
    .leftJoin(companies, eq(companies.id, discountCodes.companyId))
    .where(where)
    .limit(1);
  return row && flatten(row);
}

export const findDiscountCodeById = (db: Executor, id: string) => findOne(db, eq(discountCodes.id, id));

/** The code as typed, in any case. */
export const findDiscountCodeByCode = (db: Executor, code: string) =>
  findOne(db, sql`lower(${discountCodes.code}) = lower(${code})`);

/** Codes, newest first, optionally those containing `q` (any case). */
export async function listDiscountCodes(
  db: Executor,
  { q, page, pageSize }: { q?: string; page: number; pageSize: number },
): Promise<{ rows: DiscountCodeWithCompany[]; total: number }> {
  const where = q ? ilike(discountCodes.code, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select(withCompany)
      .from(discountCodes)
      .leftJoin(companies, eq(companies.id, discountCodes.companyId))
      .where(where)
      .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(discountCodes).where(where),
  ]);
  return { rows: rows.map(flatten), total: totals?.total ?? 0 };
}

/** Whether `patientId` has used the code before. */
export async function hasRedeemed(db: Executor, codeId: string, patientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.codeId, codeId), eq(discountRedemptions.patientId, patientId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Takes one use of the code, in the caller's transaction: raises its count only while it is enabled,
 * within its dates at `now` and under its limit, in one conditional update (a concurrent use waits
 * for this row and then sees the new count). False when it could not be taken.
 */
export async function takeRedemption(db: Executor, codeId: string, now: Date): Promise<boolean> {
  const taken = await db
    .update(discountCodes)
    .set({ redemptions: sql`${discountCodes.redemptions} + 1` })
    .where(
      and(
        eq(discountCodes.id, codeId),
        sql`${discountCodes.disabledAt} is null`,
        sql`(${discountCodes.validFrom} is null or ${discountCodes.validFrom} <= ${now.toISOString()}::timestamptz)`,
        sql`(${discountCodes.validUntil} is null or ${discountCodes.validUntil} > ${now.toISOString()}::timestamptz)`,
        sql`(${discountCodes.maxRedemptions} is null or ${discountCodes.redemptions} < ${discountCodes.maxRedemptions})`,
      ),
    )
    .returning({ id: discountCodes.id });
  return taken.length === 1;
}

/**
 * Records a use; undefined when the code is once per patient and this patient has used it (the
 * unique index decides, so two uses at once cannot both pass).
 */
export async function insertRedemption(
  db: Executor,
  row: Omit<typeof discountRedemptions.$inferInsert, 'oncePatientId'> & { oncePerPatient: boolean },
): Promise<{ id: string } | undefined> {
  const { oncePerPatient, ...redemption } = row;
  const [inserted] = await db
    .insert(discountRedemptions)
    .values({ ...redemption, oncePatientId: oncePerPatient ? redemption.patientId : null })
    .onConflictDoNothing()
    .returning({ id: discountRedemptions.id });
  return inserted;
}
