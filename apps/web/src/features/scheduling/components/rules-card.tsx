import {
  type TAvailabilityRule,
  type TAvailabilityRuleInput,
  ZAvailabilityRuleInput,
} from '@curo/core/scheduling';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useCallback, useState } from 'react';
import { primaryButton, secondaryButton, smallButton } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatCalendarDate } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useAddRule, useChangeRule, useRemoveRule } from '../api/availability';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

type TKind = TAvailabilityRuleInput['kind'];

const KIND_NAMES: Record<TKind, string> = {
  weekly: 'Weekly hours',
  date: 'Different hours on a date',
  dayOff: 'Day off',
  break: 'Break',
};

/** "9:00 am" for "09:00". */
export function clock(hhmm: string | null): string {
  if (!hhmm) return '';
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

export function describeRule(rule: TAvailabilityRule): string {
  const when = rule.weekday
    ? `${WEEKDAYS[rule.weekday - 1]}s`
    : rule.date
      ? formatCalendarDate(rule.date)
      : '';
  const times = rule.startTime ? `${clock(rule.startTime)} – ${clock(rule.endTime)}` : '';
  if (rule.kind === 'dayOff') return `${when}: day off`;
  if (rule.kind === 'break') return `${when}: break ${times}`;
  return `${when}: ${times}`;
}

type TRuleField = 'kind' | 'on' | 'weekday' | 'date' | 'startTime' | 'endTime';
interface TRuleValues {
  kind: TKind;
  /** A break repeats every week or falls on one date. */
  on: 'weekday' | 'date';
  weekday: string;
  date: string;
  startTime: string;
  endTime: string;
}
const RULE_ORDER: readonly TRuleField[] = ['weekday', 'date', 'startTime', 'endTime'];
const ID_SUFFIX: Record<TRuleField, string> = {
  kind: 'kind',
  on: 'on',
  weekday: 'weekday',
  date: 'date',
  startTime: 'start',
  endTime: 'end',
};

/** A form for one rule (adding or changing it); checked with the same schema as the server. */
function RuleForm({
  kinds,
  initial,
  busy,
  onSave,
  onCancel,
}: {
  kinds: readonly TKind[];
  initial?: TAvailabilityRule;
  busy: boolean;
  onSave: (input: TAvailabilityRuleInput) => void;
  onCancel: () => void;
}) {
  const id = initial?.id ?? `new-${kinds.join('-')}`;
  const idFor = useCallback((field: TRuleField) => `${id}-${ID_SUFFIX[field]}`, [id]);
  const form = useFormState<TRuleField, TRuleValues>(
    {
      kind: initial?.kind ?? (kinds[0] as TKind),
      on: initial?.date ? 'date' : 'weekday',
      weekday: String(initial?.weekday ?? 1),
      date: initial?.date ?? '',
      startTime: initial?.startTime ?? '09:00',
      endTime: initial?.endTime ?? '17:00',
    },
    idFor,
    // The form is small: its first problem is said once, under it, and the fields at fault point there.
    { oneMessage: RULE_ORDER },
  );
  const { kind, on } = form.values;
  const usesWeekday = kind === 'weekly' || (kind === 'break' && on === 'weekday');
  const usesDate = kind === 'date' || kind === 'dayOff' || (kind === 'break' && on === 'date');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { weekday, date, startTime, endTime } = form.values;
    const input = form.check(
      ZAvailabilityRuleInput,
      {
        kind,
        weekday: usesWeekday ? Number(weekday) : null,
        date: usesDate ? date || null : null,
        startTime: kind === 'dayOff' ? null : startTime,
        endTime: kind === 'dayOff' ? null : endTime,
      },
      RULE_ORDER,
    );
    if (input) onSave(input);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-lg border border-line bg-surface p-3 sm:grid-cols-2"
    >
      {kinds.length > 1 ? (
        <SelectField
          {...form.text('kind')}
          className="sm:col-span-2"
          label="What"
          options={kinds.map((k) => ({ value: k, label: KIND_NAMES[k] }))}
        />
      ) : null}
      {kind === 'break' ? (
        <SelectField
          {...form.text('on')}
          className="sm:col-span-2"
          label="Repeats"
          options={[
            { value: 'weekday', label: 'Every week' },
            { value: 'date', label: 'On one date' },
          ]}
        />
      ) : null}
      {usesWeekday ? (
        <SelectField
          {...form.text('weekday')}
          className="sm:col-span-2"
          label="Day"
          options={WEEKDAYS.map((d, i) => ({ value: String(i + 1), label: d }))}
        />
      ) : null}
      {usesDate ? (
        <div className="sm:col-span-2">
          <TextField {...form.text('date')} label="Date" type="date" />
        </div>
      ) : null}
      {kind !== 'dayOff' ? (
        <>
          <TextField {...form.text('startTime')} label="From" type="time" step={900} />
          <TextField {...form.text('endTime')} label="To" type="time" step={900} />
        </>
      ) : null}
      {form.formError ? (
        <p id={form.alertId} role="alert" className="text-sm text-error sm:col-span-2">
          {form.formError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancel
        </button>
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

/**
 * A list of availability rules of some kinds (weekly hours; dates that differ; breaks), each
 * changeable and removable, with a form to add one. Saved at once; slots follow.
 */
export function RulesCard({
  doctorId,
  rules,
  kinds,
  empty,
  addLabel,
}: {
  doctorId: string;
  rules: TAvailabilityRule[];
  kinds: readonly TKind[];
  empty: string;
  addLabel: string;
}) {
  const add = useAddRule(doctorId);
  const change = useChangeRule(doctorId);
  const remove = useRemoveRule(doctorId);
  const [editing, setEditing] = useState<string | null>(null);
  const fail = (error: unknown) => toast.error(errorMessage(error));

  return (
    <div className="flex flex-col gap-3">
      {rules.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-3 text-muted">{empty}</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {rules.map((rule) => (
            <li key={rule.id} className="p-2">
              {editing === rule.id ? (
                <RuleForm
                  kinds={[rule.kind]}
                  initial={rule}
                  busy={change.isPending}
                  onCancel={() => setEditing(null)}
                  onSave={(input) =>
                    change.mutate(
                      { id: rule.id, input },
                      {
                        onSuccess: () => {
                          setEditing(null);
                          toast.success('Saved');
                        },
                        onError: fail,
                      },
                    )
                  }
                />
              ) : (
                <div className="flex flex-col gap-2 px-1 sm:flex-row sm:items-center sm:justify-between">
                  <span className="text-ink">{describeRule(rule)}</span>
                  <span className="flex gap-1">
                    <button type="button" className={smallButton} onClick={() => setEditing(rule.id)}>
                      <Pencil aria-hidden className="size-4" />
                      Change<span className="sr-only"> {describeRule(rule)}</span>
                    </button>
                    <button
                      type="button"
                      className={`${smallButton} text-error hover:border-error hover:text-error`}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(rule.id, { onSuccess: () => toast.success('Removed'), onError: fail })
                      }
                    >
                      <Trash2 aria-hidden className="size-4" />
                      Remove<span className="sr-only"> {describeRule(rule)}</span>
                    </button>
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing === 'new' ? (
        <RuleForm
          kinds={kinds}
          busy={add.isPending}
          onCancel={() => setEditing(null)}
          onSave={(input) =>
            add.mutate(input, {
              onSuccess: () => {
                setEditing(null);
                toast.success('Added');
              },
              onError: fail,
            })
          }
        />
      ) : (
        <button type="button" className={`${secondaryButton} self-start`} onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" />
          {addLabel}
        </button>
      )}
    </div>
  );
}
