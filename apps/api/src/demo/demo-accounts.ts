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
