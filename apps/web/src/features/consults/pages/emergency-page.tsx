import { consultPath } from '@curo/core/routes';
import { ZCreateEmergencyRequest } from '@curo/core/scheduling-on-demand';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useFormState } from '../../../lib/use-form-state';
import { useCreateEmergency } from '../api/on-demand';
import { Call000 } from '../components/call-000';
import { ChoiceCards } from '../components/choice-cards';
import { ConsultShell } from '../components/consult-shell';
import { RequestForm } from '../components/request-form';

/** What a patient may choose: life-threatening is a 000 call, never a form. */
const URGENCIES = [
  { value: 'urgent', label: 'Today', hint: 'It needs a doctor today, but can wait a few hours.' },
  { value: 'very_urgent', label: 'As soon as possible', hint: 'It should not wait more than an hour or so.' },
] as const;

type TEmergencyField = 'reason' | 'symptoms' | 'urgency';
type TUrgency = (typeof URGENCIES)[number]['value'];
const ORDER: readonly TEmergencyField[] = ['reason', 'symptoms'];
const idFor = (field: TEmergencyField) => `emergency-${field}`;

/**
 * `/consult/emergency`: an urgent same-day consult. The request goes at once to the doctors on call;
 * the consult's page then changes live when one of them accepts.
 */
export function EmergencyPage() {
  const navigate = useNavigate();
  const create = useCreateEmergency();
  const form = useFormState<TEmergencyField, { reason: string; symptoms: string; urgency: TUrgency }>(
    { reason: '', symptoms: '', urgency: 'urgent' },
    idFor,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.check(
      ZCreateEmergencyRequest,
      { ...form.values, symptoms: form.values.symptoms || undefined },
      ORDER,
    );
    if (!body) return;
    await form.send(() =>
      create.mutateAsync(body, {
        onSuccess: (appointment) =>
          navigate(consultPath(appointment.id), { state: { offeredTo: appointment.offeredTo.length } }),
      }),
    );
  };

  return (
    <ConsultShell
      title="Urgent same-day consult"
      lead="For a problem that needs a doctor today. Your request goes straight to the doctors on call, and the first one free accepts it."
      emergencyLine={false}
    >
      <Call000 />
      <RequestForm label="Ask for an urgent consult" onSubmit={submit} form={form} pending={create.isPending}>
        <TextAreaField label="What is happening?" maxLength={2000} {...form.text('reason')} />
        <TextAreaField
          label="Symptoms and when they started"
          optional
          hint="For example “fever of 39 since this morning, painful ear”."
          maxLength={2000}
          {...form.text('symptoms')}
        />
        <ChoiceCards
          legend="How soon do you need a doctor?"
          name="urgency"
          choices={URGENCIES}
          value={form.values.urgency}
          onValueChange={(urgency) => form.setValue('urgency', urgency)}
        />
      </RequestForm>
    </ConsultShell>
  );
}
