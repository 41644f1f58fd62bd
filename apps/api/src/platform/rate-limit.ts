import { ErrorCode } from '@curo/core/errors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './errors';

/**
 * Rate limiting, off by default and switched on per route with `config.rateLimit`. Counters live
 * in memory for one instance, or in Redis (`REDIS_URL`) so that many instances share them.
 */
export async function registerRateLimit(app: FastifyInstance, redisUrl: string | undefined) {
  const redis = redisUrl
    ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    // As the realtime hub's clients do: a Redis error is handled (here, logged), never left for
    // ioredis to print as an unhandled error event; requests go on without limits (skipOnError).
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate limit: Redis unavailable'));
    app.addHook('onClose', async () => void redis.quit());
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'curo-rate-limit:',
    // A Redis outage must not take the contact form down with it.
    skipOnError: true,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        ErrorCode.RATE_LIMITED,
        `Too many requests. Please try again in ${Math.ceil(context.ttl / 60_000)} minutes.`,
      ),
  });
}
