import type { TRole } from '@curo/core/auth';
import type { TChatConversation } from '@curo/core/chat';

const KINDS: Record<TChatConversation['type'], string> = {
  scheduled: 'Scheduled consult',
  request: 'Consult request',
  emergency: 'Urgent consult',
  instant: 'Instant consult',
  callback: 'Callback consult',
  offline: 'Offline review',
};

export const consultKind = (type: TChatConversation['type']) => KINDS[type];

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
