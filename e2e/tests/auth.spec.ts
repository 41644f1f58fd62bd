import { DEMO_PASSWORD, SIGNUP_PASSWORD } from '../secrets';
import { expect, test } from './fixtures';

test.describe('signing in and out', () => {
  test('the demo patient signs in with a password, sees their account, and signs out', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('patient@demo.curo.au');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.locator('main h1')).toContainText('Mia');
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy();

    await page.goto('/users/sign_out');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('You have signed out.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('a wrong password says so and keeps the visitor on the form', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('patient@demo.curo.au');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Incorrect email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a new patient signs up and is welcomed', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Silva');
    await page.getByLabel('Email', { exact: true }).fill(`ana.${Date.now()}@example.com.au`);
    await page.getByLabel('Password', { exact: true }).fill(SIGNUP_PASSWORD);
    await page.getByRole('button', { name: /create account|sign up/i }).click();
    await expect(page).toHaveURL(/\/\?fromSignup=true$/);
  });

  test('an access token that stopped working mid-session is refreshed without the user noticing', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('nurse@demo.curo.au');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account$/);
    const before = await page.evaluate(() => localStorage.getItem('refreshToken'));
    await page.evaluate(() => localStorage.setItem('accessToken', 'expired-or-garbage'));
    await page.goto('/account/security');
    await expect(page.getByText('This device')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(before);
  });

  test('the account area sends a signed-out visitor to sign in, and back afterwards', async ({ page }) => {
    await page.goto('/account/security');
    await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fsecurity$/);
    await page.getByLabel('Email', { exact: true }).fill('doctor@demo.curo.au');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account\/security$/);
  });
});

/**
 * The newest message in the development outbox sent to `to` whose text matches `matching`. Ask
 * once the request that queues it has answered: until then the newest may be an older one (a
 * sign-up's verification email, another test's code).
 */
async function outboxTextFor(
  request: import('@playwright/test').APIRequestContext,
  to: string,
  matching: RegExp,
) {
  let text = '';
  await expect
    .poll(async () => {
      const items = (await (await request.get('/api/v1/dev/outbox')).json()).items as Array<{
        to: string;
        text: string;
      }>;
      text = items.find((m) => m.to === to && matching.test(m.text))?.text ?? '';
      return text;
    })
    .not.toBe('');
  return text;
}

test.describe('signing in without a password', () => {
  test('a magic link from the outbox signs in once and leaves no token in the address bar', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Email me a link' }).click();
    await page.getByLabel('Email', { exact: true }).fill('companyadmin@demo.curo.au');
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByRole('status').filter({ hasText: 'sign-in link is on its way' })).toBeVisible();

    const magicLink = /http:\/\/[^\s]+\/login\?magicToken=[A-Za-z0-9_-]+/;
    const text = await outboxTextFor(request, 'companyadmin@demo.curo.au', magicLink);
    const link = magicLink.exec(text)?.[0] ?? '';
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page).toHaveURL(/\/account$/);
    expect(page.url()).not.toContain('magicToken');
  });

  test('a 6-digit code by email from the outbox signs in', async ({ page, request }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Use a code' }).click();
    await page.getByLabel('Email', { exact: true }).fill('instantdoctor@demo.curo.au');
    const sent = page.waitForResponse((res) => res.url().includes('/sendPinCodeWithMail') && res.ok());
    await page.getByRole('button', { name: /send/i }).click();
    await sent;
    const text = await outboxTextFor(request, 'instantdoctor@demo.curo.au', /code is \d{6}/);
    const code = /code is (\d{6})/.exec(text)?.[1] ?? '';
    await page.getByLabel('6-digit code', { exact: true }).fill(code);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page).toHaveURL(/\/account$/);
  });

  test('a password reset link from the outbox sets a new password', async ({ page, request }) => {
    const email = `reset.${Date.now()}@example.com.au`;
    await request.post('/api/v1/users/createPatient', {
      data: { email, password: SIGNUP_PASSWORD, firstName: 'Reset', lastName: 'Tester' },
    });
    await page.goto('/request-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    const sent = page.waitForResponse((res) => res.url().includes('/auth/requestPasswordReset') && res.ok());
    await page.getByRole('button', { name: /send|reset|link/i }).click();
    await sent;
    const resetLink = /http:\/\/[^\s]+\/request-password\?token=[A-Za-z0-9_-]+/;
    const text = await outboxTextFor(request, email, resetLink);
    const link = new URL(resetLink.exec(text)?.[0] ?? '');
    await page.goto(link.pathname + link.search);
    await expect(page).not.toHaveURL(/token=/);
    await page.getByLabel('New password', { exact: true }).fill('an entirely new phrase');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('heading', { name: /password changed/i })).toBeVisible();
  });
});
