// Evaluated before the app's modules on the server: what they read from the browser at load time.

/** Requests to this site's own API (paths starting with `/`), answered in-process. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

let apiFetch: ApiFetch | null = null;

/** Where the app's same-origin requests (`/api/v1/…`) go while pages render on the server. */
export const setApiFetch = (f: ApiFetch) => {
  apiFetch = f;
};

// The app's API client sends same-origin paths; Node's fetch has no origin to resolve them
// against. Only such paths are redirected; every absolute URL goes to Node's own fetch.
const nativeFetch = globalThis.fetch;
globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
  typeof input === 'string' && input.startsWith('/') && apiFetch
    ? apiFetch(input, init)
    : nativeFetch(input, init)) as typeof fetch;

// The API client keeps tokens in localStorage. The server renders every page as a visitor
// without a session: this storage is always empty.
if (typeof globalThis.localStorage === 'undefined') {
  const empty: Storage = {
    length: 0,
    clear: () => undefined,
    getItem: () => null,
    key: () => null,
    removeItem: () => undefined,
    setItem: () => undefined,
  };
  Object.defineProperty(globalThis, 'localStorage', { value: empty, configurable: true });
}
