import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { familyMembers } from '../../db/schema/identity';

export type FamilyMemberRow = typeof familyMembers.$inferSelect;
type Fields = Omit<typeof familyMembers.$inferInsert, 'id' | 'patientId' | 'createdAt' | 'updatedAt'>;

export function listFamilyMembers(db: Executor, patientId: string): Promise<FamilyMemberRow[]> {
  return db
    .select()
    .from(familyMembers)
    .where(eq(familyMembers.patientId, patientId))
    .orderBy(asc(familyMembers.createdAt));
}

/** Only ever by owner: someone else's family member is simply not found. */
export async function findFamilyMember(db: Executor, patientId: string, id: string) {
  const [row] = await db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.id, id), eq(familyMembers.patientId, patientId)))
    .limit(1);
  return row;
}

export async function insertFamilyMember(db: Executor, patientId: string, fields: Fields) {
  const [row] = await db
    .insert(familyMembers)
    .values({ ...fields, patientId })
    .returning();
  return row;
}

export async function updateFamilyMember(db: Executor, patientId: string, id: string, fields: Fields) {
  const [row] = await db
    .update(familyMembers)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(familyMembers.id, id), eq(familyMembers.patientId, patientId)))
    .returning();
  return row;
}

export async function deleteFamilyMember(db: Executor, patientId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(familyMembers)
    .where(and(eq(familyMembers.id, id), eq(familyMembers.patientId, patientId)))
    .returning({ id: familyMembers.id });
  return rows.length === 1;
}
