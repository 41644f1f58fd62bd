import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { isAllowedTarget } from './short-links';

const policy = { publicUrl: 'https://curo.test', allowedHosts: ['partner.example.com.au'] };

describe('short-link targets', () => {
  it.each([
    ['/pricing', true],
    ['/blog/hay-fever?utm_source=sms', true],
    ['https://curo.test/faq', true],
    ['https://partner.example.com.au/book', true],
    ['//evil.example/phish', false],
    ['/\\evil.example', false],
    ['https://evil.example/', false],
    ['https://curo.test.evil.example/', false],
    ['http://partner.example.com.au/', false],
    ['javascript:alert(1)', false],
    ['https://user:pass@curo.test/', false],
    ['pricing', false],
  ])('%s → %s', (target, allowed) => {
    expect(isAllowedTarget(target, policy)).toBe(allowed);
  });
});

describe('short links', () => {
  let t: TestApp;
  let admin = '';
  beforeAll(async () => {
    t = await buildTestApp({
      rateLimitLogin: 1000,
      publicUrl: 'https://curo.test',
      shortLinkAllowedHosts: [],
    });
    admin = (await makeAccount(t, 'admin')).token;
  });
  afterAll(() => t.close());

  const create = (payload: object, token = admin) =>
    t.app.inject({ method: 'POST', url: '/api/v1/shortLinks', headers: bearer(token), payload });
  const resolve = (nano: string) => t.app.inject({ url: `/api/v1/shortLinks/long-url/${nano}` });

  it('makes a link with a generated id that resolves and counts its clicks', async () => {
    const res = await create({ target: '/medical-certificate' });
    expect(res.statusCode).toBe(201);
    const link = res.json();
    expect(link.nano).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(link.shortUrl).toBe(`https://curo.test/t/${link.nano}`);
    expect((await resolve(link.nano)).json()).toEqual({ url: '/medical-certificate' });
    await resolve(link.nano);
    const list = await t.app.inject({ url: '/api/v1/shortLinks', headers: bearer(admin) });
    expect(list.json().items.find((l: { nano: string }) => l.nano === link.nano).clicks).toBe(2);
  });

  it('refuses an open redirect, a taken id and a past expiry; an expired link is not found', async () => {
    const evil = await create({ target: 'https://evil.example/login' });
    expect(evil.statusCode).toBe(400);
    expect(evil.json().error.message).toBe('Links may only lead to this site or an allowed partner site');
    expect((await create({ target: '/faq', nano: 'flu-2026' })).statusCode).toBe(201);
    expect((await create({ target: '/faq', nano: 'flu-2026' })).statusCode).toBe(409);
    expect((await create({ target: '/faq', expiresAt: '2020-01-01T00:00:00Z' })).statusCode).toBe(400);

    const soon = (
      await create({ target: '/pricing', expiresAt: new Date(Date.now() + 60_000).toISOString() })
    ).json();
    expect((await resolve(soon.nano)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update short_links set expires_at = now() - interval '1 second' where nano = ${soon.nano}`,
    );
    expect((await resolve(soon.nano)).statusCode).toBe(404);
    expect((await resolve('unknown1')).statusCode).toBe(404);
    expect((await resolve('a b')).statusCode).toBe(400);
  });

  it('is for admins to make, list and delete', async () => {
    const patient = (await signUpPatient(t)).accessToken;
    expect((await create({ target: '/faq' }, patient)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/shortLinks', headers: bearer(patient) })).statusCode).toBe(
      403,
    );
    const link = (await create({ target: '/faq' })).json();
    const del = (token: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/shortLinks/${link.nano}`, headers: bearer(token) });
    expect((await del(patient)).statusCode).toBe(403);
    expect((await del(admin)).statusCode).toBe(204);
    expect((await resolve(link.nano)).statusCode).toBe(404);
  });
});
