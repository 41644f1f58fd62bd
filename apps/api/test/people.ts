import type { TRole } from '@curo/core/auth';
import { type Account, makeAccount, makeCompany, makeDoctor, makePatient } from './accounts';
import { advance, bookAppointment, freeStarts, makeGp } from './appointments';
import { bearer } from './auth-helpers';
import type { TestApp } from './build-test-app';
import { mondayAhead } from './dates';

/**
 * A small clinic with one signed-in account of every role, named so tests can assert on them:
 * - a company, Harbourview Health Partners, holding the patient and the company admin;
 * - Mia Nguyen, a Sydney patient of that company;
 * - Priya Raman, a Sydney GP working Monday to Friday 09:00–17:00, taking every kind of consult
 *   (EVERY_KIND);
 * - Tom O'Connor, a nurse; Grace Walker, the company admin; Sam Taylor, an admin;
 * - Leo Marsh, an instant doctor (on no shift).
 * Nobody has a consult with anybody yet.
 */
export interface Clinic {
  company: { id: string; slug: string; name: string };
  patient: Account;
  doctor: Account;
  nurse: Account;
  companyAdmin: Account;
  admin: Account;
  instantDoctor: Account;
  /** The same accounts by role. */
  byRole: Record<TRole, Account>;
}

let n = 0;

export async function makeClinic(t: TestApp): Promise<Clinic> {
  n++;
  const company = await makeCompany(t, {
    name: 'Harbourview Health Partners',
    slug: `harbourview-health-${n}-${Date.now()}`,
  });
  const patient = await makePatient(t, { firstName: 'Mia', lastName: 'Nguyen', companyId: company.id });
  const doctor = await makeGp(t, { firstName: 'Priya', lastName: 'Raman', timeZone: 'Australia/Sydney' });
  const nurse = await makeAccount(t, 'nurse', { firstName: 'Tom', lastName: "O'Connor" });
  const companyAdmin = await makeAccount(t, 'companyAdmin', {
    firstName: 'Grace',
    lastName: 'Walker',
    companyId: company.id,
  });
  const admin = await makeAccount(t, 'admin', { firstName: 'Sam', lastName: 'Taylor' });
  const instantDoctor = await makeDoctor(t, { role: 'instantDoctor', firstName: 'Leo', lastName: 'Marsh' });
  return {
    company,
    patient,
    doctor,
    nurse,
    companyAdmin,
    admin,
    instantDoctor,
    byRole: { patient, doctor, nurse, companyAdmin, admin, instantDoctor },
  };
}

/**
 * The patient (by `patientToken`) books `doctorId`'s first free 15-minute slot on a Monday a week
 * or more ahead, through the API.
 */
export async function bookFirstFreeSlot(
  t: TestApp,
  patientToken: string,
  doctorId: string,
  reason = 'Annual check-up',
) {
  const [startsAt] = await freeStarts(t, doctorId, mondayAhead(7));
  if (!startsAt) throw new Error(`doctor ${doctorId} has no free slot`);
  return bookAppointment(t, patientToken, { doctorId, startsAt, duration: 15, reason });
}

/**
 * A completed consult of `doctor` with the patient that ended `daysAgo` days ago, made through the
 * API as it would happen: the patient books a free slot, the doctor starts, ends and completes it,
 * then an admin moves it to the past (admins may place a consult at any time).
 */
export async function pastConsult(
  t: TestApp,
  people: { patientToken: string; doctor: Pick<Account, 'id' | 'token'>; adminToken: string },
  {
    daysAgo,
    minutesLong = 15,
    reason = 'Follow-up of blood pressure',
  }: {
    daysAgo: number;
    minutesLong?: number;
    reason?: string;
  },
) {
  const booked = await bookFirstFreeSlot(t, people.patientToken, people.doctor.id, reason);
  for (const action of ['start', 'end', 'markAsCompleted'])
    await advance(t, booked.id, action, people.doctor.token);
  const endsAt = Date.now() - daysAgo * 86_400_000;
  const moved = await t.app.inject({
    method: 'POST',
    url: `/api/v1/appointments/${booked.id}/adminEdit`,
    headers: bearer(people.adminToken),
    payload: { startsAt: new Date(endsAt - minutesLong * 60_000).toISOString(), duration: minutesLong },
  });
  if (moved.statusCode !== 200)
    throw new Error(`moving the consult failed: ${moved.statusCode} ${moved.body}`);
  return moved.json() as { id: string; status: string; startsAt: string; endsAt: string };
}
