import type { TAppointment, TAppointmentType } from '@curo/core/scheduling';

const REQUEST_KINDS = new Set<TAppointmentType>(['request', 'callback', 'offline']);
const OPEN_STATES = new Set(['requested', 'offered', 'waiting_info', 'scheduled']);

/**
 * The requests that are the doctor's and wait for their answer: requests without a booked time,
 * callbacks not yet taken, offline reviews still open. The requests page and the overview count
 * the same ones.
 */
export function waitingForDoctor<T extends Pick<TAppointment, 'type' | 'status' | 'doctorId'>>(
  items: readonly T[],
  doctorId: string | undefined,
): T[] {
  return items
    .filter((a) => REQUEST_KINDS.has(a.type) && a.doctorId === doctorId && OPEN_STATES.has(a.status))
    .filter((a) => a.type !== 'request' || a.status !== 'scheduled')
    .filter((a) => a.type !== 'callback' || a.status === 'requested');
}
