import zlib from 'node:zlib';
import { DEFAULT_PRICES } from '@curo/core/price-list';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../test/accounts';
import { bearer } from '../../test/auth-helpers';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeFaq, makeFaqCategory, savePriceList } from '../../test/content';
import { redisReachable, TEST_REDIS_URL } from '../../test/test-redis';
import { COMPRESS_FROM_BYTES } from './public-cache';

const standardCents = (body: { items: Array<{ id: string; amountCents: number | null }> }) =>
  body.items.find((p) => p.id === 'standard')?.amountCents;

const withStandard = (amountCents: number) => ({
  items: DEFAULT_PRICES.map((p) => (p.id === 'standard' ? { ...p, amountCents } : p)),
});

describe('public answers kept in memory', () => {
  let t: TestApp;
  let admin = '';
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    admin = (await makeAccount(t, 'admin')).token;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1${url}`, headers });

  it('serves a repeat read and a revalidation from memory, without the database', async () => {
    await savePriceList(t, admin, 'pricing', withStandard(5999).items);
    const first = await get('/services/pricing');
    expect(standardCents(first.json())).toBe(5999);

    // The row goes behind the app's back (no admin write; read from the database, the defaults
    // at $59.00 would answer): the kept answer is still served, so no read went to the database.
    await t.database.db.execute(sql`delete from site_settings where key = 'pricing'`);
    const again = await get('/services/pricing');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    const revalidated = await get('/services/pricing', { 'if-none-match': first.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('drops the kept answer the moment an admin saves a change, before the save answers', async () => {
    await savePriceList(t, admin, 'pricing', withStandard(6100).items);
    const before = await get('/services/pricing');
    expect(standardCents(before.json())).toBe(6100);
    await savePriceList(t, admin, 'pricing', withStandard(6400).items);
    const after = await get('/services/pricing', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(standardCents(after.json())).toBe(6400);
    // A refused write changes nothing and keeps the answer.
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/services/pricing',
      headers: bearer(admin),
      payload: { items: [{ id: 'x' }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(
      (await get('/services/pricing', { 'if-none-match': after.headers.etag as string })).statusCode,
    ).toBe(304);
  });

  it('sends a larger answer compressed to a client that accepts it, the same JSON under the same tag', async () => {
    await savePriceList(t, admin, 'pricing', withStandard(6200).items);
    const plain = await get('/services/pricing');
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');

    const browser = await get('/services/pricing', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toBe('accept-encoding');
    expect(browser.headers.etag).toBe(plain.headers.etag);
    expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(zlib.brotliDecompressSync(browser.rawPayload).toString()).toBe(plain.body);

    const gzipOnly = await get('/services/pricing', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipOnly.rawPayload).toString()).toBe(plain.body);

    const revalidated = await get('/services/pricing', {
      'accept-encoding': 'br',
      'if-none-match': browser.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('sends a small answer as it is, whatever the client accepts', async () => {
    const plain = await get('/services/homePageDetails');
    expect(plain.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    const browser = await get('/services/homePageDetails', { 'accept-encoding': 'gzip, deflate, br' });
    expect(browser.headers['content-encoding']).toBeUndefined();
    expect(browser.headers.vary).toBeUndefined();
    expect(browser.body).toBe(plain.body);
  });

  it('shows a new FAQ entry among the latest at once', async () => {
    const before = (await get('/services/latestFaqs')).json().items as Array<{ question: string }>;
    await makeFaqCategory(t, admin, { slug: 'cache-test', name: 'Cache test' });
    await makeFaq(t, admin, {
      question: 'Is this the newest question?',
      answer: 'Yes.',
      categorySlug: 'cache-test',
    });
    const after = (await get('/services/latestFaqs')).json().items as Array<{ question: string }>;
    expect(before.map((f) => f.question)).not.toContain('Is this the newest question?');
    expect(after[0]?.question).toBe('Is this the newest question?');
  });
});

describe.skipIf(!(await redisReachable()))('public answers on two instances sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let admin = '';
  beforeAll(async () => {
    a = await buildTestApp({ rateLimitLogin: 1000, redisUrl: TEST_REDIS_URL });
    b = await buildSecondInstance(a, { redisUrl: TEST_REDIS_URL });
    admin = (await makeAccount(a, 'admin')).token;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('drops the other instance’s kept answer when an admin saves on this one', async () => {
    await savePriceList(a, admin, 'pricing', withStandard(7000).items);
    const read = async (t: TestApp) => standardCents((await t.app.inject('/api/v1/services/pricing')).json());
    expect(await read(b)).toBe(7000);
    await savePriceList(a, admin, 'pricing', withStandard(7300).items);
    await expect.poll(() => read(b), { timeout: 5000 }).toBe(7300);
  });
});
