import type { APIRequestContext, Page } from '@playwright/test';
// The server's own TOTP library (a dependency of apps/api), so the codes are made as an app would.
import { generate } from 'otplib';
import { DEMO_PASSWORD, SIGNUP_PASSWORD } from '../secrets';
import { expect, signInAs, test } from './fixtures';

const ADMIN = 'admin@demo.curo.au';

/** The 30-second step of the last code the server accepted from this spec. */
let lastStep = 0;

/**
 * A code the server has not accepted yet: it takes each step's code once (RFC 6238), and accepts
 * the current step and the next. Waits, as a person would for their app's next code, when both
 * are used.
 */
async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    const next = [step, step + 1].find((s) => s > lastStep);
    if (next !== undefined) {
      lastStep = next;
      return generate({ secret, epoch: next * 30 });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function signInWithPassword(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Turns the admin's two-step sign-in off again through the API, so the shared demo admin signs in
 * with a password alone for every other test, whether or not this one got to the end.
 */
async function turnTotpOff(request: APIRequestContext, secret: string) {
  const first = await request.post('/api/v1/users/login', {
    data: { email: ADMIN, password: DEMO_PASSWORD },
  });
  const answer = (await first.json()) as { challenge?: string; accessToken?: string };
  if (!answer.challenge) return;
  const verified = await request.post('/api/v1/auth/verify-totp', {
    data: { challenge: answer.challenge, code: await freshCode(secret) },
  });
  const { accessToken } = (await verified.json()) as { accessToken: string };
  await request.post('/api/v1/users/me/totp/disable', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { code: await freshCode(secret) },
  });
}

// One demo admin serves both tests, and the second turns its two-step sign-in on for a while: so
// they take turns rather than racing.
test.describe.configure({ mode: 'serial' });

test.describe('the admin area', () => {
  test('an admin creates a nurse, finds, blocks and deletes them; a patient cannot see the page', async ({
    page,
  }) => {
    const email = `nurse.${Date.now()}@example.com.au`;
    await signInAs(page, ADMIN);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();

    const create = async () => {
      await page.getByRole('button', { name: 'Create staff account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create staff account' });
      await dialog.getByRole('radio', { name: /^Nurse/ }).check();
      await dialog.getByLabel('First name').fill('Nadia');
      await dialog.getByLabel('Last name').fill('Osei');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Temporary password').fill(SIGNUP_PASSWORD);
      await dialog.getByRole('button', { name: 'Create account' }).click();
      return dialog;
    };
    const dialog = await create();
    await expect(page.getByText("Nadia Osei's account is ready")).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    const row = page.getByRole('row', { name: /Nadia Osei/ });
    await expect(row).toContainText('Nurse');
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: 'Block Nadia Osei' }).click();
    await expect(row).toContainText('Blocked');

    // The same email again: the server's word, in the form.
    const again = await create();
    await expect(again.getByRole('alert')).toHaveText('An account with this email already exists');
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: 'Delete Nadia Osei' }).click();
    await page
      .getByRole('dialog', { name: "Delete Nadia Osei's account?" })
      .getByRole('button', { name: 'Delete account' })
      .click();
    await expect(page.getByText('No one matches this search.')).toBeVisible();

    await signInAs(page, 'patient@demo.curo.au');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
  });

  test('turns on two-step sign-in, signs in with it, views as the demo patient and comes back', async ({
    page,
    request,
  }) => {
    // Four codes, each accepted once: up to a minute goes to waiting for the next one.
    test.setTimeout(150_000);
    let secret = '';
    try {
      await signInWithPassword(page);
      await expect(page).toHaveURL(/\/admin$/);

      // Two-step sign-in, set up with the key the security page shows.
      await page.goto('/account/security');
      await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
      secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await page.getByLabel('6-digit code', { exact: true }).fill(await generate({ secret }));
      await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
      await expect(page.getByRole('button', { name: 'Turn off' })).toBeVisible();

      // Signing in again now asks for a code after the password.
      await page.goto('/users/sign_out');
      await expect(page).toHaveURL(/\/$/);
      await signInWithPassword(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
      const code = page.getByLabel('6-digit code', { exact: true });
      await expect(code).toBeFocused();
      await code.fill(await freshCode(secret));
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await expect(page).toHaveURL(/\/admin$/);

      // The demo patient, found in the users list.
      await page.goto('/admin');
      await page.getByRole('searchbox', { name: 'Search' }).fill('patient@demo');
      await expect(page).toHaveURL(/\?query=patient%40demo$/);
      await page.getByRole('link', { name: 'View Mia Nguyen' }).click();
      await expect(page).toHaveURL(/\/admin\/patient\/profile\?id=[0-9a-f-]{36}$/);
      const patientPage = page.url();
      await expect(page.getByRole('heading', { level: 1, name: 'Mia Nguyen' })).toBeVisible();

      // View as the patient, with a reason and a current code.
      await page.getByRole('button', { name: 'View as patient' }).click();
      const dialog = page.getByRole('dialog', { name: 'View as Mia Nguyen' });
      await dialog.getByLabel('Reason').fill('End-to-end test: checking what the patient sees');
      await dialog.getByLabel('Code from your authenticator app').fill(await freshCode(secret));
      await dialog.getByRole('button', { name: 'View as Mia' }).click();
      await expect(page).toHaveURL(/\/account$/);
      const banner = page.getByRole('region', { name: 'Viewing as a patient' });
      await expect(banner).toContainText('Viewing as Mia Nguyen');
      await expect(banner).toContainText('You are Sam Taylor');
      await expect(page.locator('main h1')).toContainText('Mia');
      // The banner stays on the public pages too.
      await page.goto('/pricing');
      await expect(banner).toBeVisible();

      // Exit: back on the patient's page, as the admin.
      await banner.getByRole('button', { name: /^Exit/ }).click();
      await expect(page).toHaveURL(patientPage);
      await expect(banner).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'View as patient' })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('curo.mask.return'))).toBeNull();
    } finally {
      if (secret) await turnTotpOff(request, secret);
    }
  });
});
