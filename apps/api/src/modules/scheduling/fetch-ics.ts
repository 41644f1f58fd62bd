import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { ICS_MAX_BYTES } from './engine';

/**
 * Whether a doctor's feed may be fetched from this address: only public unicast, by the ranges
 * ipaddr.js maintains (private, loopback, link-local, carrier-grade NAT, multicast, reserved,
 * documentation and benchmarking ranges are all refused, IPv4-mapped IPv6 as its IPv4).
 */
export function isPublicUnicast(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export class IcsFetchError extends Error {}

export const PRIVATE_NETWORK_MESSAGE = 'That address is on a private network';

type Resolve = (
  hostname: string,
  callback: (error: Error | null, addresses: LookupAddress[]) => void,
) => void;
const systemResolve: Resolve = (hostname, callback) => dnsLookup(hostname, { all: true }, callback);

/**
 * The connection's own DNS lookup: resolves once, refuses unless every address is public unicast,
 * and hands the socket the address it checked, so a second answer (DNS rebinding) never counts.
 */
export function publicOnlyLookup(resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, (error, addresses) => {
      if (error || addresses.length === 0) {
        callback(new IcsFetchError(`${hostname} could not be found`), '', 4);
        return;
      }
      if (!addresses.every((a) => isPublicUnicast(a.address))) {
        callback(new IcsFetchError(PRIVATE_NETWORK_MESSAGE), '', 4);
        return;
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 4);
    });
  };
}

/** One GET, no redirects followed; the response, or why it could not be had. */
function get(url: URL, lookup: LookupFunction | undefined): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { headers: { accept: 'text/calendar' }, lookup, timeout: 10_000 },
      resolve,
    );
    request.on('timeout', () => request.destroy(new IcsFetchError('The calendar took too long to answer')));
    request.on('error', (error) =>
      reject(error instanceof IcsFetchError ? error : new IcsFetchError('The calendar could not be reached')),
    );
  });
}

/**
 * Fetches a calendar feed: https only (webcal:// is read as https://), at most 2 MB, 10 seconds,
 * no redirects, and only from public unicast addresses, checked at connection time, unless
 * `allowPrivate` (tests and single-clinic installs that sync from their own server).
 */
export async function fetchIcs(
  feedUrl: string,
  { allowPrivate = false, resolve }: { allowPrivate?: boolean; resolve?: Resolve } = {},
): Promise<string> {
  let url: URL;
  try {
    url = new URL(feedUrl.replace(/^webcal:\/\//i, 'https://'));
  } catch {
    throw new IcsFetchError('That is not a web address');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw new IcsFetchError('Use the https:// (or webcal://) address of the calendar');
  // An address written as a number is connected to without a lookup: checked here instead.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && ipaddr.isValid(literal) && !isPublicUnicast(literal))
    throw new IcsFetchError(PRIVATE_NETWORK_MESSAGE);
  const response = await get(url, allowPrivate ? undefined : publicOnlyLookup(resolve));
  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    response.resume();
    throw new IcsFetchError(`The calendar answered ${status}`);
  }
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > ICS_MAX_BYTES) {
    response.destroy();
    throw new IcsFetchError('The calendar is larger than 2 MB');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response) {
      size += (chunk as Buffer).byteLength;
      if (size > ICS_MAX_BYTES) {
        response.destroy();
        throw new IcsFetchError('The calendar is larger than 2 MB');
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    throw error instanceof IcsFetchError ? error : new IcsFetchError('The calendar could not be reached');
  }
  return Buffer.concat(chunks).toString('utf8');
}
