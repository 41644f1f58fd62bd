import { ZInformationRequest, ZOfflineResponse } from '@curo/core/scheduling-requests';
import { type FormEvent, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useConsult } from '../api/consult';
import { type TExchangeStep, useOfflineStep } from '../api/requests';
import { DocumentList } from './document-list';

/** The doctor's side of an offline consult: the documents, a question for the patient, the response. */
export function OfflineReview({ appointmentId }: { appointmentId: string }) {
  const consult = useConsult(appointmentId);
  const [mode, setMode] = useState<'respond' | 'requestInformation'>('respond');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const step = useOfflineStep(appointmentId, mode as TExchangeStep);
  const details = consult.data?.appointment.details;
  const status = consult.data?.appointment.status;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed =
      mode === 'respond'
        ? ZOfflineResponse.safeParse({ response: text })
        : ZInformationRequest.safeParse({ question: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Write something first');
      return;
    }
    step.mutate(text.trim(), {
      onSuccess: () => {
        toast.success(
          mode === 'respond' ? 'Your response is with the patient' : 'Your question is with the patient',
        );
        setText('');
      },
      onError: (e) => setError(errorMessage(e)),
    });
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
              onClick={() => {
                setMode('respond');
                setError(null);
              }}
            >
              Write the response
            </button>
            <button
              type="button"
              aria-pressed={mode === 'requestInformation'}
              disabled={status === 'waiting_info'}
              className={mode === 'requestInformation' ? primaryButton : secondaryButton}
              onClick={() => {
                setMode('requestInformation');
                setError(null);
              }}
            >
              Ask for information
            </button>
          </fieldset>
          <Field
            id={`offline-${mode}-${appointmentId}`}
            label={mode === 'respond' ? 'Your response to the patient' : 'Your question for the patient'}
            hint={
              mode === 'respond'
                ? 'This completes the consult. The patient reads it in their account.'
                : 'The consult waits until the patient answers.'
            }
            error={error}
          >
            {(props) => (
              <textarea
                {...props}
                rows={5}
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  setError(null);
                }}
              />
            )}
          </Field>
          <button type="submit" className={`${primaryButton} self-start`} disabled={step.isPending}>
            {step.isPending ? 'Sending…' : mode === 'respond' ? 'Send the response' : 'Send the question'}
          </button>
        </form>
      )}
    </div>
  );
}
