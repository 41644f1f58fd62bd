import { controlCharactersMessage, findControlCharacters } from '@curo/core/control-characters';
import { ErrorCode } from '@curo/core/errors';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * Refuses (400 VALIDATION_ERROR) a value holding a string with a control character, naming the
 * field; `what` names a value that is itself the string (a text/plain body).
 */
export function refuseControlCharacters(value: unknown, what = 'The request body'): void {
  const field = findControlCharacters(value);
  if (field !== null) throw new AppError(ErrorCode.VALIDATION_ERROR, controlCharactersMessage(field || what));
}

/**
 * The rule of `@curo/core/control-characters` for every route at once: every string of the path
 * parameters, the query and a parsed body (declared or not) is checked before the route's own
 * schema, so a new route cannot forget it and a NUL byte never reaches PostgreSQL. Uploads are not
 * text: a multipart body is read by its route (which checks its text fields with
 * `refuseControlCharacters`), and Buffers are not looked into.
 */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      // A catch-all route (the web app's pages) has one parameter, `*`: the rest of the address.
      const { '*': rest, ...params } = (request.params ?? {}) as Record<string, unknown>;
      refuseControlCharacters(rest, 'The address');
      refuseControlCharacters(params);
      refuseControlCharacters(request.query);
      refuseControlCharacters(request.body);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
