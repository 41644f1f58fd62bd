import { AlertCircle, ChevronDown, Send } from 'lucide-react';
import type { TExchange } from '../hooks/conversation-store';
import {
  ACTION_OPTIONS,
  handOverFieldId,
  type THandOverField,
  useHandOverForm,
} from '../hooks/use-hand-over-form';
import { CompactField } from './compact-field';

/** "Pass this to our team": the question, how to reach the visitor and what they would like. */
export function HandOverForm({ exchange }: { exchange: TExchange }) {
  const { values, errors, formError, setValue, submit, busy } = useHandOverForm(exchange);
  const id = (field: THandOverField) => handOverFieldId(exchange.id, field);
  const titleId = `handover-${exchange.id}-title`;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-line bg-white p-4"
    >
      <p id={titleId} className="font-semibold text-ink">
        Ask our team instead
      </p>
      <p className="-mt-2 text-sm text-muted">A person replies, usually within one business day.</p>
      <CompactField id={id('question')} label="Your question" error={errors.question}>
        {(control) => (
          <textarea
            {...control}
            className={`${control.className} min-h-20 resize-y`}
            name="question"
            rows={2}
            maxLength={2000}
            value={values.question}
            onChange={(e) => setValue('question', e.target.value)}
          />
        )}
      </CompactField>
      <CompactField id={id('email')} label="Email" error={errors.email}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={values.email}
            onChange={(e) => setValue('email', e.target.value)}
          />
        )}
      </CompactField>
      <div className="grid gap-3 sm:grid-cols-2">
        <CompactField id={id('name')} label="Name" optional error={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="name"
              maxLength={120}
              value={values.name}
              onChange={(e) => setValue('name', e.target.value)}
            />
          )}
        </CompactField>
        <CompactField id={id('phone')} label="Phone" optional error={errors.phone}>
          {(control) => (
            <input
              {...control}
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={30}
              value={values.phone}
              onChange={(e) => setValue('phone', e.target.value)}
            />
          )}
        </CompactField>
      </div>
      <CompactField id={id('action')} label="What would help most?" error={errors.action}>
        {(control) => (
          <div className="relative">
            <select
              {...control}
              className={`${control.className} appearance-none pr-10`}
              name="action"
              value={values.action}
              onChange={(e) => setValue('action', e.target.value)}
            >
              {ACTION_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
            />
          </div>
        )}
      </CompactField>
      {formError ? (
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-error">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {formError}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-primary px-4 font-semibold text-white transition-colors hover:bg-primary-hover disabled:opacity-70"
      >
        <Send aria-hidden="true" className="size-4" />
        {busy ? 'Sending…' : 'Send to our team'}
      </button>
    </form>
  );
}
