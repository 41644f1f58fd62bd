import { medicareMessages } from '@curo/core/medicare';
import { paths } from '@curo/core/routes';
import { ChevronRight, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { AdminOnly } from '../../../components/access/admin-only';
import { primaryButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { Notice } from '../../../components/ui/notice';
import { PageMeta } from '../../../components/ui/page-meta';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { type TMbsItem, useMbsItems } from '../api/get-mbs-items';
import { useUpdateMbsItem } from '../api/update-mbs-item';
import { MbsItemDialog } from '../components/mbs-item-dialog';
import { MbsItemRow } from '../components/mbs-item-row';

function MedicareItemsAdmin() {
  const items = useMbsItems();
  const update = useUpdateMbsItem();
  const [editing, setEditing] = useState<TMbsItem | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<TMbsItem | null>(null);
  const list = items.data?.items ?? [];
  const hasDemo = list.some((item) => item.demo);

  const reactivate = (item: TMbsItem) =>
    update.mutate(
      { id: item.id, edit: { active: true } },
      {
        onSuccess: () => toast.success(`Item ${item.itemNumber} is in use again.`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  let body: ReactNode;
  if (items.isPending) body = <Loading label="Loading the MBS items…" />;
  else if (items.isError)
    body = <LoadProblem what="the MBS items" error={items.error} onRetry={() => void items.refetch()} />;
  else if (list.length === 0)
    body = (
      <EmptyState
        title="There are no MBS items yet."
        action={
          <button type="button" onClick={() => setEditing('new')} className={primaryButton}>
            Add the first one
          </button>
        }
      >
        Without items, no consult can be bulk billed and no Medicare account can be sent.
      </EmptyState>
    );
  else
    body = (
      <ul className={`${card} divide-y divide-line overflow-hidden`} aria-label="MBS items">
        {list.map((item) => (
          <MbsItemRow
            key={item.id}
            item={item}
            reactivating={update.isPending && update.variables?.id === item.id}
            onEdit={() => setEditing(item)}
            onDeactivate={() => setDeactivating(item)}
            onReactivate={() => reactivate(item)}
          />
        ))}
      </ul>
    );

  return (
    <>
      <PageMeta
        title="Medicare items"
        description="The MBS items consults are billed under, their fees and whether they may be bulk billed."
        noIndex
      />
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-muted">
          <li className="flex items-center gap-1">
            <Link to={paths.admin} className="rounded underline-offset-4 hover:text-primary hover:underline">
              Administration
            </Link>
            <ChevronRight className="size-4 text-slate-400" aria-hidden />
          </li>
          <li aria-current="page" className="font-medium text-ink">
            Medicare items
          </li>
        </ol>
      </nav>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Medicare items</h1>
          <p className="mt-2 max-w-[62ch] text-muted">
            The MBS item each kind and length of consult is billed under, with its schedule fee and whether it
            may be bulk billed. Patients claim their rebate from Medicare themselves with the account Curo
            emails them; Curo does not lodge claims.
          </p>
        </div>
        <button type="button" onClick={() => setEditing('new')} className={`${primaryButton} shrink-0`}>
          <Plus className="size-5" aria-hidden />
          New MBS item
        </button>
      </div>
      <div className="mt-6 flex flex-col gap-5">
        {hasDemo ? (
          <Notice tone="warning" title={medicareMessages.demoNotice}>
            Items marked “Demo value” came with Curo as examples. Their fees may be out of date: check each
            against the current schedule, then edit it to say so.
          </Notice>
        ) : null}
        {body}
      </div>
      <MbsItemDialog
        open={editing !== null}
        item={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deactivating !== null}
        onClose={() => setDeactivating(null)}
        title={`Deactivate item ${deactivating?.itemNumber ?? ''}?`}
        description="New consults are no longer billed under it or bulk billed with it. Consults already billed keep it, and you can reactivate it later."
        confirmLabel="Deactivate item"
        pendingLabel="Deactivating…"
        doneMessage={`Item ${deactivating?.itemNumber ?? ''} is no longer in use.`}
        onConfirm={() => update.mutateAsync({ id: deactivating?.id ?? '', edit: { active: false } })}
      />
    </>
  );
}

/** `/admin/medicare-items`: the MBS items; add, edit, deactivate and reactivate. Administrators only. */
export function MedicareItemsAdminPage() {
  return (
    <AdminOnly>
      <MedicareItemsAdmin />
    </AdminOnly>
  );
}
