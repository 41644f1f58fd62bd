import { FAX_VIEW_LABELS, type TFaxView } from '@curo/core/faxes';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminOnly } from '../../../components/access/admin-only';
import { smallButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageMeta } from '../../../components/ui/page-meta';
import { PagedList } from '../../../components/ui/paged-list';
import { StatusPill, type TPillTone } from '../../../components/ui/status-pill';
import { type TabOption, TabPanel, Tabs } from '../../../components/ui/tabs';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { type TReceivedFax, useReceivedFaxes } from '../api/get-received-faxes';
import { DropInFax } from '../components/drop-in-fax';
import { FaxDetails } from '../components/fax-details';

const FOLDERS: readonly TFaxView[] = ['inbox', 'referrals', 'results', 'other', 'filed', 'deleted'];
const TABS: readonly TabOption<TFaxView>[] = FOLDERS.map((key) => ({ key, label: FAX_VIEW_LABELS[key] }));
const STATUS: Record<TReceivedFax['status'], { label: string; tone: TPillTone }> = {
  unfiled: { label: 'Not filed', tone: 'warning' },
  filed: { label: 'Filed', tone: 'success' },
  deleted: { label: 'Deleted', tone: 'neutral' },
};

/** One fax in the list: a card on phones, a row of columns from tablets up. */
function FaxRow({ fax, selected, onOpen }: { fax: TReceivedFax; selected: boolean; onOpen: () => void }) {
  const from = fax.fromNumber ?? 'Unknown number';
  const facts: readonly [string, string][] = [
    ['Received', formatDateTimeWithYear(fax.receivedAt)],
    ['Pages', fax.pages === null ? '—' : String(fax.pages)],
    ['Label', fax.label ?? '—'],
    ['Patient', fax.patient?.name ?? '—'],
  ];
  const status = STATUS[fax.status];
  return (
    <li
      aria-label={`Fax from ${from}`}
      className={`grid gap-2 p-4 md:grid-cols-[minmax(0,1.2fr)_minmax(0,3fr)_auto] md:items-center ${selected ? 'bg-primary/5' : ''}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={fax.read ? 'text-ink' : 'font-bold text-ink'}>{from}</span>
        {fax.read ? <span className="sr-only">Read</span> : <StatusPill tone="info">Unread</StatusPill>}
        <StatusPill tone={status.tone}>{status.label}</StatusPill>
      </div>
      <dl className="grid gap-y-1 text-sm md:grid-cols-4 md:gap-x-4">
        {facts.map(([term, value]) => (
          <div key={term} className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-2 md:block">
            <dt className="text-muted">{term}</dt>
            <dd className="[overflow-wrap:anywhere] text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className={smallButton} onClick={onOpen} aria-pressed={selected}>
        Open<span className="sr-only"> the fax from {from}</span>
      </button>
    </li>
  );
}

function FaxesAdmin() {
  const [params, setParams] = useSearchParams();
  const folderParam = params.get('folder') as TFaxView | null;
  const folder: TFaxView = folderParam && FOLDERS.includes(folderParam) ? folderParam : 'inbox';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const faxes = useReceivedFaxes(folder, page);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = faxes.data?.items.find((f) => f.id === openId) ?? null;
  const go = (next: { folder?: TFaxView; page?: number }) => {
    const f = next.folder ?? folder;
    const p = next.page ?? 1;
    setParams(
      { ...(f === 'inbox' ? {} : { folder: f }), ...(p > 1 ? { page: String(p) } : {}) },
      { preventScrollReset: true },
    );
  };

  return (
    <>
      <PageMeta title="Received faxes" description="Read, file and tidy the faxes the clinic receives." />
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Received faxes</h1>
      <p className="mt-2 max-w-[65ch] text-muted">
        Faxes sent to the clinic’s number, newest first. File each into a patient’s record or a folder; a
        deleted fax can be restored for 30 days.
        {faxes.data ? ` ${faxes.data.unread} unread.` : ''}
      </p>
      {faxes.data?.dropIn ? (
        <div className="mt-4 max-w-xl">
          <DropInFax />
        </div>
      ) : null}
      <div className="mt-6 overflow-x-auto">
        <Tabs
          label="Folders"
          idPrefix="fax-folder"
          options={TABS}
          selected={folder}
          onSelect={(f) => {
            setOpenId(null);
            go({ folder: f });
          }}
        />
      </div>
      <TabPanel idPrefix="fax-folder" tabKey={folder}>
        <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <PagedList
            query={faxes}
            what="the faxes"
            summary={({ first, last, total }) => `Showing ${first}–${last} of ${total} faxes`}
            empty={<EmptyState title={`No faxes in ${FAX_VIEW_LABELS[folder]}`} />}
            pagesLabel="Pages of faxes"
            onPage={(p) => go({ page: p })}
          >
            {(items) => (
              <ul aria-label="Received faxes" className={`${card} divide-y divide-line`}>
                {items.map((fax) => (
                  <FaxRow
                    key={fax.id}
                    fax={fax}
                    selected={fax.id === openId}
                    onOpen={() => setOpenId(fax.id)}
                  />
                ))}
              </ul>
            )}
          </PagedList>
          {open ? (
            <div className={`${card} p-4`}>
              <FaxDetails key={open.id} fax={open} onClose={() => setOpenId(null)} />
            </div>
          ) : null}
        </div>
      </TabPanel>
    </>
  );
}

/** `/admin/faxes`: received faxes, for platform administrators only (decision 0041). */
export function FaxesAdminPage() {
  return (
    <AdminOnly>
      <FaxesAdmin />
    </AdminOnly>
  );
}
