import { ErrorCode } from '@curo/core/errors';
import { consultPath } from '@curo/core/routes';
import { ZCreateInstantRequest } from '@curo/core/scheduling-on-demand';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { primaryButton, textLink } from '../../../components/ui/button';
import { paddedCard } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorsOf } from '../../../lib/field-errors';
import type { FieldErrors } from '../../../lib/use-form-state';
import { useOpenConsults } from '../api/consult';
import { useJoinQueue } from '../api/instant';
import { ConsultShell } from '../components/consult-shell';

const OPEN = new Set(['queued', 'scheduled', 'checked_in', 'in_progress', 'waiting_info']);

/**
 * `/consult/instant`: "See a doctor now". The patient says what it is about and joins the queue;
 * the consult's page then shows their place and the wait, live. One open instant consult at a time:
 * a patient already waiting is sent back to their place.
 */
export function InstantPage() {
  const navigate = useNavigate();
  const open = useOpenConsults();
  const join = useJoinQueue();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const current = open.data?.items.find((a) => a.type === 'instant' && OPEN.has(a.status));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = ZCreateInstantRequest.safeParse({ reason });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<string>(parsed.error.issues));
      return;
    }
    join.mutate(
      { reason: parsed.data.reason },
      {
        onSuccess: (appointment) => navigate(consultPath(appointment.id)),
        onError: (error) => {
          if (error instanceof ApiError && error.code === ErrorCode.INSTANT_ALREADY_OPEN) void open.refetch();
          setFormError(errorMessage(error));
        },
      },
    );
  };

  return (
    <ConsultShell
      title="See a doctor now"
      lead="Join the queue and the next available doctor sees you by video. We show your place and an honest estimate of the wait, and keep them up to date while you wait."
    >
      {current ? (
        <Notice tone="info" title="You are already in the queue">
          <Link to={consultPath(current.id)} className={textLink}>
            See your place in the queue
          </Link>
        </Notice>
      ) : null}
      <form
        onSubmit={submit}
        noValidate
        className={`${paddedCard} flex flex-col gap-4`}
        aria-label="Join the queue"
      >
        <Field
          id="instant-reason"
          label="What would you like to see the doctor about?"
          hint="A sentence or two is enough, for example “Sore throat and fever since yesterday”."
          error={errors.reason}
        >
          {(props) => (
            <textarea
              {...props}
              rows={4}
              maxLength={2000}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setErrors({});
              }}
            />
          )}
        </Field>
        {formError ? <Notice tone="error" title={formError} /> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">
            Keep the page open after you join. You can leave the queue at any time.
          </p>
          <button type="submit" className={`${primaryButton} shrink-0`} disabled={join.isPending}>
            {join.isPending ? 'Joining the queue…' : 'Join the queue'}
          </button>
        </div>
      </form>
    </ConsultShell>
  );
}
