import { ZInformationRequest, ZOfflineResponse } from '@curo/core/scheduling-requests';
import { type FormEvent, useCallback } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useConsult } from '../api/consult';
import { type TExchangeStep, useOfflineStep } from '../api/requests';
import { DocumentList } from './document-list';

type TMode = 'respond' | 'requestInformation';
type TField = 'mode' | 'response' | 'question';
interface TValues {
  mode: TMode;
  response: string;
  question: string;
}
/** The text box each choice fills, named as its request names it. */
const TEXT_OF = { respond: 'response', requestInformation: 'question' } as const;

/** The doctor's side of an offline consult: the documents, a question for the patient, the response. */
export function OfflineReview({ appointmentId }: { appointmentId: string }) {
  const consult = useConsult(appointmentId);
  const idFor = useCallback(
    (field: TField) => `offline-${field === 'question' ? 'requestInformation' : 'respond'}-${appointmentId}`,
    [appointmentId],
  );
  const form = useFormState<TField, TValues>({ mode: 'respond', response: '', question: '' }, idFor);
  const { mode } = form.values;
  const field = TEXT_OF[mode];
  const step = useOfflineStep(appointmentId, mode as TExchangeStep);
  const details = consult.data?.appointment.details;
  const status = consult.data?.appointment.status;

  /** What was typed goes with the other choice; any message goes. */
  const choose = (next: TMode) =>
    form.resetValues({ ...form.values, mode: next, [TEXT_OF[next]]: form.values[field] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text =
      mode === 'respond'
        ? form.check(ZOfflineResponse, { response: form.values.response }, ['response'])?.response
        : form.check(ZInformationRequest, { question: form.values.question }, ['question'])?.question;
    if (text === undefined) return;
    if (await form.send(() => step.mutateAsync(text))) {
      toast.success(
        mode === 'respond' ? 'Your response is with the patient' : 'Your question is with the patient',
      );
      form.setValue(field, '');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h4 className="mb-2 text-sm font-semibold text-muted">Documents</h4>
        <DocumentList appointmentId={appointmentId} />
      </div>
      {details?.question ? (
        <div className="rounded-lg bg-surface p-3 text-[15px]">
          <p>
            <span className="font-semibold">You asked:</span> {details.question}
          </p>
          <p className="mt-1">
            <span className="font-semibold">The patient answered:</span>{' '}
            {details.answer ?? <span className="text-muted">not yet</span>}
          </p>
        </div>
      ) : null}
      {status === 'completed' ? (
        <p className="text-[15px] text-ink">
          <span className="font-semibold">Your response:</span> {details?.response}
        </p>
      ) : (
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-3"
          aria-label="Answer the offline consult"
        >
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">What to send</legend>
            <button
              type="button"
              aria-pressed={mode === 'respond'}
              className={mode === 'respond' ? primaryButton : secondaryButton}
              onClick={() => choose('respond')}
            >
              Write the response
            </button>
            <button
              type="button"
              aria-pressed={mode === 'requestInformation'}
              disabled={status === 'waiting_info'}
              className={mode === 'requestInformation' ? primaryButton : secondaryButton}
              onClick={() => choose('requestInformation')}
            >
              Ask for information
            </button>
          </fieldset>
          <TextAreaField
            {...form.text(field)}
            label={mode === 'respond' ? 'Your response to the patient' : 'Your question for the patient'}
            hint={
              mode === 'respond'
                ? 'This completes the consult. The patient reads it in their account.'
                : 'The consult waits until the patient answers.'
            }
            rows={5}
          />
          {form.formError ? <FormAlert id={form.alertId}>{form.formError}</FormAlert> : null}
          <button type="submit" className={`${primaryButton} self-start`} disabled={step.isPending}>
            {step.isPending ? 'Sending…' : mode === 'respond' ? 'Send the response' : 'Send the question'}
          </button>
        </form>
      )}
    </div>
  );
}
