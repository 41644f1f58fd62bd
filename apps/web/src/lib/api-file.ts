import { apiClient, apiRequest, toApiError } from './api-client';
import { FETCH_LOGIN_PATH } from './current-user';

/**
 * A file from the API (a document, an attachment, a CSV), fetched with the session's bearer token,
 * which a plain link or `<img>` could not carry. An expired token is renewed once, through an
 * ordinary authenticated request that refreshes it, and the file asked for again. An answer that
 * is not a success becomes the API's error.
 */
export async function fetchApiFile(
  path: string,
  accept?: string,
  /** A file made from what is sent (a statement for a period): POSTed as JSON. */
  body?: unknown,
): Promise<Response> {
  const send = () => {
    const token = apiClient.getAccessToken();
    return fetch(path, {
      ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
      headers: {
        ...(accept ? { accept } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  };
  let response = await send();
  if (response.status === 401 && apiClient.getAccessToken()) {
    await apiRequest(FETCH_LOGIN_PATH);
    response = await send();
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Hands a file to the browser's downloads, through a short-lived object URL. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; give it a moment before letting the memory go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
