import type { TRole } from '@curo/core/auth';
import type { TChatConversation } from '@curo/core/chat';
import { CONSULT_KIND_NAMES } from '@curo/core/scheduling';

export const consultKind = (type: TChatConversation['type']) => CONSULT_KIND_NAMES[type];

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
