import { CONSULT_STATE_NAMES } from '@curo/core/scheduling';
import type { TAppointmentDetails } from '@curo/core/scheduling-staff';
import { card } from '../../../components/ui/card';
import { SearchField } from '../../../components/ui/search-field';
import { formatWhen } from '../utils/format-when';
import { actionLabel, formatFee } from '../utils/labels';

type TEntry = NonNullable<TAppointmentDetails['history']>[number];

/** The few details worth a line: a new fee and why, a new time, a note, a reason for cancelling. */
function detailLine(entry: TEntry): string | null {
  const d = entry.details;
  const parts: string[] = [];
  if (typeof d.priceCents === 'number') parts.push(`Fee ${formatFee(d.priceCents)}`);
  if (typeof d.startsAt === 'string') parts.push(`Time ${formatWhen(d.startsAt)}`);
  if (typeof d.reason === 'string') parts.push(`“${d.reason}”`);
  if (typeof d.note === 'string') parts.push(`Note: “${d.note}”`);
  if (typeof d.name === 'string') parts.push(d.name);
  if (typeof d.minutes === 'number') parts.push(`${d.minutes} minutes`);
  if (Array.isArray(d.fields) && d.fields.length) parts.push(`Changed: ${d.fields.join(', ')}`);
  return parts.length ? parts.join(' · ') : null;
}

/** Who did what to the consult, and when (in the viewer's zone), searchable. */
export function HistoryPanel({
  history,
  search,
  onSearch,
  searching,
}: {
  history: readonly TEntry[];
  search: string;
  onSearch: (value: string) => void;
  searching: boolean;
}) {
  return (
    <section aria-labelledby="history-heading" className={`${card} p-5 sm:p-6`}>
      <h2 id="history-heading" className="text-lg font-semibold text-ink">
        History
      </h2>
      <SearchField
        id="history-search"
        label="Search the history"
        value={search}
        onValueChange={onSearch}
        placeholder="A name, an action or a word"
        className="mt-3"
      />
      {history.length === 0 ? (
        <p className="mt-4 text-muted" role="status">
          {search
            ? 'Nothing in the history matches this search.'
            : 'Nothing has happened to this consult yet.'}
        </p>
      ) : (
        <ol className="mt-4 flex flex-col gap-4 border-l-2 border-line pl-4" aria-busy={searching}>
          {[...history].reverse().map((entry) => {
            const line = detailLine(entry);
            return (
              <li key={entry.id}>
                <p className="font-semibold text-ink">
                  {actionLabel(entry.action)}
                  {entry.fromStatus && entry.fromStatus !== entry.toStatus ? (
                    <span className="font-normal text-muted">
                      {' '}
                      · {CONSULT_STATE_NAMES[entry.fromStatus]} → {CONSULT_STATE_NAMES[entry.toStatus]}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted">
                  {formatWhen(entry.createdAt)} · {entry.actorName ?? 'Curo'}
                  {entry.actingAsName ? ` (acting as ${entry.actingAsName})` : ''}
                </p>
                {line ? <p className="mt-1 text-sm break-words text-ink">{line}</p> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
