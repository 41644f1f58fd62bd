import { PUBLIC_PAGE_PATTERNS } from '@curo/core/routes';
import { expectAccessible, openPage, settle } from './accessibility';
import { contactDialog, expect, mondayAhead, newPatient, signInAs, test } from './fixtures';
import { newDoctor } from './staff';

/**
 * Issue 15: every public page (and the sign-in screens and the not-found page) has no WCAG 2.2 AA
 * violation axe can find, at 1280 px and at 375 px; so do the contact dialog and each step of
 * booking. A real value of the demo content for each parameter, as public-routes.spec does.
 */
const samples: Record<string, string> = {
  '/blog/:slug': '/blog/preparing-for-a-telehealth-consult',
  '/faq/:slug': '/faq/can-i-get-a-medical-certificate-online',
  '/faq/category/:category': '/faq/category/fees-and-medicare',
  '/specialty/:slug': '/specialty/dermatology',
};
const paths = [
  ...PUBLIC_PAGE_PATTERNS.filter((p) => p !== '/t/:nano').map((p) => samples[p] ?? p.replace(/:\w+/g, 'x')),
  '/faq/results?q=certificate',
  '/blog/search/?q=telehealth',
  '/login',
  '/signup',
  '/request-password',
  '/not-found',
];

test.describe('public pages have no accessibility violations', () => {
  for (const path of paths) {
    test(path, async ({ page }) => {
      await openPage(page, path);
      await expectAccessible(page, path);
    });
  }
});

test('the contact dialog has no accessibility violations', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
  await expect(contactDialog(page)).toBeVisible();
  await expectAccessible(page, 'the contact dialog');
});

test('each step of booking has no accessibility violations', async ({ page, request }) => {
  // Six states, each checked at two widths, on a loaded machine: a limit on waiting, not on speed.
  test.setTimeout(240_000);
  const doctor = await newDoctor(request, {
    priceCents: 0,
    timeZone: 'Australia/Sydney',
    weekly: [{ weekday: 1, startTime: '09:00', endTime: '17:00' }],
  });
  await openPage(page, '/book');
  await expectAccessible(page, 'booking: the kind of consult');
  await page.getByRole('button', { name: /Scheduled consult/ }).click();
  await expect(page.getByRole('heading', { name: 'Choose your doctor' })).toBeFocused();
  await settle(page);
  await expectAccessible(page, 'booking: choosing a doctor');

  // From here the patient is signed in (the details step asks for it).
  const patient = await newPatient(page.request, { firstName: 'Aroha', lastName: 'Booker' });
  await signInAs(page, patient.email, patient.password);
  await openPage(page, `/book?doctor=${doctor.id}&date=${mondayAhead(14)}`);
  const slot = page.getByRole('button', { name: /^\d{1,2}:\d\d [ap]m/ }).first();
  await expect(slot).toBeVisible();
  await expectAccessible(page, 'booking: choosing a time, with the summary');
  await slot.click();
  await expect(page.getByRole('heading', { name: 'About the consult' })).toBeFocused();
  await expectAccessible(page, 'booking: the details');
  await page.getByLabel('What would you like to talk about?').fill('Ongoing lower back pain');
  await page.getByRole('button', { name: 'Hold this time' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await settle(page);
  await expectAccessible(page, 'booking: confirming the held time');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: /^You’re booked/ })).toBeFocused();
  await expectAccessible(page, 'booking: booked');
});
