import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { logCompletedRequest, requestIdOf } from './logging';
import type { ObserveRequest } from './metrics';
import type { PublicCache } from './public-cache';

/** Answers a request before the framework sees it, or leaves it to the framework. */
export interface FrontDoor {
  /** Whether it answered: false leaves the request untouched for the framework. */
  answer(request: IncomingMessage, response: ServerResponse): boolean;
}

/** The settings of Fastify's own HTTP server (its options, defaults applied) that a factory must keep. */
interface ServerSettings {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make itself (same options and timeouts),
 * which asks `door()` first and hands the framework every request it does not answer. While the
 * server is closing the framework answers everything (its 503s and `Connection: close`).
 */
export function serverWithFrontDoor(door: () => FrontDoor | undefined) {
  return (handler: (request: IncomingMessage, response: ServerResponse) => void, options: ServerSettings) => {
    const server = http.createServer(options.http ?? {}, (request, response) => {
      if (!(server.listening && door()?.answer(request, response))) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

/**
 * The client's address as Fastify gives it (`request.ip`) for the one setting Curo has: with
 * TRUST_PROXY, the first address of X-Forwarded-For; without, the socket's.
 */
function clientAddress(request: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? request.headers['x-forwarded-for'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || request.socket.remoteAddress;
}

/**
 * The public cache's front door (decision 0071): an anonymous GET of an address the cache has
 * answered before is answered from memory with the framework's own headers (taken from its
 * answer), a fresh request id and the latency metric (its log line at debug), without routing,
 * hooks or serialising. While the server drains, the framework answers, with `Connection: close`.
 */
export function publicCacheFrontDoor({
  cache,
  log,
  observe,
  isDraining,
  trustProxy,
}: {
  cache: Pick<PublicCache, 'frontAnswer'>;
  log: FastifyBaseLogger;
  observe: ObserveRequest;
  isDraining: () => boolean;
  trustProxy: boolean;
}): FrontDoor {
  return {
    answer(request, response) {
      if (isDraining()) return false;
      const started = performance.now();
      const found = cache.frontAnswer(request);
      if (!found) return false;
      const id = requestIdOf(request.headers['x-request-id']);
      response.writeHead(found.statusCode, { ...found.headers, 'x-request-id': id });
      response.end(found.body);
      const responseTime = performance.now() - started;
      observe('GET', found.route, found.statusCode, responseTime / 1000);
      // At debug, as probes are: the same public answer for everyone, from memory, counted in
      // /metrics; the reverse proxy's access log has every request (docs/deploy.md).
      if (log.level === 'debug' || log.level === 'trace')
        logCompletedRequest(log, 'debug', {
          id,
          method: 'GET',
          url: request.url ?? '',
          ip: clientAddress(request, trustProxy),
          statusCode: found.statusCode,
          responseTime,
        });
      return true;
    },
  };
}
