import { CONSULT_STATE_NAMES, type TAppointmentStatus } from '@curo/core/scheduling';
import { STATUS_TONES } from '../utils/appointment-status';

export function StatusPill({ status }: { status: TAppointmentStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_TONES[status]}`}
    >
      {CONSULT_STATE_NAMES[status]}
    </span>
  );
}
