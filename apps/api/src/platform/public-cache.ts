import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { PUBLIC_CONTENT_MAX_AGE_SECONDS } from '@curo/core/content';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matches, weakEtag } from './http-cache';
import { compress, type Encoding, negotiateEncoding } from './http-encoding';
import type { RealtimeHub } from './realtime/realtime-hub';

/** The hub topic invalidations travel on between instances (no socket may subscribe to it). */
const TOPIC = 'public-cache';

/**
 * Answers from this size up are sent compressed to clients that accept it; below it the saving is
 * smaller than the headers that announce it.
 */
export const COMPRESS_FROM_BYTES = 1024;

/** Addresses the front door knows at most; made-up spellings of a kept one cannot grow it further. */
const MAX_FRONT_ADDRESSES = 1000;

/** Headers the framework sets per request or per connection: never copied into a kept answer. */
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'content-length', 'content-encoding', 'connection']);

const JSON_TYPE = 'application/json; charset=utf-8';

interface Entry {
  /** The answer's JSON as bytes: sent as it is, without encoding or measuring it again. */
  body: Buffer;
  /**
   * Its brotli and gzip forms, each made once, when a client first accepts it: the bytes once
   * made (the front door takes only those), the promise of them while they are being made.
   */
  encoded: Partial<Record<'br' | 'gzip', Buffer | Promise<Buffer>>>;
  etag: string;
  /** The API path prefixes whose writes make this entry stale. */
  dependsOn: readonly string[];
  /** When it lapses by itself (ms since the epoch): for answers that also change with the clock. */
  lapsesAt: number;
  /**
   * What the front door needs to answer as the framework did: the route's pattern (for metrics)
   * and, per variant of the request (frontVariant), the headers the framework's answer carried
   * (security headers, caching), taken from an anonymous answer of that variant.
   */
  front?: { route: string; variants: Map<string, FrontVariant> };
}

/** The front door's answers for one variant of the request, each made once. */
interface FrontVariant {
  notModified: FrontAnswer;
  ok: Partial<Record<Encoding, FrontAnswer>>;
}

/** Variants of one address whose headers the front door keeps; more go to the framework. */
const MAX_FRONT_VARIANTS = 4;

/**
 * What, besides the address, can change the framework's headers for an anonymous GET: whether
 * the request came over HTTPS (HSTS), on the socket or as a proxy says.
 */
const frontVariant = (request: IncomingMessage) =>
  `${(request.socket as { encrypted?: boolean } | null)?.encrypted === true} ${request.headers['x-forwarded-proto'] ?? ''}`;

/** Whether an entry is large enough to send compressed (and so varies with `Accept-Encoding`). */
const compressible = (entry: Entry) => entry.body.length >= COMPRESS_FROM_BYTES;

/** The encoding an entry goes out in to a client sending `acceptEncoding`. */
const encodingFor = (entry: Entry, acceptEncoding: string | string[] | undefined): Encoding =>
  compressible(entry) ? negotiateEncoding(acceptEncoding) : 'identity';

/** An answer the front door can give without the framework (see `PublicCache.frontAnswer`). */
export interface FrontAnswer {
  route: string;
  statusCode: 200 | 304;
  headers: OutgoingHttpHeaders;
  body?: Buffer;
}

export interface CachedAnswer {
  /** Names the answer; the same key is the same answer for every caller. */
  key: string;
  /** The API path prefixes whose writes make it stale. */
  dependsOn: readonly string[];
  load: () => Promise<unknown>;
  /** Kept at most this long (ms), for answers that also change with the clock. */
  lapseMs?: number;
}

