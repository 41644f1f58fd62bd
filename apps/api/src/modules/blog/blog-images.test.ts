import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_IMAGE_MAX_BYTES } from '@curo/core/content';
import { uploadMessages } from '@curo/core/users';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makePatient } from '../../../test/accounts';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeBlogPost } from '../../../test/content';
import { multipart } from '../../../test/multipart';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 230, g: 170, b: 40 } } })
    .jpeg()
    .toBuffer();

describe('blog images', () => {
  let t: TestApp;
  let admin = '';
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    admin = (await makeAccount(t, 'admin')).token;
  });
  afterAll(() => t.close());

  const upload = (body: ReturnType<typeof multipart>, token = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/blogPosts/upload-images',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });

  it('stores a JPEG as two WebP files, 1600 and 400 px wide, served as image/webp under random names', async () => {
    const res = await upload(multipart(await photo(2400, 1600), '../../../etc/passwd.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const image = res.json();
    expect(image).toMatchObject({ width: 1600, height: 1067 });
    const match = /^\/api\/v1\/files\/content\/([0-9a-f-]{36})\.webp$/.exec(image.url);
    expect(match).not.toBeNull();
    expect(image.thumbnailUrl).toBe(`/api/v1/files/content/${match?.[1]}-thumb.webp`);

    for (const [url, width] of [
      [image.url, 1600],
      [image.thumbnailUrl, 400],
    ] as const) {
      const file = await t.app.inject({ url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type'], url).toBe('image/webp');
      expect(file.headers['x-content-type-options'], url).toBe('nosniff');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format, url).toBe('webp');
      expect(meta.width, url).toBe(width);
    }
    // The user's file name went nowhere near the disk.
    const stored = fs.readdirSync(path.join(t.config.dataDir, 'files', 'content'));
    expect(stored.every((name) => /^[0-9a-f-]{36}(-thumb)?\.webp$/.test(name))).toBe(true);

    // A post can use it as its hero image.
    const post = await makeBlogPost(t, admin, { heroImageUrl: image.url, body: `![Sun](${image.url})` });
    expect(post.heroImageUrl).toBe(image.url);
  });

  it('keeps a small image at its own size and accepts PNG and WebP', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#3366ff80' } })
      .png()
      .toBuffer();
    const small = await upload(multipart(png, 'diagram.png', 'image/png'));
    expect(small.statusCode).toBe(200);
    expect(small.json()).toMatchObject({ width: 300, height: 200 });
    const webp = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#112233' } })
      .webp()
      .toBuffer();
    expect((await upload(multipart(webp, 'x.webp', 'image/webp'))).statusCode).toBe(200);
  });

  it('checks the content, not the name or declared type: wrong magic bytes answer 415', async () => {
    for (const [bytes, name, type] of [
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'a.png',
        'image/png',
      ],
      [Buffer.from('%PDF-1.7\n1 0 obj\n'), 'photo.jpg', 'image/jpeg'],
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'anim.gif', 'image/gif'],
      // Right magic bytes, broken body.
      [
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]),
        'broken.jpg',
        'image/jpeg',
      ],
    ] as const) {
      const res = await upload(multipart(Buffer.from(bytes), name, type));
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error.message, name).toBe(uploadMessages.wrongType);
    }
  });

  it('refuses more than 5 MB with 413, an empty upload or a missing file with 400, and JSON with 415', async () => {
    const big = Buffer.concat([await photo(64, 64), Buffer.alloc(CONTENT_IMAGE_MAX_BYTES + 10)]);
    const tooBig = await upload(multipart(big, 'big.jpg', 'image/jpeg'));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe(uploadMessages.tooLarge);

    const empty = await upload(multipart(Buffer.alloc(0), 'empty.jpg', 'image/jpeg'));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(uploadMessages.missing);

    const boundary = '----curoEmpty';
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blogPosts/upload-images',
      headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}--\r\n`,
    });
    expect(noFile.statusCode).toBe(400);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blogPosts/upload-images',
      headers: bearer(admin),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('is for admins only', async () => {
    const patient = (await makePatient(t)).token;
    const body = multipart(await photo(100, 100), 'a.jpg', 'image/jpeg');
    expect((await upload(body, patient)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blogPosts/upload-images',
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
