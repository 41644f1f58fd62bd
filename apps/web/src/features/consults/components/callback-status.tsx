import type { TRequestAppointment } from '@curo/core/scheduling-requests';
import { formatDateTime, formatTime } from '../../../lib/date-time';
import { CancelConsult } from './cancel-consult';

/** "+61412345678" as people write it: "0412 345 678", "(02) 9123 4567". */
export function formatAuPhone(e164: string | null): string {
  if (!e164) return '';
  const national = e164.replace(/^\+61/, '0');
  if (/^04\d{8}$/.test(national))
    return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
  if (/^0[2378]\d{8}$/.test(national))
    return `(${national.slice(0, 2)}) ${national.slice(2, 6)} ${national.slice(6)}`;
  return e164;
}

/** A callback from the patient's side: the number and window, and whether a doctor has it. */
export function CallbackStatus({ appointment }: { appointment: TRequestAppointment }) {
  const { phone, preferredFrom, preferredTo } = appointment.details;
  const s = appointment.status;
  const waiting = s === 'requested';
  return (
    <div className="flex flex-col gap-5">
      <div role="status">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">
          {waiting
            ? 'Your callback is waiting for a doctor'
            : s === 'scheduled' || s === 'checked_in' || s === 'in_progress'
              ? 'A doctor will call you'
              : s === 'cancelled'
                ? 'Your callback is cancelled'
                : 'Your callback has finished'}
        </h1>
        {waiting || s === 'scheduled' ? (
          <p className="mt-2 text-muted">Keep your phone nearby during that time.</p>
        ) : null}
      </div>
      <dl className="grid gap-3 rounded-card border border-line bg-white p-4 shadow-card sm:grid-cols-2 sm:p-6">
        <div>
          <dt className="text-sm text-muted">We will call</dt>
          <dd className="font-semibold text-ink">{formatAuPhone(phone)}</dd>
        </div>
        {preferredFrom && preferredTo ? (
          <div>
            <dt className="text-sm text-muted">Between</dt>
            <dd className="font-semibold text-ink">
              {formatDateTime(preferredFrom)} and {formatTime(preferredTo)}
            </dd>
          </div>
        ) : null}
        {appointment.reason ? (
          <div className="sm:col-span-2">
            <dt className="text-sm text-muted">About</dt>
            <dd className="text-ink">{appointment.reason}</dd>
          </div>
        ) : null}
      </dl>
      {waiting || s === 'scheduled' ? (
        <div>
          <CancelConsult
            appointmentId={appointment.id}
            label="Cancel the callback"
            title="Cancel your callback?"
            description="The doctor will not call. Tell us why."
            confirm="Cancel the callback"
            done="Your callback is cancelled"
          />
        </div>
      ) : null}
    </div>
  );
}
