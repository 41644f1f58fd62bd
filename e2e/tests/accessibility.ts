import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { SIGNUP_PASSWORD } from '../secrets';
import { apiSession, bearer, expect, mondayAhead, newPatient, unique } from './fixtures';
import { newDoctor, type TestDoctor } from './staff';

/** The WCAG 2.2 AA rule set (with the 2.0 and 2.1 A and AA rules it builds on). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The two widths every screen must work at. */
export const WIDTHS = [1280, 375] as const;

/** One line per element that breaks a rule, so a failure says what to fix and where. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.impact}): ${v.help} — ${n.target.join(' ')}\n    ${n.failureSummary ?? ''}`,
    ),
  );
}

/** The innermost elements that reach past the right edge of the page, when the page scrolls sideways. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    // Reaching past the edge inside a box that scrolls or clips (a row of tabs) is not the page's doing.
    // An absolutely placed element is clipped only by a box at or inside its containing block.
    const clipped = (e: HTMLElement) => {
      const escapes = getComputedStyle(e).position === 'absolute';
      const anchor = escapes ? e.offsetParent : null;
      for (let up = e.parentElement; up && up !== document.body; up = up.parentElement) {
        const clips =
          getComputedStyle(up).overflowX !== 'visible' && up.getBoundingClientRect().right <= width + 1;
        if (clips && (!escapes || (anchor && up.contains(anchor)))) return true;
      }
      return false;
    };
    const wide = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter(
      (e) => e.getBoundingClientRect().right > width + 1 && !clipped(e),
    );
    const culprits = wide
      .filter((e) => !wide.some((inner) => inner !== e && e.contains(inner)))
      .slice(0, 5)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${Array.from(e.classList).join('.')} "${(e.textContent ?? '').slice(0, 40)}"`,
      );
    if (culprits.length > 0) return culprits;
    // Else text running out of its box (a long word that does not wrap).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const texts: string[] = [];
    for (let node = walker.nextNode(); node && texts.length < 5; node = walker.nextNode()) {
      range.selectNodeContents(node);
      const parent = node.parentElement;
      if (range.getBoundingClientRect().right > width + 1 && parent && !clipped(parent))
        texts.push(`text in ${parent.tagName.toLowerCase()}: "${(node.textContent ?? '').slice(0, 60)}"`);
    }
    return texts.length > 0 ? texts : [`the page is ${document.documentElement.scrollWidth} px wide`];
  });
}

/**
 * The page as it is now has no WCAG 2.2 AA violations at 1280 px and at 375 px, where nothing
 * makes the page scroll sideways (WCAG 1.4.10, reflow, which axe does not check).
 */
export async function expectAccessible(page: Page, what: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await violations(page), `${what} at ${width} px`).toEqual([]);
    if (width === 375) expect(await overflowing(page), `${what} scrolls sideways at 375 px`).toEqual([]);
  }
  await page.setViewportSize(size);
}

/** Opens `path` and waits until its content (not a loading state) is there. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await settle(page);
}

/** Waits until no skeleton, spinner or "Loading…" text is left on the page. */
export async function settle(page: Page) {
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0);
  await expect(page.getByText(/^Loading\b.*…$/)).toHaveCount(0);
}

const ADMIN = 'admin@demo.curo.au';

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** A nurse or a company admin of the test's own (a company admin with a new company), made by the admin. */
export async function newStaff(request: APIRequestContext, role: 'nurses' | 'companyAdmins') {
  const admin = bearer((await apiSession(request, ADMIN)).accessToken);
  const id = unique();
  let companyId: string | undefined;
  if (role === 'companyAdmins') {
    const company = (await ok(
      await request.post('/api/v1/companies', {
        headers: admin,
        data: { name: `Acme ${id}`, slug: `acme-${id}` },
      }),
      'create the company',
    )) as { id: string };
    companyId = company.id;
  }
  const email = `${role}.${id}@example.com.au`;
  await ok(
    await request.post(`/api/v1/users/${role}`, {
      headers: admin,
      data: { email, password: SIGNUP_PASSWORD, firstName: 'Jo', lastName: `Staff${id}`, companyId },
    }),
    `create the ${role}`,
  );
  return { email, password: SIGNUP_PASSWORD };
}

