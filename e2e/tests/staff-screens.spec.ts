import type { APIRequestContext } from '@playwright/test';
import { apiSession, bearer, expect, mondayAhead, newPatient, signInAs, test, unique } from './fixtures';
import { newDoctor } from './staff';

/** The 6-digit code in the newest message of the development outbox to `to`. */
async function codeSentTo(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const items = (await (await request.get('/api/v1/dev/outbox')).json()).items as Array<{
        to: string;
        text: string;
      }>;
      code = /code is (\d{6})/.exec(items.find((m) => m.to === to)?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

test.describe('staff screens', () => {
  test('a doctor finds a patient they have seen, reads their consult history and books them in', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const day = mondayAhead(7);
    const doctor = await newDoctor(request, {
      priceCents: 0,
      timeZone: 'Australia/Sydney',
      weekly: [{ weekday: 1, startTime: '09:00', endTime: '17:00' }],
    });
    const lastName = `Tamihana${unique()}`;
    const patient = await newPatient(request, { firstName: 'Hine', lastName });
    const patientSession = await apiSession(request, patient.email, patient.password);
    // The patient books first: a clinician finds the patients they have a consult with.
    const slots = (await (
      await request.get(`/api/v1/users/${doctor.id}/getDoctorAvailableSlots?date=${day}&duration=15`)
    ).json()) as Array<{ startsAt: string }>;
    const booked = await request.post('/api/v1/appointments/createFreeScheduledAppointment', {
      headers: bearer(patientSession.accessToken),
      data: {
        doctorId: doctor.id,
        startsAt: slots[0]?.startsAt,
        duration: 15,
        reason: 'Sore knee after a fall',
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    await signInAs(page, doctor.email, doctor.password);
    await page.goto('/account');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Patients' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
    await page.getByLabel('Search patients').fill(lastName);
    await expect(page).toHaveURL(new RegExp(`query=${lastName}`));
    const found = page.getByRole('list', { name: 'Patients found' });
    await expect(found.getByRole('link')).toHaveCount(1);
    await found.getByRole('link', { name: new RegExp(`Hine ${lastName}`) }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Hine ${lastName}` })).toBeVisible();
    const history = page.getByRole('list', { name: 'Consults' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history.getByText('Sore knee after a fall')).toBeVisible();

    await page.getByRole('button', { name: 'Book in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book in' });
    await dialog.getByLabel('What the consult is about').fill('Review of the knee X-ray');
    await dialog.getByLabel('Day').fill(day);
    await dialog
      .getByRole('button', { name: /^\d{1,2}:\d{2} [ap]m/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Book in' }).click();
    await expect(page.getByText(new RegExp(`Hine ${lastName} is booked in for `))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByText('Review of the knee X-ray')).toBeVisible();

    // The patient has it in their own list, with the doctor.
    const mine = (await (
      await request.get('/api/v1/appointments/list/upcoming/1/10', {
        headers: bearer(patientSession.accessToken),
      })
    ).json()) as { items: Array<{ reason: string | null; doctorId: string | null; status: string }> };
    expect(mine.items.find((a) => a.reason === 'Review of the knee X-ray')).toMatchObject({
      doctorId: doctor.id,
      status: 'scheduled',
    });
  });

  test('a patient changes their email with the code sent to the new address, then signs in with it', async ({
    page,
    request,
  }) => {
    const patient = await newPatient(request, { firstName: 'Ari', lastName: `Walker${unique()}` });
    await signInAs(page, patient.email, patient.password);
    await page.goto('/account/security');
    const card = page.getByRole('region', { name: 'Email' });
    await expect(card.getByText(patient.email)).toBeVisible();

    const newEmail = `moved.${unique()}@example.com.au`;
    await card.getByLabel('New email').fill(newEmail);
    await card.getByRole('button', { name: 'Send a code' }).click();
    await expect(card.getByText(/Enter the code we sent to/)).toContainText(newEmail);

    // A wrong code is said by the field, and the person stays signed in.
    const code = await codeSentTo(request, newEmail);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await card.getByLabel('6-digit code').fill(wrong);
    await card.getByRole('button', { name: 'Change email' }).click();
    await expect(
      card.getByText('That code is not right, or it has expired. Ask for a new one.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/account\/security$/);

    await card.getByLabel('6-digit code').fill(code);
    await card.getByRole('button', { name: 'Change email' }).click();
    await expect(
      page.getByText(`Your email is now ${newEmail}. Use it to sign in from now on.`),
    ).toBeVisible();
    await expect(card.getByText(newEmail)).toBeVisible();

    const signedIn = await apiSession(request, newEmail, patient.password);
    expect(signedIn.user.email).toBe(newEmail);
    const old = await request.post('/api/v1/users/login?include=user', {
      data: { email: patient.email, password: patient.password },
    });
    expect(old.status()).toBe(401);
  });
});
