import { CONSULT_STATE_NAMES, type TAppointmentStatus, type TAppointmentType } from '@curo/core/scheduling';
import type { TAdminView } from '@curo/core/scheduling-staff';
import { formatCents } from '../../../lib/money';

/** Each consult kind in the words staff use. */
export const KIND_LABELS: Record<TAppointmentType, string> = {
  scheduled: 'Scheduled',
  request: 'Request with date offers',
  emergency: 'Emergency',
  instant: 'Instant',
  callback: 'Callback',
  offline: 'Offline (written)',
};

export type TStateTone = 'success' | 'warning' | 'neutral' | 'info' | 'error';

/** The colour beside a state's word: live consults teal-blue, finished green, stopped grey or red. */
export function stateTone(status: TAppointmentStatus): TStateTone {
  switch (status) {
    case 'completed':
    case 'ended':
      return 'success';
    case 'held':
    case 'requested':
    case 'offered':
    case 'queued':
    case 'waiting_info':
      return 'warning';
    case 'cancelled':
      return 'error';
    case 'expired':
      return 'neutral';
    default:
      return 'info';
  }
}

/** The admin sheet's views: time scopes first, then one a state. */
export function viewLabel(view: TAdminView): string {
  switch (view) {
    case 'all':
      return 'All';
    case 'upcoming':
      return 'Upcoming';
    case 'past':
      return 'Past';
    case 'today':
      return 'Today';
    default:
      return CONSULT_STATE_NAMES[view];
  }
}

/** History actions (the state machine's names) in words. */
const ACTION_LABELS: Record<string, string> = {
  create: 'Booked',
  confirmHold: 'Confirmed the held time',
  expireHold: 'Hold expired',
  offerDates: 'Offered dates',
  acceptDate: 'Accepted a date',
  requestNewDates: 'Asked for other dates',
  askForInformation: 'Asked for more information',
  provideInformation: 'Gave more information',
  respond: 'Responded in writing',
  accept: 'Accepted the consult',
  checkIn: 'Checked in',
  start: 'Started the consult',
  waitForInformation: 'Waiting for information',
  resume: 'Resumed',
  runningLate: 'Running late',
  amend: 'Amended',
  changeSpecialist: 'Changed the specialist',
  changePrice: 'Changed the price',
  adminEdit: 'Edited by an administrator',
  end: 'Ended the consult',
  markAsCompleted: 'Marked as completed',
  cancel: 'Cancelled',
  reactivate: 'Reactivated',
  addParticipant: 'Added a participant',
  removeParticipant: 'Removed a participant',
  acceptGuest: 'Guest joined',
  joinMeeting: 'Joined the video call',
  leaveMeeting: 'Left the video call',
  requestRecording: 'Asked to record the call',
  answerRecording: 'Answered the request to record',
  startRecording: 'Started recording the call',
  stopRecording: 'Stopped recording the call',
};

/** "changePrice" → "Changed the price"; an action we have no words for is spaced out. */
export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** 8900 → "$89.00"; no price → "No fee". Consult fees are GST-free medical services. */
export const formatFee = (cents: number | null): string =>
  cents === null ? 'No fee set' : formatCents(cents);
