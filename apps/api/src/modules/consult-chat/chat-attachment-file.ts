import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENT_TYPES, chatMessages } from '@curo/core/chat';
import { type CheckedDocument, checkDocument, type UploadedFile } from '../../platform/storage/documents';

/** A chat attachment: a PDF, JPEG, PNG or WebP image up to 10 MB, checked by its content. */
export const checkAttachment = (file: UploadedFile): Promise<CheckedDocument> =>
  checkDocument(file, {
    maxBytes: CHAT_ATTACHMENT_MAX_BYTES,
    types: CHAT_ATTACHMENT_TYPES,
    fallbackName: 'attachment',
    messages: {
      empty: chatMessages.attachmentMissing,
      tooLarge: chatMessages.attachmentTooLarge,
      wrongType: chatMessages.attachmentWrongType,
    },
  });
