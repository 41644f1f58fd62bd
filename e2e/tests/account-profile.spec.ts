import { profileMessages } from '@curo/core/users';
import { expect, signInAs, test } from './fixtures';

/** A card number whose check digit adds up, and the same card with it wrong. */
const VALID_MEDICARE = '2953 12345 1';
const INVALID_MEDICARE = '2953 12341 1';

/** A 1×1 PNG: enough for the server to check, resize and store. */
const PNG = {
  name: 'picture.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

test.describe('a patient’s profile', () => {
  test('the demo patient edits their details and Medicare card, saves, and finds them kept', async ({
    page,
  }) => {
    await signInAs(page, 'patient@demo.curo.au');
    await page.goto('/secure-portal');
    await expect(page).toHaveURL(/\/account$/);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/account\/profile$/);
    const form = page.getByRole('form', { name: 'Your details' });

    await form.getByLabel('Mobile number').fill('0412 555 019');
    await form.getByLabel('Street address').fill('8 Boundary Street');
    await form.getByLabel('Suburb or town').fill('West End');
    await form.getByLabel('Postcode').fill('4101');
    await expect(form.getByLabel('State', { exact: true })).toHaveValue('QLD');
    await form.getByLabel('Time zone', { exact: true }).selectOption('Australia/Brisbane');

    const card = form.getByLabel('Card number');
    await card.fill('');
    await card.pressSequentially(INVALID_MEDICARE);
    await expect(card).toHaveAttribute('aria-invalid', 'true');
    await expect(card).toHaveAccessibleDescription(new RegExp(profileMessages.medicareNumber));
    await card.fill('');
    await card.pressSequentially(VALID_MEDICARE);
    await expect(card).toHaveAttribute('aria-invalid', 'false');
    await expect(card).toHaveAccessibleDescription(/Card number looks right/);
    await form.getByLabel('IRN').fill('1');
    await form.getByLabel('Valid to').fill('');
    await form.getByLabel('Valid to').pressSequentially('032030');

    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();

    await page.reload();
    const kept = page.getByRole('form', { name: 'Your details' });
    await expect(kept.getByLabel('Street address')).toHaveValue('8 Boundary Street');
    await expect(kept.getByLabel('Postcode')).toHaveValue('4101');
    await expect(kept.getByLabel('State', { exact: true })).toHaveValue('QLD');
    await expect(kept.getByLabel('Time zone', { exact: true })).toHaveValue('Australia/Brisbane');
    await expect(kept.getByLabel('Card number')).toHaveValue('2953123451');
    await expect(kept.getByLabel('IRN')).toHaveValue('1');
    await expect(kept.getByLabel('Valid to')).toHaveValue('03/2030');
  });

  test('the demo patient adds a family member, who is still there after a reload, then removes them', async ({
    page,
  }) => {
    // A name no other run has used, so parallel runs against one database do not collide.
    const firstName = `Ava${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'x')}`;
    await signInAs(page, 'patient@demo.curo.au');
    await page.goto('/account/profile#family');

    const family = page.getByRole('region', { name: 'Family members' });
    await family.getByRole('button', { name: 'Add a family member' }).click();
    const form = family.getByRole('form', { name: 'Add a family member' });
    await form.getByLabel('First name').fill(firstName);
    await form.getByLabel('Last name').fill('Nguyen');
    await form.getByLabel('Date of birth').fill('2019-08-14');
    await form.getByLabel('Relationship to you').selectOption('child');
    await form.getByRole('button', { name: 'Add family member' }).click();
    await expect(page.getByText(`${firstName} Nguyen has been added to your family.`)).toBeVisible();

    await page.reload();
    const member = page.getByRole('listitem').filter({ hasText: `${firstName} Nguyen` });
    await expect(member).toContainText('Child · Born 14 Aug 2019');

    await member.getByRole('button', { name: `Remove ${firstName} Nguyen` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(`${firstName} Nguyen has been removed from your family.`)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: `${firstName} Nguyen` })).toHaveCount(0);
  });

  test('a doctor who opens the patient profile is sent to their own', async ({ page }) => {
    await signInAs(page, 'doctor@demo.curo.au');
    await page.goto('/account/profile');
    await expect(page).toHaveURL(/\/account\/doctor\/profile$/);
    await expect(page.getByLabel('Public username')).not.toHaveValue('');
  });

  test('the demo patient uploads a photo, which is shown again after a reload', async ({ page }) => {
    await signInAs(page, 'patient@demo.curo.au');
    await page.goto('/account/profile');
    await page.getByLabel(/Upload a photo|Change photo/).setInputFiles(PNG);
    await expect(page.getByText('Your photo has been updated.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('img', { name: 'Mia Nguyen' })).toHaveAttribute('src', /\/files\/avatars\//);
  });
});

test('a doctor uploads a signature, which is shown again after a reload', async ({ page }) => {
  await signInAs(page, 'doctor@demo.curo.au');
  await page.goto('/account/doctor/profile');
  await page.getByLabel(/Upload signature|Replace signature/).setInputFiles(PNG);
  await expect(page.getByText('Your signature has been updated.')).toBeVisible();
  await page.reload();
  const signature = page.getByRole('img', { name: 'Your signature' });
  await expect(signature).toHaveAttribute('src', /^blob:/);
  expect(await signature.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
