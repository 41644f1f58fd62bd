import { slugify, type TPriceItem, type TPriceList } from '@curo/core/content';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { secondaryButton, smallDangerButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ToggleField } from '../../../components/ui/toggle-field';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { centsToDollars, dollarsToCents, formatCents, PRICE_MESSAGE } from '../../../lib/money';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { type TPriceListKind, usePriceList } from '../api/get-price-list';
import { useSavePriceList } from '../api/save-price-list';
import { moveItem } from '../utils/move-item';
import { EditorSaveBar } from './editor-save-bar';

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
/** The fields of a row that can be in error. */
type TRowField = 'id' | 'name' | 'amount';
/** A row's field as the form names its error: "row-3-amount", which is also its box's id after "price-". */
type TCell = `${string}-${TRowField}`;
type TField = 'rows' | TCell;
const cellOf = (key: string, field: TRowField): TCell => `${key}-${field}`;
const isRowField = (field: keyof TPriceRow): field is TRowField =>
  field === 'id' || field === 'name' || field === 'amount';
const fieldId = (field: TField) => `price-${field}`;

let keys = 0;
const nextKey = () => {
  keys += 1;
  return `row-${keys}`;
};

/** A saved item as a row, keyed by its place in the list as loaded (new rows take `nextKey`'s). */
const rowOf = (item: TPriceItem, index: number): TPriceRow => ({
  key: `saved-${index}`,
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

/**
 * The list's own rules, in the shape `form.check` takes a schema: the rows as the API takes them,
 * or each cell's first problem. They ask more than the API's schema (an id pages can use, a price
 * for what the patient pays), so they are written here.
 */
const rowRules = {
  safeParse(rows: readonly TPriceRow[]) {
    const issues: { path: [TCell]; message: string }[] = [];
    const problem = (row: TPriceRow, field: TRowField, message: string) =>
      issues.push({ path: [cellOf(row.key, field)], message });
    const seen = new Set<string>();
    const items = rows.map((row): TPriceItem => {
      const id = idOf(row).trim();
      if (!/^[a-z0-9-]{1,40}$/.test(id))
        problem(row, 'id', 'Use 1–40 lower-case letters, digits and hyphens');
      else if (seen.has(id)) problem(row, 'id', 'Another row has this id');
      seen.add(id);
      if (!row.name.trim()) problem(row, 'name', 'Enter a name');
      const amountCents = row.amount.trim() ? dollarsToCents(row.amount) : null;
      if (row.amount.trim() && amountCents === null) problem(row, 'amount', PRICE_MESSAGE);
      if (!row.amount.trim() && row.billing === 'patient')
        problem(row, 'amount', 'Enter what the patient pays');
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
    return issues.length > 0
      ? { success: false as const, error: { issues } }
      : { success: true as const, data: items };
  },
};
/** Where focus goes first: row by row, each row's boxes from the top. */
const orderOf = (rows: readonly TPriceRow[]) =>
  rows.flatMap((row) => (['name', 'amount', 'id'] as const).map((field) => cellOf(row.key, field)));

const BILLING_OPTIONS = [
  { value: 'patient', label: 'The patient pays' },
  { value: 'insurer', label: 'An insurer or employer pays' },
] as const;

function PriceRowCard({
  row,
  index,
  count,
  errorOf,
  onChange,
  onMove,
  onRemove,
}: {
  row: TPriceRow;
  index: number;
  count: number;
  errorOf: (field: TRowField) => string | undefined;
  onChange: <K extends keyof TPriceRow>(field: K, value: TPriceRow[K]) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = (field: keyof TPriceRow | 'heading') => `price-${row.key}-${field}`;
  const text = (field: 'name' | 'amount' | 'summary' | 'medicare') => ({
    id: id(field),
    name: field,
    value: row[field],
    onValueChange: (value: string) => onChange(field, value),
    error: isRowField(field) ? errorOf(field) : undefined,
  });
  const toggle = (field: 'isFrom' | 'gstFree') => ({
    id: id(field),
    checked: row[field],
    onCheckedChange: (value: boolean) => onChange(field, value),
  });
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
          <TextField {...text('name')} label="Name" autoComplete="off" maxLength={120} />
        </div>
        <div className="sm:col-span-2">
          <TextField
            {...text('amount')}
            label="Amount in dollars"
            inputMode="decimal"
            autoComplete="off"
            placeholder={row.billing === 'insurer' ? 'Not shown' : '59.00'}
          />
        </div>
        <div className="sm:col-span-2">
          <SelectField
            id={id('billing')}
            label="Who pays"
            value={row.billing}
            options={BILLING_OPTIONS}
            onValueChange={(value) => onChange('billing', value)}
          />
        </div>
        <div className="flex flex-wrap gap-x-8 sm:col-span-4 sm:items-end sm:pl-2">
          <ToggleField {...toggle('isFrom')} label="Starting price" hint="Shown as “from”." />
          <ToggleField {...toggle('gstFree')} label="GST-free" hint="Medical consults usually are." />
        </div>
        <div className="sm:col-span-3">
          <TextAreaField {...text('summary')} label="Summary" rows={3} maxLength={400} />
        </div>
        <div className="sm:col-span-3">
          <TextAreaField {...text('medicare')} label="Medicare note" rows={3} maxLength={400} />
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
              onValueChange={(value) => onChange('id', value)}
              error={errorOf('id')}
              hint="Pages pick a price by its id; it cannot be changed later."
            />
          </div>
        ) : null}
      </div>
    </li>
  );
}

function PriceListForm({ kind, list }: { kind: TPriceListKind; list: TPriceList }) {
  const form = useFormState<TField, { rows: TPriceRow[] }>({ rows: list.items.map(rowOf) }, fieldId, {
    alertId: `${kind}-alert`,
  });
  const [baseline, setBaseline] = useState(() => snapshotOf(form.values.rows));
  const [updatedAt, setUpdatedAt] = useState(list.updatedAt);
  const [announcement, setAnnouncement] = useState('');
  const save = useSavePriceList();
  const { rows } = form.values;
  const dirty = useMemo(() => snapshotOf(rows) !== baseline, [rows, baseline]);

  const change = <K extends keyof TPriceRow>(key: string, field: K, value: TPriceRow[K]) => {
    form.setValue(
      'rows',
      rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)),
    );
    // Setting the rows clears the list's own error; the changed cell's goes by its name.
    if (isRowField(field)) form.clearError(cellOf(key, field));
  };
  const move = (index: number, by: -1 | 1) => {
    const row = rows[index];
    form.setValue('rows', moveItem(rows, index, by));
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
    form.setValue('rows', [...rows, row]);
    requestAnimationFrame(() => document.getElementById(`price-${row.key}-name`)?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const items = form.check(rowRules, rows, orderOf(rows));
    if (!items) {
      form.showFormError('Some rows need attention.');
      return;
    }
    await form.send(async () => {
      const saved = await save.mutateAsync({ kind, items });
      const next = saved.items.map(rowOf);
      form.resetValues({ rows: next });
      setBaseline(snapshotOf(next));
      setUpdatedAt(saved.updatedAt);
      toast.success(kind === 'pricing' ? 'The price list is saved.' : "The children's price list is saved.");
    });
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
              errorOf={(field) => form.errors[cellOf(row.key, field)]}
              onChange={(field, value) => change(row.key, field, value)}
              onMove={(by) => move(index, by)}
              onRemove={() =>
                form.setValue(
                  'rows',
                  rows.filter((r) => r.key !== row.key),
                )
              }
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
      <EditorSaveBar
        dirty={dirty}
        unsavedNote="Unsaved changes. Saving replaces the whole list."
        note={
          updatedAt
            ? `Last saved ${formatDateTimeWithYear(updatedAt)}`
            : 'Never saved: the site shows its built-in prices.'
        }
        form={form}
        submitLabel="Save price list"
        busy={save.isPending}
        watchQuery
      />
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
