import type { TRole } from '@curo/core/auth';
import { paths } from '@curo/core/routes';

/**
 * The `?next=` target after signing in, or `fallback` when it is missing or unsafe.
 *
 * Only a path on this site is followed: `//evil.example` and `/\evil.example` are read by
 * browsers as other hosts, so a link someone else wrote cannot send a patient off-site after
 * they type their password here.
 */
export function safeNextPath(next: string | null | undefined, fallback: string = paths.account): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // Control characters (tabs, newlines) are stripped by URL parsers and could rebuild a `//`.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(next)) return fallback;
  const base = 'https://curo.invalid';
  try {
    const url = new URL(next, base);
    if (url.origin !== base) return fallback;
    // Dot segments can collapse into a leading `//` (`/..//evil.example` is `//evil.example`),
    // which the router would then follow off-site.
    if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The sign-in page, asking to come back to `next` afterwards. */
export const loginPathFor = (next: string): string => `${paths.login}?next=${encodeURIComponent(next)}`;

/**
 * Where someone lands after signing in when nothing asked for a page (no `?next=`): administrators
 * on their console, everyone else on their account overview.
 */
export const homePathFor = (role: TRole | undefined): string =>
  role === 'admin' ? paths.admin : paths.account;
