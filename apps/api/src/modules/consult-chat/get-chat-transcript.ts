import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { renderPdf } from '../../platform/pdf/pdf-document';
import { actorsOf, recordAuditEvent } from '../audit/record-audit-event';
import { isTimeZone } from '../scheduling/engine';
import { auditsAttachmentRead, chatFor } from './chat.policy';
import { consultPeople, lastSeqOf, messagesBetween, readerOf } from './chat.repository';
import {
  type ChatTranscript,
  drawChatTranscript,
  transcriptFileName,
  transcriptFrame,
} from './chat-transcript-document';

/** Where times are written for a reader whose profile names no zone (or one we do not know). */
const DEFAULT_ZONE = 'Australia/Sydney';

/**
 * `GET /appointments/{id}/chat-transcripts`: the whole chat as a PDF for anyone who may read it
 * (404 for anyone else, as for the consult): the consult, the people in it, and every message with
 * its time in the reader's zone. An admin's download is a read of the patient's record, audited as
 * an attachment's is.
 */
export async function getChatTranscript({
  db,
  principal,
  appointmentId,
  client,
  openDays,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  client: ClientContext;
  openDays: number;
  now?: Date;
}): Promise<{ pdf: Buffer; fileName: string }> {
  const { row } = await chatFor(db, principal, appointmentId, openDays);
  const reader = await readerOf(db, principal.userId);
  const lastSeq = await lastSeqOf(db, row.id);
  const transcript: ChatTranscript = {
    consult: row,
    people: await consultPeople(db, row),
    messages: lastSeq > 0 ? await messagesBetween(db, row.id, 0, lastSeq) : [],
    readerName: reader ? `${reader.firstName} ${reader.lastName}` : 'you',
    zone: reader?.timeZone && isTimeZone(reader.timeZone) ? reader.timeZone : DEFAULT_ZONE,
    now,
  };
  const pdf = await renderPdf(transcriptFrame(transcript), (writer) =>
    drawChatTranscript(writer, transcript),
  );
  if (auditsAttachmentRead(principal)) {
    await recordAuditEvent({
      db,
      action: 'patient.record_viewed',
      ...actorsOf(principal),
      subjectUserId: row.patientId,
      recordType: 'chat_transcript',
      recordId: row.id,
      context: client,
      details: { appointmentId: row.id, messages: lastSeq },
    });
  }
  return { pdf, fileName: transcriptFileName(transcript) };
}
