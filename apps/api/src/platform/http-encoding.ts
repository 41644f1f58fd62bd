import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

function parseAcceptEncoding(header: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/** Browsers send a handful of distinct headers: each is parsed once (bounded, for made-up ones). */
const negotiated = new Map<string, Encoding>();
const MAX_REMEMBERED = 64;

/** The best encoding the client accepts (brotli, then gzip), by `Accept-Encoding` and its q-values. */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  let encoding = negotiated.get(text);
  if (!encoding) {
    encoding = parseAcceptEncoding(text);
    if (negotiated.size >= MAX_REMEMBERED) negotiated.clear();
    negotiated.set(text, encoding);
  }
  return encoding;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * `body` compressed (on libuv's threads, off the event loop). `effort` picks the trade: 'fast' for
 * a body made for one request (brotli 5, gzip 6), 'small' for one compressed once and sent many
 * times (brotli 11, gzip 9).
 */
export function compress(
  body: string | Buffer,
  encoding: 'br' | 'gzip',
  effort: 'fast' | 'small',
): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'fast' ? 5 : 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzip(body, { level: effort === 'fast' ? 6 : 9 });
}
