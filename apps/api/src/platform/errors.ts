import {
  ERRORS,
  ErrorCode,
  isErrorCode,
  type TErrorCode,
  type TErrorEnvelope,
  type ZErrorEnvelope,
} from '@curo/core/errors';
import { messages } from '@curo/core/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * An error meant for the client: a catalogued code (`@curo/core/errors`), whose status comes
 * from the catalogue, and a message (the catalogue's default when none is given). Both reach the
 * envelope as they are.
 */
export class AppError extends Error {
  readonly statusCode: number;
  /** For a 429: how long until a try may succeed, sent as `Retry-After`. */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: TErrorCode,
    message?: string,
    options: { retryAfterSeconds?: number } = {},
  ) {
    // The type allows only catalogued codes; this catches a cast or a plain-JS caller.
    if (!isErrorCode(code)) throw new TypeError(`${String(code)} is not in the error catalogue`);
    super(message ?? ERRORS[code].message);
    this.name = 'AppError';
    this.statusCode = ERRORS[code].status;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (message: string = messages.errors.notFound) =>
  new AppError(ErrorCode.NOT_FOUND, message);

export function envelope(code: TErrorCode, message: string = ERRORS[code].message): TErrorEnvelope {
  return { error: { statusCode: ERRORS[code].status, code, message } };
}

/** The statuses of some codes, each with the error envelope: the type of `errorResponses`. */
type ErrorResponses<C extends TErrorCode> = {
  [K in C as (typeof ERRORS)[K]['status']]: typeof ZErrorEnvelope;
};

/**
 * A route's error responses for its OpenAPI document, from the codes it may answer:
 * `errorResponses(ErrorCode.NOT_FOUND, ErrorCode.SLOT_TAKEN)` gives `{ 404: …, 409: … }`, each an
 * error envelope whose `code` the document lists as an enum of that status's codes (and whose
 * description names them). The enum is documentation: the body is still checked as the plain
 * envelope, so a code missing from the list never turns an answer into a 500.
 */
export function errorResponses<const C extends TErrorCode>(...codes: C[]): ErrorResponses<C> {
  const byStatus = new Map<number, TErrorCode[]>();
  for (const code of codes) {
    const status = ERRORS[code].status;
    const list = byStatus.get(status) ?? [];
    if (!list.includes(code)) list.push(code);
    byStatus.set(status, list);
  }
  const responses: Record<number, typeof ZErrorEnvelope> = {};
  for (const [status, list] of byStatus) {
    responses[status] = z
      .object({
        error: z.object({
          statusCode: z
            .number()
            .int()
            .meta({ enum: [status] }),
          code: z.string().meta({ enum: list }),
          message: z.string(),
        }),
      })
      .describe(list.join(', '));
  }
  return responses as ErrorResponses<C>;
}

/** The catalogued code for a framework error of a 4xx status we do not map by name. */
function codeForStatus(status: number): TErrorCode {
  switch (status) {
    case 401:
      return ErrorCode.UNAUTHORIZED;
    case 403:
      return ErrorCode.FORBIDDEN;
    case 404:
      return ErrorCode.NOT_FOUND;
    case 413:
      return ErrorCode.PAYLOAD_TOO_LARGE;
    case 415:
      return ErrorCode.UNSUPPORTED_MEDIA_TYPE;
    case 429:
      return ErrorCode.RATE_LIMITED;
    default:
      return ErrorCode.BAD_REQUEST;
  }
}

function describe(error: FastifyError | AppError | Error): { code: TErrorCode; message: string } {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The first rule broken, in field order, is the message a form shows.
    const first = error.validation[0];
    return { code: ErrorCode.VALIDATION_ERROR, message: first?.message ?? ERRORS.VALIDATION_ERROR.message };
  }
  const fe = error as FastifyError;
  switch (fe.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: ErrorCode.PAYLOAD_TOO_LARGE, message: messages.errors.payloadTooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: ErrorCode.UNSUPPORTED_MEDIA_TYPE, message: 'Send the body as application/json' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: ErrorCode.VALIDATION_ERROR, message: 'The request body is not valid JSON' };
  }
  if (fe.statusCode === 400 && (error as SyntaxError).name === 'SyntaxError') {
    return { code: ErrorCode.VALIDATION_ERROR, message: 'The request body is not valid JSON' };
  }
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    // Any other framework or plug-in refusal: its message, a catalogued code and that code's status.
    return { code: codeForStatus(fe.statusCode), message: fe.message };
  }
  return { code: ErrorCode.INTERNAL_ERROR, message: messages.errors.generic };
}

/**
 * One handler writes every error as `{ error: { statusCode, code, message } }`, the status from
 * the catalogue. Unexpected errors answer 500 with a generic message; the stack goes to the log,
 * with the request id the client sees in `x-request-id` (through the `err` serializer of
 * `logging.ts`, which keeps a failed query's SQL and SQLSTATE but never its values).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { code, message } = describe(error);
    const status = ERRORS[code].status;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code, statusCode: status }, 'request rejected');
    if (error instanceof AppError && error.retryAfterSeconds !== undefined)
      reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(status).send(envelope(code, message));
  });
}
