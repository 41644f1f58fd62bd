import { ErrorCode } from '@curo/core/errors';
import { staffMessages } from '@curo/core/scheduling-staff';
import { AlertCircle, CalendarCheck, Clock, Link2Off, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { primaryButton } from '../../../components/ui/button';
import { CuroSymbol } from '../../../components/ui/curo-symbol';
import { DescriptionItem } from '../../../components/ui/description-item';
import { PageMeta } from '../../../components/ui/page-meta';
import { ApiError } from '../../../lib/api-client';
import { viewerTimeZone, zoneCity } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { useAcceptGuest } from '../api/accept-guest';
import { formatWhen } from '../utils/format-when';

/** The token of `#token=…`, read in the browser only: a fragment never travels in a request. */
function tokenFromFragment(): string | null {
  const hash = window.location.hash.replace(/^#/, '');
  const token = new URLSearchParams(hash).get('token')?.trim();
  return token ? token : null;
}

const INVALID = 'This invitation link is not valid';

function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="flex flex-col items-center text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-error">
        <Link2Off className="size-6" aria-hidden />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-ink">{title}</h1>
      <div className="mt-2 max-w-[44ch] text-muted">{children}</div>
    </div>
  );
}

/** What a refusal means for the guest, in their words, and what to do next. */
function refusal(error: unknown): { title: string; body: string } {
  if (error instanceof ApiError) {
    if (error.code === ErrorCode.INVITE_USED)
      return {
        title: staffMessages.inviteUsed,
        body: 'Each link works once. If you have already joined on another device, carry on there; otherwise ask the clinic or the person who invited you for a new link.',
      };
    if (error.code === ErrorCode.INVITE_EXPIRED)
      return {
        title: 'This invitation has expired',
        body: 'Ask the clinic or the person who invited you for a new one.',
      };
    if (error.status === 404)
      return {
        title: INVALID,
        body: 'Check that you opened the whole link from your email. If it still does not work, ask for a new invitation.',
      };
    if (error.status === 409) return { title: 'This consult cannot be joined', body: error.message };
  }
  return { title: 'We could not let you in', body: errorMessage(error) };
}

/**
 * `/join/:appointmentId#token=…`: a guest (a carer, an interpreter, family) opens their single-use
 * invitation. Nothing is sent until they press "Join the consult"; the token goes only in that
 * request's body, and is taken out of the address bar as soon as it is read.
 */
export function GuestJoinPage() {
  const { appointmentId = '' } = useParams();
  const [token] = useState(() => {
    const found = tokenFromFragment();
    if (found)
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    return found;
  });
  const accept = useAcceptGuest();
  const zone = viewerTimeZone();

  let body: ReactNode;
  if (!token) {
    body = (
      <Problem title={INVALID}>
        <p>The link is missing its last part. Open the link from your invitation email again, all of it.</p>
      </Problem>
    );
  } else if (accept.isSuccess) {
    const joined = accept.data;
    body = (
      <div className="flex flex-col items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-green-50 text-success">
          <CalendarCheck className="size-6" aria-hidden />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-ink">You're in, {joined.name}</h1>
        <p className="mt-2 max-w-[44ch] text-muted">
          You are now a participant in this consult. Please be ready a few minutes before it starts.
        </p>
        <dl className="mt-6 grid w-full gap-3 rounded-lg bg-surface p-4 text-left">
          <DescriptionItem
            icon={<UserRound className="mt-0.5 size-5 text-primary" aria-hidden />}
            term="Doctor"
            termClassName="text-sm text-muted"
            detailsClassName="font-semibold text-ink"
          >
            {joined.doctorName ?? 'To be confirmed'}
          </DescriptionItem>
          <DescriptionItem
            icon={<Clock className="mt-0.5 size-5 text-primary" aria-hidden />}
            term={`When (your time, ${zoneCity(zone)})`}
            termClassName="text-sm text-muted"
            detailsClassName="font-semibold text-ink"
          >
            {joined.startsAt ? formatWhen(joined.startsAt, zone) : 'The clinic will confirm the time'}
          </DescriptionItem>
        </dl>
      </div>
    );
  } else if (accept.isError) {
    const { title, body: text } = refusal(accept.error);
    body = (
      <Problem title={title}>
        <p>{text}</p>
      </Problem>
    );
  } else {
    body = (
      <div className="flex flex-col items-center text-center">
        <CuroSymbol size={48} />
        <h1 className="mt-4 text-2xl font-bold text-ink">Join a consult on Curo</h1>
        <p className="mt-2 max-w-[44ch] text-muted">
          You have been invited to take part in a patient's consult with a Curo doctor, as a carer,
          interpreter or family member. The link works once, on this device.
        </p>
        <button
          type="button"
          onClick={() => accept.mutate({ appointmentId, token })}
          disabled={accept.isPending}
          className={`${primaryButton} mt-6 w-full sm:w-auto`}
        >
          {accept.isPending ? 'Joining…' : 'Join the consult'}
        </button>
      </div>
    );
  }

  return (
    <section className="bg-surface px-4 py-12 sm:py-20">
      <PageMeta
        title="Join a consult"
        description="Open your invitation to take part in a consult with a Curo doctor."
        noIndex
      />
      <div className="mx-auto w-full max-w-[520px] rounded-card border border-line bg-white p-6 shadow-card sm:p-10">
        {body}
      </div>
      <p className="mx-auto mt-6 flex max-w-[520px] items-center justify-center gap-2 text-sm text-muted">
        <AlertCircle className="size-4" aria-hidden />
        In an emergency, call 000.
      </p>
    </section>
  );
}