/**
 * Public answers that are the same for everyone and change only when an admin edits them (the
 * price lists, the home page's text, the latest FAQ entries, specialties, blog posts), kept in
 * memory already serialised, with their ETag (issue 16): a repeat read touches no database and a
 * revalidation gets its 304 at once; a larger answer goes compressed (brotli or gzip, made once)
 * to clients that accept it. Any successful write under a prefix an entry depends on drops the
 * entry before the write's answer leaves, here and, through the realtime hub (Redis when
 * REDIS_URL is set), on every other instance. An anonymous read of an address already answered
 * from here is answered by the front door before the framework (decision 0071).
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  /** The addresses (path, no query) whose anonymous GET is answered by an entry: address → key. */
  private readonly frontAddresses = new Map<string, string>();
  /** Bumped by every invalidation, so a load that raced one is not kept. */
  private generation = 0;
  private readonly listeners = new Set<(prefix: string) => void>();

  constructor(private readonly hub: Pick<RealtimeHub, 'publish' | 'listen'>) {
    hub.listen(TOPIC, (event) => {
      if (typeof event.prefix === 'string') this.dropLocal(event.prefix);
    });
  }

  /**
   * Sends the cached answer (loading and keeping it first when missing, or when it was kept with
   * `lapseMs` and that long has passed).
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    { key, dependsOn, load, lapseMs = Number.POSITIVE_INFINITY }: CachedAnswer,
  ): Promise<FastifyReply> {
    let entry = this.entries.get(key);
    if (!entry || entry.lapsesAt <= Date.now()) {
      const generation = this.generation;
      const json = JSON.stringify(await load());
      entry = {
        body: Buffer.from(json),
        encoded: {},
        etag: weakEtag(json),
        dependsOn,
        lapsesAt: Date.now() + lapseMs,
      };
      // A write that landed while this loaded may not be in it: serve it, but do not keep it.
      if (generation === this.generation) this.entries.set(key, entry);
    }
    reply
      .header('cache-control', `public, max-age=${PUBLIC_CONTENT_MAX_AGE_SECONDS}`)
      .header('etag', entry.etag);
    if (compressible(entry)) reply.header('vary', 'accept-encoding');
    if (this.entries.get(key) === entry) this.openFrontDoor(request, reply, key, entry);
    // One weak tag for every encoding of the same JSON, as a compressing proxy would give them.
    if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    reply.type(JSON_TYPE);
    const encoding = encodingFor(entry, request.headers['accept-encoding']);
    if (encoding === 'identity') return reply.send(entry.body);
    const kept = entry;
    kept.encoded[encoding] ??= compress(kept.body, encoding, 'small').then(
      (bytes) => {
        kept.encoded[encoding] = bytes;
        return bytes;
      },
      (error: unknown) => {
        // A failed compression is not kept: the next request tries again.
        delete kept.encoded[encoding];
        throw error;
      },
    );
    return reply.header('content-encoding', encoding).send(await kept.encoded[encoding]);
  }

  /**
   * The answer to an anonymous `GET` of an address this cache has answered before, as the
   * framework would give it, or `undefined` when the framework must answer (anything else, a
   * lapsed or dropped entry, a compressed form not made yet).
   */
  frontAnswer(request: IncomingMessage): FrontAnswer | undefined {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return undefined;
    const key = this.frontAddresses.get(request.url ?? '');
    const entry = key === undefined ? undefined : this.entries.get(key);
    if (!entry?.front || entry.lapsesAt <= Date.now()) return undefined;
    const variant = entry.front.variants.get(frontVariant(request));
    if (!variant) return undefined;
    if (matches(request.headers['if-none-match'], entry.etag)) return variant.notModified;
    const encoding = encodingFor(entry, request.headers['accept-encoding']);
    const known = variant.ok[encoding];
    if (known) return known;
    const body = encoding === 'identity' ? entry.body : entry.encoded[encoding];
    if (!Buffer.isBuffer(body)) return undefined;
    const headers = {
      ...variant.notModified.headers,
      'content-type': JSON_TYPE,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': body.length,
    };
    variant.ok[encoding] = { route: entry.front.route, statusCode: 200, headers, body };
    return variant.ok[encoding];
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

  /**
   * Lets the front door answer this request's address from `entry` from now on, when the request
   * is one it may answer (an anonymous GET without a query) and the answer carries nothing
   * personal: its headers, less the per-request ones, are the framework's answer for everyone.
   */
  private openFrontDoor(request: FastifyRequest, reply: FastifyReply, key: string, entry: Entry): void {
    if (request.method !== 'GET' || request.headers.authorization !== undefined || request.url.includes('?'))
      return;
    if (this.frontAddresses.get(request.url) !== key) {
      if (this.frontAddresses.size >= MAX_FRONT_ADDRESSES) return;
      this.frontAddresses.set(request.url, key);
    }
    const route = request.routeOptions.url ?? request.url;
    entry.front ??= { route, variants: new Map() };
    const variant = frontVariant(request.raw);
    if (entry.front.variants.has(variant) || entry.front.variants.size >= MAX_FRONT_VARIANTS) return;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined && !PER_REQUEST_HEADERS.has(name)) headers[name] = value;
    entry.front.variants.set(variant, { notModified: { route, statusCode: 304, headers }, ok: {} });
  }

  private dropLocal(prefix: string): void {
    this.generation++;
    for (const listener of this.listeners) listener(prefix);
    for (const [key, entry] of this.entries)
      if (entry.dependsOn.some((p) => prefix.startsWith(p) || p.startsWith(prefix))) this.entries.delete(key);
    for (const [address, key] of this.frontAddresses)
      if (!this.entries.has(key)) this.frontAddresses.delete(address);
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
