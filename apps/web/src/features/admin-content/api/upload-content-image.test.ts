import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { json, stubApi } from '../../../test/fake-api';
import { pngFile } from '../testing/build-content-admin';
import { uploadContentImage } from './upload-content-image';

describe('uploadContentImage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the file as multipart field `file`, leaving the content type (and its boundary) to the browser', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-admin');
    const answer = {
      url: '/api/v1/files/content/a.webp',
      thumbnailUrl: '/api/v1/files/content/a-thumb.webp',
      width: 1,
      height: 1,
    };
    const api = stubApi({ 'POST /api/v1/blogPosts/upload-images': () => json(200, answer) });

    await expect(uploadContentImage({ file: pngFile('a.png') })).resolves.toEqual(answer);

    const [, init] = api.fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    const headers = new Headers(init.headers);
    expect(headers.has('content-type')).toBe(false);
    expect(headers.get('authorization')).toBe('Bearer access-admin');
  });
});
