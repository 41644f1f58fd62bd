import { CONSULT_STATE_NAMES, type TAppointmentStatus } from '@curo/core/scheduling';
import { stateTone, type TStateTone } from '../utils/labels';

const TONES: Record<TStateTone, string> = {
  success: 'bg-green-50 text-success ring-success/25',
  warning: 'bg-amber-50 text-warning ring-warning/25',
  neutral: 'bg-slate-100 text-muted ring-slate-300',
  info: 'bg-blue-50 text-info ring-info/25',
  error: 'bg-red-50 text-error ring-error/25',
};

/** A consult's state in a word and a colour (never the colour alone). */
export function StatePill({ status }: { status: TAppointmentStatus }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ring-1 ring-inset ${TONES[stateTone(status)]}`}
    >
      <span className="size-1.5 rounded-full bg-current" aria-hidden />
      {CONSULT_STATE_NAMES[status]}
    </span>
  );
}
