import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../test/query';
import { createTestDatabase } from '../../test/test-database';
import { bulkBillingFor } from '../modules/medicare';
import { DEMO_MBS_ITEMS } from './mbs-items-demo';
import { seedDemoData } from './seed';

describe('the demo MBS items', () => {
  it('are GP telehealth items by video and phone, every one marked demo, that the demo patient may bulk bill', async () => {
    const database = await createTestDatabase();
    try {
      await seedDemoData(database.db, { now: new Date('2026-07-15T00:00:00Z'), roster: false });
      const rows = await queryRows<{
        item_number: string;
        consult_type: string;
        demo: boolean;
        active: boolean;
      }>(
        database.db,
        sql`select item_number, consult_type, demo, active from mbs_items order by item_number`,
      );
      expect(rows.map((r) => r.item_number)).toEqual(DEMO_MBS_ITEMS.map((i) => i.itemNumber).sort());
      expect(new Set(rows.map((r) => r.consult_type))).toEqual(new Set(['scheduled', 'callback']));
      expect(rows.every((r) => r.demo && r.active)).toBe(true);

      // The demo patient (a card valid to 09/2030) may bulk bill a 15-minute video consult.
      const [demoPatient] = await queryRows<{ user_id: string }>(
        database.db,
        sql`select user_id from patient_profiles where medicare_number is not null limit 1`,
      );
      const answer = await bulkBillingFor(database.db, {
        patientId: demoPatient?.user_id ?? '',
        consultType: 'scheduled',
        durationMinutes: 15,
        now: new Date('2026-07-15T00:00:00Z'),
      });
      expect(answer).toMatchObject({ eligible: true, item: { itemNumber: '91800' } });
    } finally {
      await database.close();
    }
  });
});
