import { messages } from '@curo/core/messages';

/**
 * The browser's API client (spec §4 Session, §8). Tokens live in localStorage; a 401 on a request
 * that carried an access token triggers one refresh, shared by every request that fails at the
 * same time, and a single retry.
 */

export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const REFRESH_PATH = '/api/v1/auth/refresh-token';

/** A non-OK response. `body` is the parsed JSON body, else its text, else null. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    readonly code?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

interface TokenPair {
  accessToken: string;
  refreshToken?: string;
}

export interface ApiClientOptions {
  /** Prepended to every path; empty for same-origin requests. */
  baseUrl?: string;
  fetch?: typeof fetch;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Called once the session is gone (refresh failed), so the app can send the user to log in. */
  onAuthFailure?: () => void;
}

export interface ApiClient {
  request<T>(path: string, init?: RequestInit): Promise<T>;
  setTokens(tokens: TokenPair): void;
  clearTokens(): void;
  getAccessToken(): string | null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorMessage(body: unknown, statusText: string): string {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  if (typeof message === 'string' && message.length > 0) return message;
  return statusText || messages.errors.unknown;
}

/** Turns a non-OK response into an ApiError whose message follows spec §8. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response);
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return new ApiError(
    errorMessage(body, response.statusText),
    response.status,
    body,
    typeof code === 'string' ? code : undefined,
  );
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const storage = options.storage ?? globalThis.localStorage;
  let refreshing: Promise<void> | null = null;

  const getAccessToken = () => storage.getItem(ACCESS_TOKEN_KEY);
  const setTokens = ({ accessToken, refreshToken }: TokenPair) => {
    storage.setItem(ACCESS_TOKEN_KEY, accessToken);
    if (refreshToken) storage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  };
  const clearTokens = () => {
    storage.removeItem(ACCESS_TOKEN_KEY);
    storage.removeItem(REFRESH_TOKEN_KEY);
  };

  async function refreshOnce(): Promise<void> {
    const refreshToken = storage.getItem(REFRESH_TOKEN_KEY);
    const fail = (status: number, body: unknown): never => {
      clearTokens();
      options.onAuthFailure?.();
      throw new ApiError(messages.session.refreshFailed, status, body);
    };
    if (!refreshToken) fail(401, null);
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${REFRESH_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
    } catch (cause) {
      return fail(0, cause);
    }
    const body = (await readBody(response)) as {
      access?: { token?: string };
      refresh?: { token?: string };
      accessToken?: string;
    } | null;
    const accessToken = body?.access?.token ?? body?.accessToken;
    if (!response.ok || !accessToken) return fail(response.status, body);
    setTokens({ accessToken, refreshToken: body?.refresh?.token });
  }

  /** One refresh at a time: concurrent 401s wait for the same one. */
  function refresh(): Promise<void> {
    refreshing ??= refreshOnce().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function send(path: string, init: RequestInit, token: string | null): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    if (init.body !== undefined && typeof init.body === 'string' && !headers.has('content-type')) {
      headers.set('content-type', 'application/json');
    }
    if (token) headers.set('authorization', `Bearer ${token}`);
    return doFetch(`${baseUrl}${path}`, { ...init, headers });
  }

  async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
    const token = getAccessToken();
    let response = await send(path, init, token);

    // Only a request that carried a session is refreshed: a 401 from, say, a wrong password
    // is the answer itself.
    if (response.status === 401 && token) {
      try {
        // A 401 that arrives after another request's refresh has finished needs no refresh of
        // its own: the stored token is already new (a second refresh would spend the new
        // refresh token for nothing). Otherwise this joins the refresh under way, or starts it.
        if (getAccessToken() === token) await refresh();
      } catch (refreshError) {
        // The refresh's own error ('Failed to refresh access token') stays reachable as the cause.
        throw new ApiError(
          messages.session.authenticationFailed,
          401,
          (refreshError as ApiError).body,
          undefined,
          {
            cause: refreshError,
          },
        );
      }
      response = await send(path, init, getAccessToken());
      if (response.status === 401) {
        clearTokens();
        options.onAuthFailure?.();
        throw new ApiError(messages.session.authenticationFailed, 401, await readBody(response));
      }
    }

    if (!response.ok) throw await toApiError(response);
    return (await readBody(response)) as T;
  }

  return { request, setTokens, clearTokens, getAccessToken };
}

/** The app's client, same-origin. */
export const apiClient = createApiClient();

/** Shorthand for `apiClient.request`. */
export const apiRequest = <T>(path: string, init?: RequestInit): Promise<T> =>
  apiClient.request<T>(path, init);
