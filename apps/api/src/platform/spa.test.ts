import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCompany } from '../../test/factories';

describe('page routes on a direct load', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await buildCompany(t.database.db, { slug: 'redgum-logistics', name: 'Redgum Logistics' });
  });
  afterAll(() => t.close());

  it.each([
    '/',
    '/consult-dr-now',
    '/pricing',
    '/workplace/qld',
    '/kids',
    '/blog/search/',
    '/faq/results',
    '/faq/category/billing',
    '/t/abc123',
    '/verify/ABCDE-23456',
    '/account/documents',
  ])('serves %s with 200 and the app', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('id="root"');
  });

  it.each([
    '/not-found',
    '/room/dr-smith/appointment/123',
    '/no/such/page',
    '/workplace/xyz',
    '/unknown-company',
    // Content pages whose post, entry or specialty does not exist (or is not public).
    '/blog/some-post',
    '/faq/no-such-entry',
    '/specialty/dermatology',
  ])('serves %s with 404 and the app (which shows the not-found page)', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('id="root"');
  });

  it.each([
    ['/wickham', '/consult-dr-now'],
    ['/online-doctor', '/consult-dr-now'],
    ['/signup/gold-coast-private-hospital', '/consult-dr-now'],
    ['/gold-coast-private-hospital', '/online-doctor'],
    ['/login/gold-coast-private-hospital', '/online-doctor'],
    ['/script', '/online-doctor'],
    ['/script?utm_source=sms', '/online-doctor?utm_source=sms'],
  ])('redirects %s with 301 to %s', async (from, to) => {
    const res = await t.app.inject(from);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('redirects a known company code to booking with its context', async () => {
    const res = await t.app.inject('/redgum-logistics');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/consult-dr-now?company=redgum-logistics');
    const upper = await t.app.inject('/Redgum-Logistics');
    expect(upper.headers.location).toBe('/consult-dr-now?company=redgum-logistics');
  });

  it('serves the development outbox page outside production', async () => {
    expect((await t.app.inject('/dev/outbox')).statusCode).toBe(200);
  });

  it('answers a non-GET to a page path with the JSON 404 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/pricing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('company look-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await buildCompany(t.database.db, { slug: 'coastal-schools', name: 'Coastal Independent Schools' });
  });
  afterAll(() => t.close());

  it('GET /api/v1/companies/slug/:slug answers the public details', async () => {
    const res = await t.app.inject('/api/v1/companies/slug/coastal-schools');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      slug: 'coastal-schools',
      name: 'Coastal Independent Schools',
      logoUrl: null,
    });
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await t.app.inject('/api/v1/companies/slug/nobody');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Company not found' });
  });

  it('keeps the outbox page out of production', async () => {
    const prod = await buildTestApp({ isProduction: true, env: 'production' });
    try {
      expect((await prod.app.inject('/dev/outbox')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
