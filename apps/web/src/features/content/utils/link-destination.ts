/** Where a short link leads: a page of this app, or another site. */
export type TLinkDestination = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/**
 * Sorts a short link's target into one of ours (navigated in the app) or another site. The
 * server only stores our paths and https addresses on allowed hosts; this refuses anything else
 * too (a `//host` path, `javascript:`, plain http elsewhere), so a bad answer cannot redirect.
 */
export function linkDestination(target: string, origin = window.location.origin): TLinkDestination | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return null;
  if (target.startsWith('/')) return target.startsWith('//') ? null : { kind: 'internal', path: target };
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.origin === origin) return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  return url.protocol === 'https:' && !url.username && !url.password
    ? { kind: 'external', url: url.href }
    : null;
}
