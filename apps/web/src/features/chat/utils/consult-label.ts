import type { TRole } from '@curo/core/auth';
import type { TChatConversation } from '@curo/core/chat';
import { CONSULT_KIND_NAMES } from '@curo/core/scheduling';
import { formatDateTime } from '../../../lib/date-time';

/** Which consult the conversation is about: "Scheduled consult, Tue 24 Nov, 9:00 am AEDT". */
export const consultLine = (conversation: TChatConversation, zone: string) =>
  `${CONSULT_KIND_NAMES[conversation.type]}${conversation.startsAt ? `, ${formatDateTime(conversation.startsAt, zone)}` : ''}`;

/**
 * Who the conversation is with, as the viewer sees it: a patient sees their doctor, a doctor
 * their patient, and anyone else (a nurse who booked it, a guest) both.
 */
export function otherParty(conversation: TChatConversation, role: TRole | undefined): string {
  const doctor = conversation.doctorName ? `Dr ${conversation.doctorName}` : null;
  if (role === 'doctor' || role === 'instantDoctor') return conversation.patientName;
  if (role === 'patient') return doctor ?? 'A doctor (to be assigned)';
  return doctor ? `${conversation.patientName} with ${doctor}` : conversation.patientName;
}
