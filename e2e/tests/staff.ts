import type { APIRequestContext } from '@playwright/test';
import { SIGNUP_PASSWORD } from '../secrets';
import { apiSession, bearer, expect, unique } from './fixtures';

/**
 * Factories for the staff a scheduling test needs: its own doctors, their working hours and
 * their shifts, made through the API as an admin would, so no test leans on the demo rosters
 * (which follow Sydney business hours and would make a test pass or fail with the hour it runs).
 * The demo admin is the one seeded account used here: only an admin may create staff.
 */
const ADMIN = 'admin@demo.curo.au';

/** One admin sign-in per request context (a test's), however many doctors and shifts it makes. */
const adminSessions = new WeakMap<APIRequestContext, Promise<{ authorization: string }>>();
function adminHeaders(request: APIRequestContext) {
  let headers = adminSessions.get(request);
  if (!headers) {
    headers = apiSession(request, ADMIN).then((admin) => bearer(admin.accessToken));
    adminSessions.set(request, headers);
  }
  return headers;
}

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

export interface TestDoctor {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

interface DoctorOptions {
  role?: 'doctors' | 'instantDoctors';
  firstName?: string;
  lastName?: string;
  timeZone?: string;
  /** Weekly hours in the doctor's zone: ISO weekday (1 = Monday) with HH:MM times. */
  weekly?: Array<{ weekday: number; startTime: string; endTime: string }>;
  acceptsEmergency?: boolean;
  /** The doctor's own fee in cents; null (the default) follows the price list. */
  priceCents?: number | null;
}

/** A new doctor (or instant doctor) with a zone, consult settings and weekly hours. */
export async function newDoctor(
  request: APIRequestContext,
  options: DoctorOptions = {},
): Promise<TestDoctor> {
  const headers = await adminHeaders(request);
  const id = unique();
  const firstName = options.firstName ?? 'Sam';
  const lastName = options.lastName ?? `Test${id}`;
  const email = `doctor.${id}@example.com.au`;
  const role = options.role ?? 'doctors';
  const created = (await ok(
    await request.post(`/api/v1/users/${role}`, {
      headers,
      data: {
        email,
        password: SIGNUP_PASSWORD,
        firstName,
        lastName,
        username: `dr-test-${id}`,
        specialties: role === 'doctors' ? ['General practice'] : [],
        providerNumber: '2426621B',
      },
    }),
    'create the doctor',
  )) as { id: string };
  if (options.timeZone)
    await ok(
      await request.put(`/api/v1/users/${created.id}`, {
        headers,
        data: { doctorProfile: { timeZone: options.timeZone } },
      }),
      'set the doctor’s zone',
    );
  if (role === 'doctors') {
    await ok(
      await request.post(`/api/v1/users/${created.id}/updateConsultSettings`, {
        headers,
        data: {
          durations: [15, 30],
          bufferMinutes: 0,
          minNoticeMinutes: 60,
          horizonDays: 60,
          kinds: ['scheduled', 'request', 'emergency', 'callback', 'offline'],
          acceptsEmergency: options.acceptsEmergency ?? false,
          priceCents: options.priceCents ?? null,
        },
      }),
      'set consult settings',
    );
  }
  for (const rule of options.weekly ?? [])
    await ok(
      await request.post('/api/v1/availability', {
        headers,
        data: { kind: 'weekly', doctorId: created.id, ...rule },
      }),
      'add weekly hours',
    );
  return { id: created.id, email, password: SIGNUP_PASSWORD, firstName, lastName };
}

/**
 * Puts `doctor` on an instant (queue) or emergency shift that has already begun and lasts
 * three hours, whatever the hour the test runs.
 */
export async function onShiftNow(
  request: APIRequestContext,
  doctor: TestDoctor,
  kind: 'instant' | 'emergency',
) {
  const headers = await adminHeaders(request);
  await ok(
    await request.post(kind === 'instant' ? '/api/v1/shifts' : '/api/v1/emergencyShifts', {
      headers,
      data: {
        doctorId: doctor.id,
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
        note: 'End-to-end test',
      },
    }),
    `put the doctor on a ${kind} shift`,
  );
}

/** A discount code made by the admin, as the discount-codes screen would make it. */
export async function newDiscountCode(
  request: APIRequestContext,
  fields: { code: string; percentOff?: number; amountOffCents?: number; maxRedemptions?: number },
): Promise<{ id: string; code: string }> {
  const headers = await adminHeaders(request);
  return (await ok(
    await request.post('/api/v1/discountCodes/create', { headers, data: fields }),
    'create the code',
  )) as { id: string; code: string };
}

/** Moves a consult on as its doctor would (`start`, `end`…), through the API. */
export async function doctorAction(
  request: APIRequestContext,
  doctor: TestDoctor,
  appointmentId: string,
  action: string,
): Promise<void> {
  const session = await apiSession(request, doctor.email, doctor.password);
  await ok(
    await request.post(`/api/v1/appointments/${appointmentId}/${action}`, {
      headers: bearer(session.accessToken),
    }),
    `${action} the consult`,
  );
}
