import { DEMO_PASSWORD, SIGNUP_PASSWORD } from '../secrets';
import { expect, test } from './fixtures';

test.describe('signing in and out', () => {
  test('the demo patient signs in with a password, sees their account, and signs out', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('patient@demo.curo.au');
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
    await page.getByLabel('Email').fill('patient@demo.curo.au');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Incorrect email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a new patient signs up and is welcomed', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Silva');
    await page.getByLabel('Email').fill(`ana.${Date.now()}@example.com.au`);
    await page.getByLabel('Password', { exact: true }).fill(SIGNUP_PASSWORD);
    await page.getByRole('button', { name: /create account|sign up/i }).click();
    await expect(page).toHaveURL(/\/\?fromSignup=true$/);
  });

  test('an access token that stopped working mid-session is refreshed without the user noticing', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('nurse@demo.curo.au');
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
    await page.getByLabel('Email').fill('doctor@demo.curo.au');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account\/security$/);
  });
});
