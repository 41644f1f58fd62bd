import type { TSpecialty } from '@curo/core/content';
import { paths } from '@curo/core/routes';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AdminOnly } from '../../../components/access/admin-only';
import { primaryButton, smallButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { StatusPill } from '../../../components/ui/status-pill';
import { formatCents } from '../../../lib/money';
import { useSpecialties } from '../api/get-specialties';
import { ContentAdminPage } from '../components/content-admin-page';
import { SpecialtyEditor } from '../components/specialty-editor';

function SpecialtyList({ items, onEdit }: { items: readonly TSpecialty[]; onEdit: (id: string) => void }) {
  return (
    <ul className={`${card} divide-y divide-line`} aria-label="Specialties">
      {items.map((specialty) => (
        <li
          key={specialty.id}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-5"
        >
          <div className="flex min-w-0 items-start gap-4">
            {specialty.heroImageUrl ? (
              <img
                src={specialty.heroImageUrl}
                alt=""
                className="hidden h-14 w-20 shrink-0 rounded-lg object-cover sm:block"
              />
            ) : (
              <span
                aria-hidden
                className="hidden h-14 w-20 shrink-0 rounded-lg bg-primary-soft/50 sm:block"
              />
            )}
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink">{specialty.name}</span>
                <StatusPill tone={specialty.public ? 'success' : 'neutral'}>
                  {specialty.public ? 'Public' : 'Hidden'}
                </StatusPill>
              </p>
              <p className="mt-0.5 line-clamp-2 text-sm text-muted">
                {specialty.summary || 'No summary yet.'}
              </p>
              <p className="mt-0.5 text-sm text-muted">
                /specialty/{specialty.slug} ·{' '}
                {specialty.priceCents === null ? 'General price list' : formatCents(specialty.priceCents)}
              </p>
            </div>
          </div>
          <button
            type="button"
            onClick={() => onEdit(specialty.id)}
            className={`${smallButton} self-start sm:self-center`}
          >
            Edit<span className="sr-only"> {specialty.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function SpecialtiesAdmin() {
  const specialties = useSpecialties();
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit');
  const edit = (id: string | null) => setParams(id ? { edit: id } : {}, { preventScrollReset: id === null });

  const items = specialties.data?.items ?? [];
  const current = editing && editing !== 'new' ? items.find((s) => s.id === editing) : undefined;

  let body: ReactNode;
  if (specialties.isPending) body = <Loading label="Loading the specialties…" />;
  else if (specialties.isError)
    body = (
      <LoadProblem
        what="the specialties"
        error={specialties.error}
        onRetry={() => void specialties.refetch()}
      />
    );
  else if (editing === 'new' || current)
    return (
      <ContentAdminPage
        section="specialties"
        title={current ? `Edit ${current.name}` : 'New specialty'}
        metaDescription="Edit a specialty page."
        description={
          current
            ? `Its page is ${current.public ? 'on the site' : 'hidden'}; changes show once saved.`
            : 'A new specialty stays hidden until you make it public.'
        }
      >
        <SpecialtyEditor
          key={current?.id ?? 'new'}
          specialty={current ?? null}
          onSaved={(saved, created) => {
            if (created) setParams({ edit: saved.id }, { replace: true, preventScrollReset: true });
          }}
          onClose={() => edit(null)}
        />
      </ContentAdminPage>
    );
  else if (items.length === 0)
    body = (
      <EmptyState
        title="There are no specialties yet."
        action={
          <button type="button" onClick={() => edit('new')} className={primaryButton}>
            Add the first specialty
          </button>
        }
      >
        Each specialty has its own page at /specialty/its-slug.
      </EmptyState>
    );
  else body = <SpecialtyList items={items} onEdit={edit} />;

  return (
    <ContentAdminPage
      section="specialties"
      title="Specialties"
      metaDescription="Manage the specialty pages."
      description={
        <>
          The specialties we offer, each with its page at <code>{paths.specialty.replace(':slug', '…')}</code>
          . Hidden ones are not on the site.
        </>
      }
      actions={
        <button type="button" onClick={() => edit('new')} className={primaryButton}>
          <Plus className="size-5" aria-hidden />
          New specialty
        </button>
      }
    >
      {editing && !specialties.isPending && !current && editing !== 'new' ? (
        <p role="alert" className="mb-4 font-medium text-error">
          That specialty does not exist any more.
        </p>
      ) : null}
      {body}
    </ContentAdminPage>
  );
}

/** `/admin/specialties`: the specialty pages, and one at a time in the editor (`?edit=`). */
export function SpecialtiesAdminPage() {
  return (
    <AdminOnly>
      <SpecialtiesAdmin />
    </AdminOnly>
  );
}
