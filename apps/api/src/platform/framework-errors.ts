import http from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCode, type TErrorCode } from '@curo/core/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from './errors';

/**
 * Answers Fastify turns away before routing (a path parameter over the length limit, a malformed
 * address) in the error envelope, like every other answer. These skip the request hooks, so the
 * headers that matter for a JSON error are set here.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code: TErrorCode =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? ErrorCode.URI_TOO_LONG : ErrorCode.BAD_REQUEST;
  request.log.info({ code: error.code }, 'request rejected before routing');
  const body = envelope(code);
  return reply
    .status(body.error.statusCode)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

/**
 * Node's own refusals of a request it cannot parse (headers over the size limit, a request that
 * never finished arriving, bytes that are not HTTP), in the error envelope; the connection closes.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: TErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ErrorCode.HEADERS_TOO_LARGE
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ErrorCode.REQUEST_TIMEOUT
        : ErrorCode.BAD_REQUEST;
  const body = JSON.stringify(envelope(code));
  const status = envelope(code).error.statusCode;
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
