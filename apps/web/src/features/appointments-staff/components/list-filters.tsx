import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES, CONSULT_STATE_NAMES } from '@curo/core/scheduling';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { viewerTimeZone, zoneCity } from '../../../lib/date-time';
import { useMediaQuery } from '../../../lib/use-media-query';
import { doctorName, useDoctors } from '../api/get-doctors';
import type { TStaffFilters } from '../api/staff-list-query';
import { KIND_LABELS } from '../utils/labels';

const KIND_OPTIONS = [
  { value: '', label: 'All kinds' },
  ...APPOINTMENT_TYPES.map((type) => ({ value: type, label: KIND_LABELS[type] })),
];
const STATE_OPTIONS = [
  { value: '', label: 'Any state' },
  ...APPOINTMENT_STATUSES.map((status) => ({ value: status, label: CONSULT_STATE_NAMES[status] })),
];

const dateInput =
  'block min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink focus:border-primary focus:ring-2 focus:ring-primary/40 focus:outline-none';

/**
 * On a phone the filters fold away under one "Filters" line (saying how many are in use), so the
 * list is not pushed below the fold; from tablets up they are always shown.
 */
function Collapsible({
  collapse,
  active,
  children,
}: {
  collapse: boolean;
  active: number;
  children: ReactNode;
}) {
  if (!collapse) return <>{children}</>;
  return (
    <details className="group rounded-lg border border-line bg-white" open={active > 0}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 text-base font-medium text-ink [&::-webkit-details-marker]:hidden">
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal className="size-5 text-primary" aria-hidden />
          Filters{active ? ` (${active} in use)` : ''}
        </span>
        <ChevronDown className="size-5 text-muted transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <div className="border-t border-line p-3">{children}</div>
    </details>
  );
}

export type TFilterField = 'type' | 'status' | 'doctor' | 'from' | 'to';

interface ListFiltersProps {
  idPrefix: string;
  filters: TStaffFilters;
  search: string;
  onSearch: (value: string) => void;
  onFilter: (key: TFilterField, value: string | undefined) => void;
  /** What the search box matches, in its placeholder. */
  searchHint: string;
  /** Offer kind, state, doctor and dates as well as the search (the admin sheet). */
  full?: boolean;
}

/** A staff list's search and, on the admin sheet, its kind, state, doctor and date range. */
export function ListFilters({
  idPrefix,
  filters,
  search,
  onSearch,
  onFilter,
  searchHint,
  full = false,
}: ListFiltersProps) {
  const doctors = useDoctors(full);
  const doctorOptions = [
    { value: '', label: doctors.isPending ? 'Loading doctors…' : 'All doctors' },
    ...(doctors.data ?? []).map((d) => ({ value: d.id, label: doctorName(d) })),
  ];
  const set = (key: TFilterField) => (value: string) => onFilter(key, value || undefined);
  const wide = useMediaQuery('(min-width: 768px)');
  const active = [filters.type, filters.status, filters.doctorId, filters.fromDate, filters.toDate].filter(
    Boolean,
  ).length;

  return (
    <div className="flex flex-col gap-4">
      <SearchField
        id={`${idPrefix}-search`}
        value={search}
        onValueChange={onSearch}
        placeholder={searchHint}
      />
      {full ? (
        <Collapsible collapse={!wide} active={active}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <SelectField
              id={`${idPrefix}-kind`}
              label="Kind"
              value={filters.type ?? ''}
              options={KIND_OPTIONS}
              onValueChange={set('type')}
            />
            <SelectField
              id={`${idPrefix}-state`}
              label="State"
              value={filters.status ?? ''}
              options={STATE_OPTIONS}
              onValueChange={set('status')}
            />
            <SelectField
              id={`${idPrefix}-doctor`}
              label="Doctor"
              value={filters.doctorId ?? ''}
              options={doctorOptions}
              onValueChange={set('doctor')}
              className="sm:col-span-2 lg:col-span-1"
            />
            <fieldset className="sm:col-span-2 lg:col-span-3">
              <legend className="mb-1 text-sm font-medium text-ink">
                Dates{' '}
                <span className="font-normal text-muted">(your time, {zoneCity(viewerTimeZone())})</span>
              </legend>
              <div className="grid grid-cols-2 gap-3 sm:max-w-[480px]">
                <div>
                  <label htmlFor={`${idPrefix}-from`} className="mb-1 block text-sm text-muted">
                    From
                  </label>
                  <input
                    id={`${idPrefix}-from`}
                    type="date"
                    value={filters.fromDate ?? ''}
                    max={filters.toDate}
                    onChange={(e) => set('from')(e.target.value)}
                    className={dateInput}
                  />
                </div>
                <div>
                  <label htmlFor={`${idPrefix}-to`} className="mb-1 block text-sm text-muted">
                    To
                  </label>
                  <input
                    id={`${idPrefix}-to`}
                    type="date"
                    value={filters.toDate ?? ''}
                    min={filters.fromDate}
                    onChange={(e) => set('to')(e.target.value)}
                    className={dateInput}
                  />
                </div>
              </div>
            </fieldset>
          </div>
        </Collapsible>
      ) : null}
    </div>
  );
}
