import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENT_TYPES, chatMessages } from '@curo/core/chat';

/** What the file picker offers: by extension and by type, as phones report one or the other. */
export const ATTACHMENT_ACCEPT = `.jpg,.jpeg,.png,.webp,.pdf,${CHAT_ATTACHMENT_TYPES.join(',')}`;
const TYPES: ReadonlySet<string> = new Set(CHAT_ATTACHMENT_TYPES);
const BY_NAME = /\.(jpe?g|png|webp|pdf)$/i;

/**
 * What is wrong with a chosen file before it is sent, by the API's own limits (10 MB; a JPEG, PNG
 * or WebP image or a PDF). The API checks the content again; this saves uploading what it refuses.
 */
export function attachmentProblem(file: File): string | null {
  if (file.size > CHAT_ATTACHMENT_MAX_BYTES) return chatMessages.attachmentTooLarge;
  if (file.size === 0) return 'This file is empty';
  if (!(TYPES.has(file.type) || (file.type === '' && BY_NAME.test(file.name))))
    return chatMessages.attachmentWrongType;
  return null;
}

export const isImage = (contentType: string) => contentType.startsWith('image/');
