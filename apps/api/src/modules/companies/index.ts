/** The companies module's public face: a company by its slug (sign-up links carry one). */
export { findCompanyBySlug } from './companies.repository';
