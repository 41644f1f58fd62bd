import type { NewCompany } from '../modules/companies/companies.repository';

/** Demo companies: try http://localhost:3000/harbourview-health after `npm start`. */
export const demoCompanies: NewCompany[] = [
  { slug: 'harbourview-health', name: 'Harbourview Health Partners', logoUrl: null },
  { slug: 'redgum-logistics', name: 'Redgum Logistics', logoUrl: null },
  { slug: 'coastal-schools', name: 'Coastal Independent Schools', logoUrl: null },
];
