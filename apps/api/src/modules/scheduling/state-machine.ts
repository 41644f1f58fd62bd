import type { TAppointmentStatus } from '@curo/core/scheduling';

/**
 * The one state machine for every kind of appointment (docs/scheduling-states.md). Each action
 * lists the states it may start from and the state it leads to; `same` keeps the state (changes
 * recorded in history without a transition, such as running late). Anything else answers 409.
 */
export const TRANSITIONS = {
  confirmHold: { from: ['held'], to: 'scheduled' },
  expireHold: { from: ['held'], to: 'expired' },
  offerDates: { from: ['requested', 'offered'], to: 'offered' },
  acceptDate: { from: ['offered'], to: 'scheduled' },
  requestNewDates: { from: ['requested', 'offered'], to: 'requested' },
  /** Offline consults: the doctor asks the patient for more before answering… */
  askForInformation: { from: ['requested', 'scheduled'], to: 'waiting_info' },
  /** …the patient answers, and the consult is back with its doctor… */
  provideInformation: { from: ['waiting_info'], to: 'scheduled' },
  /** …and the doctor's written answer completes it. */
  respond: { from: ['requested', 'scheduled', 'waiting_info'], to: 'completed' },
  /** A doctor takes an instant consult from the queue, or claims a callback or emergency. */
  accept: { from: ['queued', 'requested'], to: 'scheduled' },
  checkIn: { from: ['scheduled'], to: 'checked_in' },
  start: { from: ['scheduled', 'checked_in', 'waiting_info'], to: 'in_progress' },
  waitForInformation: { from: ['scheduled', 'checked_in', 'in_progress'], to: 'waiting_info' },
  resume: { from: ['waiting_info'], to: 'scheduled' },
  runningLate: { from: ['scheduled', 'checked_in'], to: 'same' },
  amend: {
    from: ['held', 'requested', 'offered', 'queued', 'scheduled', 'checked_in', 'waiting_info'],
    to: 'same',
  },
  changeSpecialist: { from: ['requested', 'offered', 'scheduled', 'waiting_info'], to: 'same' },
  changePrice: {
    from: [
      'held',
      'requested',
      'offered',
      'queued',
      'scheduled',
      'checked_in',
      'in_progress',
      'waiting_info',
      'ended',
    ],
    to: 'same',
  },
  adminEdit: {
    from: [
      'held',
      'requested',
      'offered',
      'queued',
      'scheduled',
      'checked_in',
      'in_progress',
      'waiting_info',
      'ended',
      'completed',
    ],
    to: 'same',
  },
  end: { from: ['in_progress', 'checked_in'], to: 'ended' },
  markAsCompleted: { from: ['ended', 'in_progress', 'waiting_info'], to: 'completed' },
  cancel: {
    from: ['held', 'requested', 'offered', 'queued', 'scheduled', 'checked_in', 'waiting_info'],
    to: 'cancelled',
  },
  /** Back to the state it was cancelled from (if its time is still free). */
  reactivate: { from: ['cancelled'], to: 'previous' },
} as const satisfies Record<
  string,
  { from: readonly TAppointmentStatus[]; to: TAppointmentStatus | 'same' | 'previous' }
>;

export type AppointmentAction = keyof typeof TRANSITIONS;

export type TransitionResult =
  | { ok: true; to: TAppointmentStatus }
  | { ok: false; allowedFrom: readonly TAppointmentStatus[] };

/** Where `action` leads from `status`, or why it cannot. */
export function transition(
  status: TAppointmentStatus,
  action: AppointmentAction,
  previous: TAppointmentStatus | null = null,
): TransitionResult {
  const rule = TRANSITIONS[action];
  if (!(rule.from as readonly TAppointmentStatus[]).includes(status))
    return { ok: false, allowedFrom: rule.from };
  if (rule.to === 'same') return { ok: true, to: status };
  if (rule.to === 'previous') {
    if (!previous || previous === 'cancelled') return { ok: false, allowedFrom: rule.from };
    return { ok: true, to: previous };
  }
  return { ok: true, to: rule.to };
}

/** The actions the current state allows, for the screens' buttons. */
export function allowedActions(status: TAppointmentStatus): AppointmentAction[] {
  return (Object.keys(TRANSITIONS) as AppointmentAction[]).filter((a) =>
    (TRANSITIONS[a].from as readonly TAppointmentStatus[]).includes(status),
  );
}
