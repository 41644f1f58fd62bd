import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { ErrorCode } from '@curo/core/errors';
import { messages } from '@curo/core/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

/** The log lines of an app at `info`, parsed. */
async function appWithLogs(): Promise<{
  t: TestApp;
  lines: Array<Record<string, unknown>>;
  text: () => string;
}> {
  const stream = new PassThrough();
  const raw: string[] = [];
  stream.on('data', (chunk: Buffer) => raw.push(...chunk.toString().split('\n').filter(Boolean)));
  const t = await buildTestApp({ logLevel: 'info' }, {}, { logStream: stream });
  return {
    t,
    get lines() {
      return raw.map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    text: () => raw.join('\n'),
  };
}

describe('the log of a failed query', () => {
  let logs: Awaited<ReturnType<typeof appWithLogs>>;
  beforeAll(async () => {
    logs = await appWithLogs();
  });
  afterAll(() => logs.t.close());

  it('keeps the SQL and the PostgreSQL code, and leaves out the new user’s email, names and password hash', async () => {
    const { t } = logs;
    // The database refuses every new account, as a real constraint or outage might.
    await t.database.db.execute(
      sql`ALTER TABLE users ADD CONSTRAINT refuses_new_accounts CHECK (false) NOT VALID`,
    );
    const secrets = {
      email: `leak.${randomUUID().slice(0, 8)}@example.com`,
      password: 'Secret-password-that-must-stay-out',
      firstName: 'Firstnamesecret',
      lastName: 'Lastnamesecret',
    };
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/createPatient',
        payload: secrets,
        headers: { 'x-request-id': 'req-failed-signup' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: { statusCode: 500, code: ErrorCode.INTERNAL_ERROR, message: messages.errors.generic },
      });
    } finally {
      await t.database.db.execute(sql`ALTER TABLE users DROP CONSTRAINT refuses_new_accounts`);
    }

    const failed = logs.lines.find((l) => l.reqId === 'req-failed-signup' && l.msg === 'request failed');
    const err = failed?.err as { message: string; query: string; cause: Record<string, unknown> };
    expect(err.message).toMatch(/^Failed query: insert into "users"/);
    expect(err.query).toMatch(/^insert into "users"/);
    expect(err.cause).toMatchObject({ code: '23514', constraint: 'refuses_new_accounts', table: 'users' });
    const text = logs.text();
    for (const secret of [...Object.values(secrets), '$argon2', 'Failing row contains']) {
      expect(text).not.toContain(secret);
    }
  });

  it('leaves out the value PostgreSQL quotes in a data error, and the parameters of pg and PGlite', async () => {
    const { t } = logs;
    const secret = `secret-${randomUUID()}`;
    const error = await t.database.db.execute(sql`select ${secret}::int`).then(
      () => null,
      (e: Error) => e,
    );
    expect(String(error?.message)).toContain(secret);
    if (!error) throw new Error('the query should have failed');
    t.app.log.error({ err: error }, 'query failed');
    // Without a message of its own, pino would make the error's message the line's message.
    t.app.log.error(error);

    const lines = logs.lines.filter(
      (l) => (l.err as { query?: string } | undefined)?.query === 'select $1::int',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]?.msg).toBe('Failed query: select $1::int');
    expect(lines[0]?.err).toMatchObject({
      message: 'Failed query: select $1::int',
      cause: { code: '22P02', message: 'invalid input syntax for type integer: "[REDACTED]"' },
    });
    expect(logs.text()).not.toContain(secret);
  });
});
