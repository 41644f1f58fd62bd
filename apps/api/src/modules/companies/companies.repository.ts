import { and, asc, count, eq, gt, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { companyEnquiries } from '../../db/schema/content';

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

export async function findCompanyById(db: Executor, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

const members = sql<number>`(select count(*)::int from users u where u.company_id = companies.id and u.deleted_at is null)`;

/** A page of companies by name, with how many people belong to each. */
export async function listCompanies(
  db: Executor,
  filter: { query?: string; page: number; pageSize: number },
) {
  const like = filter.query ? `%${filter.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = like ? or(ilike(companies.name, like), ilike(companies.slug, like)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ company: companies, members })
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function countMembers(db: Executor, id: string): Promise<number> {
  const [row] = await db.select({ members }).from(companies).where(eq(companies.id, id));
  return Number(row?.members ?? 0);
}

/** Inserts a company; undefined when the slug is taken. */
export async function insertCompany(db: Executor, row: NewCompany): Promise<CompanyRow | undefined> {
  const [inserted] = await db
    .insert(companies)
    .values(row)
    .onConflictDoNothing({ target: companies.slug })
    .returning();
  return inserted;
}

export async function updateCompany(db: Executor, id: string, fields: Partial<NewCompany>) {
  const [row] = await db
    .update(companies)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(companies.id, id))
    .returning();
  return row;
}

export async function deleteCompany(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(companies).where(eq(companies.id, id)).returning({ id: companies.id });
  return rows.length === 1;
}

export async function insertCompanyEnquiry(db: Executor, row: typeof companyEnquiries.$inferInsert) {
  const [inserted] = await db.insert(companyEnquiries).values(row).returning();
  if (!inserted) throw new Error('insert returned nothing');
  return inserted;
}

/** How many business enquiries gave this email address in the last 24 hours (this one included). */
export async function countRecentCompanyEnquiriesFrom(db: Executor, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyEnquiries)
    .where(
      and(
        sql`lower(${companyEnquiries.email}) = ${email.toLowerCase()}`,
        gt(companyEnquiries.createdAt, sql`now() - interval '24 hours'`),
      ),
    );
  return Number(row?.n ?? 0);
}
