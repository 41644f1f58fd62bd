import { randomUUID } from 'node:crypto';
import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

const SECRET_PARAM = /token|code|pin|password|secret|key/i;

/** The URL with the values of secret-looking query parameters replaced, for logging. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of [...params.keys()]) {
    if (SECRET_PARAM.test(name)) params.set(name, '[REDACTED]');
  }
  return `${url.slice(0, q)}?${params.toString()}`;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

type ErrorLike = Error & Record<string, unknown>;
const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';

/** A PostgreSQL error (node-postgres and PGlite alike): a five-character SQLSTATE and a severity. */
const isDatabaseError = (error: ErrorLike) =>
  typeof error.severity === 'string' && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);

/** Drizzle's wrapper of a failed query: its message and `params` carry the query's values. */
const isQueryError = (error: ErrorLike) => typeof error.query === 'string' && 'params' in error;

/**
 * What a PostgreSQL error may say in a log: where and why it failed, never a value. `detail`
 * ("Failing row contains (…)", "Key (email)=(…) already exists"), `where` ("portal parameter
 * $1 = …") and PGlite's `params` carry the row's or the query's values, so they stay out.
 */
const DATABASE_ERROR_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'hint',
  'position',
  'routine',
  'file',
  'line',
  'query',
] as const;

/** Fields no error carries into a log, whatever its type: they hold a query's values. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'queryOptions']);

/**
 * The message without values. Drizzle's lists the parameters after the SQL text; PostgreSQL's
 * data errors (SQLSTATE class 22) quote the value they could not take
 * (`invalid input syntax for type integer: "…"`), and a value may hold quotes itself, so
 * everything from the first quote to the last goes.
 */
function safeMessage(error: ErrorLike): string {
  // PGlite's own errors carry `query` and `params` too, so they are told apart by their SQLSTATE.
  if (isDatabaseError(error))
    return (error.code as string).startsWith('22')
      ? error.message.replace(/".*"/s, '"[REDACTED]"')
      : error.message;
  if (isQueryError(error)) return `Failed query: ${error.query as string}`;
  return error.message;
}

/** The stack's frames under a new first line, so a message's values do not survive in the stack. */
function restack(error: ErrorLike, type: string, message: string): string {
  if (typeof error.stack !== 'string') return `${type}: ${message}`;
  if (message === error.message) return error.stack;
  const lines = error.stack.split('\n');
  const firstFrame = lines.findIndex((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...(firstFrame === -1 ? [] : lines.slice(firstFrame))].join('\n');
}

/** One error in a log line. */
export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * pino's `err` serializer, for every `log.x({ err })`: type, message, stack and the error's own
 * fields, its cause and aggregated errors in turn, minus anything that holds a database query's
 * values (the SQL text, the SQLSTATE and the constraint stay, so a failure is still debuggable).
 * A failed sign-up would otherwise log the new user's email and argon2 hash.
 */
export function serializeError(error: Error, depth = 0): SerializedError {
  // Something thrown that is not an error (a string) is logged as it is, as pino does.
  if (!isErrorLike(error)) return error as unknown as SerializedError;
  const value = error;
  // PGlite's error class has a minified name; node-postgres calls its own DatabaseError.
  const type = isDatabaseError(value)
    ? 'DatabaseError'
    : value.constructor?.name && value.constructor.name !== 'Object'
      ? value.constructor.name
      : value.name;
  const message = safeMessage(value);
  const out: SerializedError = { type, message, stack: restack(value, type, message) };
  const nested = (item: unknown) => (isErrorLike(item) ? serializeError(item, depth + 1) : item);
  if (isDatabaseError(value)) {
    for (const field of DATABASE_ERROR_FIELDS) if (value[field] !== undefined) out[field] = value[field];
  } else {
    for (const [key, field] of Object.entries(value)) {
      if (VALUE_FIELDS.has(key) || key === 'cause' || key === 'errors' || key in out) continue;
      out[key] = nested(field);
    }
  }
  // Five levels of causes are plenty, and a cycle ends there.
  if (depth < 5) {
    if (value.cause !== undefined) out.cause = nested(value.cause);
    if (Array.isArray(value.errors)) out.aggregateErrors = value.errors.map(nested);
  }
  return out;
}

/** Fastify's logger options: JSON lines, a request id, and nothing secret (no query's values). */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'logController'> {
  return {
    // One line per request, written by registerRequestLogging, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    logger: {
      level,
      ...(stream ? { stream } : {}),
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[REDACTED]',
      },
      hooks: {
        // pino makes an error's own message the line's message when none is given
        // (`log.error(err)`); the line gets the message without values instead.
        logMethod(args, method) {
          const [first, second] = args as unknown[];
          const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
          if (typeof second !== 'string' && isErrorLike(error)) {
            return method.apply(this, [first as object, safeMessage(error), ...args.slice(1)] as never);
          }
          return method.apply(this, args);
        },
      },
      serializers: {
        err: serializeError,
        // Only what helps to follow a request: never its body, headers or secret query values.
        req: (req: { method: string; url: string; ip?: string; id: string }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
          ip: req.ip,
        }),
      },
    },
    // genReqId reads the header itself, so a malformed id from outside is replaced.
    requestIdHeader: false,
    genReqId: (req) => requestIdOf(req.headers['x-request-id']),
  };
}

/** The request's id: the caller's `X-Request-Id` when it is well formed, else a new one. */
export function requestIdOf(given: string | string[] | undefined): string {
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** What the one line per request says (see registerRequestLogging). */
export interface CompletedRequest {
  id: string;
  method: string;
  url: string;
  ip: string | undefined;
  statusCode: number;
  /** Milliseconds from arrival to the answer's end. */
  responseTime: number;
}

/**
 * The one "request completed" line, for the framework's answers (registerRequestLogging) and the
 * front door's (decision 0071) alike. pino makes a disabled level's method a no-op.
 */
export function logCompletedRequest(
  log: FastifyBaseLogger,
  level: 'debug' | 'info',
  r: CompletedRequest,
): void {
  log[level](
    {
      reqId: r.id,
      req: { id: r.id, method: r.method, url: r.url, ip: r.ip },
      res: { statusCode: r.statusCode },
      responseTime: r.responseTime,
    },
    'request completed',
  );
}

/** Probes a load balancer or Prometheus sends every few seconds: logged at debug while they succeed. */
const PROBES = new Set(['/api/v1/health', '/api/v1/ready', '/metrics']);

/**
 * One line per answered request ("request completed": its id, method, address without secret
 * query values, client address, status and time in ms) at info, or at debug for a successful
 * probe, which would otherwise fill the log with a line every few seconds per balancer.
 */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const probe = reply.statusCode < 400 && PROBES.has(request.routeOptions.url ?? '');
    const level = probe ? 'debug' : 'info';
    logCompletedRequest(app.log, level, {
      id: request.id,
      method: request.method,
      url: request.url,
      ip: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    });
    done();
  });
}
