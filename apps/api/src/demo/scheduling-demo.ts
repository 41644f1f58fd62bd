import type { Executor } from '../db/client';
import { findUserByEmail, insertDoctorProfile, insertUser } from '../modules/users/users.repository';
import { hashPassword } from '../platform/auth/passwords';
import { insertAvailabilityRules, setDoctorConsultSettings } from './demo.repository';
import { DEMO_BRISBANE_DOCTOR, DEMO_PASSWORD, DEMO_SPECIALISTS, demoEmail } from './demo-accounts';

const SETTINGS = {
  durations: [15, 30],
  bufferMinutes: 0,
  minNoticeMinutes: 60,
  horizonDays: 60,
  kinds: ['scheduled', 'request', 'emergency', 'callback', 'offline'],
  priceCents: null,
};

const weekdays = (doctorId: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({
    doctorId,
    kind: 'weekly' as const,
    weekday,
    startTime: '09:00',
    endTime: '17:00',
  }));

/**
 * The demo doctors' working week: the Sydney GP and a Brisbane GP both work Monday to Friday,
 * 09:00–17:00 in their own zones, and take 15- and 30-minute consults.
 */
export async function insertSchedulingDemo(tx: Executor): Promise<void> {
  const sydney = await findUserByEmail(tx, demoEmail('doctor'));
  let brisbane = await insertUser(tx, {
    ...DEMO_BRISBANE_DOCTOR,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    emailVerifiedAt: new Date(),
  });
  if (brisbane) {
    await insertDoctorProfile(tx, {
      userId: brisbane.id,
      username: 'dr-whitfield',
      specialties: ['General practice'],
      bio: 'Brisbane GP with a focus on men’s health, skin checks and chronic disease care.',
      providerNumber: '2954471T',
      timeZone: 'Australia/Brisbane',
      consultSettings: { ...SETTINGS, acceptsEmergency: true },
    });
  } else {
    brisbane = await findUserByEmail(tx, DEMO_BRISBANE_DOCTOR.email);
  }
  if (sydney) {
    await setDoctorConsultSettings(tx, sydney.id, { ...SETTINGS, acceptsEmergency: true });
    await insertAvailabilityRules(tx, weekdays(sydney.id));
  }
  if (brisbane) await insertAvailabilityRules(tx, weekdays(brisbane.id));
}

/**
 * A specialist for every specialty the site advertises (DEMO_SPECIALISTS), each working Monday to
 * Friday 09:00–17:00 in their own zone and taking booked consults only.
 */
export async function insertSpecialistsDemo(tx: Executor): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const specialist of DEMO_SPECIALISTS) {
    const { username, specialties, bio, providerNumber, timeZone, priceCents, durations, ...account } =
      specialist;
    const user = await insertUser(tx, { ...account, passwordHash, emailVerifiedAt: new Date() });
    if (!user) continue;
    await insertDoctorProfile(tx, {
      userId: user.id,
      username,
      specialties,
      bio,
      providerNumber,
      timeZone,
      consultSettings: { ...SETTINGS, durations, kinds: ['scheduled'], priceCents, minNoticeMinutes: 120 },
    });
    await insertAvailabilityRules(tx, weekdays(user.id));
  }
}
