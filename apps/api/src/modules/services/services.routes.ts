import {
  ZFaqList,
  ZHomePageDetails,
  ZPriceList,
  ZReview,
  ZReviewInput,
  ZReviewList,
} from '@curo/core/content';
import { ErrorCode } from '@curo/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import type { PublicCache } from '../../platform/public-cache';
import {
  addReview,
  editReview,
  getHomePageDetails,
  getLatestFaqs,
  getPriceList,
  getReviews,
  removeReview,
  saveSetting,
} from './site-services';

const { VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN, NOT_FOUND } = ErrorCode;
/** An admin route: 400 for what its schema refuses, 401 signed out, 403 not an admin. */
const adminOnly = [VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN] as const;
const admin = ['admin'] as const;

/** The write prefixes the in-memory public answers depend on (app.ts invalidates on them). */
export const SERVICES = '/api/v1/services';
export const FAQS = '/api/v1/faqs';
const ZId = z.object({ id: z.string().uuid() });

/**
 * `/services` (spec §7 Other): prices, the home page's editable text, the latest FAQ entries and
 * curated reviews. Public reads are the same for everyone, so browsers and proxies may keep them a
 * minute and revalidate with an ETag.
 */
export const servicesRoutes: FastifyPluginAsyncZod<{ db: Db; cache: PublicCache }> = async (
  app,
  { db, cache },
) => {
  const tags = ['services'];

  for (const [path, key, what] of [
    ['/services/pricing', 'pricing', 'The price list'],
    ['/services/kids-pricing', 'kidsPricing', "Children's prices"],
  ] as const) {
    app.get(
      path,
      { config: { access: 'public' }, schema: { tags, summary: what, response: { 200: ZPriceList } } },
      async (request, reply) =>
        cache.send(request, reply, { key, dependsOn: [SERVICES], load: () => getPriceList(db, key) }),
    );
    app.put(
      path,
      {
        config: { access: admin },
        schema: {
          tags,
          summary: `Admin: replace ${what.toLowerCase()}`,
          body: ZPriceList,
          response: { 200: ZPriceList, ...errorResponses(...adminOnly) },
        },
      },
      async (request) =>
        saveSetting({
          db,
          principal: principalOf(request),
          key,
          value: request.body,
          client: clientOf(request),
        }),
    );
  }

  app.get(
    '/services/homePageDetails',
    {
      config: { access: 'public' },
      schema: { tags, summary: "The home page's editable text", response: { 200: ZHomePageDetails } },
    },
    async (request, reply) =>
      cache.send(request, reply, {
        key: 'homePageDetails',
        dependsOn: [SERVICES],
        load: () => getHomePageDetails(db),
      }),
  );
  app.put(
    '/services/homePageDetails',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: "Admin: change the home page's text",
        body: ZHomePageDetails,
        response: { 200: ZHomePageDetails, ...errorResponses(...adminOnly) },
      },
    },
    async (request) =>
      saveSetting({
        db,
        principal: principalOf(request),
        key: 'homePageDetails',
        value: request.body,
        client: clientOf(request),
      }),
  );

  app.get(
    '/services/latestFaqs',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The most recently updated FAQ entries', response: { 200: ZFaqList } },
    },
    async (request, reply) =>
      cache.send(request, reply, { key: 'latestFaqs', dependsOn: [FAQS], load: () => getLatestFaqs(db) }),
  );

  app.get(
    '/services/googleReviews',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Reviews curated by our team (stored here; nothing is fetched from Google)',
        response: { 200: ZReviewList },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, {
        key: 'reviews',
        dependsOn: [SERVICES],
        load: () => getReviews(db, { visibleOnly: true }),
      }),
  );
  app.get(
    '/services/googleReviews/all',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: every review, hidden ones too',
        response: { 200: ZReviewList, ...errorResponses(UNAUTHORIZED, FORBIDDEN) },
      },
    },
    async () => getReviews(db, { visibleOnly: false }),
  );
  app.post(
    '/services/googleReviews',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: add a review',
        body: ZReviewInput,
        response: { 201: ZReview, ...errorResponses(...adminOnly) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await addReview({
          db,
          principal: principalOf(request),
          input: request.body,
          client: clientOf(request),
        }),
      ),
  );
  app.put(
    '/services/googleReviews/:id',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: change or hide a review',
        params: ZId,
        body: ZReviewInput,
        response: { 200: ZReview, ...errorResponses(...adminOnly, NOT_FOUND) },
      },
    },
    async (request) =>
      editReview({
        db,
        principal: principalOf(request),
        id: request.params.id,
        input: request.body,
        client: clientOf(request),
      }),
  );
  app.delete(
    '/services/googleReviews/:id',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: delete a review',
        params: ZId,
        response: { 204: z.null(), ...errorResponses(...adminOnly, NOT_FOUND) },
      },
    },
    async (request, reply) => {
      await removeReview({
        db,
        principal: principalOf(request),
        id: request.params.id,
        client: clientOf(request),
      });
      return reply.status(204).send(null);
    },
  );
};
