import { consultPath } from '@curo/core/routes';
import { ZCreateEmergencyRequest } from '@curo/core/scheduling-on-demand';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { primaryButton } from '../../../components/ui/button';
import { paddedCard } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { checkboxClass } from '../../../components/ui/field-styles';
import { Notice } from '../../../components/ui/notice';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorsOf } from '../../../lib/field-errors';
import type { FieldErrors } from '../../../lib/use-form-state';
import { useCreateEmergency } from '../api/on-demand';
import { Call000 } from '../components/call-000';
import { ConsultShell } from '../components/consult-shell';

/** What a patient may choose: life-threatening is a 000 call, never a form. */
const URGENCIES = [
  { id: 'urgent', label: 'Today', hint: 'It needs a doctor today, but can wait a few hours.' },
  { id: 'very_urgent', label: 'As soon as possible', hint: 'It should not wait more than an hour or so.' },
] as const;

/**
 * `/consult/emergency`: an urgent same-day consult. The request goes at once to the doctors on call;
 * the consult's page then changes live when one of them accepts.
 */
export function EmergencyPage() {
  const navigate = useNavigate();
  const create = useCreateEmergency();
  const [reason, setReason] = useState('');
  const [symptoms, setSymptoms] = useState('');
  const [urgency, setUrgency] = useState<(typeof URGENCIES)[number]['id']>('urgent');
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = ZCreateEmergencyRequest.safeParse({ reason, symptoms: symptoms || undefined, urgency });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<string>(parsed.error.issues));
      return;
    }
    create.mutate(
      { reason: parsed.data.reason, symptoms: parsed.data.symptoms, urgency: parsed.data.urgency },
      {
        onSuccess: (appointment) =>
          navigate(consultPath(appointment.id), { state: { offeredTo: appointment.offeredTo.length } }),
        onError: (error) => setFormError(errorMessage(error)),
      },
    );
  };

  return (
    <ConsultShell
      title="Urgent same-day consult"
      lead="For a problem that needs a doctor today. Your request goes straight to the doctors on call, and the first one free accepts it."
      emergencyLine={false}
    >
      <Call000 />
      <form
        onSubmit={submit}
        noValidate
        className={`${paddedCard} flex flex-col gap-5`}
        aria-label="Ask for an urgent consult"
      >
        <Field id="emergency-reason" label="What is happening?" error={errors.reason}>
          {(props) => (
            <textarea
              {...props}
              rows={3}
              maxLength={2000}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setErrors({});
              }}
            />
          )}
        </Field>
        <Field
          id="emergency-symptoms"
          label="Symptoms and when they started (optional)"
          hint="For example “fever of 39 since this morning, painful ear”."
          error={errors.symptoms}
        >
          {(props) => (
            <textarea
              {...props}
              rows={3}
              maxLength={2000}
              value={symptoms}
              onChange={(e) => setSymptoms(e.target.value)}
            />
          )}
        </Field>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">How soon do you need a doctor?</legend>
          <div className="flex flex-col gap-2">
            {URGENCIES.map((u) => (
              <label
                key={u.id}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input
                  type="radio"
                  name="urgency"
                  value={u.id}
                  checked={urgency === u.id}
                  onChange={() => setUrgency(u.id)}
                  className={`${checkboxClass} mt-0.5`}
                />
                <span>
                  <span className="block font-semibold text-ink">{u.label}</span>
                  <span className="block text-sm text-muted">{u.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {formError ? <Notice tone="error" title={formError} /> : null}
        <button type="submit" className={`${primaryButton} sm:self-end`} disabled={create.isPending}>
          {create.isPending ? 'Sending your request…' : 'Ask for an urgent consult'}
        </button>
      </form>
    </ConsultShell>
  );
}
