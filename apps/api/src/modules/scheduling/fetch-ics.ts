import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { ICS_MAX_BYTES } from './engine';

/** Addresses a doctor's feed URL may not point at: our own network (server-side request forgery). */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const v6 = address.toLowerCase();
  if (v6.startsWith('::ffff:')) return isPrivateAddress(v6.slice(7));
  return v6 === '::1' || v6 === '::' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80');
}

export class IcsFetchError extends Error {}

/**
 * Fetches a calendar feed: https only (webcal:// is read as https://), at most 2 MB, 10 seconds,
 * no redirects to elsewhere, and never an address on a private network unless `allowPrivate`
 * (tests and single-clinic installs that sync from their own server).
 */
export async function fetchIcs(feedUrl: string, { allowPrivate = false } = {}): Promise<string> {
  let url: URL;
  try {
    url = new URL(feedUrl.replace(/^webcal:\/\//i, 'https://'));
  } catch {
    throw new IcsFetchError('That is not a web address');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw new IcsFetchError('Use the https:// (or webcal://) address of the calendar');
  if (!allowPrivate) {
    const addresses = await lookup(url.hostname, { all: true }).catch(() => {
      throw new IcsFetchError(`${url.hostname} could not be found`);
    });
    if (addresses.some((a) => isPrivateAddress(a.address)))
      throw new IcsFetchError('That address is on a private network');
  }
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
      headers: { accept: 'text/calendar' },
    });
  } catch (error) {
    throw new IcsFetchError(
      (error as Error).name === 'TimeoutError'
        ? 'The calendar took too long to answer'
        : 'The calendar could not be reached',
    );
  }
  if (!response.ok) throw new IcsFetchError(`The calendar answered ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > ICS_MAX_BYTES) throw new IcsFetchError('The calendar is larger than 2 MB');
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > ICS_MAX_BYTES) {
      await reader.cancel();
      throw new IcsFetchError('The calendar is larger than 2 MB');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
