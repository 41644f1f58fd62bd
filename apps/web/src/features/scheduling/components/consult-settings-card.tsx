import { CONSULT_DURATIONS, type TConsultSettings, ZConsultSettings } from '@curo/core/scheduling';
import { type FormEvent, useState } from 'react';
import { primaryButton } from '../../../components/ui/button';
import { checkboxClass, controlClass, labelClass } from '../../../components/ui/field-styles';
import { errorMessage } from '../../../lib/error-message';
import { centsToDollars } from '../../../lib/money';
import { toast } from '../../../lib/toast-store';
import { useUpdateConsultSettings } from '../api/get-consult-settings';

const KINDS: ReadonlyArray<{ id: TConsultSettings['kinds'][number]; label: string }> = [
  { id: 'scheduled', label: 'Scheduled consults' },
  { id: 'request', label: 'Requests with offered times' },
  { id: 'callback', label: 'Callbacks' },
  { id: 'offline', label: 'Offline reviews' },
];

/** Consult lengths, buffer, notice, horizon, kinds and fee; checked with the server's own schema. */
export function ConsultSettingsCard({
  doctorId,
  settings,
}: {
  doctorId: string;
  settings: TConsultSettings;
}) {
  const save = useUpdateConsultSettings(doctorId);
  const [durations, setDurations] = useState<number[]>(settings.durations);
  const [buffer, setBuffer] = useState(String(settings.bufferMinutes));
  const [notice, setNotice] = useState(String(settings.minNoticeMinutes));
  const [horizon, setHorizon] = useState(String(settings.horizonDays));
  const [kinds, setKinds] = useState<string[]>(settings.kinds);
  const [emergency, setEmergency] = useState(settings.acceptsEmergency);
  const [price, setPrice] = useState(settings.priceCents === null ? '' : centsToDollars(settings.priceCents));
  const [error, setError] = useState<string | null>(null);

  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZConsultSettings.safeParse({
      durations: [...durations].sort((a, b) => a - b),
      bufferMinutes: Number(buffer),
      minNoticeMinutes: Number(notice),
      horizonDays: Number(horizon),
      kinds,
      acceptsEmergency: emergency,
      priceCents: price.trim() === '' ? null : Math.round(Number(price) * 100),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0];
      setError(
        field === 'durations'
          ? 'Choose at least one consult length'
          : field === 'kinds'
            ? 'Choose at least one kind of consult'
            : field === 'priceCents'
              ? 'Give the fee in dollars, such as 89.00, or leave it empty'
              : `Check ${String(field ?? 'the settings')}: ${issue?.message ?? ''}`,
      );
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => toast.success('Consult settings saved'),
      onError: (err) => toast.error(errorMessage(err)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <fieldset>
        <legend className={labelClass}>Consult lengths patients can book</legend>
        <div className="flex flex-wrap gap-x-4">
          {CONSULT_DURATIONS.map((d) => (
            <label key={d} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={durations.includes(d)}
                onChange={() => setDurations(toggle(durations, d))}
              />
              {d} min
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="cs-buffer" className={labelClass}>
            Buffer between consults (minutes)
          </label>
          <input
            id="cs-buffer"
            type="number"
            min={0}
            max={120}
            className={controlClass}
            value={buffer}
            onChange={(e) => setBuffer(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="cs-notice" className={labelClass}>
            Minimum notice (minutes)
          </label>
          <input
            id="cs-notice"
            type="number"
            min={0}
            className={controlClass}
            value={notice}
            onChange={(e) => setNotice(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="cs-horizon" className={labelClass}>
            Bookable up to (days ahead)
          </label>
          <input
            id="cs-horizon"
            type="number"
            min={1}
            max={365}
            className={controlClass}
            value={horizon}
            onChange={(e) => setHorizon(e.target.value)}
          />
        </div>
      </div>
      <fieldset>
        <legend className={labelClass}>Kinds of consult you take</legend>
        <div className="grid sm:grid-cols-2">
          {KINDS.map((k) => (
            <label key={k.id} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={kinds.includes(k.id)}
                onChange={() => setKinds(toggle(kinds, k.id))}
              />
              {k.label}
            </label>
          ))}
          <label className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              className={checkboxClass}
              checked={emergency}
              onChange={() => setEmergency(!emergency)}
            />
            Urgent same-day consults
          </label>
        </div>
      </fieldset>
      <div className="max-w-xs">
        <label htmlFor="cs-price" className={labelClass}>
          Your fee (AUD, GST-free)
        </label>
        <input
          id="cs-price"
          inputMode="decimal"
          className={controlClass}
          value={price}
          placeholder="Our price list"
          aria-describedby="cs-price-hint"
          onChange={(e) => setPrice(e.target.value)}
        />
        <p id="cs-price-hint" className="mt-1 text-sm text-muted">
          Leave empty to charge our standard fee.
        </p>
      </div>
      {error ? (
        <p role="alert" className="rounded-lg border border-error/30 bg-red-50 p-3 text-ink">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={save.isPending} className={`${primaryButton} self-start`}>
        {save.isPending ? 'Saving…' : 'Save consult settings'}
      </button>
    </form>
  );
}
