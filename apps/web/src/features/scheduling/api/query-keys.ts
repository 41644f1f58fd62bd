/**
 * Query keys of scheduling. Everything an appointment change can alter (lists, a doctor's day,
 * slots, month views, the directory's next free times) sits under `scheduling`, so a live
 * `appointment.changed` invalidates that one prefix. A doctor's own settings sit apart: a booking
 * does not change them.
 */
import { LIVE_QUERY_ROOT } from '../../../lib/realtime-client';

export const schedulingKeys = {
  all: LIVE_QUERY_ROOT,
  appointments: () => ['scheduling', 'appointments'] as const,
  appointmentList: (scope: string, page: number, pageSize: number, search: string) =>
    ['scheduling', 'appointments', 'list', scope, page, pageSize, search] as const,
  doctorDay: (doctorId: string, date: string) =>
    ['scheduling', 'appointments', 'day', doctorId, date] as const,
  slots: (doctorId: string, date: string, duration: number | undefined, showAll: boolean) =>
    ['scheduling', 'slots', doctorId, date, duration ?? null, showAll] as const,
  month: (doctorId: string, month: string, duration: number | undefined) =>
    ['scheduling', 'month', doctorId, month, duration ?? null] as const,
  directory: () => ['scheduling', 'directory'] as const,
  /** The patient's waitlist: under the live root, so a reconnect refetches it too. */
  waitlist: () => ['scheduling', 'waitlist'] as const,
};

export const doctorSettingsKeys = {
  availability: (doctorId: string) => ['doctor-settings', 'availability', doctorId] as const,
  consultSettings: (doctorId: string) => ['doctor-settings', 'consult', doctorId] as const,
};
