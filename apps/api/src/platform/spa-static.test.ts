import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { negotiateEncoding } from './http-encoding';

/** A built web app in miniature: a shell, a hashed script precompressed as the build does, its map. */
function fakeDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-spa-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Curo</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app-AbC123.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'app-AbC123.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(dir, 'assets', 'app-AbC123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'assets', 'app-AbC123.js.map'), '{"version":3}');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, script };
}

describe('static files of the web app', () => {
  let t: TestApp;
  const { dir, script } = fakeDist();
  beforeAll(async () => {
    t = await buildTestApp({ webDistDir: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ])('answers Accept-Encoding %s with the %s file, varying on Accept-Encoding', async (accept, encoding) => {
    const res = await t.app.inject({ url: '/assets/app-AbC123.js', headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toContain('accept-encoding');
    const body =
      encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : zlib.gunzipSync(res.rawPayload);
    expect(body.toString()).toBe(script);
  });

  it('answers without Accept-Encoding with the file as it is', async () => {
    const res = await t.app.inject({
      url: '/assets/app-AbC123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('caches hashed assets for a year, immutable, and other files briefly', async () => {
    const hashed = await t.app.inject('/assets/app-AbC123.js');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers 404 for source maps and for index.html itself', async () => {
    const map = await t.app.inject('/assets/app-AbC123.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('"version"');
    expect((await t.app.inject('/index.html')).statusCode).toBe(404);
  });

  it('answers 404 (not a page) for an asset of another build', async () => {
    const res = await t.app.inject('/assets/app-Old999.js');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('sends pages revalidated (no-cache with an ETag), compressed by Accept-Encoding', async () => {
    const res = await t.app.inject({ url: '/pricing', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('id="root"');
    const again = await t.app.inject({
      url: '/pricing',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const plain = await t.app.inject({ url: '/pricing', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('id="root"');
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['identity', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
