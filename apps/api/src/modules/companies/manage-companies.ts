import type { TCompanyContactRequest, ZCompanyInput } from '@curo/core/content';
import { isValidEmail } from '@curo/core/email';
import { ErrorCode } from '@curo/core/errors';
import {
  ACCOUNT_PAGE_PATTERNS,
  NOT_FOUND_PATTERNS,
  PUBLIC_PAGE_PATTERNS,
  REDIRECTS,
} from '@curo/core/routes';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import { type FileStorage, newStorageKey } from '../../platform/storage/file-storage';
import { normaliseImage } from '../../platform/storage/images';
import { auditedChange, contentEvent } from '../audit/record-audit-event';
import { acknowledgeEnquiry } from '../contact/acknowledge-enquiry';
import { publicFileUrl } from '../users/user-detail';
import {
  type CompanyRow,
  countMembers,
  countRecentCompanyEnquiriesFrom,
  deleteCompany,
  findCompanyById,
  insertCompany,
  insertCompanyEnquiry,
  listCompanies,
  updateCompany,
} from './companies.repository';

export const PAGE_SIZE = 20;

/**
 * First path segments the site itself uses: a company code equal to one would never be reached
 * at `/{code}` (or would shadow a page), so it is refused.
 */
export const RESERVED_CODES: ReadonlySet<string> = new Set(
  [...PUBLIC_PAGE_PATTERNS, ...ACCOUNT_PAGE_PATTERNS, ...NOT_FOUND_PATTERNS, ...Object.keys(REDIRECTS)]
    .map((p) => p.split('/')[1] ?? '')
    .filter((segment) => segment && !segment.startsWith(':'))
    .concat(['api', 'assets', 'dev', 't', 'sitemap.xml', 'robots.txt', 'admin', 'account']),
);

const toDto = (company: CompanyRow, members: number) => ({
  id: company.id,
  slug: company.slug,
  name: company.name,
  logoUrl: company.logoUrl,
  coversConsults: company.coversConsults,
  members,
  createdAt: company.createdAt.toISOString(),
});

export async function getCompanies({ db, query, page }: { db: Executor; query?: string; page: number }) {
  const { rows, total } = await listCompanies(db, { query, page, pageSize: PAGE_SIZE });
  return { items: rows.map((r) => toDto(r.company, r.members)), total, page, pageSize: PAGE_SIZE };
}

function assertCodeFree(slug: string) {
  if (RESERVED_CODES.has(slug))
    throw new AppError(
      ErrorCode.VALIDATION_ERROR,
      `“${slug}” is the address of a page on the site; choose another code`,
    );
}
const taken = () => new AppError(ErrorCode.SLUG_TAKEN, 'Another company already uses that code');

export async function createCompany({
  db,
  principal,
  input,
  client,
}: {
  db: Db;
  principal: Principal;
  input: z.infer<typeof ZCompanyInput>;
  client: ClientContext;
}) {
  assertCodeFree(input.slug);
  const row = await auditedChange(
    db,
    async (tx) => {
      const inserted = await insertCompany(tx, input);
      if (!inserted) throw taken();
      return inserted;
    },
    (inserted) => contentEvent(principal, client, 'content.created', 'company', inserted.id),
  );
  return toDto(row, 0);
}

export async function editCompany({
  db,
  principal,
  id,
  input,
  client,
}: {
  db: Db;
  principal: Principal;
  id: string;
  input: z.infer<typeof ZCompanyInput>;
  client: ClientContext;
}) {
  assertCodeFree(input.slug);
  const row = await auditedChange(
    db,
    async (tx) => {
      const updated = await updateCompany(tx, id, input).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      });
      if (!updated) throw notFound('Company not found');
      return updated;
    },
    () => contentEvent(principal, client, 'content.updated', 'company', id),
  );
  return toDto(row, await countMembers(db, id));
}

/** Deletes a company nobody belongs to any more; its people must be moved first. */
export async function removeCompany({
  db,
  principal,
  id,
  client,
}: {
  db: Db;
  principal: Principal;
  id: string;
  client: ClientContext;
}) {
  if (!(await findCompanyById(db, id))) throw notFound('Company not found');
  if ((await countMembers(db, id)) > 0)
    throw new AppError(ErrorCode.COMPANY_HAS_MEMBERS, 'People still belong to this company; move them first');
  await auditedChange(
    db,
    (tx) => deleteCompany(tx, id),
    () => contentEvent(principal, client, 'content.deleted', 'company', id),
  );
}

/** `POST /companies/{id}/logo`: fitted within 400 × 160 px, WebP. */
export async function uploadLogo({
  db,
  storage,
  principal,
  id,
  bytes,
  client,
}: {
  db: Db;
  storage: FileStorage;
  principal: Principal;
  id: string;
  bytes: Buffer;
  client: ClientContext;
}) {
  if (!(await findCompanyById(db, id))) throw notFound('Company not found');
  const image = await normaliseImage(bytes, { format: 'webp', maxWidth: 400, maxHeight: 160 });
  const key = newStorageKey('logos', 'webp');
  // The file is stored first (storage cannot join the transaction); the row and its audit event
  // then land together.
  await storage.put(key, image);
  const row = await auditedChange(
    db,
    async (tx) => {
      const updated = await updateCompany(tx, id, { logoUrl: publicFileUrl(key) });
      if (!updated) throw notFound('Company not found');
      return updated;
    },
    () => contentEvent(principal, client, 'content.updated', 'company', id),
  );
  return toDto(row, await countMembers(db, id));
}

/** `POST /emails/sendCompanyContact`: a business enquiry, stored and passed to the team. */
export async function submitCompanyEnquiry({
  db,
  mail,
  inbox,
  enquiry,
}: {
  db: Db;
  mail: MailDelivery;
  inbox: string;
  enquiry: TCompanyContactRequest;
}) {
  if (!isValidEmail(enquiry.email))
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'Please enter a valid email');
  await db.transaction(async (tx) => {
    const row = await insertCompanyEnquiry(tx, enquiry);
    await acknowledgeEnquiry(tx, mail, {
      kind: 'business',
      to: enquiry.email,
      reference: row.id,
      recentFromAddress: await countRecentCompanyEnquiriesFrom(tx, enquiry.email),
    });
    await mail.queueEmail(tx, {
      toAddress: inbox,
      replyTo: enquiry.email,
      subject: `Business enquiry: ${enquiry.companyName}`,
      textBody: [
        'A business enquiry arrived through /business.',
        '',
        `Organisation: ${enquiry.companyName} (${enquiry.employees} people)`,
        `Contact: ${enquiry.contactName} <${enquiry.email}>, ${enquiry.phone}`,
        `Reference: ${row.id}`,
        '',
        enquiry.message,
        '',
        'Reply to this email to answer them directly.',
      ].join('\n'),
    });
  });
  void mail.kick();
  return { message: 'Thanks. Our partnerships team will be in touch within one business day.' };
}
