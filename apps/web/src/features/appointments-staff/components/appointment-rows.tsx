import type { TAppointmentList } from '@curo/core/scheduling';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { card } from '../../../components/ui/card';
import { formatShortDate, formatTime } from '../../../lib/date-time';
import { useMediaQuery } from '../../../lib/use-media-query';
import { formatDate, formatWhen } from '../utils/format-when';
import { formatFee, KIND_LABELS } from '../utils/labels';
import { StatePill } from './state-pill';

export type TStaffRow = TAppointmentList['items'][number];

export interface AppointmentRowsProps {
  rows: readonly TStaffRow[];
  /** What the table is, for screen readers: "Appointments". */
  caption: string;
  /** Where a row's details are; without it, rows do not open. */
  detailsHref?: (row: TStaffRow) => string;
  /** The fee column (the admin sheet). */
  showPrice?: boolean;
  /** The reason column; never on a company admin's list (decision 0018). */
  showReason?: boolean;
}

/** A consult's time in the viewer's zone, or when it was asked for when it has no time yet. */
function When({ row, stacked = false }: { row: TStaffRow; stacked?: boolean }) {
  if (row.startsAt && stacked)
    return (
      <>
        <span className="block whitespace-nowrap">{formatShortDate(row.startsAt)}</span>
        <span className="block whitespace-nowrap text-muted">{formatTime(row.startsAt)}</span>
      </>
    );
  if (row.startsAt) return <>{formatWhen(row.startsAt)}</>;
  return (
    <>
      No time yet
      <span className="block text-sm text-muted">Made {formatDate(row.createdAt)}</span>
    </>
  );
}

const doctorOf = (row: TStaffRow) => row.doctorName ?? 'Not assigned';

function RowTable({ rows, caption, detailsHref, showPrice, showReason }: AppointmentRowsProps) {
  return (
    <div className={`${card} overflow-x-auto`}>
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-sm text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              When
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Patient
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Doctor
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Kind
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              State
            </th>
            {showReason ? (
              <th scope="col" className="px-4 py-3 font-medium">
                Reason
              </th>
            ) : null}
            {showPrice ? (
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Fee
              </th>
            ) : null}
            {detailsHref ? (
              <th scope="col" className="px-4 py-3 font-medium">
                <span className="sr-only">Details</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.id} className="align-top hover:bg-surface">
              <td className="px-4 py-3 text-sm text-ink">
                <When row={row} stacked />
              </td>
              <th scope="row" className="px-4 py-3 text-left text-sm font-semibold text-ink">
                {row.patientName}
              </th>
              <td className="px-4 py-3 text-sm text-ink">{doctorOf(row)}</td>
              <td className="px-4 py-3 text-sm text-ink">{KIND_LABELS[row.type]}</td>
              <td className="px-4 py-3">
                <StatePill status={row.status} />
              </td>
              {showReason ? (
                <td className="max-w-[24ch] px-4 py-3 text-sm text-muted">
                  <span className="line-clamp-2">{row.reason ?? '—'}</span>
                </td>
              ) : null}
              {showPrice ? (
                <td className="px-4 py-3 text-right text-sm whitespace-nowrap text-ink">
                  {formatFee(row.priceCents)}
                </td>
              ) : null}
              {detailsHref ? (
                <td className="px-4 py-2 text-right">
                  <Link
                    to={detailsHref(row)}
                    className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-primary hover:bg-primary-soft"
                  >
                    Details<span className="sr-only"> of the consult with {row.patientName}</span>
                    <ChevronRight className="size-4" aria-hidden />
                  </Link>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card a consult, the whole card opening its details. */
function RowCards({ rows, caption, detailsHref, showPrice, showReason }: AppointmentRowsProps) {
  return (
    <ul aria-label={caption} className="flex flex-col gap-3">
      {rows.map((row) => {
        const body = (
          <>
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-semibold text-ink">{row.patientName}</p>
              <StatePill status={row.status} />
            </div>
            <p className="mt-1 text-sm text-ink">
              <When row={row} />
            </p>
            <p className="mt-1 text-sm text-muted">
              {doctorOf(row)} · {KIND_LABELS[row.type]}
              {showPrice ? ` · ${formatFee(row.priceCents)}` : ''}
            </p>
            {showReason && row.reason ? (
              <p className="mt-1 line-clamp-2 text-sm text-muted">{row.reason}</p>
            ) : null}
          </>
        );
        return (
          <li key={row.id} className={card}>
            {detailsHref ? (
              <Link
                to={detailsHref(row)}
                aria-label={`Consult with ${row.patientName}, ${row.startsAt ? formatWhen(row.startsAt) : 'no time yet'}`}
                className="flex items-center gap-3 rounded-card p-4 hover:bg-surface"
              >
                <div className="min-w-0 flex-1">{body}</div>
                <ChevronRight className="size-5 shrink-0 text-muted" aria-hidden />
              </Link>
            ) : (
              <div className="p-4">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A staff list of consults: a table from tablets up, stacked cards on a phone. */
export function AppointmentRows(props: AppointmentRowsProps) {
  const wide = useMediaQuery('(min-width: 768px)');
  return wide ? <RowTable {...props} /> : <RowCards {...props} />;
}
