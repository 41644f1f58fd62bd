import { readFile } from 'node:fs/promises';
import type { Frame, Page } from '@playwright/test';
import { apiSession, bearer, expect, mondayAhead, newPatient, signInAs, test, unique } from './fixtures';
import { doctorAction, newDiscountCode, newDoctor } from './staff';

/** The first free time on `date`, asked of the API as any client would. */
async function firstFreeStart(page: Page, doctorId: string, date: string): Promise<string> {
  const slots = (await (
    await page.request.get(`/api/v1/users/${doctorId}/getDoctorAvailableSlots?date=${date}&duration=15`)
  ).json()) as Array<{ startsAt: string }>;
  const startsAt = slots[0]?.startsAt;
  expect(startsAt, 'a free time').toBeDefined();
  return startsAt as string;
}

/** From the doctor's page to the confirm step: the first free time, a reason, the time held. */
async function holdFirstTime(page: Page, doctorId: string, date: string, reason: string) {
  // A signed-in patient on the server-rendered details step is never sent to sign in (and back).
  const visited: string[] = [];
  const track = (frame: Frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  };
  page.on('framenavigated', track);
  await page.goto(
    `/book?doctor=${doctorId}&date=${date}&slot=${encodeURIComponent(await firstFreeStart(page, doctorId, date))}`,
  );
  await page.getByLabel('What would you like to talk about?').fill(reason);
  await page.getByRole('button', { name: 'Hold this time' }).click();
  await expect(page.getByRole('timer')).toContainText('holding this time for you');
  page.off('framenavigated', track);
  expect(visited.filter((url) => new URL(url).pathname === '/login')).toEqual([]);
}

/** Types a test card into the test gateway's form on the confirm step and saves it for this booking. */
async function addTestCard(page: Page, number: string) {
  await expect(page.getByText('Test payments — no money moves')).toBeVisible();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Save and use this card' }).click();
  await expect(page.getByRole('radio', { name: new RegExp(`ending in ${number.slice(-4)}`) })).toBeChecked();
}

test.describe('paying for a consult (test gateway)', () => {
  test('a patient books with a code and a test card, the consult takes place, and the invoice downloads', async ({
    page,
    request,
  }) => {
    // Booking, the consult, the invoice and the history: one patient's whole path.
    test.setTimeout(90_000);
    const doctor = await newDoctor(request, {
      priceCents: 8_000,
      timeZone: 'Australia/Sydney',
      weekly: [{ weekday: 1, startTime: '09:00', endTime: '17:00' }],
    });
    const code = `E2E${unique().toUpperCase()}`;
    await newDiscountCode(request, { code, percentOff: 25, maxRedemptions: 1 });
    const patient = await newPatient(page.request, { firstName: 'Mere', lastName: 'Tawhiri' });
    await signInAs(page, patient.email, patient.password);

    await holdFirstTime(page, doctor.id, mondayAhead(14), 'Persistent cough');
    await expect(page.getByText('$80.00, GST-free').filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText(/Cancel at least 24 hours before the consult/)).toBeVisible();
    await page.getByLabel(/Discount code/).fill(code);
    await expect(page.getByText('Code applied: $20.00 off')).toBeVisible();
    await addTestCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $60.00 and book' }).click();
    await expect(page.getByRole('heading', { name: /You’re booked/ })).toBeVisible();
    await expect(page.getByText(/We have held \$60\.00 on your card/)).toBeVisible();

    // The doctor holds the consult; once it has ended the card is charged and the invoice issued.
    const session = await apiSession(page.request, patient.email, patient.password);
    const list = (await (
      await page.request.get('/api/v1/appointments/list/upcoming/1/10', {
        headers: bearer(session.accessToken),
      })
    ).json()) as { items: Array<{ id: string }> };
    const appointmentId = list.items[0]?.id as string;
    for (const action of ['start', 'end']) await doctorAction(request, doctor, appointmentId, action);

    await expect(async () => {
      await page.goto('/account/invoices');
      await expect(page.getByRole('button', { name: /Download PDF/ })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText('$60.00').first()).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Download PDF/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
    const pdf = await readFile((await download.path()) as string);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto('/account/payment-history');
    await expect(page.getByRole('main')).toContainText('$60.00');
  });

  test('a declined card books nothing: the time stays held and the patient is told why', async ({
    page,
    request,
  }) => {
    const doctor = await newDoctor(request, {
      priceCents: 8_000,
      timeZone: 'Australia/Sydney',
      weekly: [{ weekday: 1, startTime: '09:00', endTime: '17:00' }],
    });
    const patient = await newPatient(page.request, { firstName: 'Tane', lastName: 'Whaanga' });
    await signInAs(page, patient.email, patient.password);
    await holdFirstTime(page, doctor.id, mondayAhead(21), 'Sore knee');
    await addTestCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $80.00 and book' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /declined/i })).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(page.getByRole('heading', { name: /You’re booked/ })).toHaveCount(0);

    const session = await apiSession(page.request, patient.email, patient.password);
    const list = (await (
      await page.request.get('/api/v1/appointments/list/upcoming/1/10', {
        headers: bearer(session.accessToken),
      })
    ).json()) as { items: Array<{ status: string }> };
    expect(list.items.filter((a) => a.status === 'scheduled')).toHaveLength(0);
  });
});
