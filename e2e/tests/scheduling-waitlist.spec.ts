import { apiSession, bearer, expect, mondayAhead, newPatient, signInAs, test } from './fixtures';
import { newDoctor } from './staff';

test.describe('the waitlist (decision 0049)', () => {
  test('a patient joins a doctor’s waitlist, is offered a freed time, accepts it and books it, a reload on the way', async ({
    browser,
    request,
  }) => {
    const doctor = await newDoctor(request, {
      priceCents: 0,
      timeZone: 'Australia/Sydney',
      weekly: [{ weekday: 1, startTime: '09:00', endTime: '10:00' }],
    });
    const date = mondayAhead(14);

    // The patient finds no time that suits and joins the doctor's waitlist from the booking page.
    const context = await browser.newContext({ timezoneId: 'Australia/Sydney' });
    const page = await context.newPage();
    const patient = await newPatient(page.request, { firstName: 'Mere', lastName: 'Tawhiri' });
    await signInAs(page, patient.email, patient.password);
    await page.goto(`/book?doctor=${doctor.id}&date=${date}`);
    const waitlist = page.getByRole('region', { name: 'No time suits?' });
    await waitlist.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByText('You’re on the waitlist')).toBeVisible();

    // Someone else books the first time and cancels it: it comes free.
    const other = await newPatient(request, { firstName: 'Tom', lastName: 'Riley' });
    const session = await apiSession(request, other.email, other.password);
    const slots = (await (
      await request.get(`/api/v1/users/${doctor.id}/getDoctorAvailableSlots?date=${date}&duration=15`)
    ).json()) as Array<{ startsAt: string }>;
    const startsAt = slots[0]?.startsAt as string;
    const booked = await request.post('/api/v1/appointments/createFreeScheduledAppointment', {
      headers: bearer(session.accessToken),
      data: { doctorId: doctor.id, startsAt, duration: 15, reason: 'Check-up' },
    });
    expect(booked.status()).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    const cancelled = await request.post(`/api/v1/appointments/${id}/cancel`, {
      headers: bearer(session.accessToken),
      data: { reason: 'Cannot make it' },
    });
    expect(cancelled.status()).toBe(200);

    // The offer is on the patient's waitlist; accepting it leads to the confirm step.
    await page.goto('/account/waitlist');
    await page.getByRole('button', { name: /Accept this time/ }).click();
    await expect(page.getByRole('timer')).toContainText('holding this time for you');
    await expect(page).toHaveURL(/hold=/);

    // A reload keeps the same hold: no "just been booked".
    await page.reload();
    await expect(page.getByRole('timer')).toContainText('holding this time for you');
    await expect(page.getByText('That time has just been booked')).toHaveCount(0);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('heading', { name: /You’re booked for/ })).toBeVisible();
    await context.close();
  });
});
