import { expect, test } from './fixtures';

const notFoundHeading = "We couldn't find that page";

test.describe('the not-found page', () => {
  for (const path of [
    '/not-found',
    '/room/dr-lee/appointment/42',
    '/this/does/not/exist',
    '/no-such-company',
  ]) {
    test(`${path} answers 404 and shows the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: notFoundHeading })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }
});

test.describe('redirects on a direct load', () => {
  const cases: Array<[string, string[]]> = [
    ['/wickham', ['/consult-dr-now']],
    ['/online-doctor', ['/consult-dr-now']],
    ['/signup/gold-coast-private-hospital', ['/consult-dr-now']],
    ['/gold-coast-private-hospital', ['/online-doctor', '/consult-dr-now']],
    ['/login/gold-coast-private-hospital', ['/online-doctor', '/consult-dr-now']],
    ['/script', ['/online-doctor', '/consult-dr-now']],
  ];
  for (const [from, hops] of cases) {
    test(`${from} goes to /consult-dr-now with 301s`, async ({ page, request }) => {
      let at = from;
      for (const hop of hops) {
        const res = await request.get(at, { maxRedirects: 0 });
        expect(res.status()).toBe(301);
        expect(res.headers().location).toBe(hop);
        at = hop;
      }
      await page.goto(from);
      await expect(page).toHaveURL(/\/consult-dr-now$/);
      await expect(page.locator('main h1')).toBeVisible();
    });
  }

  test('a known company code goes to booking with the company context', async ({ page, request }) => {
    const res = await request.get('/harbourview-health', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe('/consult-dr-now?company=harbourview-health');
    await page.goto('/harbourview-health');
    await expect(page).toHaveURL(/\/consult-dr-now\?company=harbourview-health$/);
    await expect(page.getByRole('status').filter({ hasText: 'Harbourview Health Partners' })).toBeVisible();
  });
});
