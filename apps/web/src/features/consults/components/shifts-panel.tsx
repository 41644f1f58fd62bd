import { SHIFT_MAX_HOURS, type TShiftKind, ZShiftInput } from '@curo/core/scheduling-on-demand';
import { type FormEvent, useCallback, useState } from 'react';
import { z } from 'zod';
import { primaryButton, smallButton } from '../../../components/ui/button';
import { paddedCard } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import {
  addDays,
  formatDateTime,
  formatTime,
  localDate,
  viewerTimeZone,
  zoneCity,
  zonedInstant,
} from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useAddShift, useRemoveShift, useShifts } from '../api/on-demand';

/** Rosters can be long (an instant doctor on around the clock has two shifts a day). */
const SHOWN = 5;

const NAMES: Record<TShiftKind, { title: string; empty: string }> = {
  instant: {
    title: 'Your instant shifts',
    empty: 'No shifts in the next two weeks. While you are on shift, you can take patients from the queue.',
  },
  emergency: {
    title: 'Your emergency shifts',
    empty:
      'No emergency shifts in the next two weeks. While you are on one, urgent consults are offered to you.',
  },
};

/**
 * The form keeps the request's keys, where ZShiftInput puts its problems; until checked they hold
 * the clock times as typed ("09:00").
 */
type TShiftField = 'date' | 'startsAt' | 'endsAt';
const SHIFT_ORDER: readonly TShiftField[] = ['date', 'startsAt', 'endsAt'];
const ID_SUFFIX: Record<TShiftField, string> = { date: 'date', startsAt: 'from', endsAt: 'to' };
const CHOOSE_ALL = 'Choose a day, a start and an end';

/** A day and two clock times in `zone` as the shift they mean: an end at or before the start runs past midnight. */
const ZShiftForm = (zone: string) =>
  z
    .object({
      date: z.string().min(1, { error: CHOOSE_ALL }),
      startsAt: z.string().min(1, { error: CHOOSE_ALL }),
      endsAt: z.string().min(1, { error: CHOOSE_ALL }),
    })
    // A day or time that cannot be read becomes '', which the instant check refuses.
    .transform(({ date, startsAt: from, endsAt: to }) => ({
      startsAt: zonedInstant(date, from, zone) ?? '',
      endsAt: zonedInstant(to <= from ? addDays(date, 1) : date, to, zone) ?? '',
    }))
    .pipe(ZShiftInput);

/**
 * A doctor's own shifts of one kind for the next two weeks: list, add (a day and a from/to time in
 * the doctor's zone; an end at or before the start runs past midnight) and remove.
 */
export function ShiftsPanel({ kind }: { kind: TShiftKind }) {
  const zone = viewerTimeZone();
  const shifts = useShifts(kind);
  const add = useAddShift(kind);
  const remove = useRemoveShift(kind);
  const today = localDate(new Date(), zone);
  const idFor = useCallback((field: TShiftField) => `${kind}-shift-${ID_SUFFIX[field]}`, [kind]);
  // The row of fields is narrow: its first problem is said once, under it, and the fields at fault point there.
  const form = useFormState<TShiftField>({ date: today, startsAt: '09:00', endsAt: '17:00' }, idFor, {
    oneMessage: SHIFT_ORDER,
  });
  const [showAll, setShowAll] = useState(false);
  const headingId = `${kind}-shifts-heading`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(ZShiftForm(zone), form.values, SHIFT_ORDER);
    if (!input) return;
    if (await form.send(() => add.mutateAsync({ startsAt: input.startsAt, endsAt: input.endsAt })))
      toast.success('Shift added');
  };

  return (
    <section aria-labelledby={headingId} className={paddedCard}>
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {NAMES[kind].title}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Times in your time zone ({zoneCity(zone)}). A shift is at most {SHIFT_MAX_HOURS} hours.
      </p>
      {shifts.isPending ? (
        <p className="mt-3 text-muted">Loading shifts…</p>
      ) : shifts.isError ? (
        <p className="mt-3 text-error">{errorMessage(shifts.error)}</p>
      ) : shifts.data.items.length === 0 ? (
        <p className="mt-3 text-muted">{NAMES[kind].empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line" aria-label={NAMES[kind].title}>
          {(showAll ? shifts.data.items : shifts.data.items.slice(0, SHOWN)).map((shift) => {
            const when = `${formatDateTime(shift.startsAt, zone)} to ${
              localDate(shift.endsAt, zone) === localDate(shift.startsAt, zone)
                ? formatTime(shift.endsAt, zone)
                : formatDateTime(shift.endsAt, zone)
            }`;
            return (
              <li key={shift.id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0 text-[15px] text-ink">{when}</span>
                <button
                  type="button"
                  className={`${smallButton} shrink-0 text-error hover:border-error hover:text-error`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(shift.id, {
                      onSuccess: () => toast.success('Shift removed'),
                      onError: (e) => toast.error(errorMessage(e)),
                    })
                  }
                >
                  Remove<span className="sr-only"> the shift {when}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {shifts.data && shifts.data.items.length > SHOWN ? (
        <button
          type="button"
          className={`${smallButton} mt-2`}
          aria-expanded={showAll}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? 'Show the next few only' : `Show all ${shifts.data.items.length} shifts`}
        </button>
      ) : null}
      <form
        onSubmit={submit}
        noValidate
        className="mt-4 border-t border-line pt-4"
        aria-label={`Add ${kind} shift`}
      >
        <h3 className="mb-2 font-semibold text-ink">Add a shift</h3>
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
          <TextField {...form.text('date')} label="Day" type="date" min={today} />
          <TextField {...form.text('startsAt')} label="From" type="time" step={900} />
          <TextField {...form.text('endsAt')} label="To" type="time" step={900} />
          <button type="submit" className={primaryButton} disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add shift'}
          </button>
        </div>
        {form.formError ? (
          <div id={form.alertId} className="mt-3">
            <Notice tone="error" title={form.formError} />
          </div>
        ) : null}
      </form>
    </section>
  );
}
