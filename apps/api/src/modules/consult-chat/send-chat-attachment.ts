import { type TChatMessage, ZChatAttachmentText } from '@curo/core/chat';
import { ErrorCode } from '@curo/core/errors';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import type { UploadedFile } from '../../platform/storage/documents';
import { type FileStorage, newStorageKey } from '../../platform/storage/file-storage';
import { assertMayWrite, chatFor } from './chat.policy';
import { checkAttachment } from './chat-attachment-file';
import { announceMessage } from './publish-chat';
import { storeChatMessage } from './store-chat-message';

/**
 * `POST /appointments/{id}/chat/attachments`: an image or PDF, with optional text, from someone
 * who may write in the chat now. Who and when are checked before the upload is read (`upload`
 * reads the request); the file is stored privately before the message is written, and removed
 * again if it is not.
 */
export async function sendChatAttachment({
  db,
  hub,
  storage,
  principal,
  appointmentId,
  upload,
  openDays,
  now = new Date(),
}: {
  db: Db;
  hub: RealtimeHub;
  storage: FileStorage;
  principal: Principal;
  appointmentId: string;
  upload: () => Promise<{ file: UploadedFile; text: string | undefined }>;
  openDays: number;
  now?: Date;
}): Promise<TChatMessage> {
  const { row, access, closesAt } = await chatFor(db, principal, appointmentId, openDays);
  assertMayWrite(access, closesAt, now);
  const { file, text } = await upload();
  const parsedText = ZChatAttachmentText.safeParse(text);
  if (!parsedText.success)
    throw new AppError(ErrorCode.VALIDATION_ERROR, parsedText.error.issues[0]?.message);
  const checked = await checkAttachment(file);
  const key = newStorageKey('consults', checked.extension);
  await storage.put(key, checked.bytes);
  let message: TChatMessage;
  try {
    message = await storeChatMessage({
      db,
      senderId: principal.userId,
      appointmentId: row.id,
      text: parsedText.data,
      attachment: {
        key,
        fileName: checked.fileName,
        contentType: checked.contentType,
        sizeBytes: checked.bytes.length,
      },
      now,
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  await announceMessage(db, hub, message);
  return message;
}
