import { CONSULT_DURATIONS, type TConsultSettings, ZConsultSettings } from '@curo/core/scheduling';
import type { FormEvent, ReactNode } from 'react';
import { primaryButton } from '../../../components/ui/button';
import { checkboxClass, labelClass } from '../../../components/ui/field-styles';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { centsToDollars } from '../../../lib/money';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useUpdateConsultSettings } from '../api/get-consult-settings';

type TKind = TConsultSettings['kinds'][number];

const KINDS: ReadonlyArray<{ id: TKind; label: string }> = [
  { id: 'scheduled', label: 'Scheduled consults' },
  { id: 'request', label: 'Requests with offered times' },
  { id: 'callback', label: 'Callbacks' },
  { id: 'offline', label: 'Offline reviews' },
];

type TField = keyof TConsultSettings;
interface TValues {
  durations: TConsultSettings['durations'];
  /** The number boxes' text, as typed; each becomes a number when it is checked. */
  bufferMinutes: string;
  minNoticeMinutes: string;
  horizonDays: string;
  kinds: TKind[];
  acceptsEmergency: boolean;
  /** The fee in dollars, as typed; empty follows the price list. */
  priceCents: string;
}

const ORDER: readonly TField[] = [
  'durations',
  'bufferMinutes',
  'minNoticeMinutes',
  'horizonDays',
  'kinds',
  'priceCents',
];
const IDS: Record<TField, string> = {
  durations: 'cs-durations',
  bufferMinutes: 'cs-buffer',
  minNoticeMinutes: 'cs-notice',
  horizonDays: 'cs-horizon',
  kinds: 'cs-kinds',
  acceptsEmergency: 'cs-emergency',
  priceCents: 'cs-price',
};
const idFor = (field: TField) => IDS[field];
const MESSAGES = {
  durations: 'Choose at least one consult length',
  bufferMinutes: 'Enter whole minutes from 0 to 120',
  minNoticeMinutes: 'Enter whole minutes from 0 to 10080 (one week)',
  horizonDays: 'Enter whole days from 1 to 365',
  kinds: 'Choose at least one kind of consult',
  priceCents: 'Give the fee in dollars, such as 89.00, or leave it empty',
};

const valuesOf = (settings: TConsultSettings): TValues => ({
  durations: settings.durations,
  bufferMinutes: String(settings.bufferMinutes),
  minNoticeMinutes: String(settings.minNoticeMinutes),
  horizonDays: String(settings.horizonDays),
  kinds: settings.kinds,
  acceptsEmergency: settings.acceptsEmergency,
  priceCents: settings.priceCents === null ? '' : centsToDollars(settings.priceCents),
});

const toggle = <T,>(list: readonly T[], value: T) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** Boxes to tick under one legend, with the group's message, which the group is described by. */
function CheckGroup({
  id,
  legend,
  error,
  className,
  children,
}: {
  id: string;
  legend: string;
  error?: string;
  className: string;
  children: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={labelClass}>{legend}</legend>
      <div className={className}>{children}</div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function CheckBox({
  id,
  label,
  checked,
  onChange,
}: {
  id?: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2">
      <input id={id} type="checkbox" className={checkboxClass} checked={checked} onChange={onChange} />
      {label}
    </label>
  );
}

/** Consult lengths, buffer, notice, horizon, kinds and fee; checked with the server's own schema. */
export function ConsultSettingsCard({
  doctorId,
  settings,
}: {
  doctorId: string;
  settings: TConsultSettings;
}) {
  const save = useUpdateConsultSettings(doctorId);
  const form = useFormState<TField, TValues>(valuesOf(settings), idFor);
  const { values, errors } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = values.priceCents.trim();
    const input = form.check(
      ZConsultSettings,
      {
        durations: [...values.durations].sort((a, b) => a - b),
        bufferMinutes: Number(values.bufferMinutes),
        minNoticeMinutes: Number(values.minNoticeMinutes),
        horizonDays: Number(values.horizonDays),
        kinds: values.kinds,
        acceptsEmergency: values.acceptsEmergency,
        priceCents: price === '' ? null : Math.round(Number(price) * 100),
      },
      ORDER,
      MESSAGES,
    );
    if (!input) return;
    save.mutate(input, {
      onSuccess: () => toast.success('Consult settings saved'),
      onError: (err) => toast.error(errorMessage(err)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <CheckGroup
        id={idFor('durations')}
        legend="Consult lengths patients can book"
        error={errors.durations}
        className="flex flex-wrap gap-x-4"
      >
        {CONSULT_DURATIONS.map((d, i) => (
          <CheckBox
            key={d}
            // The first box takes focus when none is ticked.
            id={i === 0 ? idFor('durations') : undefined}
            label={`${d} min`}
            checked={values.durations.includes(d)}
            onChange={() => form.setValue('durations', toggle(values.durations, d))}
          />
        ))}
      </CheckGroup>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          {...form.text('bufferMinutes')}
          label="Buffer between consults (minutes)"
          type="number"
          min={0}
          max={120}
        />
        <TextField
          {...form.text('minNoticeMinutes')}
          label="Minimum notice (minutes)"
          type="number"
          min={0}
        />
        <TextField
          {...form.text('horizonDays')}
          label="Bookable up to (days ahead)"
          type="number"
          min={1}
          max={365}
        />
      </div>
      <CheckGroup
        id={idFor('kinds')}
        legend="Kinds of consult you take"
        error={errors.kinds}
        className="grid sm:grid-cols-2"
      >
        {KINDS.map((k, i) => (
          <CheckBox
            key={k.id}
            id={i === 0 ? idFor('kinds') : undefined}
            label={k.label}
            checked={values.kinds.includes(k.id)}
            onChange={() => form.setValue('kinds', toggle(values.kinds, k.id))}
          />
        ))}
        <CheckBox
          id={idFor('acceptsEmergency')}
          label="Urgent same-day consults"
          checked={values.acceptsEmergency}
          onChange={() => form.setValue('acceptsEmergency', !values.acceptsEmergency)}
        />
      </CheckGroup>
      <div className="max-w-xs">
        <TextField
          {...form.text('priceCents')}
          name="price"
          label="Your fee (AUD, GST-free)"
          inputMode="decimal"
          placeholder="Our price list"
          hint="Leave empty to charge our standard fee."
        />
      </div>
      <button type="submit" disabled={save.isPending} className={`${primaryButton} self-start`}>
        {save.isPending ? 'Saving…' : 'Save consult settings'}
      </button>
    </form>
  );
}
