import { createHash } from 'node:crypto';
import { ErrorCode } from '@curo/core/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { principalOf } from '../auth/auth-guard';
import { AppError, envelope } from '../errors';
import { claimKey, findKey, releaseKey, saveAnswer } from './idempotency.repository';

/** A key is what the client makes it (a UUID, say): 8 to 255 visible ASCII characters. */
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;
/** How long a repeat waits for the first request's answer before saying it is still running. */
const WAIT_MS = 15_000;
const POLL_MS = 25;

/**
 * What `idempotent` answers besides the route's own: the same key still running elsewhere (409) or
 * reused for a different request (422). For a route's documented codes (`errorResponses`).
 */
export const IDEMPOTENCY_ERROR_CODES = [
  ErrorCode.IDEMPOTENCY_IN_PROGRESS,
  ErrorCode.IDEMPOTENCY_KEY_REUSED,
] as const;

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * Runs a money-moving request once per `Idempotency-Key` (decision 0035). The first request with a
 * key acts and its answer (success or a client error) is kept; the same key again, even while the
 * first is running, gets that answer (`Idempotent-Replayed: true`) without acting; the same key with
 * a different request is 422. A failure that is not an answer (a 5xx) lets the key go, so a retry
 * acts again. Keys belong to the signed-in person and last a day.
 */
export async function idempotent(
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
  act: () => Promise<Answer>,
): Promise<FastifyReply> {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !KEY_PATTERN.test(key))
    throw new AppError(
      ErrorCode.VALIDATION_ERROR,
      'Send an Idempotency-Key header (8 to 255 characters, a new one for each new request)',
    );
  const at = { userId: principalOf(request).userId, key };
  const fingerprint = createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url} ${JSON.stringify(request.params)}\n`)
    .update(JSON.stringify(request.body ?? null))
    .digest('base64url');
  const answer = await answerOnce(db, { ...at, fingerprint }, act);
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).send(answer.body);
}

async function answerOnce(
  db: Executor,
  claim: { userId: string; key: string; fingerprint: string },
  act: () => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (await claimKey(db, claim)) return { ...(await actAndKeep(db, claim, act)), replayed: false };
    // Another request has the key: wait for its answer (or for it to let the key go).
    for (;;) {
      const row = await findKey(db, claim.userId, claim.key);
      if (!row) break;
      if (row.fingerprint !== claim.fingerprint) throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED);
      if (row.responseStatus !== null)
        return { status: row.responseStatus, body: row.responseBody, replayed: true };
      if (Date.now() > deadline) throw new AppError(ErrorCode.IDEMPOTENCY_IN_PROGRESS);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

async function actAndKeep(
  db: Executor,
  at: { userId: string; key: string },
  act: () => Promise<Answer>,
): Promise<Answer> {
  let answer: Answer;
  try {
    answer = await act();
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      answer = { status: error.statusCode, body: envelope(error.code, error.message) };
    } else {
      await releaseKey(db, at);
      throw error;
    }
  }
  await saveAnswer(db, at, answer);
  return answer;
}
