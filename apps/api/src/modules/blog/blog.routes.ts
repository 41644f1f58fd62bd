import {
  CONTENT_IMAGE_MAX_BYTES,
  PUBLIC_CONTENT_MAX_AGE_SECONDS,
  ZBlogAdminListQuery,
  ZBlogAuthor,
  ZBlogAuthorInput,
  ZBlogAuthorList,
  ZBlogListQuery,
  ZBlogPost,
  ZBlogPostDetail,
  ZBlogPostInput,
  ZBlogPostPage,
  ZBlogTerm,
  ZBlogTermInput,
  ZBlogTermList,
  ZLogViewRequest,
  ZLogViewResponse,
  ZSlug,
  ZUploadedImage,
} from '@curo/core/content';
import { ErrorCode } from '@curo/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import { sendCacheable } from '../../platform/http-cache';
import type { PublicCache } from '../../platform/public-cache';
import type { FileStorage } from '../../platform/storage/file-storage';
import {
  acceptSingleFileUploads,
  UPLOAD_ERROR_CODES,
  uploadedBytes,
} from '../../platform/storage/uploaded-file';
import type { TermKind } from './blog.repository';
import { createBlogPost } from './create-blog-post';
import { deleteBlogPost } from './delete-blog-post';
import { getBlogPost } from './get-blog-post';
import { listBlogPosts } from './list-blog-posts';
import { logBlogView } from './log-blog-view';
import { createBlogAuthor, deleteBlogAuthor, listBlogAuthors, updateBlogAuthor } from './manage-blog-authors';
import { createBlogTerm, deleteBlogTerm, listBlogTerms, updateBlogTerm } from './manage-blog-terms';
import { updateBlogPost } from './update-blog-post';
import { uploadBlogImage } from './upload-blog-image';

const admin = ['admin'] as const;
const { VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, SLUG_TAKEN } = ErrorCode;
/** An admin route: 400 for what its schema refuses, 401 signed out, 403 not an admin. */
const adminOnly = [VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN] as const;
/** Adding an entry: 409 when its slug is taken. */
const createErrors = errorResponses(...adminOnly, SLUG_TAKEN);
/** Changing an entry by its slug or id: none has it (404), or its new slug is taken (409). */
const updateErrors = errorResponses(...adminOnly, NOT_FOUND, SLUG_TAKEN);
/** Deleting an entry by its slug or id: none has it (404). */
const deleteErrors = errorResponses(...adminOnly, NOT_FOUND);
const ZId = z.object({ id: z.string().uuid() });
const ZSlugParam = z.object({ slug: ZSlug });

export interface BlogRoutesOptions {
  db: Db;
  storage: FileStorage;
  cache: PublicCache;
}

/** Every write under it (posts, authors, categories, tags; not a view counted) drops the posts kept. */
const BLOG = '/api/v1/blogPosts';
/**
 * How long a post is kept in memory at most: a scheduled post goes live by the clock, with no write
 * to drop the posts whose "related" list it joins, and the view count moves without one. As long
 * as the browser's own `max-age`.
 */
const POST_LAPSE_MS = PUBLIC_CONTENT_MAX_AGE_SECONDS * 1000;

/**
 * `/blogPosts` (spec §7 Content): the public blog (live posts only, cacheable for a minute), view
 * counting, and the admin side: every post, drafts and schedules, categories, tags, authors and
 * images.
 */
