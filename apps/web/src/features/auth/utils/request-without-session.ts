import { toApiError } from '../../../lib/api-client';

/**
 * A JSON request that never carries the stored session. Signing in and signing up must not:
 * a 401 from a wrong password is the answer itself, and the shared client would take it for an
 * expired token, try a refresh and replace the server's message with "Authentication failed".
 */
export async function requestWithoutSession<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}
