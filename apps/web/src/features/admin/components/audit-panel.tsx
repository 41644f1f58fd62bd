import type { TRole } from '@curo/core/auth';
import { Download, Loader2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { secondaryButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { saveBlob } from '../../../lib/api-file';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { roleLabel } from '../../../lib/role-label';
import { toast } from '../../../lib/toast-store';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useMediaQuery } from '../../../lib/use-media-query';
import { pageOf } from '../../../lib/use-search-params-state';
import {
  AUDIT_PAGE_SIZE,
  type TAuditEvent,
  type TAuditFilters,
  useAuditEvents,
  useExportAuditTrail,
} from '../api/get-audit-events';
import { AUDIT_ACTION_LABELS, auditActionLabel } from '../utils/audit-actions';
import { AUDIT_ZONE, dateParam, idParam, useParamUpdater } from './audit-filters';

const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label })),
];

const when = (iso: string) => formatDateTimeWithYear(iso, AUDIT_ZONE);

/** Who took part in an event, by name, with a button that narrows the trail to them. */
interface PersonProps {
  id: string | null;
  name: string | null;
  role?: string | null;
  selfId?: string;
  /** Narrow the trail to this person (absent where there is nothing to narrow to). */
  onPick?: (id: string) => void;
  pickLabel?: (name: string) => string;
}

function Person({ id, name, role, selfId, onPick, pickLabel }: PersonProps) {
  if (!id) return <span className="text-muted">—</span>;
  // An account that is gone keeps its id: its last eight characters, and the whole in the tooltip.
  const shown = name ?? `Account …${id.slice(-8)}`;
  const label = id === selfId ? `You (${shown})` : shown;
  return (
    <span className="flex flex-col">
      {onPick && pickLabel ? (
        <button
          type="button"
          title={id}
          onClick={() => onPick(id)}
          aria-label={pickLabel(shown)}
          className="min-h-11 text-left text-sm font-medium text-primary underline-offset-2 hover:underline md:min-h-0"
        >
          {label}
        </button>
      ) : (
        <span title={id} className="text-sm font-medium text-ink">
          {label}
        </span>
      )}
      {role ? <span className="text-xs text-muted">{roleLabel(role as TRole)}</span> : null}
    </span>
  );
}

interface EventListProps {
  events: readonly TAuditEvent[];
  busy: boolean;
  /** The admin reading the trail, marked "You". */
  selfId?: string;
  onActor: (id: string) => void;
  onSubject: (id: string) => void;
}

const byLabel = (name: string) => `Show only what ${name} did`;
const aboutLabel = (name: string) => `Show only events about ${name}`;

