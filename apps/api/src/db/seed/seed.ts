import { eq } from 'drizzle-orm';
import { insertCompanies } from '../../modules/companies/companies.repository';
import type { Db } from '../client';
import { seedHistory } from '../schema/seed';
import { demoCompanies } from './demo-companies';

const DEMO_SEED = 'demo-v1';

/**
 * Inserts the demo data the first time only: once recorded in seed_history, a restart leaves
 * whatever the clinic has edited or deleted alone. Returns whether it ran.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(seedHistory)
      .values({ name: DEMO_SEED })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return false;
    await insertCompanies(tx, demoCompanies);
    return true;
  });
}

export async function hasSeeded(db: Db): Promise<boolean> {
  const rows = await db.select().from(seedHistory).where(eq(seedHistory.name, DEMO_SEED));
  return rows.length > 0;
}
