import type { Db, Executor } from '../db/client';
import { findCompanyBySlug, insertCompanies } from '../modules/companies/companies.repository';
import { insertDoctorProfile, insertPatientProfile, insertUser } from '../modules/users/users.repository';
import { hashPassword } from '../platform/auth/passwords';
import { blogContentSeed } from './blog-content';
import { claimSeed } from './demo.repository';
import { DEMO_COMPANY_SLUG, DEMO_PASSWORD, demoAccounts } from './demo-accounts';
import { demoCompanies } from './demo-companies';
import { insertFaqContent } from './faq-content';
import { insertMbsItemsDemo } from './mbs-items-demo';
import { rollDemoRoster } from './on-demand-demo';
import { insertPharmaciesDemo } from './pharmacies-demo';
import { insertSchedulingDemo, insertSpecialistsDemo } from './scheduling-demo';
import { insertSiteContent } from './site-content';

const ROSTER_SEED = 'on-demand-demo-v1';

/** Seed sets in order; each runs once per database, recorded in seed_history. */
const SEEDS: Array<{ name: string; run: (tx: Executor, now: Date) => Promise<void> }> = [
  { name: 'demo-v1', run: (tx) => insertCompanies(tx, demoCompanies) },
  { name: 'faq-content-v1', run: insertFaqContent },
  blogContentSeed,
  { name: 'site-content-v1', run: insertSiteContent },
  { name: 'mbs-items-demo-v1', run: insertMbsItemsDemo },
  { name: 'pharmacies-demo-v1', run: insertPharmaciesDemo },
  {
    name: 'demo-accounts-v1',
    run: async (tx) => {
      const company = await findCompanyBySlug(tx, DEMO_COMPANY_SLUG);
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      for (const account of demoAccounts) {
        const inCompany = account.role === 'patient' || account.role === 'companyAdmin';
        const user = await insertUser(tx, {
          ...account,
          passwordHash,
          companyId: inCompany ? (company?.id ?? null) : null,
          emailVerifiedAt: new Date(),
        });
        if (!user) continue;
        if (account.role === 'patient') await insertPatientProfile(tx, user.id, DEMO_PATIENT_PROFILE);
        if (account.role === 'doctor' || account.role === 'instantDoctor') {
          const isGp = account.role === 'doctor';
          await insertDoctorProfile(tx, {
            userId: user.id,
            username: `dr-${account.lastName.toLowerCase()}`,
            specialties: isGp ? ['General practice'] : [],
            bio: isGp
              ? 'GP with fifteen years in Sydney practices; special interests in sleep, skin and mental health.'
              : 'On-demand GP for quick consults: certificates, repeat scripts and everyday illness.',
            providerNumber: isGp ? '2426621B' : '4512338K',
            // Takes emergency consults, so the emergency lists have someone in them.
            consultSettings: isGp ? { acceptsEmergency: true } : {},
          });
        }
      }
    },
  },
  // After the demo accounts: it gives the demo doctors their working week.
  { name: 'scheduling-demo-v1', run: insertSchedulingDemo },
  // A specialist with a working week for every specialty the site advertises (issue 15).
  { name: 'specialists-demo-v1', run: insertSpecialistsDemo },
  // The demo instant doctor on the queue around the clock; the demo doctor on call on weekdays.
  // Rolled forward afterwards by the demo-roster job (demo-jobs.ts).
  {
    name: ROSTER_SEED,
    run: async (tx, now) => {
      await rollDemoRoster(tx, now);
    },
  },
];

/** The demo patient's profile: a Sydney address and a Medicare card that passes the check digit. */
const DEMO_PATIENT_PROFILE = {
  dateOfBirth: '1990-07-14',
  sex: 'female',
  addressLine: '48 Bourke Street',
  suburb: 'Surry Hills',
  postcode: '2010',
  state: 'NSW',
  medicareNumber: '2953123451',
  medicareIrn: 1,
  medicareExpiry: '09/2030',
  timeZone: 'Australia/Sydney',
} as const;

export interface SeedOptions {
  /** Where the demo roster starts (tests pass their own instant). */
  now?: Date;
  /**
   * The demo roster follows Sydney business hours, so a test that had it would pass or fail with
   * the hour it runs: tests that use the demo accounts leave it out and make the shifts they need.
   */
  roster?: boolean;
}

/**
 * Inserts the demo data the first time only: once recorded in seed_history, a restart leaves
 * whatever the clinic has edited or deleted alone. Returns whether anything ran.
 */
export async function seedDemoData(
  db: Db,
  { now = new Date(), roster = true }: SeedOptions = {},
): Promise<boolean> {
  let ran = false;
  for (const seed of SEEDS) {
    if (!roster && seed.name === ROSTER_SEED) continue;
    const applied = await db.transaction(async (tx) => {
      if (!(await claimSeed(tx, seed.name))) return false;
      await seed.run(tx, now);
      return true;
    });
    ran ||= applied;
  }
  return ran;
}
