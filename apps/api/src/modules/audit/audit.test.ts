import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { recordAuditEvent } from './record-audit-event';

describe('the audit trail', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is append-only: the database refuses to change or delete an event', async () => {
    await recordAuditEvent({ db: database.db, action: 'auth.login', context: { ip: '203.0.113.1' } });
    await expect(database.db.execute(sql`update audit_events set action = 'tampered'`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from audit_events`)).rejects.toThrow();
    const rows = (await database.db.execute(sql`select action from audit_events`)) as unknown as {
      rows: Array<{ action: string }>;
    };
    expect(rows.rows).toEqual([{ action: 'auth.login' }]);
  });
});
