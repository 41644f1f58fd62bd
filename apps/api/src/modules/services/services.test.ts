import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { DEMO_PASSWORD } from '../../demo/demo-accounts';
import { seedDemoData } from '../../demo/seed';

describe('services', () => {
  let t: TestApp;
  let admin = '';
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    await seedDemoData(t.database.db, { roster: false });
    admin = (await signIn(t, 'admin@demo.curo.au', DEMO_PASSWORD)).json().accessToken;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1${url}`, headers });
  const put = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: bearer(token), payload });

  it('serves the seeded prices, cacheable, and an admin change is what the next read shows', async () => {
    const first = await get('/services/pricing');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const prices = first.json();
    expect(prices.items.find((p: { id: string }) => p.id === 'standard')).toMatchObject({
      amountCents: 5900,
      gstFree: true,
    });
    expect(
      (await get('/services/pricing', { 'if-none-match': first.headers.etag as string })).statusCode,
    ).toBe(304);

    const patient = (await signUpPatient(t)).accessToken;
    const raised = {
      items: prices.items.map((p: { id: string; amountCents: number | null }) =>
        p.id === 'standard' ? { ...p, amountCents: 6500 } : p,
      ),
    };
    expect((await put('/services/pricing', patient, raised)).statusCode).toBe(403);
    const saved = await put('/services/pricing', admin, raised);
    expect(saved.statusCode).toBe(200);
    const next = await get('/services/pricing', { 'if-none-match': first.headers.etag as string });
    expect(next.statusCode).toBe(200);
    expect(next.json().items.find((p: { id: string }) => p.id === 'standard').amountCents).toBe(6500);

    const bad = await put('/services/pricing', admin, { items: [{ id: 'x', name: 'X' }] });
    expect(bad.statusCode).toBe(400);
    expect((await get('/services/kids-pricing')).json().items.length).toBeGreaterThan(0);
  });

  it('lets admins edit the home page text', async () => {
    const home = (await get('/services/homePageDetails')).json();
    expect(home.heroTitle).toBeTruthy();
    const changed = await put('/services/homePageDetails', admin, {
      ...home,
      announcement: 'Open on Christmas Day',
    });
    expect(changed.json().announcement).toBe('Open on Christmas Day');
    expect((await get('/services/homePageDetails')).json().announcement).toBe('Open on Christmas Day');
  });

  it('shows the latest FAQ entries', async () => {
    const latest = (await get('/services/latestFaqs')).json().items;
    expect(latest).toHaveLength(5);
    expect(latest.every((f: { published: boolean }) => f.published)).toBe(true);
  });

  it('serves curated reviews with their average; hidden ones only to admins', async () => {
    const reviews = (await get('/services/googleReviews')).json();
    expect(reviews.count).toBe(4);
    expect(reviews.average).toBe(4.8);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/services/googleReviews',
      headers: bearer(admin),
      payload: {
        authorName: 'Ana P.',
        rating: 1,
        text: 'Never rang back.',
        reviewedOn: '2026-11-01',
        visible: false,
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await get('/services/googleReviews')).json().count).toBe(4);
    const all = await get('/services/googleReviews/all', bearer(admin));
    expect(all.json().items).toHaveLength(5);
    const shown = await put(`/services/googleReviews/${created.json().id}`, admin, {
      ...created.json(),
      id: undefined,
      position: undefined,
      visible: true,
    });
    expect(shown.statusCode).toBe(200);
    expect((await get('/services/googleReviews')).json().average).toBe(4);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/services/googleReviews/${created.json().id}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(204);
    const rating6 = await t.app.inject({
      method: 'POST',
      url: '/api/v1/services/googleReviews',
      headers: bearer(admin),
      payload: { authorName: 'X', rating: 6, text: 'x', reviewedOn: '2026-11-01' },
    });
    expect(rating6.statusCode).toBe(400);
  });
});
