import { PUBLIC_CONTENT_MAX_AGE_SECONDS } from '@curo/core/content';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matches, weakEtag } from './http-cache';
import type { RealtimeHub } from './realtime/realtime-hub';

/** The hub topic invalidations travel on between instances (no socket may subscribe to it). */
const TOPIC = 'public-cache';

interface Entry {
  json: string;
  etag: string;
  /** The API path prefixes whose writes make this entry stale. */
  dependsOn: readonly string[];
}

/**
 * Public answers that are the same for everyone and change only when an admin edits them (the
 * price lists, the home page's text, the latest FAQ entries), kept in memory already serialised,
 * with their ETag (issue 16): a repeat read touches no database and a revalidation gets its 304 at
 * once. Any successful write under a prefix an entry depends on drops the entry before the write's
 * answer leaves, here and, through the realtime hub (Redis when REDIS_URL is set), on every other
 * instance.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every invalidation, so a load that raced one is not kept. */
  private generation = 0;
  private readonly listeners = new Set<(prefix: string) => void>();

  constructor(private readonly hub: Pick<RealtimeHub, 'publish' | 'listen'>) {
    hub.listen(TOPIC, (event) => {
      if (typeof event.prefix === 'string') this.dropLocal(event.prefix);
    });
  }

  /** Sends the cached answer for `key` (loading and keeping it first when missing). */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    dependsOn: readonly string[],
    load: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    let entry = this.entries.get(key);
    if (!entry) {
      const generation = this.generation;
      const json = JSON.stringify(await load());
      entry = { json, etag: weakEtag(json), dependsOn };
      // A write that landed while this loaded may not be in it: serve it, but do not keep it.
      if (generation === this.generation) this.entries.set(key, entry);
    }
    reply
      .header('cache-control', `public, max-age=${PUBLIC_CONTENT_MAX_AGE_SECONDS}`)
      .header('etag', entry.etag);
    if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.json);
  }

  /** Drops every entry that depends on `prefix`, here at once and on the others through the hub. */
  async invalidate(prefix: string): Promise<void> {
    this.dropLocal(prefix);
    await this.hub.publish(TOPIC, { type: 'invalidate', prefix });
  }

  /** Calls `listener` on every invalidation, from this instance or another (rendered pages). */
  onInvalidate(listener: (prefix: string) => void): void {
    this.listeners.add(listener);
  }

  private dropLocal(prefix: string): void {
    this.generation++;
    for (const listener of this.listeners) listener(prefix);
    for (const [key, entry] of this.entries)
      if (entry.dependsOn.some((p) => prefix.startsWith(p) || p.startsWith(prefix))) this.entries.delete(key);
  }

  /**
   * Invalidates on every successful write (not GET or HEAD, status below 400) to a route under one
   * of `prefixes` (but not the routes in `except`), before its answer is sent, so the admin's next
   * read already sees the change.
   */
  registerInvalidation(
    app: FastifyInstance,
    prefixes: readonly string[],
    { except = [] }: { except?: readonly string[] } = {},
  ): void {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400)
        return done(null, payload);
      const route = request.routeOptions.url ?? '';
      // Writes that change no public content (a reader's view being counted).
      const prefix = except.includes(route) ? undefined : prefixes.find((p) => route.startsWith(p));
      if (!prefix) return done(null, payload);
      this.invalidate(prefix).then(() => done(null, payload), done);
    });
  }
}
