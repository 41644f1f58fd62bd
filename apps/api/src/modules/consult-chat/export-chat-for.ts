import type { TChatMessage } from '@curo/core/chat';
import type { Executor } from '../../db/client';
import { messagesOfPatient } from './chat.repository';
import { toChatMessageDto } from './chat-dto';

/**
 * The chat of every consult booked for the patient, as its readers see it (decision 0057):
 * attachments by name, type, size and the path they download from, never their storage keys.
 */
export async function exportChatFor({
  db,
  patientId,
}: {
  db: Executor;
  patientId: string;
}): Promise<TChatMessage[]> {
  return (await messagesOfPatient(db, patientId)).map(toChatMessageDto);
}
