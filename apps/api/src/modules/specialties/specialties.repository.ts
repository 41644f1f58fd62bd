import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { specialties } from '../../db/schema/content';

export type SpecialtyRow = typeof specialties.$inferSelect;
export type SpecialtyFields = Omit<typeof specialties.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function listSpecialties(db: Executor, { publicOnly }: { publicOnly: boolean }) {
  return db
    .select()
    .from(specialties)
    .where(publicOnly ? eq(specialties.public, true) : undefined)
    .orderBy(asc(specialties.position), asc(specialties.name));
}

export async function findSpecialty(
  db: Executor,
  by: { id: string } | { slug: string } | { name: string },
): Promise<SpecialtyRow | undefined> {
  const where =
    'id' in by
      ? eq(specialties.id, by.id)
      : 'slug' in by
        ? eq(specialties.slug, by.slug)
        : sql`lower(${specialties.name}) = lower(${by.name})`;
  const [row] = await db.select().from(specialties).where(where).limit(1);
  return row;
}

/** Whether another specialty already has this slug or (case-insensitively) this name. */
export async function clashes(db: Executor, fields: { slug: string; name: string }, exceptId?: string) {
  const [row] = await db
    .select({ slug: specialties.slug, name: specialties.name })
    .from(specialties)
    .where(
      and(
        sql`(${specialties.slug} = ${fields.slug} or lower(${specialties.name}) = lower(${fields.name}))`,
        exceptId ? sql`${specialties.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function insertSpecialty(db: Executor, fields: SpecialtyFields): Promise<SpecialtyRow> {
  const [row] = await db.insert(specialties).values(fields).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateSpecialty(
  db: Executor,
  id: string,
  fields: Partial<SpecialtyFields>,
): Promise<SpecialtyRow | undefined> {
  const [row] = await db
    .update(specialties)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(specialties.id, id))
    .returning();
  return row;
}

export async function deleteSpecialty(db: Executor, id: string): Promise<SpecialtyRow | undefined> {
  const [row] = await db.delete(specialties).where(eq(specialties.id, id)).returning();
  return row;
}
