import {
  CONTENT_IMAGE_MAX_BYTES,
  ZPublicUrl,
  ZSlug,
  ZSpecialty,
  ZSpecialtyCms,
  ZSpecialtyInput,
  ZSpecialtyList,
} from '@curo/core/content';
import { ErrorCode } from '@curo/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import type { PublicCache } from '../../platform/public-cache';
import type { FileStorage } from '../../platform/storage/file-storage';
import {
  acceptSingleFileUploads,
  UPLOAD_ERROR_CODES,
  uploadedBytes,
} from '../../platform/storage/uploaded-file';
import {
  createSpecialty,
  destroySpecialty,
  editSpecialty,
  getSpecialties,
  getSpecialty,
  specialtyPath,
  uploadHero,
} from './manage-specialties';

const { VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, SPECIALTY_EXISTS } = ErrorCode;
/** An admin route: 400 for what its schema refuses, 401 signed out, 403 not an admin. */
const adminOnly = [VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN] as const;
/** A public specialty by its parameter: none, or not public (404). */
const publicOne = errorResponses(VALIDATION_ERROR, NOT_FOUND);
const admin = ['admin'] as const;
const ZId = z.object({ id: z.string().uuid() });

/** Every write under it (the admin routes below) drops the specialties kept in memory. */
const SPECIALTIES = '/api/v1/specialties';

/**
 * `/specialties` (spec §7 Content): public specialty pages from CMS content, edited by admins. The
 * public list and each public page's content are kept in memory (decision 0056), dropped by any
 * write under `/api/v1/specialties`, here and on every other instance.
 */
export const specialtiesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FileStorage;
  cache: PublicCache;
}> = async (app, { db, storage, cache }) => {
  await acceptSingleFileUploads(app, CONTENT_IMAGE_MAX_BYTES);
  const tags = ['specialties'];

  app.get(
    '/specialties',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: every specialty, public or not',
        response: { 200: ZSpecialtyList, ...errorResponses(UNAUTHORIZED, FORBIDDEN) },
      },
    },
    async () => getSpecialties({ db, publicOnly: false }),
  );
  app.get(
    '/specialties/public',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Specialties shown on the site', response: { 200: ZSpecialtyList } },
    },
    async (request, reply) =>
      cache.send(request, reply, {
        key: 'specialties',
        dependsOn: [SPECIALTIES],
        load: async () => ZSpecialtyList.encode(await getSpecialties({ db, publicOnly: true })),
      }),
  );
  app.get(
    '/specialties/slug/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A public specialty by slug (admins: any)',
        params: z.object({ slug: ZSlug }),
        response: { 200: ZSpecialty, ...publicOne },
      },
    },
    async (request) => getSpecialty({ db, by: { slug: request.params.slug }, principal: request.principal }),
  );
  app.get(
    '/specialties/name/:name',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A public specialty by name, ignoring case',
        params: z.object({ name: z.string().trim().min(1).max(120) }),
        response: { 200: ZSpecialty, ...publicOne },
      },
    },
    async (request) => getSpecialty({ db, by: { name: request.params.name }, principal: request.principal }),
  );
  app.get(
    '/specialties/cms/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'What a public specialty page renders (CMS content, hero, price)',
        params: z.object({ slug: ZSlug }),
        response: { 200: ZSpecialtyCms, ...publicOne },
      },
    },
    // Only a page that exists is kept (a miss throws its 404 before anything is stored), so the
    // entries are bounded by the public specialties.
    async (request, reply) =>
      cache.send(request, reply, {
        key: `specialty-cms:${request.params.slug}`,
        dependsOn: [SPECIALTIES],
        load: async () =>
          ZSpecialtyCms.encode(
            await getSpecialty({ db, by: { slug: request.params.slug }, principal: null }),
          ),
      }),
  );
  app.get(
    '/specialties/publicUrl/:id',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: "Admin: the path of a specialty's public page",
        params: ZId,
        response: { 200: ZPublicUrl, ...errorResponses(...adminOnly, NOT_FOUND) },
      },
    },
    async (request) => {
      const specialty = await getSpecialty({
        db,
        by: { id: request.params.id },
        principal: request.principal,
      });
      return { url: specialtyPath(specialty.slug) };
    },
  );

  app.post(
    '/specialties',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: add a specialty (hidden until made public)',
        body: ZSpecialtyInput,
        // 409 when another specialty has that slug or name.
        response: { 201: ZSpecialty, ...errorResponses(...adminOnly, SPECIALTY_EXISTS) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createSpecialty({
          db,
          principal: principalOf(request),
          input: request.body,
          client: clientOf(request),
        }),
      ),
  );
  app.put(
    '/specialties/:id',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: change a specialty',
        params: ZId,
        body: ZSpecialtyInput,
        response: { 200: ZSpecialty, ...errorResponses(...adminOnly, NOT_FOUND, SPECIALTY_EXISTS) },
      },
    },
    async (request) =>
      editSpecialty({
        db,
        principal: principalOf(request),
        id: request.params.id,
        input: request.body,
        client: clientOf(request),
      }),
  );
  app.post(
    '/specialties/:id/hero',
    {
      config: { access: admin, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Admin: upload the hero image (JPEG, PNG or WebP, at most 5 MB; field `file`)',
        consumes: ['multipart/form-data'],
        params: ZId,
        // 400 without a file; 413 beyond 5 MB; 415 not multipart, or not a JPEG, PNG or WebP.
        response: {
          200: ZSpecialty,
          ...errorResponses(...adminOnly, NOT_FOUND, ...UPLOAD_ERROR_CODES, ErrorCode.RATE_LIMITED),
        },
      },
    },
    async (request) =>
      uploadHero({
        db,
        storage,
        principal: principalOf(request),
        id: request.params.id,
        bytes: await uploadedBytes(request),
        client: clientOf(request),
      }),
  );
  app.delete(
    '/specialties/:id/destroy',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: delete a specialty',
        params: ZId,
        response: { 204: z.null(), ...errorResponses(...adminOnly, NOT_FOUND) },
      },
    },
    async (request, reply) => {
      await destroySpecialty({
        db,
        principal: principalOf(request),
        id: request.params.id,
        client: clientOf(request),
      });
      return reply.status(204).send(null);
    },
  );
};
