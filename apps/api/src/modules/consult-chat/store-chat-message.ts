import type { TChatMessage } from '@curo/core/chat';
import type { Db } from '../../db/client';
import { insertChatMessage } from './chat.repository';
import { toChatMessageDto } from './chat-dto';

/** A file stored for a message, as it goes into the message row. */
export interface StoredAttachment {
  key: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

/**
 * Stores a message from someone who may write it now (the use cases check) and answers it as the
 * API shows it. Shared by text messages and attachments; announcing it is the caller's next step.
 */
export async function storeChatMessage({
  db,
  senderId,
  appointmentId,
  text,
  attachment,
  now,
}: {
  db: Db;
  senderId: string;
  appointmentId: string;
  text: string;
  attachment: StoredAttachment | null;
  now: Date;
}): Promise<TChatMessage> {
  return toChatMessageDto(
    await insertChatMessage(db, {
      appointmentId,
      senderId,
      body: text,
      attachmentKey: attachment?.key ?? null,
      attachmentName: attachment?.fileName ?? null,
      attachmentType: attachment?.contentType ?? null,
      attachmentBytes: attachment?.sizeBytes ?? null,
      createdAt: now,
    }),
  );
}
