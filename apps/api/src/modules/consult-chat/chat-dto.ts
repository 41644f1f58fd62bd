import type { TChatMessage } from '@curo/core/chat';
import type { Sender, StoredMessage } from './chat.repository';

const CLINICIANS = ['doctor', 'instantDoctor'];

/** How a message's sender is named to its readers: `Dr` for a doctor. */
export function senderName(sender: Sender | null): string {
  if (!sender) return 'Former user';
  const name = `${sender.firstName} ${sender.lastName}`;
  return CLINICIANS.includes(sender.role) ? `Dr ${name}` : name;
}

/** Where an attachment is fetched from (by anyone who may read the chat). */
export const attachmentUrl = (appointmentId: string, messageId: string) =>
  `/api/v1/appointments/${appointmentId}/chat/attachments/${messageId}`;

/** A stored message as the API answers it: never the storage key. */
export function toChatMessageDto({ message, sender }: StoredMessage): TChatMessage {
  return {
    id: message.id,
    appointmentId: message.appointmentId,
    senderId: message.senderId,
    senderName: senderName(sender),
    text: message.body,
    attachment:
      message.attachmentKey && message.attachmentName && message.attachmentType
        ? {
            fileName: message.attachmentName,
            contentType: message.attachmentType,
            sizeBytes: message.attachmentBytes ?? 0,
            url: attachmentUrl(message.appointmentId, message.id),
          }
        : null,
    sentAt: message.createdAt.toISOString(),
  };
}
