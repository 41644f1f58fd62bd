import { PUBLIC_PAGE_PATTERNS } from '@curo/core/routes';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Every public route of spec §2, with a real value of the demo content for each parameter: a
 * post, FAQ entry or specialty that does not exist is, rightly, a 404.
 */
const samples: Record<string, string> = {
  '/blog/:slug': '/blog/preparing-for-a-telehealth-consult',
  '/faq/:slug': '/faq/can-i-get-a-medical-certificate-online',
  '/faq/category/:category': '/faq/category/fees-and-medicare',
  '/specialty/:slug': '/specialty/dermatology',
};
const publicPaths = PUBLIC_PAGE_PATTERNS.filter((p) => p !== '/t/:nano').map(
  (p) => samples[p] ?? p.replace(/:\w+/g, 'x'),
);

test.describe('every public route', () => {
  for (const path of publicPaths) {
    test(`${path} renders in the public layout without errors`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Contact us' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Contact us' })).toBeVisible();
      expect(await page.title()).toMatch(/\| Curo$/);
    });
  }
});

test('/kids renders the paediatrics page', async ({ page }) => {
  await page.goto('/specialty/paediatrics');
  const heading = await page.locator('main h1').textContent();
  await page.goto('/kids');
  await expect(page.locator('main h1')).toHaveText(heading ?? '');
});

test('each state and territory has its own workplace page', async ({ page }) => {
  const headings = new Set<string>();
  for (const code of ['nsw', 'vic', 'qld', 'wa', 'sa', 'tas', 'act', 'nt']) {
    await page.goto(`/workplace/${code}`);
    headings.add((await page.locator('main').textContent())?.slice(0, 400) ?? '');
  }
  expect(headings.size).toBe(8);
});

test('pages that start a consult say "In an emergency, call 000."', async ({ page }) => {
  for (const path of ['/', '/consult-dr-now', '/medical-certificate', '/pricing']) {
    await page.goto(path);
    await expect(page.locator('main').getByText('In an emergency, call 000.').first()).toBeVisible();
  }
});

test('scrolls to the top on every path change', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/** Holds back the script files matching `pattern` until `release()` is called. */
async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a public page shows its content before its code arrives, and answers clicks once it has', async ({
  page,
}) => {
  const release = await holdScripts(page, /\/assets\/home-page-[^/]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  // The server sent the page with its content: no loader, and the heading is there already.
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByTestId('full-screen-loader')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-ready');
  expect(await page.title()).toBe('See an Australian doctor online, today | Curo');

  release();
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  expect(await page.title()).toBe('See an Australian doctor online, today | Curo');
  await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact Information' })).toBeVisible();
});

test('shows the animated full-screen loader while a signed-in page first loads', async ({ page }) => {
  const release = await holdScripts(page, /\/assets\/account-layout-[^/]+\.js$/);
  // The signed-in area is never rendered by the server: the browser starts it.
  await page.goto('/account', { waitUntil: 'commit' });
  const loader = page.getByTestId('full-screen-loader');
  await expect(loader).toBeVisible();
  await expect(loader.locator('svg.curo-symbol-animated')).toBeVisible();
  release();
  await expect(loader).toBeHidden();
  // Signed out, the account area sends the visitor to sign in.
  await expect(page).toHaveURL(/\/login/);
  await expect(page.locator('main h1')).toBeVisible();
});
