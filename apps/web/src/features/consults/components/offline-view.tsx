import { ZInformationAnswer } from '@curo/core/scheduling-requests';
import type { FormEvent } from 'react';
import { primaryButton } from '../../../components/ui/button';
import { paddedCard } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { formatDateTime } from '../../../lib/date-time';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import type { TConsult } from '../api/consult';
import { useOfflineStep } from '../api/requests';
import { AddDocuments } from './add-documents';
import { CancelConsult } from './cancel-consult';
import { DocumentList } from './document-list';

/** While the consult is open the patient may add documents (as the API allows). */
const TAKES_DOCUMENTS: ReadonlySet<string> = new Set(['requested', 'scheduled', 'waiting_info']);

const TITLES: Record<string, string> = {
  requested: 'Your offline review is waiting for a doctor',
  scheduled: 'A doctor is reviewing your request',
  waiting_info: 'The doctor has a question for you',
  completed: 'The doctor has responded',
  cancelled: 'Your offline review is cancelled',
};

const answerId = (field: 'answer') => `offline-${field}`;

/** An offline consult from the patient's side: what they sent, the doctor's question and response. */
export function OfflineView({ consult }: { consult: TConsult }) {
  const { appointment } = consult;
  const { question, answer, response, respondedAt } = appointment.details;
  const answerStep = useOfflineStep(appointment.id, 'provideInformation');
  const form = useFormState({ answer: '' }, answerId);
  const s = appointment.status;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(ZInformationAnswer, form.values, ['answer']);
    if (!input) return;
    if (await form.send(() => answerStep.mutateAsync(input.answer))) {
      toast.success('Your answer is with the doctor');
      form.resetValues({ answer: '' });
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div role="status">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{TITLES[s] ?? 'Your offline review'}</h1>
        {s === 'requested' || s === 'scheduled' ? (
          <p className="mt-2 text-muted">
            A doctor answers in writing here. We email you when there is something to read.
          </p>
        ) : null}
      </div>

      {s === 'completed' && response ? (
        <section
          aria-labelledby="response-heading"
          className="rounded-card border border-success/30 bg-green-50 p-5"
        >
          <h2 id="response-heading" className="text-lg font-semibold text-ink">
            The doctor’s response
          </h2>
          {respondedAt ? <p className="text-sm text-muted">{formatDateTime(respondedAt)}</p> : null}
          <p className="mt-2 whitespace-pre-line text-ink">{response}</p>
        </section>
      ) : null}

      {question ? (
        <section aria-labelledby="question-heading" className={paddedCard}>
          <h2 id="question-heading" className="text-lg font-semibold text-ink">
            The doctor asked
          </h2>
          <p className="mt-2 whitespace-pre-line text-ink">{question}</p>
          {s === 'waiting_info' ? (
            <form
              onSubmit={submit}
              noValidate
              className="mt-4 flex flex-col gap-3"
              aria-label="Answer the doctor"
            >
              <TextAreaField {...form.text('answer')} label="Your answer" rows={4} maxLength={4000} />
              {form.formError ? <FormAlert id={form.alertId}>{form.formError}</FormAlert> : null}
              <button type="submit" className={`${primaryButton} self-start`} disabled={answerStep.isPending}>
                {answerStep.isPending ? 'Sending…' : 'Send your answer'}
              </button>
            </form>
          ) : answer ? (
            <>
              <h3 className="mt-4 text-sm font-semibold text-muted">You answered</h3>
              <p className="mt-1 whitespace-pre-line text-ink">{answer}</p>
            </>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="sent-heading" className={paddedCard}>
        <h2 id="sent-heading" className="text-lg font-semibold text-ink">
          What you sent
        </h2>
        <p className="mt-2 whitespace-pre-line text-ink">{appointment.reason}</p>
        <h3 className="mt-4 mb-2 text-sm font-semibold text-muted">Documents</h3>
        <DocumentList appointmentId={appointment.id} />
        {TAKES_DOCUMENTS.has(s) ? <AddDocuments appointmentId={appointment.id} /> : null}
      </section>

      {s === 'requested' || s === 'scheduled' || s === 'waiting_info' ? (
        <div>
          <CancelConsult
            appointmentId={appointment.id}
            label="Cancel the review"
            title="Cancel your offline review?"
            description="The doctor stops working on it. Tell us why."
            confirm="Cancel the review"
            done="Your offline review is cancelled"
          />
        </div>
      ) : null}
    </div>
  );
}
