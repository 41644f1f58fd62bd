import { paths } from '@curo/core/routes';
import type { TDirectoryDoctor } from '@curo/core/scheduling-directory';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { textLink } from '../../../components/ui/button';
import { clocksDiffer, formatDateTime, formatTime, viewerTimeZone, zoneCity } from '../../../lib/date-time';
import { formatGstFreeFee } from '../../../lib/money';
import { doctorName } from './doctor-card';

function Row({ label, children, onChange }: { label: string; children: ReactNode; onChange?: () => void }) {
  return (
    // A <dl>'s group holds only its <dt> and <dd> (axe: definition-list): the button is part of the value.
    <div className="py-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="flex items-start justify-between gap-3">
        <span className="min-w-0 font-medium break-words text-ink">{children}</span>
        {onChange ? (
          <button
            type="button"
            onClick={onChange}
            className="-my-1 min-h-11 shrink-0 rounded-lg px-2 text-sm font-semibold text-primary hover:bg-primary-soft"
          >
            Change<span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        ) : null}
      </dd>
    </div>
  );
}

/** The choices so far, each with a way back to change it; the fee says whether GST applies. */
export function BookingSummary({
  kindName,
  doctor,
  startsAt,
  duration,
  priceCents,
  onChangeKind,
  onChangeDoctor,
  onChangeTime,
}: {
  kindName: string | null;
  doctor: TDirectoryDoctor | undefined;
  startsAt: string | null;
  duration: number | undefined;
  priceCents: number | null | undefined;
  onChangeKind?: () => void;
  onChangeDoctor?: () => void;
  onChangeTime?: () => void;
}) {
  const zone = viewerTimeZone();
  const doctorZone = doctor?.timeZone ?? zone;
  return (
    <dl className="divide-y divide-line">
      {kindName ? (
        <Row label="Consult" onChange={onChangeKind}>
          {kindName}
          {duration ? `, ${duration} minutes` : ''}
        </Row>
      ) : null}
      {doctor ? (
        <Row label="Doctor" onChange={onChangeDoctor}>
          {doctorName(doctor)}
        </Row>
      ) : null}
      {startsAt ? (
        <Row label="Time" onChange={onChangeTime}>
          {formatDateTime(startsAt, zone)}
          {clocksDiffer(startsAt, zone, doctorZone) ? (
            <span className="block text-sm font-normal text-muted">
              {formatTime(startsAt, doctorZone)} for the doctor in {zoneCity(doctorZone)}
            </span>
          ) : null}
        </Row>
      ) : null}
      {doctor ? (
        <Row label="Fee">
          {typeof priceCents === 'number' ? (
            formatGstFreeFee(priceCents)
          ) : (
            <span>
              The standard fee on our{' '}
              <Link to={paths.pricing} className={textLink}>
                pricing page
              </Link>
            </span>
          )}
        </Row>
      ) : null}
    </dl>
  );
}
