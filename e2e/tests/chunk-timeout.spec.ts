import { expect, test } from './fixtures';

const PRICING_CHUNK = /\/assets\/pricing-page-[^/]+\.js$/;

test('a page whose code does not arrive within 120 s shows a load error with a retry', async ({ page }) => {
  // The page's clock is the test's: it stands still unless the test moves it. A clock that flows
  // with real time would let a slow machine's seconds count towards the 120 s.
  await page.clock.install({ time: new Date('2026-03-02T09:00:00+11:00') });
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  await page.clock.pauseAt(new Date('2026-03-02T10:00:00+11:00'));

  // The pricing page's chunk stalls: the request is never answered. Its timer starts before the
  // request is made, so once the request is seen the 120 s are counting.
  let requested!: () => void;
  const chunkRequested = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(PRICING_CHUNK, () => requested());
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).first().click();
  await chunkRequested;
  await page.clock.fastForward(119_000);
  await expect(page.getByText("This page didn't load")).toHaveCount(0);
  await page.clock.fastForward(2_000);
  await expect(page.getByRole('heading', { name: "This page didn't load" })).toBeVisible();

  await page.unroute(PRICING_CHUNK);
  await page.clock.resume();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByText("This page didn't load")).toHaveCount(0);
});
