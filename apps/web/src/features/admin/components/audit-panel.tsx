import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { secondaryButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useMediaQuery } from '../../../lib/use-media-query';
import { pageOf } from '../../../lib/use-search-params-state';
import { AUDIT_PAGE_SIZE, type TAuditEvent, useAuditEvents } from '../api/get-audit-events';
import { AUDIT_ACTION_LABELS, auditActionLabel } from '../utils/audit-actions';

const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label })),
];

/**
 * An id is long; its last eight characters tell records apart on screen (the first ones of a
 * v7 UUID are a timestamp, shared by accounts created together), and the whole is in the tooltip.
 */
function ShortId({ id, selfId }: { id: string | null; selfId?: string }) {
  if (!id) return <span className="text-muted">—</span>;
  if (id === selfId) return <span className="text-sm font-medium text-ink">You</span>;
  return (
    <span title={id} className="font-mono text-xs text-ink">
      …{id.slice(-8)}
    </span>
  );
}

function EventRow({ event, selfId }: { event: TAuditEvent; selfId?: string }) {
  return (
    <tr>
      <td className="px-4 py-3 text-sm whitespace-nowrap text-ink">
        {formatDateTimeWithYear(event.createdAt)}
      </td>
      <th scope="row" className="px-4 py-3 text-sm font-semibold text-ink">
        {auditActionLabel(event.action)}
      </th>
      <td className="px-4 py-3">
        <ShortId id={event.actorId} selfId={selfId} />
      </td>
      <td className="px-4 py-3">
        <ShortId id={event.actingAsId} selfId={selfId} />
      </td>
      <td className="px-4 py-3">
        <ShortId id={event.subjectUserId} selfId={selfId} />
      </td>
      <td className="px-4 py-3 text-sm break-all text-muted">{event.ip ?? '—'}</td>
    </tr>
  );
}

interface EventListProps {
  events: readonly TAuditEvent[];
  busy: boolean;
  /** The admin reading the trail, shown as "You". */
  selfId?: string;
}

function EventTable({ events, busy, selfId }: EventListProps) {
  return (
    <div className={`${card} overflow-x-auto`} aria-busy={busy}>
      <table className="w-full min-w-[720px] text-left">
        <caption className="sr-only">Audit trail, newest first</caption>
        <thead className="border-b border-line text-sm text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              When
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Action
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              By
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Acting as
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              About
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              IP address
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {events.map((event) => (
            <EventRow key={event.id} event={event} selfId={selfId} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one line of what happened and when, then who and where in small print. */
function EventCards({ events, busy, selfId }: EventListProps) {
  return (
    <ul className={`${card} divide-y divide-line`} aria-busy={busy} aria-label="Audit trail, newest first">
      {events.map((event) => (
        <li key={event.id} className="px-4 py-3">
          <p className="font-semibold text-ink">{auditActionLabel(event.action)}</p>
          <p className="text-sm text-muted">{formatDateTimeWithYear(event.createdAt)}</p>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            {(
              [
                ['By', event.actorId],
                ['Acting as', event.actingAsId],
                ['About', event.subjectUserId],
              ] as const
            ).map(([term, id]) =>
              id ? (
                <div key={term} className="flex gap-1">
                  <dt>{term}</dt>
                  <dd>
                    <ShortId id={id} selfId={selfId} />
                  </dd>
                </div>
              ) : null,
            )}
            {event.ip ? (
              <div className="flex gap-1">
                <dt>IP</dt>
                <dd className="break-all">{event.ip}</dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The audit trail tab of `/admin`: who did what, newest first, 50 a page, filtered by action. */
export function AuditPanel() {
  const [params, setParams] = useSearchParams();
  const action = params.get('action') ?? '';
  const page = pageOf(params.get('page'));
  const events = useAuditEvents({ action: action || undefined, page });
  const wide = useMediaQuery('(min-width: 768px)');
  const { user: me } = useCurrentUser();

  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { preventScrollReset: true },
    );

  let results: ReactNode;
  if (events.isPending) {
    results = (
      <p role="status" className="text-muted">
        Loading the audit trail…
      </p>
    );
  } else if (events.isError && !events.data) {
    results = (
      <div role="alert" className={`${card} p-5`}>
        <p className="font-semibold text-ink">We could not load the audit trail.</p>
        <p className="mt-1 text-muted">{errorMessage(events.error)}</p>
        <button type="button" onClick={() => void events.refetch()} className={`${secondaryButton} mt-4`}>
          Try again
        </button>
      </div>
    );
  } else if (events.data.items.length === 0) {
    results = (
      <p className={`${card} p-6 text-center text-muted`}>
        {action ? 'Nothing of this kind has been recorded yet.' : 'Nothing has been recorded yet.'}
      </p>
    );
  } else {
    results = wide ? (
      <EventTable events={events.data.items} busy={events.isFetching} selfId={me?.id} />
    ) : (
      <EventCards events={events.data.items} busy={events.isFetching} selfId={me?.id} />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <SelectField
        id="audit-action"
        label="Action"
        value={action}
        options={ACTION_OPTIONS}
        onValueChange={(value) => update({ action: value || undefined, page: undefined })}
        className="md:w-72"
      />
      {results}
      <Pagination
        page={page}
        // The trail is not counted; a full page means there may be more.
        hasNext={events.data?.items.length === AUDIT_PAGE_SIZE}
        onPage={(next) => update({ page: next > 1 ? String(next) : undefined })}
        label="Pages of the audit trail"
      />
    </div>
  );
}
