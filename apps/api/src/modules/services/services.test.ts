import { DEFAULT_KIDS_PRICES, DEFAULT_PRICES } from '@curo/core/price-list';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeFaq, makeFaqCategory, makeReview, savePriceList } from '../../../test/content';

describe('services', () => {
  let t: TestApp;
  let admin = '';
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    admin = (await makeAccount(t, 'admin')).token;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1${url}`, headers });
  const put = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: bearer(token), payload });

  it('serves the saved prices, cacheable, and an admin change is what the next read shows', async () => {
    // Given the clinic's price lists as an admin saved them (a standard consult at $59, GST-free).
    await savePriceList(t, admin, 'pricing', DEFAULT_PRICES);
    await savePriceList(t, admin, 'kids-pricing', DEFAULT_KIDS_PRICES);

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
    // Nobody has saved the home page yet: the built-in text is served, and an admin edits that.
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
    // Given six published entries and, changed last of all, a hidden one.
    await makeFaqCategory(t, admin, { slug: 'booking', name: 'Booking' });
    for (let i = 1; i <= 6; i++) {
      await makeFaq(t, admin, {
        question: `Published question number ${i}?`,
        answer: `Answer ${i}.`,
        categorySlug: 'booking',
      });
    }
    await makeFaq(t, admin, {
      question: 'A hidden draft question?',
      answer: 'Not yet.',
      categorySlug: 'booking',
      published: false,
    });
    const latest = (await get('/services/latestFaqs')).json().items;
    expect(latest).toHaveLength(5);
    expect(latest.every((f: { published: boolean }) => f.published)).toBe(true);
  });

  it('serves curated reviews with their average; hidden ones only to admins', async () => {
    // Given four curated reviews: 5, 5, 4 and 5 stars.
    for (const [authorName, rating] of [
      ['Sarah M.', 5],
      ['Tom W.', 5],
      ['Priya K.', 4],
      ['Liam O.', 5],
    ] as const) {
      await makeReview(t, admin, { authorName, rating, text: 'Easy and kind.', reviewedOn: '2026-10-12' });
    }
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
