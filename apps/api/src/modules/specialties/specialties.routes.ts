import {
  CONTENT_IMAGE_MAX_BYTES,
  ZPublicUrl,
  ZSlug,
  ZSpecialty,
  ZSpecialtyCms,
  ZSpecialtyInput,
  ZSpecialtyList,
} from '@curo/core/content';
import { ZErrorEnvelope } from '@curo/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { sendCacheable } from '../../platform/http-cache';
import type { FileStorage } from '../../platform/storage/file-storage';
import { acceptSingleFileUploads, uploadedBytes } from '../../platform/storage/uploaded-file';
import {
  createSpecialty,
  destroySpecialty,
  editSpecialty,
  getSpecialties,
  getSpecialty,
  specialtyPath,
  uploadHero,
} from './manage-specialties';

const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };
const admin = ['admin'] as const;
const ZId = z.object({ id: z.string().uuid() });

/** `/specialties` (spec §7 Content): public specialty pages from CMS content, edited by admins. */
export const specialtiesRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  await acceptSingleFileUploads(app, CONTENT_IMAGE_MAX_BYTES);
  const tags = ['specialties'];

  app.get(
    '/specialties',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: every specialty, public or not',
        response: { 200: ZSpecialtyList, ...errors },
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
    async (request, reply) => sendCacheable(request, reply, await getSpecialties({ db, publicOnly: true })),
  );
  app.get(
    '/specialties/slug/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A public specialty by slug (admins: any)',
        params: z.object({ slug: ZSlug }),
        response: { 200: ZSpecialty, ...errors },
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
        response: { 200: ZSpecialty, ...errors },
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
        response: { 200: ZSpecialtyCms, ...errors },
      },
    },
    async (request, reply) => {
      const specialty = await getSpecialty({ db, by: { slug: request.params.slug }, principal: null });
      return sendCacheable(request, reply, ZSpecialtyCms.parse(specialty));
    },
  );
  app.get(
    '/specialties/publicUrl/:id',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: "Admin: the path of a specialty's public page",
        params: ZId,
        response: { 200: ZPublicUrl, ...errors },
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
        response: { 201: ZSpecialty, 409: ZErrorEnvelope, ...errors },
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
        response: { 200: ZSpecialty, 409: ZErrorEnvelope, ...errors },
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
        response: { 200: ZSpecialty, 413: ZErrorEnvelope, 415: ZErrorEnvelope, ...errors },
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
        response: { 204: z.null(), ...errors },
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
