import { isIPv4, isIPv6 } from 'node:net';

/** `::ffff:7fxx:xxxx`: an IPv4 loopback address (127.x.x.x) mapped into IPv6, in its short form. */
const MAPPED_LOOPBACK = /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/;

/**
 * Whether a socket's remote address is this machine: 127.0.0.0/8, ::1, or an IPv4 loopback address
 * mapped into IPv6 (`::ffff:127.0.0.1`, which a dual-stack listener reports for IPv4 clients).
 *
 * Give it the socket's own address (`request.raw.socket.remoteAddress`), never `request.ip`: with
 * TRUST_PROXY on, `request.ip` is read from X-Forwarded-For, which any client can write.
 */
export function isLoopbackAddress(address: string | undefined | null): boolean {
  if (!address) return false;
  if (isIPv4(address)) return address.split('.')[0] === '127';
  if (!isIPv6(address)) return false;
  // The URL parser writes an IPv6 address in its one short form (0:0:0:0:0:0:0:1 -> [::1]).
  const canonical = new URL(`http://[${address}]/`).hostname.toLowerCase();
  return canonical === '[::1]' || MAPPED_LOOPBACK.test(canonical);
}
