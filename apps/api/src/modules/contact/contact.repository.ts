import { and, count, desc, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactEnquiries } from '../../db/schema/contact';

export type ContactEnquiryRow = typeof contactEnquiries.$inferSelect;
export type NewContactEnquiry = typeof contactEnquiries.$inferInsert;

export async function insertContactEnquiry(
  db: Executor,
  enquiry: NewContactEnquiry,
): Promise<ContactEnquiryRow> {
  const [row] = await db.insert(contactEnquiries).values(enquiry).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export function listContactEnquiries(db: Executor, limit: number): Promise<ContactEnquiryRow[]> {
  return db.select().from(contactEnquiries).orderBy(desc(contactEnquiries.createdAt)).limit(limit);
}

/** How many contact enquiries gave this email address in the last 24 hours (this one included). */
export async function countRecentEnquiriesFrom(db: Executor, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactEnquiries)
    .where(
      and(
        sql`lower(${contactEnquiries.email}) = ${email.toLowerCase()}`,
        gt(contactEnquiries.createdAt, sql`now() - interval '24 hours'`),
      ),
    );
  return Number(row?.n ?? 0);
}
