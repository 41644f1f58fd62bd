/** The companies module's public face: a company by its slug (sign-up links carry one) or id. */
export { findCompanyById, findCompanyBySlug } from './companies.repository';
