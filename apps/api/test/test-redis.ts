import net from 'node:net';

/** The Redis the multi-instance tests share: TEST_REDIS_URL, or one on this machine. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether TEST_REDIS_URL answers, so those tests skip on a machine without Redis. When
 * TEST_REDIS_URL is set (as CI sets it), Redis is required: the tests run and fail without it
 * rather than skip in silence.
 */
export async function redisReachable(): Promise<boolean> {
  if (process.env.TEST_REDIS_URL) return true;
  const { hostname, port } = new URL(TEST_REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    const done = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}
