import { ErrorCode } from '@curo/core/errors';
import { medicareMessages } from '@curo/core/medicare';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeAccount, makeDoctor, makePatient } from '../../../test/accounts';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { queryRows } from '../../../test/query';

const VIDEO_B = {
  itemNumber: '91800',
  description: 'GP video consult, level B: 6 to 20 minutes',
  consultType: 'scheduled',
  minMinutes: 6,
  maxMinutes: 20,
  feeCents: 4_285,
  bulkBillable: true,
};

describe('MBS items (admins)', () => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    admin = await makeAccount(t, 'admin');
  });
  afterAll(() => t.close());

  const create = (payload: object, token = admin.token) =>
    t.app.inject({ method: 'POST', url: '/api/v1/medicareItems', headers: bearer(token), payload });
  const edit = (id: string, payload: object, token = admin.token) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/medicareItems/${id}`, headers: bearer(token), payload });
  const list = (token = admin.token) =>
    t.app.inject({ url: '/api/v1/medicareItems', headers: bearer(token) });

  it('lets an admin add an item, never a demo one, and records who did in the audit trail', async () => {
    const res = await create(VIDEO_B);
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({ ...VIDEO_B, demo: false, active: true });
    const audit = await queryRows<{ action: string; actor_id: string; details: { itemNumber: string } }>(
      t.database.db,
      sql`select action, actor_id, details from audit_events where record_type = 'mbs_item' and record_id = ${item.id}`,
    );
    expect(audit).toEqual([
      { action: 'billing.mbs_item_created', actor_id: admin.id, details: { itemNumber: '91800' } },
    ]);
  });

  it('refuses a second item with the same number with 409 MBS_ITEM_TAKEN, on create and on edit', async () => {
    const again = await create({ ...VIDEO_B, description: 'Another level B' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: ErrorCode.MBS_ITEM_TAKEN,
      message: medicareMessages.itemTaken,
    });

    const other = (await create({ ...VIDEO_B, itemNumber: '91801', minMinutes: 20, maxMinutes: 40 })).json();
    const renamed = await edit(other.id, { itemNumber: '91800' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.code).toBe(ErrorCode.MBS_ITEM_TAKEN);
    // Giving an item its own number again is no clash.
    expect((await edit(other.id, { itemNumber: '91801' })).statusCode).toBe(200);
  });

  it('edits and deactivates an item; the list keeps inactive ones; each change is audited', async () => {
    const item = (await create({ ...VIDEO_B, itemNumber: '91802', minMinutes: 40, maxMinutes: null })).json();
    const changed = await edit(item.id, { feeCents: 12_210, description: 'GP video consult, level D' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ feeCents: 12_210, description: 'GP video consult, level D' });

    const off = await edit(item.id, { active: false });
    expect(off.json().active).toBe(false);
    const listed = (await list()).json().items as Array<{ id: string; active: boolean }>;
    expect(listed.find((i) => i.id === item.id)).toMatchObject({ active: false });

    const audit = await queryRows<{ action: string; details: { changed: string[] } }>(
      t.database.db,
      sql`select action, details from audit_events where record_id = ${item.id} and action = 'billing.mbs_item_updated' order by created_at, id`,
    );
    expect(audit.map((a) => a.details.changed)).toEqual([['description', 'feeCents'], ['active']]);
  });

  it('marks a demo item checked when an admin says so or sets its fee', async () => {
    await t.database.db.execute(
      sql`insert into mbs_items (id, item_number, description, consult_type, min_minutes, max_minutes, fee_cents, bulk_billable, demo)
          values (gen_random_uuid(), '91890', 'GP phone consult, level A', 'callback', 0, 6, 1960, true, true),
                 (gen_random_uuid(), '91891', 'GP phone consult, level B', 'callback', 6, 20, 4285, true, true)`,
    );
    const items = (await list()).json().items as Array<{ id: string; itemNumber: string; demo: boolean }>;
    const a = items.find((i) => i.itemNumber === '91890');
    const b = items.find((i) => i.itemNumber === '91891');
    expect([a?.demo, b?.demo]).toEqual([true, true]);
    expect((await edit(a?.id ?? '', { demo: false })).json().demo).toBe(false);
    expect(
      (await edit(b?.id ?? '', { description: 'GP phone consult, level B (6–20 min)' })).json().demo,
    ).toBe(true);
    expect((await edit(b?.id ?? '', { feeCents: 4_340 })).json().demo).toBe(false);
  });

  it('refuses values that are not an item with 400 and the reason', async () => {
    const cases: Array<[object, string]> = [
      [{ ...VIDEO_B, itemNumber: 'A123' }, medicareMessages.itemNumber],
      [{ ...VIDEO_B, itemNumber: '70001', minMinutes: 20, maxMinutes: 20 }, medicareMessages.maxAfterMin],
      [{ ...VIDEO_B, itemNumber: '70002', feeCents: -1 }, medicareMessages.fee],
      [{ ...VIDEO_B, itemNumber: '70003', feeCents: 12.5 }, medicareMessages.fee],
      [{ ...VIDEO_B, itemNumber: '70004', consultType: 'video' }, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    const item = (await create({ ...VIDEO_B, itemNumber: '70005' })).json();
    // The stored shortest length is 6: a longest of 5 would leave no consult that matches.
    const bad = await edit(item.id, { maxMinutes: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(medicareMessages.maxAfterMin);
    expect((await edit(item.id, {})).statusCode).toBe(400);
    expect((await edit('00000000-0000-4000-8000-000000000000', { active: false })).statusCode).toBe(404);
  });

  it('is for platform admins only: everyone else 403', async () => {
    const others = [
      await makePatient(t),
      await makeDoctor(t),
      await makeAccount(t, 'nurse'),
      await makeAccount(t, 'companyAdmin'),
    ];
    for (const who of others) {
      expect((await list(who.token)).statusCode).toBe(403);
      expect((await create({ ...VIDEO_B, itemNumber: '80000' }, who.token)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/v1/medicareItems' })).statusCode).toBe(401);
  });
});
