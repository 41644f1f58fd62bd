import { ApiError } from './api-client';

export const CONNECTION_ERROR = 'We could not reach Curo. Check your connection and try again.';

/** The words to show for a failed request: the server's own message, or a word on the connection. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return CONNECTION_ERROR;
}
