import type { SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/** Rows of a raw query, for tests that check what is stored (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
