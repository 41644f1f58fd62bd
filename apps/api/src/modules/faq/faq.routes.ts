import {
  ZFaq,
  ZFaqCategory,
  ZFaqCategoryInput,
  ZFaqCategoryList,
  ZFaqCategoryPage,
  ZFaqDetail,
  ZFaqInput,
  ZFaqList,
  ZFaqReorder,
  ZFaqSearchResult,
  ZSearchQuery,
  ZSlug,
} from '@curo/core/content';
import { ErrorCode } from '@curo/core/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import { sendCacheable } from '../../platform/http-cache';
import { seesDrafts } from './faq.policy';
import {
  createCategory,
  createFaq,
  editCategory,
  editFaq,
  getCategories,
  getCategoryPage,
  getFaq,
  getFaqs,
  getMostAsked,
  removeCategory,
  removeFaq,
  reorderFaqs,
  searchFaq,
} from './manage-faqs';

const { VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, SLUG_TAKEN, RATE_LIMITED } = ErrorCode;
/** An admin route: 400 for what its schema refuses, 401 signed out, 403 not an admin. */
const adminOnly = [VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN] as const;
const admin = ['admin'] as const;
const ZId = z.object({ id: z.string().uuid() });
const ZSlugParam = z.object({ slug: ZSlug });

/** Cacheable for everyone but those whose answers include drafts (faq.policy.ts). */
const publicly = (request: FastifyRequest, reply: FastifyReply, body: unknown) =>
  seesDrafts(request.principal) ? reply.send(body) : sendCacheable(request, reply, body);

/** `/faqs` (spec §7 Content): the public FAQ, its search, and admin editing. */
export const faqRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['faq'];

  app.get(
    '/faqs',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The published FAQ, in order (admins also see drafts)',
        response: { 200: ZFaqList },
      },
    },
    async (request, reply) => publicly(request, reply, await getFaqs({ db, principal: request.principal })),
  );
  app.get(
    '/faqs/categories',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'FAQ categories with their published counts',
        response: { 200: ZFaqCategoryList },
      },
    },
    async (request, reply) => sendCacheable(request, reply, await getCategories({ db })),
  );
  app.get(
    '/faqs/most-asked',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The most opened entries', response: { 200: ZFaqList } },
    },
    async (request, reply) => sendCacheable(request, reply, await getMostAsked({ db })),
  );
  app.get(
    '/faqs/category/:category',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One category and its entries',
        params: z.object({ category: ZSlug }),
        response: { 200: ZFaqCategoryPage, ...errorResponses(VALIDATION_ERROR, NOT_FOUND) },
      },
    },
    async (request, reply) =>
      publicly(
        request,
        reply,
        await getCategoryPage({ db, slug: request.params.category, principal: request.principal }),
      ),
  );
  app.get(
    '/faqs/slug/:slug',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'One entry (counted as asked) with others from its category',
        params: ZSlugParam,
        response: { 200: ZFaqDetail, ...errorResponses(VALIDATION_ERROR, NOT_FOUND, RATE_LIMITED) },
      },
    },
    async (request) => getFaq({ db, slug: request.params.slug, principal: request.principal }),
  );
  app.get(
    '/faqs/search',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Full-text search, best match first, matches marked with <mark>',
        querystring: ZSearchQuery,
        response: { 200: ZFaqSearchResult, ...errorResponses(VALIDATION_ERROR, RATE_LIMITED) },
      },
    },
    async (request, reply) => sendCacheable(request, reply, await searchFaq({ db, q: request.query.q })),
  );

  app.post(
    '/faqs',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: add an entry at the end of its category',
        body: ZFaqInput,
        // 400 also for an unknown category.
        response: { 201: ZFaq, ...errorResponses(...adminOnly, SLUG_TAKEN) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createFaq({
          db,
          principal: principalOf(request),
          input: request.body,
          client: clientOf(request),
        }),
      ),
  );
  app.put(
    '/faqs/:id',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: change an entry',
        params: ZId,
        body: ZFaqInput,
        response: { 200: ZFaq, ...errorResponses(...adminOnly, NOT_FOUND, SLUG_TAKEN) },
      },
    },
    async (request) =>
      editFaq({
        db,
        principal: principalOf(request),
        id: request.params.id,
        input: request.body,
        client: clientOf(request),
      }),
  );
  app.delete(
    '/faqs/:id',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: delete an entry',
        params: ZId,
        response: { 204: z.null(), ...errorResponses(...adminOnly, NOT_FOUND) },
      },
    },
    async (request, reply) => {
      await removeFaq({
        db,
        principal: principalOf(request),
        id: request.params.id,
        client: clientOf(request),
      });
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/faqs/reorder',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: "Admin: put a category's entries in a new order",
        body: ZFaqReorder,
        // 400 also for an unknown category, or a list that is not its entries each once.
        response: { 200: ZFaqCategoryPage, ...errorResponses(...adminOnly) },
      },
    },
    async (request) =>
      reorderFaqs({ db, principal: principalOf(request), input: request.body, client: clientOf(request) }),
  );

  app.post(
    '/faqs/categories',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: add a category',
        body: ZFaqCategoryInput,
        response: { 201: ZFaqCategory, ...errorResponses(...adminOnly, SLUG_TAKEN) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createCategory({
          db,
          principal: principalOf(request),
          input: request.body,
          client: clientOf(request),
        }),
      ),
  );
  app.put(
    '/faqs/categories/:slug',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: rename a category',
        params: ZSlugParam,
        body: ZFaqCategoryInput,
        response: { 200: ZFaqCategory, ...errorResponses(...adminOnly, NOT_FOUND, SLUG_TAKEN) },
      },
    },
    async (request) =>
      editCategory({
        db,
        principal: principalOf(request),
        slug: request.params.slug,
        input: request.body,
        client: clientOf(request),
      }),
  );
  app.delete(
    '/faqs/categories/:slug',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: delete an empty category',
        params: ZSlugParam,
        response: { 204: z.null(), ...errorResponses(...adminOnly, NOT_FOUND, ErrorCode.CATEGORY_NOT_EMPTY) },
      },
    },
    async (request, reply) => {
      await removeCategory({
        db,
        principal: principalOf(request),
        slug: request.params.slug,
        client: clientOf(request),
      });
      return reply.status(204).send(null);
    },
  );
};
