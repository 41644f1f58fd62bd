import type { TCompanyPublic } from '@curo/core/companies';
import type { Executor } from '../../db/client';
import { notFound } from '../../platform/errors';
import { findCompanyBySlug } from './companies.repository';

/** A company's public face by slug (case-insensitive), or 404. */
export async function getPublicCompany({
  db,
  slug,
}: {
  db: Executor;
  slug: string;
}): Promise<TCompanyPublic> {
  const company = await findCompanyBySlug(db, slug.toLowerCase());
  if (!company) throw notFound('Company not found');
  return { slug: company.slug, name: company.name, logoUrl: company.logoUrl };
}

/** Whether `/{code}` names a company. */
export async function companySlugExists({ db, slug }: { db: Executor; slug: string }): Promise<boolean> {
  return Boolean(await findCompanyBySlug(db, slug.toLowerCase()));
}
