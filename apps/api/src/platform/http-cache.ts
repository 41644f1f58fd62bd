import { createHash } from 'node:crypto';
import { PUBLIC_CONTENT_MAX_AGE_SECONDS } from '@curo/core/content';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A weak validator of a text: equal texts give equal tags. */
export const weakEtag = (text: string) =>
  `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

/** A weak validator: equal bodies give equal tags, whatever the serialiser does with spacing. */
const weakEtagOf = (body: unknown) => weakEtag(JSON.stringify(body));

/** Whether `If-None-Match` names `etag` (weak comparison, lists and `*` included). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Sends a public answer that browsers and proxies may keep for a short while
 * (`Cache-Control: public, max-age=…`) with a weak ETag; a client that already holds the same
 * body gets an empty 304. Use it only for answers that are the same for every caller.
 */
export function sendCacheable<R extends FastifyReply>(
  request: FastifyRequest,
  reply: R,
  body: unknown,
  maxAgeSeconds: number = PUBLIC_CONTENT_MAX_AGE_SECONDS,
): R {
  const etag = weakEtagOf(body);
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) {
    (reply as FastifyReply).code(304).send();
    return reply;
  }
  (reply as FastifyReply).send(body);
  return reply;
}
