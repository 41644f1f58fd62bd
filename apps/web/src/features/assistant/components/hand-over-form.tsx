import { Send } from 'lucide-react';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import type { TExchange } from '../hooks/conversation-store';
import { ACTION_OPTIONS, useHandOverForm } from '../hooks/use-hand-over-form';

/** "Pass this to our team": the question, how to reach the visitor and what they would like. */
export function HandOverForm({ exchange }: { exchange: TExchange }) {
  const form = useHandOverForm(exchange);
  const { text, formError, alertId, submit, busy } = form;
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
      <TextAreaField {...text('question')} label="Your question" maxLength={2000} />
      <TextField {...text('email')} label="Email" type="email" autoComplete="email" maxLength={254} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField {...text('name')} label="Name" optional autoComplete="name" maxLength={120} />
        <TextField {...text('phone')} label="Phone" optional type="tel" autoComplete="tel" maxLength={30} />
      </div>
      <SelectField {...text('action')} label="What would help most?" options={ACTION_OPTIONS} />
      {formError ? <FormAlert id={alertId}>{formError}</FormAlert> : null}
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
