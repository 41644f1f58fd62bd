import { apiSession, bearer, expect, newPatient, signInAs, test, unique } from './fixtures';

test.describe('finding a pharmacy', () => {
  for (const width of [1280, 375]) {
    test(`a patient finds a pharmacy near 2000 and saves it on their profile (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      // The pharmacy this test needs, imported as an admin would: a stone's throw from 2000's centroid.
      const name = `Harbour Test Pharmacy ${unique()}`;
      const admin = await apiSession(page.request, 'admin@demo.curo.au');
      const imported = await page.request.post('/api/v1/pharmacies/import', {
        headers: bearer(admin.accessToken),
        data: {
          csv: [
            'name,address,suburb,state,postcode,phone,fax,email,latitude,longitude,opening hours',
            `${name},1 Macquarie Street,Sydney,NSW,2000,02 5550 0190,02 5550 0191,,-33.8601,151.2504,Every day 8 am–8 pm`,
          ].join('\n'),
        },
      });
      expect(imported.ok()).toBe(true);
      expect((await imported.json()).rejected).toEqual([]);

      const patient = await newPatient(page.request);
      await signInAs(page, patient.email, patient.password);
      await page.goto('/account/profile');
      const section = page.getByRole('region', { name: 'Your pharmacy' });
      await expect(section.getByText('You have not chosen a pharmacy yet. Find one below.')).toBeVisible();

      await section.getByLabel('Near postcode').fill('2000');
      await section.getByRole('button', { name: 'Find nearby' }).click();
      const found = section.getByRole('list', { name: 'Pharmacies found' });
      const row = found.getByRole('listitem').filter({ hasText: name });
      await expect(row).toContainText('km away');
      await expect(row).toContainText('1 Macquarie Street, Sydney NSW 2000');
      // Nothing runs off the side of a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await row.getByRole('button', { name: `Choose ${name}` }).click();
      await expect(page.getByText(`${name} is now your pharmacy`)).toBeVisible();

      await page.reload();
      const kept = page.getByRole('region', { name: 'Your pharmacy' });
      await expect(kept.getByText(name)).toBeVisible();
      await expect(kept.getByRole('button', { name: 'Remove' })).toBeVisible();
    });
  }
});
