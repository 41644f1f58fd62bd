import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema/companies';

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;

export async function findCompanyBySlug(db: Executor, slug: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.slug, slug)).limit(1);
  return row;
}

export async function insertCompanies(db: Executor, rows: NewCompany[]): Promise<void> {
  if (rows.length > 0)
    await db.insert(companies).values(rows).onConflictDoNothing({ target: companies.slug });
}
