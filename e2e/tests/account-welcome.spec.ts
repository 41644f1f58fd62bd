import { SIGNUP_PASSWORD } from '../secrets';
import { expect, test } from './fixtures';

test('a new patient is welcomed by name, and closing the welcome tidies the address', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Silva');
  await page.getByLabel('Email', { exact: true }).fill(`ana.welcome.${Date.now()}@example.com.au`);
  await page.getByLabel('Password', { exact: true }).fill(SIGNUP_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/\?fromSignup=true$/);

  const welcome = page.getByRole('region', { name: 'Welcome to Curo, Ana' });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('link', { name: /Add your Medicare card/ })).toHaveAttribute(
    'href',
    '/account/profile#medicare',
  );
  await welcome.getByRole('button', { name: 'Dismiss welcome' }).click();
  await expect(welcome).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('main h1')).toBeFocused();
});
