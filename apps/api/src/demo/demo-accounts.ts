import type { TRole } from '@curo/core/auth';

/** Development only: one account per role, printed at start and listed in the README. */
export const DEMO_PASSWORD = 'curo-demo-2026';

export const demoAccounts: Array<{ role: TRole; email: string; firstName: string; lastName: string }> = [
  { role: 'patient', email: 'patient@demo.curo.au', firstName: 'Mia', lastName: 'Nguyen' },
  { role: 'doctor', email: 'doctor@demo.curo.au', firstName: 'Priya', lastName: 'Raman' },
  { role: 'nurse', email: 'nurse@demo.curo.au', firstName: 'Tom', lastName: "O'Connor" },
  { role: 'companyAdmin', email: 'companyadmin@demo.curo.au', firstName: 'Grace', lastName: 'Walker' },
  { role: 'admin', email: 'admin@demo.curo.au', firstName: 'Sam', lastName: 'Taylor' },
  { role: 'instantDoctor', email: 'instantdoctor@demo.curo.au', firstName: 'Leo', lastName: 'Marsh' },
];

/** The demo account of `role` (the first, where there are two doctors). */
export function demoEmail(role: TRole): string {
  const account = demoAccounts.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account for ${role}`);
  return account.email;
}

/** The demo company the demo patient belongs to and the demo company admin manages. */
export const DEMO_COMPANY_SLUG = 'harbourview-health';

/** A second demo doctor, in Brisbane (no daylight saving), for booking across zones. */
export const DEMO_BRISBANE_DOCTOR = {
  role: 'doctor' as const,
  email: 'doctor.brisbane@demo.curo.au',
  firstName: 'James',
  lastName: 'Whitfield',
};

/**
 * Demo specialists: one for every specialty the site advertises (the public specialty pages, the
 * price list's specialist consult), each with a working week, so booking from a specialty page
 * finds someone (issue 15). `specialties` are the specialty names the site shows.
 */
export const DEMO_SPECIALISTS = [
  {
    role: 'doctor' as const,
    email: 'psychiatrist@demo.curo.au',
    firstName: 'Hannah',
    lastName: 'Okafor',
    username: 'dr-okafor',
    specialties: ['ADHD'],
    bio: 'Consultant psychiatrist: ADHD assessment and review for adults and adolescents, by video.',
    providerNumber: '2871459F',
    timeZone: 'Australia/Melbourne',
    priceCents: 22000,
    durations: [30, 60],
  },
  {
    role: 'doctor' as const,
    email: 'paediatrician@demo.curo.au',
    firstName: 'Daniel',
    lastName: 'Kowalski',
    username: 'dr-kowalski',
    specialties: ['Paediatrics', 'ADHD'],
    bio: 'Paediatrician: development, behaviour, sleep and ADHD in children, with parents on the call.',
    providerNumber: '2765530K',
    timeZone: 'Australia/Sydney',
    priceCents: 15000,
    durations: [30, 60],
  },
  {
    role: 'doctor' as const,
    email: 'dermatologist@demo.curo.au',
    firstName: 'Aisha',
    lastName: 'Rahman',
    username: 'dr-rahman',
    specialties: ['Dermatology'],
    bio: 'Dermatologist: acne, eczema, psoriasis and rashes, reviewed with photos you upload.',
    providerNumber: '2690184H',
    timeZone: 'Australia/Perth',
    priceCents: 22000,
    durations: [30],
  },
];