/**
 * A patient of the test's own with a scheduled consult (with its own doctor) that has taken place,
 * whose note the doctor has written and signed; and a request to the same doctor with two times
 * offered. Answers the people and the consults' ids.
 */
export async function patientWithConsults(request: APIRequestContext) {
  const doctor: TestDoctor = await newDoctor(request, {
    priceCents: 0,
    timeZone: 'Australia/Sydney',
    weekly: [{ weekday: 1, startTime: '09:00', endTime: '17:00' }],
  });
  const patient = await newPatient(request, { firstName: `Mere${unique()}`, lastName: 'Tane' });
  const patientSession = await apiSession(request, patient.email, patient.password);
  const patientHeaders = bearer(patientSession.accessToken);
  const doctorHeaders = bearer((await apiSession(request, doctor.email, doctor.password)).accessToken);
  const date = mondayAhead(7);
  const slots = (await (
    await request.get(`/api/v1/users/${doctor.id}/getDoctorAvailableSlots?date=${date}&duration=15`)
  ).json()) as Array<{ startsAt: string }>;
  expect(slots.length).toBeGreaterThan(3);
  const booked = (await ok(
    await request.post('/api/v1/appointments/createFreeScheduledAppointment', {
      headers: patientHeaders,
      data: { doctorId: doctor.id, startsAt: slots[0]?.startsAt, duration: 15, reason: 'Gastro, off work' },
    }),
    'book the consult',
  )) as { id: string };
  for (const action of ['start', 'end'])
    await ok(
      await request.post(`/api/v1/appointments/${booked.id}/${action}`, { headers: doctorHeaders }),
      `${action} the consult`,
    );
  const saved = (await ok(
    await request.put(`/api/v1/appointmentNotes/${booked.id}`, {
      headers: doctorHeaders,
      data: {
        baseVersion: 0,
        reason: 'Vomiting and diarrhoea since last night',
        history: 'No blood; keeping some fluids down',
        examination: 'Alert, mildly dry mucous membranes',
        assessment: 'Viral gastroenteritis',
        plan: 'Oral rehydration; review if worse',
        patientSummary: 'A stomach bug. Sip fluids often and rest.',
      },
    }),
    'save the note',
  )) as { version: number };
  await ok(
    await request.post(`/api/v1/appointmentNotes/${booked.id}/sign`, {
      headers: doctorHeaders,
      data: { baseVersion: saved.version },
    }),
    'sign the note',
  );
  // A second consult, booked and not yet taken place, so the lists have one to come.
  await ok(
    await request.post('/api/v1/appointments/createFreeScheduledAppointment', {
      headers: patientHeaders,
      data: {
        doctorId: doctor.id,
        startsAt: slots[2]?.startsAt,
        duration: 15,
        reason: 'Follow-up of gastro',
      },
    }),
    'book the second consult',
  );
  const asked = (await ok(
    await request.post('/api/v1/appointments/createAppointmentRequest', {
      headers: patientHeaders,
      data: { doctorId: doctor.id, reason: 'A rash on my arm', duration: 15, preferredTimes: 'Mornings' },
    }),
    'ask for a consult',
  )) as { id: string };
  await ok(
    await request.post(`/api/v1/dateOffers/${asked.id}`, {
      headers: doctorHeaders,
      data: {
        offers: [slots[4], slots[6]].map((s) => ({ startsAt: s?.startsAt, duration: 15 })),
      },
    }),
    'offer two times',
  );
  return { doctor, patient, patientId: patientSession.user.id, noted: booked.id, offered: asked.id, date };
}
