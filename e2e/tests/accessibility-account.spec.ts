import type { APIRequestContext, TestInfo } from '@playwright/test';
import { expectAccessible, newStaff, openPage, patientWithConsults } from './accessibility';
import { takenInstantConsult } from './consults';
import { expect, newPatient, signInAs, test } from './fixtures';

/**
 * Issue 15: every page of the signed-in area, for each role that sees it, has no WCAG 2.2 AA
 * violation axe can find, at 1280 px and at 375 px. Each role's people and consults are the
 * describe block's own, made through the API (never the demo seed's rosters); only the demo
 * admin is seeded, as only a seeded account can be an admin.
 */
// Each test signs in, opens a page and runs axe at two widths on a shared 2-core machine: a limit on
// waiting, never on speed.
test.describe.configure({ timeout: 120_000 });

type World = Awaited<ReturnType<typeof patientWithConsults>>;

async function apiContext(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  info: TestInfo,
) {
  return playwright.request.newContext({ baseURL: info.project.use.baseURL });
}

/**
 * One test per page. A page's path may name the block's data: `:noted` (a consult that took place,
 * its note signed), `:offered` (a request with two times offered), `:doctor`, `:patient`, `:date`.
 */
function describeRole(
  role: string,
  who: (w: World) => { email: string; password?: string },
  pages: string[],
) {
  test.describe(`${role} pages have no accessibility violations`, () => {
    let world: World;
    test.beforeAll(async ({ playwright }, info) => {
      test.setTimeout(120_000);
      const request = await apiContext(playwright, info);
      world = await patientWithConsults(request);
      await request.dispose();
    });
    for (const pattern of pages) {
      test(pattern, async ({ page }) => {
        const values: Record<string, string> = {
          noted: world.noted,
          offered: world.offered,
          doctor: world.doctor.id,
          patient: world.patientId,
          date: world.date,
        };
        const path = pattern.replace(/:(\w+)/g, (_, name: string) => values[name] ?? `:${name}`);
        const { email, password } = who(world);
        await signInAs(page, email, password);
        await openPage(page, path);
        await expectAccessible(page, `${role}: ${path}`);
      });
    }
  });
}

const patientPages = [
  '/account',
  '/account/security',
  '/account/profile',
  '/account/billing',
  '/account/payment-history',
  '/account/invoices',
  '/account/documents',
  '/account/referrals',
  '/account/appointments',
  '/messages',
  '/messages?consult=:noted',
  '/consult/instant',
  '/consult/emergency',
  '/consult/request',
  '/consult/callback',
  '/consult/offline',
  '/consult/certificate',
  '/account/consults/:noted',
  '/account/consults/:offered',
  '/book?doctor=:doctor',
];
describeRole('patient', (w) => w.patient, patientPages);

const doctorPages = [
  '/account',
  '/account/security',
  '/account/doctor/profile',
  '/account/doctor/calendar?date=:date',
  '/account/doctor/availability',
  '/account/appointments',
  '/account/doctor/requests',
  '/account/doctor/statements',
  '/account/doctor/emergency-calls',
  '/messages',
  '/account/consults/:noted',
  '/account/consults/:offered',
];
describeRole('doctor', (w) => w.doctor, doctorPages);

const adminPages = [
  '/admin',
  '/admin?tab=pharmacies',
  '/admin/patient/profile?id=:patient',
  '/admin/patient/billing?id=:patient',
  '/admin/medicare-items',
  '/admin/faq',
  '/admin/blog',
  '/admin/blog/new',
  '/admin/specialties',
  '/admin/companies',
  '/admin/site',
  '/admin/short-links',
  '/admin/discount-codes',
  '/admin/faxes',
  '/admin/emergency-line',
  '/admin/appointments',
  '/admin/appointments/:noted',
  '/account/security',
];
describeRole('admin', () => ({ email: 'admin@demo.curo.au' }), adminPages);

test.describe('instant doctor pages have no accessibility violations', () => {
  for (const path of ['/account', '/account/instant/queue', '/account/appointments', 'consult']) {
    test(path, async ({ page, request }) => {
      const consult = await takenInstantConsult(request);
      const target = path === 'consult' ? `/account/consults/${consult.id}` : path;
      await signInAs(page, consult.doctor.email, consult.doctor.password);
      await openPage(page, target);
      await expectAccessible(page, `instant doctor: ${target}`);
    });
  }
  test('the patient’s page of an instant consult', async ({ page, request }) => {
    const consult = await takenInstantConsult(request);
    await signInAs(page, consult.patient.email, consult.patient.password);
    await openPage(page, `/account/consults/${consult.id}`);
    await expectAccessible(page, 'patient: an instant consult');
  });
});

for (const [role, paths] of [
  ['nurses', ['/account', '/account/nurse/appointments']],
  ['companyAdmins', ['/account', '/account/company/appointments']],
] as const) {
  test.describe(`${role} pages have no accessibility violations`, () => {
    for (const path of paths) {
      test(path, async ({ page, request }) => {
        const staff = await newStaff(request, role);
        await signInAs(page, staff.email, staff.password);
        await openPage(page, path);
        await expectAccessible(page, `${role}: ${path}`);
      });
    }
  });
}

test('the patient’s profile with the family member form open has no accessibility violations', async ({
  page,
  request,
}) => {
  const patient = await newPatient(request, { firstName: 'Hine', lastName: 'Walker' });
  await signInAs(page, patient.email, patient.password);
  await openPage(page, '/account/profile');
  await page.getByRole('button', { name: 'Add a family member' }).click();
  await expect(page.getByRole('button', { name: 'Add a family member' })).toBeHidden();
  await expectAccessible(page, 'patient: /account/profile, adding a family member');
});
