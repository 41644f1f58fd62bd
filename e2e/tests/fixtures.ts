import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, SIGNUP_PASSWORD } from '../secrets';

/** The uncaught errors and console errors of `page` from now on, which a user would meet as a broken page. */
export function recordPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // Chromium logs every non-2xx response as a console error; the tests assert on those
    // responses themselves (404 pages, 400 answers), so only script errors count here.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${m.text()}`);
    }
  });
  return errors;
}

/**
 * After a page load, waits for `<html data-ready>`: a public page arrives rendered by the server
 * (decision 0045) and shows its buttons before the app has hydrated them, as a visitor on a slow
 * phone would see it; a test clicks only once they work. Loads that are not a page (an API answer,
 * a PDF), and a load with `waitUntil: 'commit'` (a test looking at the page before it starts), are
 * left alone.
 */
export function waitForAppOnLoad(page: Page): void {
  type Options = { waitUntil?: string } | undefined;
  const ready = async (response: Awaited<ReturnType<Page['goto']>>, options: Options) => {
    if (options?.waitUntil !== 'commit' && response?.headers()['content-type']?.startsWith('text/html'))
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => ready(await goto(url, options), options);
  page.reload = async (options) => ready(await reload(options), options);
}

/** Fails the test on any page error (recordPageErrors) in its page; every load waits for the app. */
export const test = base.extend<{ pageErrors: string[] }, object>({
  page: async ({ page }, use) => {
    waitForAppOnLoad(page);
    await use(page);
  },
  // The same for pages of contexts a test opens itself (a doctor and a patient side by side).
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        context.on('page', waitForAppOnLoad);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors = recordPageErrors(page);
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

/**
 * Presses Escape until `dialog` closes. Radix listens for Escape only once a just-opened layer
 * knows it is the top one, which takes a render scheduled from an effect: on a loaded machine a
 * key pressed in the first frames after opening is ignored (a person presses again). A dialog that
 * never closes on Escape still fails, after the assertion's timeout.
 */
export async function closeWithEscape(page: Page, dialog: Locator) {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden({ timeout: 1_000 });
  }).toPass();
}

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

/** A short random tag that keeps a test's names and emails its own. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The header that calls the API as the holder of `accessToken`. */
export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

interface Session {
  accessToken: string;
  refreshToken: string;
  user: { id: string; firstName: string; lastName: string; email: string };
}

/** Signs in through the API (the sign-in screen has its own tests) and answers the session. */
export async function apiSession(
  request: APIRequestContext,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<Session> {
  // The admin-mask spec turns two-step sign-in on for the shared demo admin for a few seconds (only
  // seeded accounts can be admins). A sign-in in that window is asked for a code: wait it out here,
  // once for every spec, rather than fail.
  let session: Session | undefined;
  await expect(async () => {
    const response = await request.post('/api/v1/users/login?include=user', { data: { email, password } });
    expect(response.ok(), `sign-in of ${email}`).toBe(true);
    const body = (await response.json()) as {
      accessToken?: string;
      refresh?: { token: string };
      user?: Session['user'];
    };
    expect(body.accessToken, `${email} is still asked for a two-step code`).toBeTruthy();
    session = { accessToken: body.accessToken!, refreshToken: body.refresh!.token, user: body.user! };
  }).toPass({ intervals: [1000], timeout: 30_000 });
  return session!;
}

/**
 * Signs `page` in as `email` by storing the session where the app keeps it. The page is left on a
 * small JSON answer of the site's origin (the storage is the origin's), not a page of the app,
 * whose load the caller's next `goto` would only repeat; every caller goes on to a page.
 */
export async function signInAs(page: Page, email: string, password: string = DEMO_PASSWORD) {
  const session = await apiSession(page.request, email, password);
  await page.goto('/api/v1/health');
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem('accessToken', access as string);
      localStorage.setItem('refreshToken', refresh as string);
    },
    [session.accessToken, session.refreshToken],
  );
  return session;
}

/** A new patient account, made through the API. */
export async function newPatient(
  request: APIRequestContext,
  names = { firstName: 'Aroha', lastName: 'Ngata' },
) {
  const email = `patient.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com.au`;
  const response = await request.post('/api/v1/users/createPatient', {
    data: { email, password: SIGNUP_PASSWORD, ...names },
  });
  expect(response.status(), 'patient sign-up').toBe(201);
  return { email, password: SIGNUP_PASSWORD, ...names };
}

/** "9:00 am" in `zone`, as the app writes clock times. */
export function clockIn(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone: zone, hour: 'numeric', minute: '2-digit' })
    .format(new Date(iso))
    .replace(/\s?([AP]M)/i, (_, m: string) => ` ${m.toLowerCase()}`);
}

/** A Monday at least `days` ahead, as YYYY-MM-DD. */
export function mondayAhead(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
