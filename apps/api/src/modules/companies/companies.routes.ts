import { ZCompanyPublic } from '@curo/core/companies';
import {
  CONTENT_IMAGE_MAX_BYTES,
  ZCompanyAdmin,
  ZCompanyAdminList,
  ZCompanyContactRequest,
  ZCompanyInput,
} from '@curo/core/content';
import { ErrorCode } from '@curo/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import type { FileStorage } from '../../platform/storage/file-storage';
import {
  acceptSingleFileUploads,
  UPLOAD_ERROR_CODES,
  uploadedBytes,
} from '../../platform/storage/uploaded-file';
import { getPublicCompany } from './get-public-company';
import {
  createCompany,
  editCompany,
  getCompanies,
  removeCompany,
  submitCompanyEnquiry,
  uploadLogo,
} from './manage-companies';

const { VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, SLUG_TAKEN } = ErrorCode;
/** An admin route: 400 for what its schema refuses, 401 signed out, 403 not an admin. */
const adminOnly = [VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN] as const;
const admin = ['admin'] as const;
const ZId = z.object({ id: z.string().uuid() });

export interface CompaniesRoutesOptions {
  db: Db;
  storage: FileStorage;
  mail: MailDelivery;
  inbox: string;
}

/** `/companies`: public look-up by code, admin management, and business enquiries. */
export const companiesRoutes: FastifyPluginAsyncZod<CompaniesRoutesOptions> = async (
  app,
  { db, storage, mail, inbox },
) => {
  await acceptSingleFileUploads(app, CONTENT_IMAGE_MAX_BYTES);
  const tags = ['companies'];

  app.get(
    '/companies',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: companies by name with member counts (20 a page)',
        querystring: z.object({
          query: z.string().trim().max(100).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: { 200: ZCompanyAdminList, ...errorResponses(...adminOnly) },
      },
    },
    async (request) => getCompanies({ db, ...request.query }),
  );
  app.post(
    '/companies',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: add a company (its code becomes /{code})',
        body: ZCompanyInput,
        // 400 also for a code that is the address of a page of the site.
        response: { 201: ZCompanyAdmin, ...errorResponses(...adminOnly, SLUG_TAKEN) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createCompany({
          db,
          principal: principalOf(request),
          input: request.body,
          client: clientOf(request),
        }),
      ),
  );
  app.put(
    '/companies/:id',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: rename a company or change its code',
        params: ZId,
        body: ZCompanyInput,
        response: { 200: ZCompanyAdmin, ...errorResponses(...adminOnly, NOT_FOUND, SLUG_TAKEN) },
      },
    },
    async (request) =>
      editCompany({
        db,
        principal: principalOf(request),
        id: request.params.id,
        input: request.body,
        client: clientOf(request),
      }),
  );
  app.delete(
    '/companies/:id',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: delete a company nobody belongs to',
        params: ZId,
        response: {
          204: z.null(),
          ...errorResponses(...adminOnly, NOT_FOUND, ErrorCode.COMPANY_HAS_MEMBERS),
        },
      },
    },
    async (request, reply) => {
      await removeCompany({
        db,
        principal: principalOf(request),
        id: request.params.id,
        client: clientOf(request),
      });
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/companies/:id/logo',
    {
      config: { access: admin, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "Admin: upload the company's logo (JPEG, PNG or WebP, at most 5 MB; field `file`)",
        consumes: ['multipart/form-data'],
        params: ZId,
        // 400 without a file; 413 beyond 5 MB; 415 not multipart, or not a JPEG, PNG or WebP.
        response: {
          200: ZCompanyAdmin,
          ...errorResponses(...adminOnly, NOT_FOUND, ...UPLOAD_ERROR_CODES, ErrorCode.RATE_LIMITED),
        },
      },
    },
    async (request) =>
      uploadLogo({
        db,
        storage,
        principal: principalOf(request),
        id: request.params.id,
        bytes: await uploadedBytes(request),
        client: clientOf(request),
      }),
  );
  app.post(
    '/emails/sendCompanyContact',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: 10 * 60_000 } },
      schema: {
        tags: ['emails'],
        summary: 'A business enquiry from /business, to the partnerships team',
        body: ZCompanyContactRequest,
        response: {
          200: z.object({ message: z.string() }),
          ...errorResponses(VALIDATION_ERROR, ErrorCode.RATE_LIMITED),
        },
      },
    },
    async (request) => submitCompanyEnquiry({ db, mail, inbox, enquiry: request.body }),
  );

  app.get(
    '/companies/slug/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A company's public details by slug, for booking in its context",
        params: z.object({ slug: z.string().min(1).max(100) }),
        response: { 200: ZCompanyPublic, ...errorResponses(VALIDATION_ERROR, NOT_FOUND) },
      },
    },
    async (request) => getPublicCompany({ db, slug: request.params.slug }),
  );
};
