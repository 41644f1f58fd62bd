import { readFile } from 'node:fs/promises';
import { expect, newPatient, signInAs, test } from './fixtures';

/**
 * Issue 16 (item 4, part; decision 0057): a patient downloads everything Curo holds about them from
 * `/account`, as a PDF to read and as JSON, on a phone-width screen.
 */
test('a patient downloads their record as PDF and JSON from /account at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const patient = await newPatient(page.request, { firstName: 'Aroha', lastName: 'Ngata' });
  await signInAs(page, patient.email, patient.password);
  await page.goto('/account');

  const card = page.getByRole('region', { name: 'Your information' });
  await card.scrollIntoViewIfNeeded();
  // Nothing sticks out sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download as PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^curo-my-record-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect((await readFile((await pdf.path()) as string)).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(card.getByRole('status')).toHaveText(`Downloaded ${pdf.suggestedFilename()}.`);

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download as JSON' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^curo-my-record-\d{4}-\d{2}-\d{2}\.json$/);
  const record = JSON.parse(await readFile((await json.path()) as string, 'utf8'));
  expect(record.account.profile).toMatchObject({
    email: patient.email,
    firstName: 'Aroha',
    lastName: 'Ngata',
  });
  // The password's hash (argon2id) is a key, not information about her.
  expect(JSON.stringify(record)).not.toContain('$argon2');
  expect(JSON.stringify(record)).not.toContain('passwordHash');
});
