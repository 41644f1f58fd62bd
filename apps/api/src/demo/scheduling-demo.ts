import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { doctorProfiles, users } from '../db/schema/identity';
import { availabilityRules } from '../db/schema/scheduling';
import { insertDoctorProfile, insertUser } from '../modules/users/users.repository';
import { hashPassword } from '../platform/auth/passwords';
import { DEMO_BRISBANE_DOCTOR, DEMO_PASSWORD } from './demo-accounts';

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
  const [sydney] = await tx.select().from(users).where(eq(users.email, 'doctor@demo.curo.au')).limit(1);
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
    [brisbane] = await tx.select().from(users).where(eq(users.email, DEMO_BRISBANE_DOCTOR.email)).limit(1);
  }
  if (sydney) {
    await tx
      .update(doctorProfiles)
      .set({ consultSettings: { ...SETTINGS, acceptsEmergency: true } })
      .where(eq(doctorProfiles.userId, sydney.id));
    await tx.insert(availabilityRules).values(weekdays(sydney.id));
  }
  if (brisbane) await tx.insert(availabilityRules).values(weekdays(brisbane.id));
}
