import { clockIn, expect, mondayAhead, newPatient, signInAs, test } from './fixtures';
import { newDoctor } from './staff';

test.describe('booking across time zones', () => {
  test('a patient in Perth books the Brisbane doctor; each sees the time on their own clock', async ({
    browser,
    request,
  }) => {
    // A Brisbane GP of the test's own, working Mondays 09:00–17:00 on Brisbane time (free: paying is billing.spec's).
    const doctor = await newDoctor(request, {
      priceCents: 0,
      timeZone: 'Australia/Brisbane',
      weekly: [{ weekday: 1, startTime: '09:00', endTime: '17:00' }],
    });
    const date = mondayAhead(14);
    // The first time still free, asked of the API as any client would.
    const slots = (await (
      await request.get(`/api/v1/users/${doctor.id}/getDoctorAvailableSlots?date=${date}&duration=15`)
    ).json()) as Array<{ startsAt: string }>;
    const startsAt = slots[0]?.startsAt as string;
    expect(startsAt).toBeDefined();
    const perth = clockIn(startsAt, 'Australia/Perth');
    const brisbane = clockIn(startsAt, 'Australia/Brisbane');
    expect(perth).not.toBe(brisbane);

    // The patient's browser is in Perth.
    const patientContext = await browser.newContext({ timezoneId: 'Australia/Perth' });
    const patientPage = await patientContext.newPage();
    const patient = await newPatient(patientPage.request, { firstName: 'Aroha', lastName: 'Westbrook' });
    await signInAs(patientPage, patient.email, patient.password);
    await patientPage.goto(`/book?doctor=${doctor.id}&date=${date}`);
    const slot = patientPage.getByRole('button', { name: new RegExp(`^${perth} AWST`) }).first();
    await expect(slot).toContainText(`${brisbane} AEST`);
    await slot.click();
    await patientPage.getByLabel('What would you like to talk about?').fill('Ongoing lower back pain');
    await patientPage.getByRole('button', { name: 'Hold this time' }).click();
    await expect(patientPage.getByRole('timer')).toContainText('holding this time for you');
    await patientPage.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(
      patientPage.getByRole('heading', { name: new RegExp(`You’re booked for .*${perth} AWST`) }),
    ).toBeVisible();

    await patientPage.goto('/account/appointments');
    const mine = patientPage.getByRole('article').filter({ hasText: 'Ongoing lower back pain' });
    await expect(mine).toContainText(`${perth} AWST`);

    // The doctor's browser is in Brisbane: the same consult at their local time.
    const doctorContext = await browser.newContext({ timezoneId: 'Australia/Brisbane' });
    const doctorPage = await doctorContext.newPage();
    await signInAs(doctorPage, doctor.email, doctor.password);
    await doctorPage.goto(`/account/doctor/calendar?date=${date}`);
    const card = doctorPage.getByRole('article').filter({ hasText: 'Aroha Westbrook' });
    await expect(card.getByRole('heading', { name: new RegExp(`^${brisbane} AEST`) })).toBeVisible();

    await patientContext.close();
    await doctorContext.close();
  });
});
