import { RECORD_VIEWS_SCREEN_LIMIT } from '@curo/core/audit';
import type { TRole } from '@curo/core/auth';
import { Download, Loader2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { saveBlob } from '../../../lib/api-file';
import { formatCalendarDate, formatDateTimeWithYear } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { roleLabel } from '../../../lib/role-label';
import { toast } from '../../../lib/toast-store';
import { useMediaQuery } from '../../../lib/use-media-query';
import {
  type TRecordViewsEntry,
  type TRecordViewsQuery,
  useExportRecordViews,
  useRecordViews,
} from '../api/get-record-views';
import { AUDIT_ZONE, dateParam, idParam, useParamUpdater } from './audit-filters';

const when = (iso: string) => formatDateTimeWithYear(iso, AUDIT_ZONE);
const people = (n: number) => `${n.toLocaleString('en-AU')} ${n === 1 ? 'person' : 'people'}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Draft {
  actorId: string;
  from: string;
  to: string;
}

function validate(draft: Draft): Partial<Record<keyof Draft, string>> {
  const errors: Partial<Record<keyof Draft, string>> = {};
  if (!UUID.test(draft.actorId.trim()))
    errors.actorId =
      'Enter the account ID of the person (36 characters, from their profile or the audit trail)';
  if (!draft.from) errors.from = 'Choose the first day';
  if (!draft.to) errors.to = 'Choose the last day';
  else if (draft.from && draft.from > draft.to) errors.to = 'Choose a day on or after the first day';
  return errors;
}

function ViewsTable({ items }: { items: readonly TRecordViewsEntry[] }) {
  return (
    <div className={`${card} overflow-x-auto`}>
      <table className="w-full min-w-[760px] text-left">
        <caption className="sr-only">People whose records were opened, latest first</caption>
        <thead className="border-b border-line text-sm text-muted">
          <tr>
            {['Person', 'Email', 'First opened (Sydney)', 'Last opened (Sydney)', 'Times'].map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((item) => (
            <tr key={item.subjectUserId}>
              <th scope="row" className="px-4 py-3 text-sm font-semibold text-ink" title={item.subjectUserId}>
                {item.subjectName ?? `Account …${item.subjectUserId.slice(-8)}`}
                {item.subjectRole ? (
                  <span className="block text-xs font-normal text-muted">
                    {roleLabel(item.subjectRole as TRole)}
                  </span>
                ) : null}
              </th>
              <td className="px-4 py-3 text-sm break-all text-muted">{item.subjectEmail ?? '—'}</td>
              <td className="px-4 py-3 text-sm whitespace-nowrap text-ink">{when(item.firstViewedAt)}</td>
              <td className="px-4 py-3 text-sm whitespace-nowrap text-ink">{when(item.lastViewedAt)}</td>
              <td className="px-4 py-3 text-sm text-ink">{item.views}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ViewsCards({ items }: { items: readonly TRecordViewsEntry[] }) {
  return (
    <ul
      className={`${card} divide-y divide-line`}
      aria-label="People whose records were opened, latest first"
    >
      {items.map((item) => (
        <li key={item.subjectUserId} className="px-4 py-3">
          <p className="font-semibold text-ink">
            {item.subjectName ?? `Account …${item.subjectUserId.slice(-8)}`}
          </p>
          {item.subjectEmail ? <p className="text-sm break-all text-muted">{item.subjectEmail}</p> : null}
          <p className="mt-1 text-sm text-muted">
            Opened {item.views === 1 ? 'once' : `${item.views} times`}: first {when(item.firstViewedAt)}, last{' '}
            {when(item.lastViewedAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}

function ExportButton({ query }: { query: TRecordViewsQuery }) {
  const exporter = useExportRecordViews();
  const start = () =>
    exporter.mutate(query, {
      onSuccess: (file) => {
        saveBlob(file.blob, file.filename);
        toast.success(`Downloaded ${people(file.rows)} as ${file.filename}.`);
      },
      onError: (error) => toast.error(`We could not export the report. ${errorMessage(error)}`),
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
 * The "Records opened" tab of `/admin`, for a breach investigation: everyone whose record one
 * person opened between two Sydney days, with the first and last time and how often; as CSV too.
 * The question is in the address, so a report can be linked to and reloaded.
 */
export function RecordViewsPanel() {
  const { params, update } = useParamUpdater();
  const actorId = idParam(params.get('actorId'));
  const from = dateParam(params.get('from'));
  const to = dateParam(params.get('to'));
  const query = actorId && from && to && from <= to ? { actorId, from, to } : null;
  const [draft, setDraft] = useState<Draft>({ actorId: actorId ?? '', from: from ?? '', to: to ?? '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const report = useRecordViews(query);
  const wide = useMediaQuery('(min-width: 768px)');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length === 0)
      update({ actorId: draft.actorId.trim(), from: draft.from, to: draft.to });
  };
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  let results: ReactNode = null;
  if (!query) {
    results = (
      <p className="max-w-[60ch] text-muted">
        Enter the person and the days to see every record they opened: views, emergency access and viewing as
        a patient.
      </p>
    );
  } else if (report.isPending) {
    results = (
      <p role="status" className="text-muted">
        Looking through the audit trail…
      </p>
    );
  } else if (report.isError && !report.data) {
    results = (
      <div role="alert" className={`${card} p-5`}>
        <p className="font-semibold text-ink">We could not run the report.</p>
        <p className="mt-1 text-muted">{errorMessage(report.error)}</p>
        <button type="button" onClick={() => void report.refetch()} className={`${secondaryButton} mt-4`}>
          Try again
        </button>
      </div>
    );
  } else {
    const data = report.data;
    const who = data.actor ? `${data.actor.name} (${roleLabel(data.actor.role as TRole)})` : 'This account';
    const days =
      data.from === data.to
        ? formatCalendarDate(data.from)
        : `${formatCalendarDate(data.from)} to ${formatCalendarDate(data.to)}`;
    results = (
      <section
        aria-labelledby="record-views-heading"
        aria-busy={report.isFetching}
        className="flex flex-col gap-4"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="record-views-heading" className="text-lg font-semibold text-ink">
              Records {who} opened, {days}
            </h2>
            <p role="status" className="text-sm text-muted">
              {data.total === 0
                ? 'They opened no one’s record on these days.'
                : `${people(data.total)}, latest first.`}
              {data.total > data.items.length
                ? ` The first ${RECORD_VIEWS_SCREEN_LIMIT.toLocaleString('en-AU')} are shown; the CSV holds them all.`
                : ''}
            </p>
          </div>
          {data.total > 0 ? <ExportButton query={query} /> : null}
        </div>
        {data.items.length > 0 ? (
          wide ? (
            <ViewsTable items={data.items} />
          ) : (
            <ViewsCards items={data.items} />
          )
        ) : null}
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={submit}
        noValidate
        className={`${card} grid gap-4 p-5 md:grid-cols-[1fr_11rem_11rem_auto] md:items-start`}
      >
        <TextField
          id="record-views-actor"
          name="actorId"
          label="Person (account ID)"
          value={draft.actorId}
          onValueChange={set('actorId')}
          error={errors.actorId}
          hint="Or narrow the audit trail to them and choose “Whose records did they open?”"
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          id="record-views-from"
          name="from"
          type="date"
          label="From"
          value={draft.from}
          onValueChange={set('from')}
          error={errors.from}
          hint="A day in Sydney time"
        />
        <TextField
          id="record-views-to"
          name="to"
          type="date"
          label="To"
          value={draft.to}
          onValueChange={set('to')}
          error={errors.to}
          hint="Included in full"
        />
        <button type="submit" className={`${primaryButton} md:mt-7`}>
          Show records opened
        </button>
      </form>
      {results}
    </div>
  );
}
