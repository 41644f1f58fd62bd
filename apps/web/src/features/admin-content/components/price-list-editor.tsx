import { slugify, type TPriceItem, type TPriceList } from '@curo/core/content';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useCallback, useMemo, useRef, useState } from 'react';
import { primaryButton, secondaryButton, smallDangerButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ToggleField } from '../../../components/ui/toggle-field';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { centsToDollars, dollarsToCents, formatCents, PRICE_MESSAGE } from '../../../lib/money';
import { toast } from '../../../lib/toast-store';
import { type TPriceListKind, usePriceList } from '../api/get-price-list';
import { useSavePriceList } from '../api/save-price-list';
import { moveItem } from '../utils/move-item';
import { LeaveGuard } from './leave-guard';

const MAX_ROWS = 50;

interface TPriceRow {
  /** React's key; stable while rows move. */
  key: string;
  /** The item's id; pages pick prices by it. New rows make theirs from the name until typed. */
  id: string | null;
  isNew: boolean;
  name: string;
  summary: string;
  medicare: string;
  billing: TPriceItem['billing'];
  amount: string;
  isFrom: boolean;
  gstFree: boolean;
}
type TRowField = 'id' | 'name' | 'amount';
type TRowErrors = Partial<Record<TRowField, string>>;

let keys = 0;
const nextKey = () => {
  keys += 1;
  return `row-${keys}`;
};

const rowOf = (item: TPriceItem): TPriceRow => ({
  key: nextKey(),
  id: item.id,
  isNew: false,
  name: item.name,
  summary: item.summary,
  medicare: item.medicare,
  billing: item.billing,
  amount: item.amountCents === null ? '' : centsToDollars(item.amountCents),
  isFrom: item.isFrom,
  gstFree: item.gstFree,
});
const blankRow = (): TPriceRow => ({
  key: nextKey(),
  id: null,
  isNew: true,
  name: '',
  summary: '',
  medicare: '',
  billing: 'patient',
  amount: '',
  isFrom: false,
  gstFree: true,
});
const idOf = (row: TPriceRow) => row.id ?? slugify(row.name).slice(0, 40);
/** The rows as typed, without their React keys: what "unsaved changes" compares. */
const snapshotOf = (rows: readonly TPriceRow[]) => JSON.stringify(rows.map(({ key: _key, ...row }) => row));

/** The rows as the API takes them, or each row's problems. */
function itemsFrom(
  rows: readonly TPriceRow[],
): { items: TPriceItem[] } | { errors: Record<string, TRowErrors> } {
  const errors: Record<string, TRowErrors> = {};
  const seen = new Set<string>();
  const items = rows.map((row): TPriceItem => {
    const problems: TRowErrors = {};
    const id = idOf(row).trim();
    if (!/^[a-z0-9-]{1,40}$/.test(id)) problems.id = 'Use 1–40 lower-case letters, digits and hyphens';
    else if (seen.has(id)) problems.id = 'Another row has this id';
    seen.add(id);
    if (!row.name.trim()) problems.name = 'Enter a name';
    const amountCents = row.amount.trim() ? dollarsToCents(row.amount) : null;
    if (row.amount.trim() && amountCents === null) problems.amount = PRICE_MESSAGE;
    if (!row.amount.trim() && row.billing === 'patient') problems.amount = 'Enter what the patient pays';
    if (Object.keys(problems).length > 0) errors[row.key] = problems;
    return {
      id,
      name: row.name.trim(),
      summary: row.summary.trim(),
      medicare: row.medicare.trim(),
      billing: row.billing,
      amountCents,
      isFrom: row.isFrom,
      gstFree: row.gstFree,
    };
  });
  return Object.keys(errors).length > 0 ? { errors } : { items };
}

const BILLING_OPTIONS = [
  { value: 'patient', label: 'The patient pays' },
  { value: 'insurer', label: 'An insurer or employer pays' },
] as const;

