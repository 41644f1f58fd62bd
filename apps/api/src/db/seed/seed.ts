import { findCompanyBySlug, insertCompanies } from '../../modules/companies/companies.repository';
import { insertDoctorProfile, insertPatientProfile, insertUser } from '../../modules/users/users.repository';
import { hashPassword } from '../../platform/auth/passwords';
import type { Db, Executor } from '../client';
import { seedHistory } from '../schema/seed';
import { DEMO_COMPANY_SLUG, DEMO_PASSWORD, demoAccounts } from './demo-accounts';
import { demoCompanies } from './demo-companies';

/** Seed sets in order; each runs once per database, recorded in seed_history. */
const SEEDS: Array<{ name: string; run: (tx: Executor) => Promise<void> }> = [
  { name: 'demo-v1', run: (tx) => insertCompanies(tx, demoCompanies) },
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
        if (account.role === 'patient') await insertPatientProfile(tx, user.id);
        if (account.role === 'doctor' || account.role === 'instantDoctor') {
          await insertDoctorProfile(tx, {
            userId: user.id,
            username: `dr-${account.lastName.toLowerCase()}`,
            specialties: account.role === 'doctor' ? ['General practice'] : [],
          });
        }
      }
    },
  },
];

/**
 * Inserts the demo data the first time only: once recorded in seed_history, a restart leaves
 * whatever the clinic has edited or deleted alone. Returns whether anything ran.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  let ran = false;
  for (const seed of SEEDS) {
    const applied = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(seedHistory)
        .values({ name: seed.name })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) return false;
      await seed.run(tx);
      return true;
    });
    ran ||= applied;
  }
  return ran;
}
