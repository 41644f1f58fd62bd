import type { TContactEnquiry } from '@curo/core/contact';
import type { Db } from '../src/db/client';
import { insertCompanies, type NewCompany } from '../src/modules/companies/companies.repository';

let n = 0;

/** A valid enquiry; override any field. */
export function buildContactEnquiry(overrides: Partial<Record<keyof TContactEnquiry, unknown>> = {}) {
  n++;
  return {
    firstName: 'Mia',
    lastName: `Nguyen${n}`,
    email: `mia.nguyen${n}@example.com.au`,
    phoneNumber: '0412 345 678',
    subject: 'General Inquiry',
    message: 'Can I book a telehealth consult for my daughter this evening?',
    ...overrides,
  };
}

export async function buildCompany(db: Db, overrides: Partial<NewCompany> = {}): Promise<NewCompany> {
  n++;
  const company = { slug: `company-${n}`, name: `Company ${n}`, logoUrl: null, ...overrides };
  await insertCompanies(db, [company]);
  return company;
}
