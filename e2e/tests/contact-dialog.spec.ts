import { closeWithEscape, contactDialog, expect, field, fillContactForm, test } from './fixtures';

const send = (page: import('@playwright/test').Page) =>
  contactDialog(page).getByRole('button', { name: 'Send Message' }).click();

test.describe('the contact dialog', () => {
  test('opens from the header and the footer on any page', async ({ page }) => {
    for (const path of ['/', '/pricing', '/workplace/wa', '/not-found']) {
      await page.goto(path);
      await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
      await expect(contactDialog(page)).toBeVisible();
      await closeWithEscape(page, contactDialog(page));
      await page.getByRole('contentinfo').getByRole('button', { name: 'Contact us' }).click();
      await expect(contactDialog(page)).toBeVisible();
      await closeWithEscape(page, contactDialog(page));
    }
  });

  test('has the spec fields, a disabled General Inquiry subject, and is 800 px wide in two columns', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
    const dialog = contactDialog(page);
    for (const name of ['firstName', 'lastName', 'email', 'phoneNumber', 'message']) {
      await expect(field(page, name)).toBeEditable();
    }
    await expect(field(page, 'subject')).toBeDisabled();
    await expect(field(page, 'subject')).toHaveValue('General Inquiry');
    const box = await dialog.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(800);
    const message = await field(page, 'message').boundingBox();
    expect(Math.round(message?.height ?? 0)).toBe(200);
    // The info panel sits beside the form.
    const panel = await dialog.getByText("We're here to help").boundingBox();
    const form = await dialog.locator('form').boundingBox();
    expect((panel?.x ?? 0) + (panel?.width ?? 0)).toBeLessThanOrEqual((form?.x ?? 0) + 1);
  });

  test('fits a phone screen with a 120 px message box', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Contact us' }).click();
    const box = await contactDialog(page).boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(375);
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    const message = await field(page, 'message').boundingBox();
    expect(Math.round(message?.height ?? 0)).toBe(120);
  });

  test('empty fields: "Fields can not be empty", each rule as its placeholder, nothing sent', async ({
    page,
  }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.url().includes('/emails/sendFullContact')) posted = true;
    });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
    await send(page);
    await expect(page.getByText('Fields can not be empty')).toBeVisible();
    await expect(field(page, 'firstName')).toHaveAttribute('placeholder', 'Please enter your first name');
    await expect(field(page, 'lastName')).toHaveAttribute('placeholder', 'Please enter your last name');
    await expect(field(page, 'email')).toHaveAttribute('placeholder', 'Please enter a valid email');
    await expect(field(page, 'phoneNumber')).toHaveAttribute('placeholder', 'Please enter your phone number');
    await expect(field(page, 'message')).toHaveAttribute('placeholder', 'Please enter a message');
    // Typing clears that field's error only.
    await field(page, 'firstName').pressSequentially('M');
    await expect(field(page, 'firstName')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'lastName')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  test('a malformed email is cleared and shows "Please enter a valid email"', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
    await fillContactForm(page, { email: 'mia@nowhere' });
    await send(page);
    await expect(field(page, 'email')).toHaveValue('');
    await expect(field(page, 'email')).toHaveAttribute('placeholder', 'Please enter a valid email');
    await expect(page.getByText('Fields can not be empty')).toBeVisible();
  });

  test('Enter in a single-line field sends; the enquiry reaches the outbox; the dialog thanks and closes', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
    const values = await fillContactForm(page, {
      lastName: `Outbox${Date.now()}`,
      message: `Enter-key enquiry ${Date.now()}`,
    });
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/v1/emails/sendFullContact'));
    await field(page, 'lastName').press('Enter');
    expect((await posted).postDataJSON()).toEqual({ ...values, subject: 'General Inquiry' });
    await expect(
      page.getByText('Thank you for your enquiry. Our team will contact you shortly.'),
    ).toBeVisible();
    await expect(contactDialog(page)).toBeHidden();

    await page.goto('/dev/outbox');
    await expect(page.getByRole('heading', { name: 'Development outbox' })).toBeVisible();
    await expect(
      page.getByText(`Website enquiry: General Inquiry from ${values.firstName} ${values.lastName}`),
    ).toBeVisible();
  });

  test('shows "Sending..." on a disabled button while busy', async ({ page }) => {
    await page.goto('/');
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/v1/emails/sendFullContact', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
    await fillContactForm(page);
    await send(page);
    const busy = contactDialog(page).getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeDisabled();
    release();
    await expect(
      page.getByText('Thank you for your enquiry. Our team will contact you shortly.'),
    ).toBeVisible();
  });

  test('the server\'s "Invalid email" shows that toast, sets the email error and clears the email', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
    await fillContactForm(page, { email: 'mia@clinic.invalid' });
    await send(page);
    await expect(page.getByRole('alert').filter({ hasText: /^Error: Invalid email$/ })).toBeVisible();
    await expect(field(page, 'email')).toHaveValue('');
    await expect(field(page, 'email')).toHaveAttribute('placeholder', 'Invalid email');
    await expect(field(page, 'firstName')).toHaveValue('Mia');
  });

  test('any other failure shows "Unexpected error. Please try again later."', async ({ page }) => {
    await page.goto('/');
    await page.route('**/api/v1/emails/sendFullContact', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"statusCode":503,"code":"X","message":"Down"}}',
      }),
    );
    await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
    await fillContactForm(page);
    await send(page);
    await expect(page.getByText('Unexpected error. Please try again later.')).toBeVisible();
    await expect(contactDialog(page)).toBeVisible();
  });

  test('closing resets the fields and errors; Escape closes; focus stays inside', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
    await field(page, 'firstName').fill('Mia');
    await send(page);
    await expect(field(page, 'lastName')).toHaveAttribute('aria-invalid', 'true');
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await contactDialog(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await contactDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(contactDialog(page)).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
    await expect(field(page, 'firstName')).toHaveValue('');
    await expect(field(page, 'lastName')).not.toHaveAttribute('aria-invalid', 'true');
    await closeWithEscape(page, contactDialog(page));
  });
});
