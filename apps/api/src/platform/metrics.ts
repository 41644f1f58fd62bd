import { ErrorCode } from '@curo/core/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { isBearerOf } from './auth/bearer-secret';
import { envelope } from './errors';

/** What the app reports at each scrape, read then (nothing is counted twice across instances). */
export interface MetricSources {
  /** Open WebSocket connections on this instance. */
  webSocketConnections: () => number;
  /** Emails and texts waiting to be sent, by channel. */
  outboxBacklog: () => Promise<Record<string, number>>;
  /** Jobs waiting in each queue (empty where this instance runs no jobs). */
  jobQueueDepths: () => Promise<Record<string, number>>;
}

/** Counts one answered request in the latency histogram (by its route's pattern). */
export type ObserveRequest = (method: string, route: string, statusCode: number, seconds: number) => void;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether the scrape may read: the bearer METRICS_TOKEN when one is set, else this machine only,
 * and not through a proxy on this machine (which would make every visitor look local).
 */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (!token)
    return (
      LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined
    );
  return isBearerOf(request.headers.authorization, token);
}

/**
 * `GET /metrics` in Prometheus's text format (prom-client): request latency by route, WebSocket
 * connections, the email outbox backlog, job queue depths, and the process's own figures. Read
 * with `Authorization: Bearer $METRICS_TOKEN`, or, without a token, from this machine only (a
 * Prometheus beside the server); anyone else is answered 404, as if there were nothing here.
 */
export function registerMetrics(
  app: FastifyInstance,
  { token, sources }: { token: string | undefined; sources: MetricSources },
): { observe: ObserveRequest } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'curo_websocket_connections',
    help: 'Open WebSocket connections on this instance',
    registers: [registry],
    collect() {
      this.set(sources.webSocketConnections());
    },
  });
  new Gauge({
    name: 'curo_email_outbox_backlog',
    help: 'Messages waiting to be sent, by channel',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [channel, n] of Object.entries(await sources.outboxBacklog())) this.set({ channel }, n);
    },
  });
  new Gauge({
    name: 'curo_job_queue_depth',
    help: 'Jobs waiting in each queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, n] of Object.entries(await sources.jobQueueDepths())) this.set({ queue }, n);
    },
  });

  const observe: ObserveRequest = (method, route, statusCode, seconds) => {
    if (route !== '/metrics') requests.observe({ method, route, status_code: String(statusCode) }, seconds);
  };
  app.addHook('onResponse', (request, reply, done) => {
    // By the route's pattern, never the raw path (ids would make a series per record).
    observe(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request, token)) {
      return reply.status(404).send(envelope(ErrorCode.NOT_FOUND, `Route GET /metrics not found`));
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
  return { observe };
}
