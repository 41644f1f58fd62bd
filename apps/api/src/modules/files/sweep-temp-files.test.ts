import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { multipart } from '../../../test/multipart';
import { type Clinic, makeClinic } from '../../../test/people';
import { queryRows } from '../../../test/query';
import type { JobHandler, Jobs } from '../../platform/jobs/jobs';
import { LocalFileStorage } from '../../platform/storage/file-storage';
import { registerFilesJobs, sweepExpiredFiles } from '.';

const HOUR = 3_600_000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('temp files are swept 24 hours after upload', () => {
  let t: TestApp;
  let dataDir: string;
  let clinic: Clinic;
  let storage: LocalFileStorage;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-sweep-'));
    t = await buildTestApp({ rateLimitLogin: 10_000 }, { DATA_DIR: dataDir });
    clinic = await makeClinic(t);
    storage = new LocalFileStorage(path.join(dataDir, 'files'));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function uploadTemp(url = '/api/v1/fileUploads/temp', token = clinic.patient.token) {
    const body = multipart(PDF, 'scratch.pdf', 'application/pdf');
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...body.headers, ...bearer(token) },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; createdAt: string; expiresAt: string };
  }
  const keyOf = async (id: string) =>
    (
      await queryRows<{ storage_key: string; deleted_at: Date | null }>(
        t.database.db,
        sql`select storage_key, deleted_at from files where id = ${id}`,
      )
    )[0];
  const download = (id: string) =>
    t.app.inject({ url: `/api/v1/fileUploads/temp/${id}`, headers: bearer(clinic.patient.token) });

  it('keeps a temp file for 24 hours, then removes its bytes and marks it deleted', async () => {
    const file = await uploadTemp();
    const uploaded = Date.parse(file.createdAt);
    const key = (await keyOf(file.id))?.storage_key ?? '';
    expect(await storage.get(key)).not.toBeNull();

    // A minute short of a day: nothing goes.
    expect(
      await sweepExpiredFiles({ db: t.database.db, storage, now: new Date(uploaded + 24 * HOUR - 60_000) }),
    ).toBe(0);
    expect((await download(file.id)).statusCode).toBe(200);

    // At 24 hours it goes: the bytes, and the file for its owner.
    expect(await sweepExpiredFiles({ db: t.database.db, storage, now: new Date(uploaded + 24 * HOUR) })).toBe(
      1,
    );
    expect(await storage.get(key)).toBeNull();
    expect((await keyOf(file.id))?.deleted_at).not.toBeNull();
    expect((await download(file.id)).statusCode).toBe(404);
    const listed = await t.app.inject({
      url: '/api/v1/fileUploads/temp',
      headers: bearer(clinic.patient.token),
    });
    expect(listed.json().files.map((f: { id: string }) => f.id)).not.toContain(file.id);

    // A second sweep finds nothing more to do.
    expect(await sweepExpiredFiles({ db: t.database.db, storage, now: new Date(uploaded + 48 * HOUR) })).toBe(
      0,
    );
  });

  it('never sweeps referrals or letter templates', async () => {
    const body = multipart(PDF, 'template.pdf', 'application/pdf');
    const master = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fileUploads/masters',
      headers: { ...body.headers, ...bearer(clinic.doctor.token) },
      payload: body.payload,
    });
    expect(master.statusCode).toBe(201);
    const later = new Date(Date.now() + 365 * 24 * HOUR);
    await sweepExpiredFiles({ db: t.database.db, storage, now: later });
    const res = await t.app.inject({
      url: `/api/v1/fileUploads/masters/${master.json().id}`,
      headers: bearer(clinic.doctor.token),
    });
    expect(res.statusCode).toBe(200);
  });

  it('is registered as a recurring job, run at start, that sweeps what has expired', async () => {
    const declared: Array<{ name: string; handler: JobHandler<object>; options: object }> = [];
    const jobs: Pick<Jobs, 'work'> = {
      work: (definition, handler, options = {}) => {
        declared.push({ name: definition.name, handler: handler as JobHandler<object>, options });
      },
    };
    registerFilesJobs(jobs, { db: t.database.db, storage, log: pino({ level: 'silent' }) });
    expect(declared).toHaveLength(1);
    expect(declared[0]).toMatchObject({
      name: 'files-sweep-temp',
      options: { cron: '*/15 * * * *', atStart: true },
    });

    // A temp file whose 24 hours are up (uploaded "yesterday") goes when the job runs.
    const file = await uploadTemp('/api/v1/containers/temp/upload');
    await t.database.db.execute(
      sql`update files set created_at = now() - interval '25 hours', expires_at = now() - interval '1 hour' where id = ${file.id}`,
    );
    await declared[0]?.handler({}, { id: 'job-1', name: 'files-sweep-temp' });
    expect((await keyOf(file.id))?.deleted_at).not.toBeNull();
    expect((await download(file.id)).statusCode).toBe(404);
  });
});
