import {
  type TAvailabilityRule,
  type TAvailabilityRuleInput,
  ZAvailabilityRuleInput,
} from '@curo/core/scheduling';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { primaryButton, secondaryButton, smallButton } from '../../../components/ui/button';
import { controlClass, labelClass } from '../../../components/ui/field-styles';
import { formatCalendarDate } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
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
  const [kind, setKind] = useState<TKind>(initial?.kind ?? (kinds[0] as TKind));
  const [weekday, setWeekday] = useState(String(initial?.weekday ?? 1));
  const [date, setDate] = useState(initial?.date ?? '');
  const [startTime, setStart] = useState(initial?.startTime ?? '09:00');
  const [endTime, setEnd] = useState(initial?.endTime ?? '17:00');
  const [on, setOn] = useState<'weekday' | 'date'>(initial?.date ? 'date' : 'weekday');
  const [error, setError] = useState<string | null>(null);
  const usesWeekday = kind === 'weekly' || (kind === 'break' && on === 'weekday');
  const usesDate = kind === 'date' || kind === 'dayOff' || (kind === 'break' && on === 'date');
  const id = initial?.id ?? `new-${kinds.join('-')}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      kind,
      weekday: usesWeekday ? Number(weekday) : null,
      date: usesDate ? date || null : null,
      startTime: kind === 'dayOff' ? null : startTime,
      endTime: kind === 'dayOff' ? null : endTime,
    };
    const parsed = ZAvailabilityRuleInput.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the times');
      return;
    }
    onSave(parsed.data);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-lg border border-line bg-surface p-3 sm:grid-cols-2"
    >
      {kinds.length > 1 ? (
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-kind`} className={labelClass}>
            What
          </label>
          <select
            id={`${id}-kind`}
            className={controlClass}
            value={kind}
            onChange={(e) => setKind(e.target.value as TKind)}
          >
            {kinds.map((k) => (
              <option key={k} value={k}>
                {KIND_NAMES[k]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {kind === 'break' ? (
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-on`} className={labelClass}>
            Repeats
          </label>
          <select
            id={`${id}-on`}
            className={controlClass}
            value={on}
            onChange={(e) => setOn(e.target.value as 'weekday' | 'date')}
          >
            <option value="weekday">Every week</option>
            <option value="date">On one date</option>
          </select>
        </div>
      ) : null}
      {usesWeekday ? (
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-weekday`} className={labelClass}>
            Day
          </label>
          <select
            id={`${id}-weekday`}
            className={controlClass}
            value={weekday}
            onChange={(e) => setWeekday(e.target.value)}
          >
            {WEEKDAYS.map((d, i) => (
              <option key={d} value={i + 1}>
                {d}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {usesDate ? (
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-date`} className={labelClass}>
            Date
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className={controlClass}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
      ) : null}
      {kind !== 'dayOff' ? (
        <>
          <div>
            <label htmlFor={`${id}-start`} className={labelClass}>
              From
            </label>
            <input
              id={`${id}-start`}
              type="time"
              step={900}
              className={controlClass}
              value={startTime}
              onChange={(e) => setStart(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-end`} className={labelClass}>
              To
            </label>
            <input
              id={`${id}-end`}
              type="time"
              step={900}
              className={controlClass}
              value={endTime}
              onChange={(e) => setEnd(e.target.value)}
            />
          </div>
        </>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-error sm:col-span-2">
          {error}
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