export const blogRoutes: FastifyPluginAsyncZod<BlogRoutesOptions> = async (app, { db, storage, cache }) => {
  // Image uploads: one file of at most 5 MB and nothing else in the body.
  await acceptSingleFileUploads(app, CONTENT_IMAGE_MAX_BYTES);
  const tags = ['blog'];

  app.get(
    '/blogPosts',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Published posts, newest first (or by relevance with `q`), 12 a page',
        querystring: ZBlogListQuery,
        response: { 200: ZBlogPostPage, ...errorResponses(VALIDATION_ERROR) },
      },
    },
    async (request, reply) =>
      sendCacheable(request, reply, await listBlogPosts({ db, query: request.query, liveOnly: true })),
  );

  app.get(
    '/blogPosts/all',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: every post, drafts and scheduled ones included, filterable by status',
        querystring: ZBlogAdminListQuery,
        response: { 200: ZBlogPostPage, ...errorResponses(...adminOnly) },
      },
    },
    async (request) => listBlogPosts({ db, query: request.query, liveOnly: false }),
  );

  app.get(
    '/blogPosts/slug/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A published post with up to three related ones (admins may preview a draft)',
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: ZBlogPostDetail, ...errorResponses(VALIDATION_ERROR, NOT_FOUND) },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      // A reader's post comes from memory (decision 0056); a post that is not live 404s before
      // anything is kept, so the entries are bounded by the live posts.
      if (request.principal?.role !== 'admin')
        return cache.send(request, reply, {
          key: `blog-post:${slug}`,
          dependsOn: [BLOG],
          load: async () => ZBlogPostDetail.encode((await getBlogPost({ db, slug, principal: null })).post),
          lapseMs: POST_LAPSE_MS,
        });
      const { post, live } = await getBlogPost({ db, slug, principal: request.principal });
      // A preview is for the admin who asked, never for a shared cache.
      return live ? sendCacheable(request, reply, post) : post;
    },
  );

  for (const [path, kind, label] of [
    ['categories', 'category', 'category'],
    ['tags', 'tag', 'tag'],
  ] as const satisfies ReadonlyArray<readonly [string, TermKind, string]>) {
    app.get(
      `/blogPosts/${path}`,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: `Every ${label}, by name, with its number of published posts`,
          response: { 200: ZBlogTermList },
        },
      },
      async (request, reply) => sendCacheable(request, reply, { items: await listBlogTerms({ db, kind }) }),
    );

    app.post(
      `/blogPosts/${path}`,
      {
        config: { access: admin },
        schema: {
          tags,
          summary: `Admin: add a ${label}`,
          body: ZBlogTermInput,
          response: { 201: ZBlogTerm, ...createErrors },
        },
      },
      async (request, reply) => {
        const term = await createBlogTerm({
          db,
          kind,
          input: request.body,
          principal: principalOf(request),
          client: clientOf(request),
        });
        return reply.status(201).send(term);
      },
    );

    app.put(
      `/blogPosts/${path}/:slug`,
      {
        config: { access: admin },
        schema: {
          tags,
          summary: `Admin: rename a ${label} (its posts follow a new slug)`,
          params: ZSlugParam,
          body: ZBlogTermInput,
          response: { 200: ZBlogTerm, ...updateErrors },
        },
      },
      async (request) =>
        updateBlogTerm({
          db,
          kind,
          slug: request.params.slug,
          input: request.body,
          principal: principalOf(request),
          client: clientOf(request),
        }),
    );

    app.delete(
      `/blogPosts/${path}/:slug`,
      {
        config: { access: admin },
        schema: {
          tags,
          summary: `Admin: delete a ${label} (its posts stay)`,
          params: ZSlugParam,
          response: { 204: z.null(), ...deleteErrors },
        },
      },
      async (request, reply) => {
        await deleteBlogTerm({
          db,
          kind,
          slug: request.params.slug,
          principal: principalOf(request),
          client: clientOf(request),
        });
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/blogPosts/authors',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Every author, by name', response: { 200: ZBlogAuthorList } },
    },
    async (request, reply) => sendCacheable(request, reply, { items: await listBlogAuthors({ db }) }),
  );

  app.post(
    '/blogPosts/authors',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: add an author',
        body: ZBlogAuthorInput,
        response: { 201: ZBlogAuthor, ...createErrors },
      },
    },
    async (request, reply) => {
      const author = await createBlogAuthor({
        db,
        input: request.body,
        principal: principalOf(request),
        client: clientOf(request),
      });
      return reply.status(201).send(author);
    },
  );

  app.put(
    '/blogPosts/authors/:slug',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: update an author (their posts follow a new slug)',
        params: ZSlugParam,
        body: ZBlogAuthorInput,
        response: { 200: ZBlogAuthor, ...updateErrors },
      },
    },
    async (request) =>
      updateBlogAuthor({
        db,
        slug: request.params.slug,
        input: request.body,
        principal: principalOf(request),
        client: clientOf(request),
      }),
  );

  app.delete(
    '/blogPosts/authors/:slug',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: delete an author (their posts stay, without a byline)',
        params: ZSlugParam,
        response: { 204: z.null(), ...deleteErrors },
      },
    },
    async (request, reply) => {
      await deleteBlogAuthor({
        db,
        slug: request.params.slug,
        principal: principalOf(request),
        client: clientOf(request),
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/blogPosts',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: write a post (draft, scheduled or published)',
        body: ZBlogPostInput,
        // 400 also for an unknown author, category or tag, or a schedule in the past.
        response: { 201: ZBlogPost, ...createErrors },
      },
    },
    async (request, reply) => {
      const post = await createBlogPost({
        db,
        input: request.body,
        principal: principalOf(request),
        client: clientOf(request),
      });
      return reply.status(201).send(post);
    },
  );

  app.put(
    '/blogPosts/:id',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: replace a post; also publishes, schedules or unpublishes it',
        params: ZId,
        body: ZBlogPostInput,
        response: { 200: ZBlogPost, ...updateErrors },
      },
    },
    async (request) =>
      updateBlogPost({
        db,
        id: request.params.id,
        input: request.body,
        principal: principalOf(request),
        client: clientOf(request),
      }),
  );

  app.delete(
    '/blogPosts/:id',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: delete a post',
        params: ZId,
        response: { 204: z.null(), ...deleteErrors },
      },
    },
    async (request, reply) => {
      await deleteBlogPost({
        db,
        id: request.params.id,
        principal: principalOf(request),
        client: clientOf(request),
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/blogPosts/log-view',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Count a view of a published post: once per visitor, post and day',
        body: ZLogViewRequest,
        response: {
          200: ZLogViewResponse,
          ...errorResponses(VALIDATION_ERROR, NOT_FOUND, ErrorCode.RATE_LIMITED),
        },
      },
    },
    async (request) =>
      logBlogView({
        db,
        slug: request.body.slug,
        visitorId: request.body.visitorId,
        client: clientOf(request),
      }),
  );

  app.post(
    '/blogPosts/upload-images',
    {
      config: { access: admin, rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Admin: upload an image for a post (JPEG, PNG or WebP, at most 5 MB; field `file`)',
        consumes: ['multipart/form-data'],
        // 400 without a file; 413 beyond 5 MB; 415 not multipart, or not a JPEG, PNG or WebP.
        response: {
          200: ZUploadedImage,
          ...errorResponses(...adminOnly, ...UPLOAD_ERROR_CODES, ErrorCode.RATE_LIMITED),
        },
      },
    },
    async (request) =>
      uploadBlogImage({
        db,
        storage,
        bytes: await uploadedBytes(request),
        principal: principalOf(request),
        client: clientOf(request),
      }),
  );
};
