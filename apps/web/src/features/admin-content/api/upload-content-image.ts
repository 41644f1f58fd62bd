import type { TUploadedImage } from '@curo/core/content';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /blogPosts/upload-images`: an image for a post or a specialty page, as multipart with one
 * field, `file`. The browser writes the multipart content type with its boundary itself. The
 * server checks the bytes, so the file's name and type are only a first guess.
 */
export function uploadContentImage({ file }: { file: File }): Promise<TUploadedImage> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest('/api/v1/blogPosts/upload-images', { method: 'POST', body });
}

export function useUploadContentImage() {
  return useMutation({ mutationFn: uploadContentImage });
}
