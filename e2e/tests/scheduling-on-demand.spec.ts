import type { APIRequestContext } from '@playwright/test';
import { apiSession, expect, newPatient, signInAs, test } from './fixtures';

const unique = () => Math.random().toString(36).slice(2, 7);

/** Puts a doctor on emergency call now (their own roster), unless a shift already covers now. */
async function onCallNow(request: APIRequestContext, email: string) {
  const doctor = await apiSession(request, email);
  const headers = { authorization: `Bearer ${doctor.accessToken}` };
  const created = await request.post('/api/v1/emergencyShifts', {
    headers,
    data: {
      startsAt: new Date(Date.now() + 5_000).toISOString(),
      endsAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    },
  });
  if (created.status() !== 201) {
    // Already rostered: make sure that shift covers now.
    expect(created.status(), await created.text()).toBe(409);
    const onShift = (await (
      await request.get('/api/v1/emergencyShifts/onShift', { headers })
    ).json()) as unknown;
    expect(JSON.stringify(onShift)).toContain(doctor.user.id);
  }
  return doctor;
}

test.describe('consults on demand', () => {
  test('an urgent consult is offered to two doctors on call and the first to accept gets it', async ({
    browser,
    request,
  }) => {
    await onCallNow(request, 'doctor@demo.curo.au');
    await onCallNow(request, 'doctor.brisbane@demo.curo.au');
    // Offers go to doctors on call when the consult is made: wait until the shifts have begun.
    await new Promise((resolve) => setTimeout(resolve, 5_500));

    const first = `Ira${unique()}`;
    const patientContext = await browser.newContext();
    const patientPage = await patientContext.newPage();
    const patient = await newPatient(patientPage.request, { firstName: first, lastName: 'Hollis' });
    await signInAs(patientPage, patient.email, patient.password);
    await patientPage.goto('/consult/emergency');
    await patientPage
      .getByLabel('What is happening?')
      .fill('High fever and a rash spreading since this morning');
    await patientPage.getByRole('radio', { name: /As soon as possible/ }).check();
    await patientPage.getByRole('button', { name: 'Ask for an urgent consult' }).click();
    await expect(patientPage.getByRole('heading', { name: 'We are finding a doctor for you' })).toBeVisible();

    const open = async (email: string) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInAs(page, email);
      await page.goto('/account/doctor/requests');
      await expect(page.getByRole('article', { name: `Urgent consult for ${first}` })).toBeVisible();
      return { context, page };
    };
    const sydney = await open('doctor@demo.curo.au');
    const brisbane = await open('doctor.brisbane@demo.curo.au');

    await sydney.page.getByRole('button', { name: `Accept ${first}’s urgent consult` }).click();
    await expect(sydney.page.getByText(`You accepted ${first}’s urgent consult.`)).toBeVisible();
    // The other doctor's offer goes, live, with a word about why.
    await expect(
      brisbane.page.getByText(`${first}’s urgent consult was accepted by another doctor.`),
    ).toBeVisible();
    await expect(brisbane.page.getByRole('article', { name: `Urgent consult for ${first}` })).toHaveCount(0);
    await expect(
      patientPage.getByRole('heading', { name: 'A doctor has accepted your consult' }),
    ).toBeVisible();

    for (const c of [patientContext, sydney.context, brisbane.context]) await c.close();
  });

  test('an instant consult goes from the queue to completed, the patient following it live', async ({
    browser,
  }) => {
    const first = `Noa${unique()}`;
    const patientContext = await browser.newContext();
    const patientPage = await patientContext.newPage();
    const patient = await newPatient(patientPage.request, { firstName: first, lastName: 'Tamaki' });
    await signInAs(patientPage, patient.email, patient.password);
    await patientPage.goto('/consult/instant');
    await expect(patientPage.getByRole('heading', { level: 1, name: 'See a doctor now' })).toBeVisible();
    await patientPage
      .getByLabel('What would you like to see the doctor about?')
      .fill('Sore ear since yesterday');
    await patientPage.getByRole('button', { name: 'Join the queue' }).click();
    await expect(patientPage.getByRole('heading', { name: 'You are in the queue' })).toBeVisible();
    await expect(patientPage.getByTestId('queue-position')).toBeVisible();
    // An honest estimate: with the instant doctor free, a doctor should be along shortly.
    await expect(patientPage.getByRole('status')).toContainText(/doctor is on shift/);

    // The demo instant doctor is on shift around the clock.
    const doctorContext = await browser.newContext();
    const doctorPage = await doctorContext.newPage();
    await signInAs(doctorPage, 'instantdoctor@demo.curo.au');
    await doctorPage.goto('/account/instant/queue');
    await expect(doctorPage.getByRole('heading', { name: 'Instant queue' })).toBeVisible();
    await expect(doctorPage.getByRole('list', { name: 'Patients waiting' })).toContainText(first);
    await doctorPage.getByRole('button', { name: 'Take next patient' }).click();
    const current = doctorPage.getByRole('region', { name: 'Your current patient' });
    await expect(current).toContainText(first);
    await expect(patientPage.getByRole('heading', { name: 'Your doctor is ready' })).toBeVisible();

    await current.getByRole('button', { name: /^Start consult/ }).click();
    await expect(patientPage.getByRole('heading', { name: 'Your consult has started' })).toBeVisible();
    await current.getByRole('button', { name: /^End consult/ }).click();
    await current.getByRole('button', { name: /^Mark completed/ }).click();
    await expect(patientPage.getByRole('heading', { name: 'Your consult has finished' })).toBeVisible();

    await patientContext.close();
    await doctorContext.close();
  });
});
