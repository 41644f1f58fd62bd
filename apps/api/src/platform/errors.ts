import { ErrorCode, type TErrorEnvelope } from '@curo/core/errors';
import { messages } from '@curo/core/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error meant for the client: its code, status and message reach the envelope as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string = messages.errors.notFound) =>
  new AppError(404, ErrorCode.NOT_FOUND, message);

export function envelope(statusCode: number, code: string, message: string): TErrorEnvelope {
  return { error: { statusCode, code, message } };
}

function describe(error: FastifyError | AppError | Error): { status: number; code: string; message: string } {
  if (error instanceof AppError)
    return { status: error.statusCode, code: error.code, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The first rule broken, in field order, is the message a form shows.
    const first = error.validation[0];
    return { status: 400, code: ErrorCode.VALIDATION, message: first?.message ?? 'Invalid request' };
  }
  const fe = error as FastifyError;
  switch (fe.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: ErrorCode.PAYLOAD_TOO_LARGE, message: messages.errors.payloadTooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
        message: 'Send the body as application/json',
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, code: ErrorCode.VALIDATION, message: 'The request body is not valid JSON' };
  }
  if (fe.statusCode === 400 && (error as SyntaxError).name === 'SyntaxError') {
    return { status: 400, code: ErrorCode.VALIDATION, message: 'The request body is not valid JSON' };
  }
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return { status: fe.statusCode, code: fe.code ?? 'BAD_REQUEST', message: fe.message };
  }
  return { status: 500, code: ErrorCode.INTERNAL, message: messages.errors.generic };
}

/**
 * One handler writes every error as `{ error: { statusCode, code, message } }`. Unexpected errors
 * answer 500 with a generic message; the stack goes to the log, with the request id the client
 * sees in `x-request-id` (through the `err` serializer of `logging.ts`, which keeps a failed
 * query's SQL and SQLSTATE but never its values).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, code, message } = describe(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code, statusCode: status }, 'request rejected');
    return reply.status(status).send(envelope(status, code, message));
  });
}
