import { mkdir, readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiSession, bearer, expect, mondayAhead, newPatient, signInAs, test } from './fixtures';
import { doctorAction, newDoctor } from './staff';

const SUMMARY = 'A stomach bug. Sip fluids often and rest; see a GP if you cannot keep fluids down.';

/** The page at a desktop and a phone width, for a look at how its panels sit. */
async function shoot(page: Page, name: string) {
  await mkdir('/tmp/shots', { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe('clinical documents', () => {
  test('a doctor writes the notes and issues a certificate from the consult page, completes the consult (signing the notes); the patient reads the summary, downloads the certificate and /verify confirms it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const doctor = await newDoctor(request, {
      priceCents: 0,
      timeZone: 'Australia/Sydney',
      weekly: [{ weekday: 1, startTime: '09:00', endTime: '17:00' }],
    });
    const patient = await newPatient(request, { firstName: 'Kiri', lastName: 'Moana' });
    const patientSession = await apiSession(request, patient.email, patient.password);
    const slots = (await (
      await request.get(
        `/api/v1/users/${doctor.id}/getDoctorAvailableSlots?date=${mondayAhead(7)}&duration=15`,
      )
    ).json()) as Array<{ startsAt: string }>;
    const booked = await request.post('/api/v1/appointments/createFreeScheduledAppointment', {
      headers: bearer(patientSession.accessToken),
      data: { doctorId: doctor.id, startsAt: slots[0]?.startsAt, duration: 15, reason: 'Gastro, off work' },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    // The consult takes place (its time does not matter to the doctor's actions).
    for (const action of ['start', 'end']) await doctorAction(request, doctor, id, action);

    // The doctor, on the consult's page: the clinical notes first, saved as they type.
    const doctorContext = await browser.newContext();
    const doctorPage = await doctorContext.newPage();
    await signInAs(doctorPage, doctor.email, doctor.password);
    await doctorPage.goto(`/account/consults/${id}`);
    const notes = doctorPage.getByRole('region', { name: 'Clinical notes' });
    await expect(notes.getByText('Not started', { exact: true })).toBeVisible();
    await notes.getByLabel('Reason for consult').fill('Vomiting and diarrhoea since last night');
    await notes.getByLabel('Assessment').fill('Viral gastroenteritis, mildly dehydrated');
    await notes.getByLabel('Plan').fill('Oral rehydration; certificate for two days');
    await notes.getByLabel('Summary for the patient').fill(SUMMARY);
    await expect(notes.getByRole('status')).toHaveText(/^Saved /);
    await expect(notes.getByText('Draft', { exact: true })).toBeVisible();

    // Then the certificate: preview, then issue.
    const form = doctorPage.getByRole('form', { name: 'Issue a document' });
    await expect(form).toBeVisible();
    await form.getByLabel(/Employer or school/).fill('Harbour Logistics');
    const [preview] = await Promise.all([
      doctorPage.waitForEvent('popup'),
      form.getByRole('button', { name: 'Preview' }).click(),
    ]);
    await preview.close();
    await form.getByRole('button', { name: 'Issue medical certificate' }).click();
    const issued = doctorPage.getByRole('list', { name: 'Documents of this consult' });
    await expect(issued.getByText('Medical certificate', { exact: true })).toBeVisible();
    const verificationCode = (await issued.locator('.font-mono').first().textContent()) ?? '';
    expect(verificationCode).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    // Once the notice of the issue has gone, so the screenshots show the panels themselves.
    await expect(doctorPage.getByText('Medical certificate issued')).toBeHidden({ timeout: 15_000 });
    await shoot(doctorPage, 'consult-doctor');

    // The doctor completes the consult from their appointments; that signs and locks the notes.
    await doctorPage.goto('/account/appointments?scope=past');
    await doctorPage.getByRole('button', { name: /^Mark completed the consult/ }).click();
    // Completing asks first: it signs and locks the notes (decision 0047).
    await doctorPage.getByRole('dialog').getByRole('button', { name: 'Mark completed' }).click();
    await expect(doctorPage.getByText('Marked as completed')).toBeVisible();
    await doctorPage.goto(`/account/consults/${id}`);
    await expect(notes.getByText('Signed', { exact: true })).toBeVisible();
    await expect(notes.getByText(/^Signed by .* when the consult was completed$/)).toBeVisible();
    await expect(notes.getByText(SUMMARY)).toBeVisible();
    await expect(notes.getByRole('textbox', { name: /Summary for the patient/ })).toHaveCount(0);
    await expect(notes.getByRole('button', { name: 'Sign note' })).toHaveCount(0);
    // Beside the notes, the patient the doctor is writing about.
    await expect(doctorPage.getByRole('region', { name: 'Patient: Kiri Moana' })).toBeVisible();
    await doctorContext.close();

    // The patient reads the summary on the consult's page (and never the clinical notes).
    await signInAs(page, patient.email, patient.password);
    await page.goto(`/account/consults/${id}`);
    const consultCard = page.getByRole('region', { name: /^Consult, / });
    await expect(consultCard.getByText('Completed', { exact: true })).toBeVisible();
    // The patient card is the clinicians' alone.
    await expect(page.getByRole('region', { name: /^Patient:/ })).toHaveCount(0);
    const summary = page.getByRole('region', { name: 'Summary from your doctor' });
    await expect(summary.getByText(SUMMARY)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Clinical notes' })).toHaveCount(0);
    await expect(page.getByText('Viral gastroenteritis')).toHaveCount(0);

    // The patient finds it on their documents page and downloads it.
    await page.goto('/account/documents');
    const list = page.getByRole('list', { name: 'Documents' });
    await expect(list.getByText('Medical certificate', { exact: true })).toBeVisible();
    await expect(list.getByText(verificationCode, { exact: true })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      list.getByRole('button', { name: /Download/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`medical-certificate-${verificationCode}.pdf`);
    const pdf = await readFile((await download.path()) as string);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // Anyone holding the code can check it.
    await page.goto(`/verify/${verificationCode}`);
    await expect(page.getByRole('heading', { name: 'Valid document' })).toBeVisible();
    await expect(page.getByText(`Dr ${doctor.firstName} ${doctor.lastName}`, { exact: true })).toBeVisible();
    await expect(page.getByText('Medical certificate', { exact: true })).toBeVisible();
    await expect(page.getByText('K.M.', { exact: true })).toBeVisible();
    await expect(page.getByText('Harbour Logistics')).toHaveCount(0);

    await page.goto('/verify/ZZZZZ-ZZZZZ');
    await expect(
      page.getByRole('heading', { name: 'We couldn’t find a document with this code' }),
    ).toBeVisible();
  });
});