function EventTable({ events, busy, selfId, onActor, onSubject }: EventListProps) {
  return (
    <div className={`${card} overflow-x-auto`} aria-busy={busy}>
      <table className="w-full min-w-[760px] text-left">
        <caption className="sr-only">Audit trail, newest first</caption>
        <thead className="border-b border-line text-sm text-muted">
          <tr>
            {['When (Sydney)', 'Action', 'By', 'Acting as', 'About', 'IP address'].map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {events.map((event) => (
            <tr key={event.id}>
              <td className="px-4 py-3 text-sm whitespace-nowrap text-ink">{when(event.createdAt)}</td>
              <th scope="row" className="px-4 py-3 text-sm font-semibold text-ink">
                {auditActionLabel(event.action)}
              </th>
              <td className="px-4 py-3">
                <Person
                  id={event.actorId}
                  name={event.actorName}
                  role={event.actorRole}
                  selfId={selfId}
                  onPick={onActor}
                  pickLabel={byLabel}
                />
              </td>
              <td className="px-4 py-3">
                <Person id={event.actingAsId} name={event.actingAsName} selfId={selfId} />
              </td>
              <td className="px-4 py-3">
                <Person
                  id={event.subjectUserId}
                  name={event.subjectName}
                  role={event.subjectRole}
                  selfId={selfId}
                  onPick={onSubject}
                  pickLabel={aboutLabel}
                />
              </td>
              <td className="px-4 py-3 text-sm break-all text-muted">{event.ip ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one line of what happened and when, then who in small print. */
function EventCards({ events, busy, selfId, onActor, onSubject }: EventListProps) {
  return (
    <ul className={`${card} divide-y divide-line`} aria-busy={busy} aria-label="Audit trail, newest first">
      {events.map((event) => (
        <li key={event.id} className="px-4 py-3">
          <p className="font-semibold text-ink">{auditActionLabel(event.action)}</p>
          <p className="text-sm text-muted">{when(event.createdAt)}</p>
          <dl className="mt-1 flex flex-col gap-1 text-sm text-muted">
            {event.actorId ? (
              <div className="flex gap-2">
                <dt className="w-16 shrink-0">By</dt>
                <dd>
                  <Person
                    id={event.actorId}
                    name={event.actorName}
                    role={event.actorRole}
                    selfId={selfId}
                    onPick={onActor}
                    pickLabel={byLabel}
                  />
                </dd>
              </div>
            ) : null}
            {event.actingAsId ? (
              <div className="flex gap-2">
                <dt className="w-16 shrink-0">As</dt>
                <dd>
                  <Person id={event.actingAsId} name={event.actingAsName} selfId={selfId} />
                </dd>
              </div>
            ) : null}
            {event.subjectUserId ? (
              <div className="flex gap-2">
                <dt className="w-16 shrink-0">About</dt>
                <dd>
                  <Person
                    id={event.subjectUserId}
                    name={event.subjectName}
                    role={event.subjectRole}
                    selfId={selfId}
                    onPick={onSubject}
                    pickLabel={aboutLabel}
                  />
                </dd>
              </div>
            ) : null}
            {event.ip ? (
              <div className="flex gap-2">
                <dt className="w-16 shrink-0">IP</dt>
                <dd className="break-all">{event.ip}</dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** A person the trail is narrowed to, with the way to widen it again. */
function PersonChip({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <li className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line bg-white pr-1 pl-3 text-sm text-ink">
      {label}
      <button
        type="button"
        onClick={onClear}
        aria-label={`Remove the filter: ${label}`}
        className="inline-flex size-9 items-center justify-center rounded-full text-muted hover:text-ink"
      >
        <X className="size-4" aria-hidden />
      </button>
    </li>
  );
}

function ExportButton({ filters }: { filters: TAuditFilters }) {
  const exporter = useExportAuditTrail();
  const start = () =>
    exporter.mutate(filters, {
      onSuccess: (file) => {
        saveBlob(file.blob, file.filename);
        toast.success(
          `Downloaded ${file.rows.toLocaleString('en-AU')} ${file.rows === 1 ? 'event' : 'events'} as ${file.filename}.`,
        );
      },
      onError: (error) => toast.error(`We could not export the audit trail. ${errorMessage(error)}`),
    });
  return (
    <button type="button" onClick={start} disabled={exporter.isPending} className={secondaryButton}>
      {exporter.isPending ? (
        <Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden />
      ) : (
        <Download className="size-5" aria-hidden />
      )}
      {exporter.isPending ? 'Preparing the CSV…' : 'Export CSV'}
    </button>
  );
}

/**
 * The audit trail tab of `/admin`: who did what, newest first, 50 a page, with names beside ids;
 * filtered by action, Sydney dates, and the person acting or acted on (pick a name in the list),
 * all in the address; exported as CSV with the same filters.
 */
export function AuditPanel() {
  const { params, update } = useParamUpdater();
  const filters: TAuditFilters = {
    action: params.get('action') || undefined,
    actorId: idParam(params.get('actorId')),
    subjectUserId: idParam(params.get('subjectUserId')),
    from: dateParam(params.get('from')),
    to: dateParam(params.get('to')),
    page: pageOf(params.get('page')),
  };
  const events = useAuditEvents(filters);
  const wide = useMediaQuery('(min-width: 768px)');
  const { user: me } = useCurrentUser();
  const backwards = Boolean(filters.from && filters.to && filters.from > filters.to);
  const items = events.data?.items ?? [];
  const nameOf = (id: string, pick: (e: TAuditEvent) => [string | null, string | null]) => {
    for (const e of items) {
      const [eventId, name] = pick(e);
      if (eventId === id && name) return name;
    }
    return `account …${id.slice(-8)}`;
  };
  const filtered = Object.entries(filters).some(([key, value]) => key !== 'page' && value);

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
        {filtered ? 'Nothing matching these filters has been recorded.' : 'Nothing has been recorded yet.'}
      </p>
    );
  } else {
    const props = {
      events: events.data.items,
      busy: events.isFetching,
      selfId: me?.id,
      onActor: (id: string) => update({ actorId: id, page: undefined }),
      onSubject: (id: string) => update({ subjectUserId: id, page: undefined }),
    };
    results = wide ? <EventTable {...props} /> : <EventCards {...props} />;
  }

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="grid gap-4 md:grid-cols-[18rem_11rem_11rem_1fr] md:items-start">
        <legend className="sr-only">Filter the audit trail</legend>
        <SelectField
          id="audit-action"
          label="Action"
          value={filters.action ?? ''}
          options={ACTION_OPTIONS}
          onValueChange={(value) => update({ action: value || undefined, page: undefined })}
        />
        <TextField
          id="audit-from"
          name="from"
          type="date"
          label="From"
          optional
          value={filters.from ?? ''}
          onValueChange={(value) => update({ from: value || undefined, page: undefined })}
          hint="A day in Sydney time"
        />
        <TextField
          id="audit-to"
          name="to"
          type="date"
          label="To"
          optional
          value={filters.to ?? ''}
          onValueChange={(value) => update({ to: value || undefined, page: undefined })}
          error={backwards ? 'Choose a day on or after the start' : undefined}
          hint="Included in full"
        />
        <div className="md:justify-self-end md:pt-7">
          <ExportButton filters={filters} />
        </div>
      </fieldset>
      {filters.actorId || filters.subjectUserId ? (
        <div className="flex flex-wrap items-center gap-3">
          <ul className="flex flex-wrap gap-2" aria-label="People the trail is narrowed to">
            {filters.actorId ? (
              <PersonChip
                label={`By ${nameOf(filters.actorId, (e) => [e.actorId, e.actorName])}`}
                onClear={() => update({ actorId: undefined, page: undefined })}
              />
            ) : null}
            {filters.subjectUserId ? (
              <PersonChip
                label={`About ${nameOf(filters.subjectUserId, (e) => [e.subjectUserId, e.subjectName])}`}
                onClear={() => update({ subjectUserId: undefined, page: undefined })}
              />
            ) : null}
          </ul>
          {filters.actorId ? (
            <Link
              to={`?${new URLSearchParams({
                tab: 'views',
                actorId: filters.actorId,
                ...(filters.from ? { from: filters.from } : {}),
                ...(filters.to ? { to: filters.to } : {}),
              })}`}
              className="text-sm font-medium text-primary underline underline-offset-2"
            >
              Whose records did they open?
            </Link>
          ) : null}
        </div>
      ) : null}
      {results}
      <Pagination
        page={filters.page}
        // The trail is not counted; a full page means there may be more.
        hasNext={items.length === AUDIT_PAGE_SIZE}
        onPage={(next) => update({ page: next > 1 ? String(next) : undefined })}
        label="Pages of the audit trail"
      />
    </div>
  );
}
