import { expect, test } from './fixtures';

test('a page whose code does not arrive within 120 s shows a load error with a retry', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();

  // The pricing page's chunk stalls: the request is never answered.
  await page.route(/\/assets\/pricing-page-[^/]+\.js$/, () => {});
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).first().click();
  await page.clock.fastForward(119_000);
  await expect(page.getByText("This page didn't load")).toHaveCount(0);
  await page.clock.fastForward(2_000);
  await expect(page.getByRole('heading', { name: "This page didn't load" })).toBeVisible();

  await page.unroute(/\/assets\/pricing-page-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByText("This page didn't load")).toHaveCount(0);
});
