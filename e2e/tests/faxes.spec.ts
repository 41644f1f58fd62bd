import { expect, signInAs, test } from './fixtures';

const ADMIN = 'admin@demo.curo.au';
const PATIENT = 'patient@demo.curo.au';

/** A one-page PDF that says "Referral for Mia Nguyen", small enough to write out here. */
function referralPdf(): Buffer {
  const stream = 'BT /F1 18 Tf 72 720 Td (Referral for Mia Nguyen) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// A phone's width: the list is cards and every action is reachable.
test.use({ viewport: { width: 375, height: 812 } });

test('an admin files a received fax into a patient’s record', async ({ page }) => {
  // Without a fax provider (development), the admin drops the PDF in as a received fax.
  const from = `+6129${String(Date.now()).slice(-7)}`;
  await signInAs(page, ADMIN);
  await page.goto('/admin/faxes');
  await expect(page.getByRole('heading', { level: 1, name: 'Received faxes' })).toBeVisible();
  const dropIn = page.getByRole('form', { name: 'Add a fax (development)' });
  await dropIn
    .getByLabel('PDF')
    .setInputFiles({ name: 'referral.pdf', mimeType: 'application/pdf', buffer: referralPdf() });
  await dropIn.getByLabel('From (fax number)').fill(from);
  await dropIn.getByRole('button', { name: 'Add as a received fax' }).click();
  await expect(page.getByText('Added to the Inbox as a development fax.')).toBeVisible();

  const row = page.getByRole('listitem', { name: `Fax from ${from}` });
  await expect(row).toContainText('Unread');
  await expect(row).toContainText('Not filed');
  await row.getByRole('button', { name: /Open/ }).click();
  await expect(page.getByTitle('Fax preview')).toBeVisible();
  await expect(page.getByText(/dropped in during development/)).toBeVisible();

  await page.getByRole('searchbox', { name: /File into a patient/ }).fill(PATIENT);
  await page.getByRole('button', { name: 'File with Mia Nguyen' }).click();
  await expect(page.getByText('Filed into Mia Nguyen’s record.')).toBeVisible();

  // It has left the Inbox for the filed faxes, under Mia's name.
  await page.getByRole('tab', { name: 'Filed to a patient' }).click();
  const filed = page.getByRole('listitem', { name: `Fax from ${from}` });
  await expect(filed).toContainText('Mia Nguyen');
  await expect(filed).toContainText('Filed');
  await page.getByRole('tab', { name: 'Inbox' }).click();
  await expect(page.getByRole('listitem', { name: `Fax from ${from}` })).toHaveCount(0);

  // In Mia's record, for her admins and treating clinicians.
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const users = await page.request.get(`/api/v1/users?role=patient&query=${encodeURIComponent(PATIENT)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const mia = ((await users.json()) as { items: { id: string }[] }).items[0];
  const record = await page.request.get(`/api/v1/ReceivedFaxes/patient/${mia?.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(record.status()).toBe(200);
  const faxes = (await record.json()) as { items: { fromNumber: string | null }[] };
  expect(faxes.items.map((f) => f.fromNumber)).toContain(from);
});
