import { API_PREFIX } from '@curo/core/constants';
import { CONTENT_IMAGE_MAX_BYTES, type TUploadedImage } from '@curo/core/content';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { type FileStorage, newStorageKey } from '../../platform/storage/file-storage';
import { imageSize, normaliseImage } from '../../platform/storage/images';
import { actorsOf, recordAuditEvent } from '../audit/record-audit-event';

const FULL_WIDTH = 1600;
const THUMB_WIDTH = 400;

/**
 * `POST /blogPosts/upload-images`: an image for a post, checked by its content and re-encoded as
 * WebP twice, at most 1600 px wide for the page and 400 px for cards. Both share one random name
 * (`<uuid>.webp`, `<uuid>-thumb.webp`) in the public `content` folder.
 */
export async function uploadBlogImage({
  db,
  storage,
  bytes,
  principal,
  client,
}: {
  db: Db;
  storage: FileStorage;
  bytes: Buffer;
  principal: Principal;
  client: ClientContext;
}): Promise<TUploadedImage> {
  // Very tall images are capped at three times their width, so a page cannot be made endless.
  const full = await normaliseImage(bytes, {
    format: 'webp',
    maxWidth: FULL_WIDTH,
    maxHeight: FULL_WIDTH * 3,
    maxBytes: CONTENT_IMAGE_MAX_BYTES,
  });
  const thumbnail = await normaliseImage(bytes, {
    format: 'webp',
    maxWidth: THUMB_WIDTH,
    maxHeight: THUMB_WIDTH * 3,
    maxBytes: CONTENT_IMAGE_MAX_BYTES,
  });
  const key = newStorageKey('content', 'webp');
  const thumbKey = key.replace(/\.webp$/, '-thumb.webp');
  await storage.put(key, full);
  await storage.put(thumbKey, thumbnail);
  await recordAuditEvent({
    db,
    action: 'content.created',
    ...actorsOf(principal),
    recordType: 'contentImage',
    recordId: key,
    context: client,
  });
  const { width, height } = await imageSize(full);
  return {
    url: `${API_PREFIX}/files/${key}`,
    thumbnailUrl: `${API_PREFIX}/files/${thumbKey}`,
    width,
    height,
  };
}