function PriceRowCard({
  row,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  row: TPriceRow;
  index: number;
  count: number;
  errors: TRowErrors | undefined;
  onChange: (changes: Partial<TPriceRow>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = (field: string) => `price-${row.key}-${field}`;
  const name = row.name.trim() || `Row ${index + 1}`;
  const amount = row.amount.trim() ? dollarsToCents(row.amount) : null;
  const iconButton =
    'inline-flex size-11 items-center justify-center rounded-lg border border-line bg-white text-ink hover:border-primary hover:text-primary disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <li className={`${card} p-4 sm:p-5`} aria-labelledby={id('heading')}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={id('heading')} className="font-semibold text-ink">
            <span className="text-muted">{index + 1}.</span> {name}
          </h3>
          <p className="text-sm text-muted">
            {row.billing === 'insurer'
              ? 'Paid by an insurer or employer'
              : amount !== null
                ? `${row.isFrom ? 'From ' : ''}${formatCents(amount)}, ${row.gstFree ? 'GST-free' : 'includes GST'}`
                : 'No price yet'}
            {row.isNew ? null : ` · id ${row.id}`}
          </p>
        </div>
        <div className="flex gap-2">
          <button type="button" onClick={() => onMove(-1)} disabled={index === 0} className={iconButton}>
            <ArrowUp className="size-4" aria-hidden />
            <span className="sr-only">Move up: {name}</span>
          </button>
          <button
            type="button"
            onClick={() => onMove(1)}
            disabled={index === count - 1}
            className={iconButton}
          >
            <ArrowDown className="size-4" aria-hidden />
            <span className="sr-only">Move down: {name}</span>
          </button>
          <button type="button" onClick={onRemove} className={smallDangerButton}>
            <Trash2 className="size-4" aria-hidden />
            Remove<span className="sr-only"> {name}</span>
          </button>
        </div>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-6">
        <div className="sm:col-span-4">
          <TextField
            id={id('name')}
            name="name"
            label="Name"
            autoComplete="off"
            maxLength={120}
            value={row.name}
            onValueChange={(value) => onChange({ name: value })}
            error={errors?.name}
          />
        </div>
        <div className="sm:col-span-2">
          <TextField
            id={id('amount')}
            name="amount"
            label="Amount in dollars"
            inputMode="decimal"
            autoComplete="off"
            placeholder={row.billing === 'insurer' ? 'Not shown' : '59.00'}
            value={row.amount}
            onValueChange={(value) => onChange({ amount: value })}
            error={errors?.amount}
          />
        </div>
        <div className="sm:col-span-2">
          <SelectField
            id={id('billing')}
            label="Who pays"
            value={row.billing}
            options={BILLING_OPTIONS}
            onValueChange={(value) => onChange({ billing: value })}
          />
        </div>
        <div className="flex flex-wrap gap-x-8 sm:col-span-4 sm:items-end sm:pl-2">
          <ToggleField
            id={id('isFrom')}
            label="Starting price"
            checked={row.isFrom}
            onCheckedChange={(value) => onChange({ isFrom: value })}
            hint="Shown as “from”."
          />
          <ToggleField
            id={id('gstFree')}
            label="GST-free"
            checked={row.gstFree}
            onCheckedChange={(value) => onChange({ gstFree: value })}
            hint="Medical consults usually are."
          />
        </div>
        <div className="sm:col-span-3">
          <TextAreaField
            id={id('summary')}
            name="summary"
            label="Summary"
            rows={3}
            maxLength={400}
            value={row.summary}
            onValueChange={(value) => onChange({ summary: value })}
          />
        </div>
        <div className="sm:col-span-3">
          <TextAreaField
            id={id('medicare')}
            name="medicare"
            label="Medicare note"
            rows={3}
            maxLength={400}
            value={row.medicare}
            onValueChange={(value) => onChange({ medicare: value })}
          />
        </div>
        {row.isNew ? (
          <div className="sm:col-span-3">
            <TextField
              id={id('id')}
              name="id"
              label="Id"
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              value={idOf(row)}
              onValueChange={(value) => onChange({ id: value })}
              error={errors?.id}
              hint="Pages pick a price by its id; it cannot be changed later."
            />
          </div>
        ) : null}
      </div>
    </li>
  );
}

function PriceListForm({ kind, list }: { kind: TPriceListKind; list: TPriceList }) {
  const [rows, setRows] = useState(() => list.items.map(rowOf));
  const [baseline, setBaseline] = useState(() => snapshotOf(list.items.map(rowOf)));
  const [updatedAt, setUpdatedAt] = useState(list.updatedAt);
  const [errors, setErrors] = useState<Record<string, TRowErrors>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const save = useSavePriceList();

  const dirty = useMemo(() => snapshotOf(rows) !== baseline, [rows, baseline]);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const shouldBlock = useCallback(() => dirtyRef.current, []);

  const change = (key: string, changes: Partial<TPriceRow>) => {
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...changes } : row)));
    setErrors((all) => {
      if (!all[key]) return all;
      const next = { ...all[key] };
      for (const field of Object.keys(changes)) delete next[field as TRowField];
      return { ...all, [key]: next };
    });
  };
  const move = (index: number, by: -1 | 1) => {
    const row = rows[index];
    setRows((list) => moveItem(list, index, by));
    if (row) {
      setAnnouncement(`${row.name || 'The row'} moved to position ${index + by + 1} of ${rows.length}.`);
      // Keep focus on the same control as the row moves; at an end, on its twin.
      requestAnimationFrame(() => {
        const target = index + by;
        const atEnd = by === -1 ? target === 0 : target === rows.length - 1;
        const heading = document.getElementById(`price-${row.key}-heading`);
        const buttons = heading?.closest('li')?.querySelectorAll<HTMLButtonElement>('button');
        buttons?.[atEnd ? (by === -1 ? 1 : 0) : by === -1 ? 0 : 1]?.focus();
      });
    }
  };
  const add = () => {
    const row = blankRow();
    setRows((list) => [...list, row]);
    requestAnimationFrame(() => document.getElementById(`price-${row.key}-name`)?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const result = itemsFrom(rows);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = rows.find((row) => result.errors[row.key]);
      const field = first
        ? (['name', 'amount', 'id'] as const).find((f) => result.errors[first.key]?.[f])
        : null;
      if (first && field) document.getElementById(`price-${first.key}-${field}`)?.focus();
      setFormError('Some rows need attention.');
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ kind, items: result.items });
      const next = saved.items.map(rowOf);
      setRows(next);
      setBaseline(snapshotOf(next));
      setUpdatedAt(saved.updatedAt);
      toast.success(kind === 'pricing' ? 'The price list is saved.' : "The children's price list is saved.");
    } catch (failure) {
      setFormError(errorMessage(failure));
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={kind === 'pricing' ? 'Price list' : "Children's price list"}
      className="flex flex-col gap-4"
    >
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {rows.length === 0 ? (
        <p className={`${card} p-6 text-center text-muted`}>No prices yet. Add the first row.</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {rows.map((row, index) => (
            <PriceRowCard
              key={row.key}
              row={row}
              index={index}
              count={rows.length}
              errors={errors[row.key]}
              onChange={(changes) => change(row.key, changes)}
              onMove={(by) => move(index, by)}
              onRemove={() => setRows((list) => list.filter((r) => r.key !== row.key))}
            />
          ))}
        </ol>
      )}
      <div>
        <button type="button" onClick={add} disabled={rows.length >= MAX_ROWS} className={secondaryButton}>
          <Plus className="size-5" aria-hidden />
          Add a row
        </button>
      </div>
      <div className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(15_23_42/0.06)] backdrop-blur sm:mx-0 sm:rounded-card sm:border">
        {formError ? (
          <div className="mb-3">
            <FormAlert id={`${kind}-alert`}>{formError}</FormAlert>
          </div>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted" aria-live="polite">
            {dirty ? (
              <span className="font-medium text-warning">
                Unsaved changes. Saving replaces the whole list.
              </span>
            ) : updatedAt ? (
              `Last saved ${formatDateTimeWithYear(updatedAt)}`
            ) : (
              'Never saved: the site shows its built-in prices.'
            )}
          </p>
          <button type="submit" disabled={save.isPending} className={primaryButton}>
            {save.isPending ? 'Saving…' : 'Save price list'}
          </button>
        </div>
      </div>
      <LeaveGuard when={shouldBlock} watchQuery />
    </form>
  );
}

/** A price list's rows, edited together and saved as a whole (the API replaces the list). */
export function PriceListEditor({ kind }: { kind: TPriceListKind }) {
  const list = usePriceList(kind);
  if (list.isPending) return <Loading label="Loading the prices…" />;
  if (list.isError)
    return <LoadProblem what="the prices" error={list.error} onRetry={() => void list.refetch()} />;
  return <PriceListForm key={kind} kind={kind} list={list.data} />;
}
