import { TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { AdminOnly } from '../../../components/access/admin-only';
import { linkButton, primaryButton, smallButton, smallDangerButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { SearchField } from '../../../components/ui/search-field';
import { StatusPill } from '../../../components/ui/status-pill';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useSearchParamsState } from '../../../lib/use-search-params-state';
import { type TDiscountCode, useDiscountCodes } from '../api/get-discount-codes';
import { useUpdateDiscountCode } from '../api/update-discount-code';
import { ContentAdminPage } from '../components/content-admin-page';
import { DiscountCodeDialog } from '../components/discount-code-dialog';
import {
  DISCOUNT_STATUS,
  discountDates,
  discountOff,
  discountStatus,
  discountUses,
} from '../utils/discount-code';

interface RowActionsProps {
  code: TDiscountCode;
  enabling: boolean;
  onEdit: () => void;
  onDisable: () => void;
  onEnable: () => void;
}

function RowActions({ code, enabling, onEdit, onDisable, onEnable }: RowActionsProps) {
  const which = <span className="sr-only"> {code.code}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={onEdit} className={smallButton}>
        Edit{which}
      </button>
      {code.disabled ? (
        <button type="button" onClick={onEnable} disabled={enabling} className={smallButton}>
          {enabling ? 'Enabling…' : 'Enable'}
          {which}
        </button>
      ) : (
        <button type="button" onClick={onDisable} className={smallDangerButton}>
          Disable{which}
        </button>
      )}
    </div>
  );
}

/**
 * One code: its name and status, its actions beside them from tablets up (under it on phones),
 * and its rules as a short list, side by side in columns on wide screens, stacked on phones.
 */
function DiscountCodeRow({
  code,
  now,
  ...actions
}: Omit<RowActionsProps, 'code'> & { code: TDiscountCode; now: number }) {
  const status = DISCOUNT_STATUS[discountStatus(code, now)];
  const facts: readonly [string, string][] = [
    ['Discount', discountOff(code)],
    ['For', code.companyName ?? 'Everyone'],
    ['Dates', discountDates(code)],
    ['Uses', discountUses(code)],
    ['Once per patient', code.oncePerPatient ? 'Yes' : 'No'],
  ];
  const headingId = `discount-${code.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="grid gap-3 p-4 sm:px-5 md:grid-cols-[minmax(0,1fr)_auto] md:items-start"
    >
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 md:min-h-11">
        <h2 id={headingId} className="min-w-0 font-semibold [overflow-wrap:anywhere] text-ink">
          {code.code}
        </h2>
        <StatusPill tone={status.tone}>{status.label}</StatusPill>
      </div>
      <div className="order-last border-t border-line pt-3 md:order-none md:border-0 md:pt-0">
        <RowActions code={code} {...actions} />
      </div>
      <dl className="grid gap-y-1 text-sm md:col-span-2 md:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)_minmax(0,1.6fr)_minmax(0,1fr)_auto] md:gap-x-6">
        {facts.map(([term, value]) => (
          <div key={term} className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-x-3 md:block">
            <dt className="text-muted md:whitespace-nowrap">{term}</dt>
            <dd className="break-words text-ink md:mt-0.5">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

function DiscountCodesAdmin() {
  const list = useSearchParamsState('q');
  const codes = useDiscountCodes({ q: list.query || undefined, page: list.page });
  const update = useUpdateDiscountCode();
  const [editing, setEditing] = useState<TDiscountCode | 'new' | null>(null);
  const [disabling, setDisabling] = useState<TDiscountCode | null>(null);
  // A code's status is worked out from its rules and the time the list was drawn.
  const now = Date.now();

  const enable = (code: TDiscountCode) =>
    update.mutate(
      { id: code.id, edit: { disabled: false } },
      {
        onSuccess: () => toast.success(`${code.code} can be used again.`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  const actionsFor = (code: TDiscountCode) => ({
    enabling: update.isPending && update.variables?.id === code.id,
    onEdit: () => setEditing(code),
    onDisable: () => setDisabling(code),
    onEnable: () => enable(code),
  });

  return (
    <ContentAdminPage
      section="discountCodes"
      title="Discount codes"
      metaDescription="Make and manage discount codes for consult fees."
      description="Percentages or amounts off a consult's fee, for everyone or one company's people, newest first, with how often each was used. Dates are in your time zone."
      actions={
        <button type="button" onClick={() => setEditing('new')} className={primaryButton}>
          <TicketPercent className="size-5" aria-hidden />
          New discount code
        </button>
      }
    >
      <div className="flex flex-col gap-5">
        <p className="max-w-[70ch] text-muted">
          Patients enter a code when they book a consult, before they pay; it is checked as they type and
          counted when the booking is made.
        </p>
        <SearchField
          id="discount-code-search"
          value={list.search}
          onValueChange={list.setSearch}
          placeholder="Part of a code"
          className="md:max-w-md"
        />
        <PagedList
          query={codes}
          what="the discount codes"
          summary={({ first, last, total }) =>
            `Showing ${first}–${last} of ${total} ${total === 1 ? 'code' : 'codes'}`
          }
          empty={
            <EmptyState
              title={list.query ? 'No discount code matches.' : 'There are no discount codes yet.'}
              action={
                list.query ? (
                  <button type="button" onClick={list.clear} className={linkButton}>
                    Clear the search
                  </button>
                ) : (
                  <button type="button" onClick={() => setEditing('new')} className={primaryButton}>
                    Make the first one
                  </button>
                )
              }
            >
              {list.query
                ? 'Search by any part of the code, in any case.'
                : "A code takes a percentage or an amount off a consult's fee, for everyone or one company's people."}
            </EmptyState>
          }
          pagesLabel="Pages of discount codes"
          onPage={list.setPage}
        >
          {(items) => (
            <ul className={`${card} divide-y divide-line`} aria-label="Discount codes">
              {items.map((code) => (
                <DiscountCodeRow key={code.id} code={code} now={now} {...actionsFor(code)} />
              ))}
            </ul>
          )}
        </PagedList>
      </div>
      <DiscountCodeDialog
        open={editing !== null}
        code={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onCreated={() => list.setPage(1)}
      />
      <ConfirmDialog
        open={disabling !== null}
        onClose={() => setDisabling(null)}
        title={`Disable ${disabling?.code ?? ''}?`}
        description={`Patients can no longer use ${disabling?.code ?? ''}. Codes already applied to bookings stay.`}
        confirmLabel="Disable code"
        pendingLabel="Disabling…"
        doneMessage={`${disabling?.code ?? 'The code'} is disabled.`}
        onConfirm={() => update.mutateAsync({ id: disabling?.id ?? '', edit: { disabled: true } })}
      />
    </ContentAdminPage>
  );
}

/** `/admin/discount-codes`: codes with their rules, uses and status; make, edit, disable, enable. */
export function DiscountCodesAdminPage() {
  return (
    <AdminOnly>
      <DiscountCodesAdmin />
    </AdminOnly>
  );
}
