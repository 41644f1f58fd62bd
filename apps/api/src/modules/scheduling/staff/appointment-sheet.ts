import { SHEET_ROW_LIMIT, type TAdminView, type TStaffListQuery } from '@curo/core/scheduling-staff';
import type { Executor } from '../../../db/client';
import { csvCell } from '../../../platform/csv';
import { listAppointments } from '../appointments.repository';
import { doctorZones } from '../availability.repository';
import { adminViewFilter } from './staff-lists';

const HEADER = [
  'Appointment',
  'Kind',
  'State',
  'Starts (UTC)',
  'Starts (doctor’s time)',
  'Doctor’s zone',
  'Length (min)',
  'Patient',
  'Doctor',
  'Reason',
  'Price (AUD)',
  'Booked (UTC)',
];

function localTime(instant: Date, zone: string) {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/**
 * `GET /appointments/admin/sheets`: the admin sheet's rows as CSV with the same view and filters,
 * at most SHEET_ROW_LIMIT of them (the `X-Total-Count` header says how many matched).
 */
export async function appointmentSheet(db: Executor, view: TAdminView, query: TStaffListQuery) {
  const filter = { ...adminViewFilter(view, query), page: 1, pageSize: SHEET_ROW_LIMIT };
  const { rows, total } = await listAppointments(db, { kind: 'everyone' }, filter);
  const zones = await doctorZones(db, [
    ...new Set(rows.flatMap((r) => (r.row.doctorId ? [r.row.doctorId] : []))),
  ]);
  const lines = [HEADER.map(csvCell).join(',')];
  for (const { row, patientName, doctorName } of rows) {
    const zone = row.doctorId ? zones.get(row.doctorId) : undefined;
    const minutes =
      row.startsAt && row.endsAt
        ? Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000)
        : null;
    lines.push(
      [
        row.id,
        row.type,
        row.status,
        row.startsAt?.toISOString() ?? null,
        row.startsAt && zone ? localTime(row.startsAt, zone) : null,
        zone ?? null,
        minutes,
        patientName,
        doctorName,
        row.reason,
        row.priceCents === null ? null : (row.priceCents / 100).toFixed(2),
        row.createdAt.toISOString(),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return { csv: `${lines.join('\r\n')}\r\n`, total, rows: rows.length };
}
