import { chatMessages } from '@curo/core/chat';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/file-storage';
import { actorsOf, recordAuditEvent } from '../audit/record-audit-event';
import { auditsAttachmentRead, chatFor } from './chat.policy';
import { findChatMessage } from './chat.repository';

/**
 * `GET /appointments/{id}/chat/attachments/{messageId}`: the file of a message, for anyone who may
 * read the chat (404 for anyone else, or a message without one). An admin's download is a read of
 * the patient's record: it goes on the audit trail and into the patient's access history.
 */
export async function readChatAttachment({
  db,
  storage,
  principal,
  appointmentId,
  messageId,
  client,
  openDays,
}: {
  db: Db;
  storage: FileStorage;
  principal: Principal;
  appointmentId: string;
  messageId: string;
  client: ClientContext;
  openDays: number;
}): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  const { row } = await chatFor(db, principal, appointmentId, openDays);
  const found = await findChatMessage(db, row.id, messageId);
  const { attachmentKey, attachmentName, attachmentType } = found?.message ?? {};
  if (!attachmentKey || !attachmentName || !attachmentType) throw notFound(chatMessages.messageNotFound);
  const bytes = await storage.get(attachmentKey);
  if (!bytes) throw notFound(chatMessages.messageNotFound);
  if (auditsAttachmentRead(principal)) {
    await recordAuditEvent({
      db,
      action: 'patient.record_viewed',
      ...actorsOf(principal),
      subjectUserId: row.patientId,
      recordType: 'chat_attachment',
      recordId: messageId,
      context: client,
      details: { appointmentId: row.id },
    });
  }
  return { bytes, contentType: attachmentType, fileName: attachmentName };
}
