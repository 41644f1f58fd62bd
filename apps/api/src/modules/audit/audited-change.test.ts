import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { Executor } from '../../db/client';
import { type AuditEventInput, auditedChange } from './record-audit-event';

/**
 * The point of auditedChange: a change and its audit event land together or not at all. The
 * change here renames a real account; the event names that account as its subject.
 */
describe('auditedChange', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const rename = (account: Account, firstName: string) => async (tx: Executor) => {
    await tx.execute(sql`update users set first_name = ${firstName} where id = ${account.id}`);
    return firstName;
  };

  const eventFor = (account: Account, extra: Partial<AuditEventInput> = {}): AuditEventInput => ({
    action: 'user.updated',
    actorId: account.id,
    subjectUserId: account.id,
    recordType: 'user',
    recordId: account.id,
    details: { fields: ['firstName'] },
    ...extra,
  });

  async function firstNameOf(account: Account): Promise<string> {
    const result = (await t.database.db.execute(
      sql`select first_name from users where id = ${account.id}`,
    )) as unknown as { rows: Array<{ first_name: string }> };
    return result.rows[0]?.first_name ?? '';
  }

  async function auditedActionsOf(account: Account): Promise<Array<{ action: string; details: unknown }>> {
    const result = (await t.database.db.execute(
      sql`select action, details from audit_events where subject_user_id = ${account.id} order by created_at, id`,
    )) as unknown as { rows: Array<{ action: string; details: unknown }> };
    return result.rows;
  }

  it('commits the change and its audit event together, answering what the change returned', async () => {
    const account = await makeAccount(t, 'patient', { firstName: 'Ada', signedIn: false });
    const result = await auditedChange(t.database.db, rename(account, 'Grace'), () => eventFor(account));
    expect(result).toBe('Grace');
    expect(await firstNameOf(account)).toBe('Grace');
    expect(await auditedActionsOf(account)).toEqual([
      { action: 'user.updated', details: { fields: ['firstName'] } },
    ]);
  });

  it('rolls the change back when the audit table refuses the event', async () => {
    const account = await makeAccount(t, 'patient', { firstName: 'Ada', signedIn: false });
    // actor_id is a uuid column: the database refuses this event's insert.
    await expect(
      auditedChange(t.database.db, rename(account, 'Grace'), () =>
        eventFor(account, { actorId: 'not-a-uuid' }),
      ),
    ).rejects.toThrow();
    expect(await firstNameOf(account)).toBe('Ada');
    expect(await auditedActionsOf(account)).toEqual([]);
  });

  it('rolls the change back when describing the event throws', async () => {
    const account = await makeAccount(t, 'patient', { firstName: 'Ada', signedIn: false });
    await expect(
      auditedChange(t.database.db, rename(account, 'Grace'), () => {
        throw new Error('no event');
      }),
    ).rejects.toThrow('no event');
    expect(await firstNameOf(account)).toBe('Ada');
    expect(await auditedActionsOf(account)).toEqual([]);
  });

  it('writes no audit event when the change itself fails, and leaves nothing of it', async () => {
    const account = await makeAccount(t, 'patient', { firstName: 'Ada', signedIn: false });
    await expect(
      auditedChange(
        t.database.db,
        async (tx) => {
          await rename(account, 'Grace')(tx);
          throw new Error('change failed');
        },
        () => eventFor(account),
      ),
    ).rejects.toThrow('change failed');
    expect(await firstNameOf(account)).toBe('Ada');
    expect(await auditedActionsOf(account)).toEqual([]);
  });

  it('commits the change alone when it turns out to have nothing to record', async () => {
    const account = await makeAccount(t, 'patient', { firstName: 'Ada', signedIn: false });
    await auditedChange(t.database.db, rename(account, 'Grace'), () => null);
    expect(await firstNameOf(account)).toBe('Grace');
    expect(await auditedActionsOf(account)).toEqual([]);
  });
});
