import { ErrorCode } from '@curo/core/errors';
import { consultPath } from '@curo/core/routes';
import { ZCreateInstantRequest } from '@curo/core/scheduling-on-demand';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { textLink } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { ApiError } from '../../../lib/api-client';
import { useFormState } from '../../../lib/use-form-state';
import { useOpenConsults } from '../api/consult';
import { useJoinQueue } from '../api/instant';
import { ConsultShell } from '../components/consult-shell';
import { RequestForm } from '../components/request-form';

const OPEN = new Set(['queued', 'scheduled', 'checked_in', 'in_progress', 'waiting_info']);
const idFor = (field: 'reason') => `instant-${field}`;

/**
 * `/consult/instant`: "See a doctor now". The patient says what it is about and joins the queue;
 * the consult's page then shows their place and the wait, live. One open instant consult at a time:
 * a patient already waiting is sent back to their place.
 */
export function InstantPage() {
  const navigate = useNavigate();
  const open = useOpenConsults();
  const join = useJoinQueue();
  const form = useFormState({ reason: '' }, idFor);
  const current = open.data?.items.find((a) => a.type === 'instant' && OPEN.has(a.status));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.check(ZCreateInstantRequest, form.values, ['reason']);
    if (!body) return;
    await form.send(() =>
      join.mutateAsync(body, {
        onSuccess: (appointment) => navigate(consultPath(appointment.id)),
        onError: (error) => {
          // The place this page did not know of yet: the notice above then links to it.
          if (error instanceof ApiError && error.code === ErrorCode.INSTANT_ALREADY_OPEN) void open.refetch();
        },
      }),
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
      <RequestForm
        label="Join the queue"
        onSubmit={submit}
        form={form}
        pending={join.isPending}
        sending="Joining the queue…"
        note="Keep the page open after you join. You can leave the queue at any time."
      >
        <TextAreaField
          label="What would you like to see the doctor about?"
          hint="A sentence or two is enough, for example “Sore throat and fever since yesterday”."
          rows={4}
          maxLength={2000}
          {...form.text('reason')}
        />
      </RequestForm>
    </ConsultShell>
  );
}
