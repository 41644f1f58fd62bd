import type { TAppointmentStatus } from '@curo/core/scheduling';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import type { AppointmentRow } from './appointments.repository';

/** What a change of an appointment may set in motion: live messages, email and SMS. */
export interface AppointmentEffects {
  hub: RealtimeHub;
  mail: MailDelivery;
}

export interface AppointmentChange {
  /** The appointment as it is after the change. */
  row: AppointmentRow;
  /** The action's name, as in the state machine (or create, hold, offerDates…). */
  action: string;
  fromStatus: TAppointmentStatus | null;
  /** Who made the change; null for the system (a hold running out, a job). */
  principal: { userId: string; actorId?: string } | null;
  details?: Record<string, unknown>;
}
