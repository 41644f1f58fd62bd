import { test as base, expect, type Page } from '@playwright/test';

/** Fails the test on any uncaught page error or console error, which a user would meet as a broken page. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        // Chromium logs every non-2xx response as a console error; the tests assert on those
        // responses themselves (404 pages, 400 answers), so only script errors count here.
        if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) {
          errors.push(`console: ${m.text()}`);
        }
      });
      await use(errors);
      expect(errors, errors.join('\n')).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The contact dialog, found by its accessible name. */
export const contactDialog = (page: Page) => page.getByRole('dialog', { name: 'Contact Information' });

export const field = (page: Page, name: string) => contactDialog(page).locator(`[name="${name}"]`);

export async function fillContactForm(page: Page, overrides: Record<string, string> = {}) {
  const values = {
    firstName: 'Mia',
    lastName: 'Nguyen',
    email: `mia.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com.au`,
    phoneNumber: '0412 345 678',
    message: 'Can I get a medical certificate today?',
    ...overrides,
  };
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
  return values;
}
