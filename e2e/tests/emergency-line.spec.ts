import { expect, signInAs, test } from './fixtures';
import { newDoctor, onShiftNow } from './staff';

const ADMIN = 'admin@demo.curo.au';

// A phone's width: the settings form and the call log are one column.
test.use({ viewport: { width: 375, height: 812 } });

test('an admin sets the emergency line up', async ({ page, request }) => {
  // A doctor on emergency shift now, with no phone number on their account.
  const doctor = await newDoctor(request, {
    acceptsEmergency: true,
    lastName: `Oncall${Date.now() % 100_000}`,
  });
  await onShiftNow(request, doctor, 'emergency');

  await signInAs(page, ADMIN);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Emergency line' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Emergency line' })).toBeVisible();
  // The test server has no Twilio keys: the page says calling is not configured.
  await expect(page.getByRole('alert').filter({ hasText: 'Calling is not configured' })).toBeVisible();
  // The doctor on shift is named, and why they will not be rung.
  await expect(
    page.getByText(new RegExp(`not rung:.*Dr ${doctor.firstName} ${doctor.lastName}`)),
  ).toBeVisible();

  await page.getByLabel('Public emergency number').fill('02 9000 0000');
  await page.getByLabel('Fallback number').fill('0400 000 999');
  await page.getByLabel('Ring each phone for (seconds)').fill('25');
  await page
    .getByLabel('Message when nobody answers')
    .fill('Nobody can take your call. Leave a message after the tone.');
  await page.getByRole('switch', { name: 'Take a voicemail after the message' }).uncheck();
  await page.getByRole('button', { name: 'Save emergency line' }).click();
  await expect(page.getByText('Emergency line saved')).toBeVisible();

  // Stored in E.164, and kept after a reload.
  await page.reload();
  await expect(page.getByLabel('Public emergency number')).toHaveValue('+61290000000');
  await expect(page.getByLabel('Fallback number')).toHaveValue('+61400000999');
  await expect(page.getByLabel('Ring each phone for (seconds)')).toHaveValue('25');
  await expect(page.getByRole('switch', { name: 'Take a voicemail after the message' })).not.toBeChecked();
  await expect(page.getByText('Fallback number +61400000999')).toBeVisible();
  await expect(page.getByText('The message, then the call ends')).toBeVisible();
  await expect(page.getByText('No calls yet')).toBeVisible();
});
