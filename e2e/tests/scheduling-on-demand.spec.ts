import { expect, newPatient, signInAs, test } from './fixtures';
import { newDoctor, onShiftNow } from './staff';

const unique = () => Math.random().toString(36).slice(2, 7);

test.describe('consults on demand', () => {
  test('an urgent consult is offered to two doctors on call and the first to accept gets it', async ({
    browser,
    request,
  }) => {
    // Two doctors of the test's own, on call from a minute ago: the demo roster's hours play no part.
    const doctors = [];
    for (const timeZone of ['Australia/Sydney', 'Australia/Brisbane']) {
      const doctor = await newDoctor(request, { timeZone, acceptsEmergency: true });
      await onShiftNow(request, doctor, 'emergency');
      doctors.push(doctor);
    }
    const [sydneyDoctor, brisbaneDoctor] = doctors as [(typeof doctors)[0], (typeof doctors)[0]];

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

    const open = async (doctor: typeof sydneyDoctor) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInAs(page, doctor.email, doctor.password);
      await page.goto('/account/doctor/requests');
      await expect(page.getByRole('article', { name: `Urgent consult for ${first}` })).toBeVisible();
      return { context, page };
    };
    const sydney = await open(sydneyDoctor);
    const brisbane = await open(brisbaneDoctor);

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
    request,
  }) => {
    // An instant doctor of the test's own, on the queue from a minute ago.
    const instantDoctor = await newDoctor(request, { role: 'instantDoctors' });
    await onShiftNow(request, instantDoctor, 'instant');
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
    // An honest estimate: with our instant doctor free, a doctor should be along shortly, and it
    // says how many are on shift (the demo's instant doctor may be one of them).
    // The queue's own live status (the page's other panels have status lines of their own).
    const place = patientPage.getByRole('status').filter({ hasText: 'Your place' });
    await expect(place).toContainText('A doctor should be with you shortly');
    await expect(place).toContainText(/\d+ doctors? (is|are) on shift/);

    const doctorContext = await browser.newContext();
    const doctorPage = await doctorContext.newPage();
    await signInAs(doctorPage, instantDoctor.email, instantDoctor.password);
    await doctorPage.goto('/account/instant/queue');
    await expect(doctorPage.getByRole('heading', { name: 'Instant queue' })).toBeVisible();
    await expect(doctorPage.getByRole('list', { name: 'Patients waiting' })).toContainText(first);
    await doctorPage.getByRole('button', { name: 'Take next patient' }).click();
    const current = doctorPage.getByRole('region', { name: 'Your current patient' });
    await expect(current).toContainText(first);
    await expect(patientPage.getByRole('heading', { name: 'Your doctor is ready' })).toBeVisible();

    await current.getByRole('button', { name: /^Start consult/ }).click();
    await expect(patientPage.getByRole('heading', { name: 'Your consult has started' })).toBeVisible();
    // Ending and completing each ask first (decision 0047).
    await current.getByRole('button', { name: /^End consult/ }).click();
    await doctorPage.getByRole('dialog').getByRole('button', { name: 'End consult' }).click();
    await current.getByRole('button', { name: /^Mark completed/ }).click();
    await doctorPage.getByRole('dialog').getByRole('button', { name: 'Mark completed' }).click();
    await expect(patientPage.getByRole('heading', { name: 'Your consult has finished' })).toBeVisible();

    await patientContext.close();
    await doctorContext.close();
  });
});
