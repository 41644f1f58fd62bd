import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES, uploadMessages } from '@curo/core/users';

/** What the file picker offers: the types the server accepts. */
export const IMAGE_ACCEPT = PROFILE_PICTURE_TYPES.join(',');

/**
 * Why `file` cannot be uploaded, or null when it may be. The server checks the bytes themselves;
 * this only spares a 5 MB upload that would be refused for its name or size.
 */
export function imageFileProblem(file: File | undefined): string | null {
  if (!file) return uploadMessages.missing;
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) return uploadMessages.wrongType;
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return uploadMessages.tooLarge;
  return null;
}

/** The multipart body of both image uploads: one field, `file`. */
export function imageFormData(file: File): FormData {
  const body = new FormData();
  body.append('file', file);
  return body;
}
