import type { TAppointmentType } from '@curo/core/scheduling';
import { useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { paddedCard } from '../../../components/ui/card';
import { LoadProblem } from '../../../components/ui/load-problem';
import { PageMeta } from '../../../components/ui/page-meta';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatTime, viewerTimeZone } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useLiveUpdates } from '../../../lib/use-live-updates';
import { StatusPill, useConsultSettings } from '../../scheduling';
import { useConsult, useOpenConsults } from '../api/consult';
import { useAcceptConsult } from '../api/on-demand';
import { useOpenRequests } from '../api/requests';
import { formatAuPhone } from '../components/callback-status';
import { CertificateReview } from '../components/certificate-review';
import { EmergencyOffers } from '../components/emergency-offers';
import { OfferTimes } from '../components/offer-times';
import { OfflineReview } from '../components/offline-review';
import { ShiftsPanel } from '../components/shifts-panel';
import { waitingForDoctor } from '../utils/waiting';

const KIND: Partial<Record<TAppointmentType, string>> = {
  request: 'Consult request',
  callback: 'Callback',
  offline: 'Offline review',
};

interface Item {
  id: string;
  type: TAppointmentType;
  status: Parameters<typeof StatusPill>[0]['status'];
  patientName: string;
  reason: string | null;
  createdAt: string;
  details?: {
    specialty: string | null;
    phone: string | null;
    preferredFrom: string | null;
    preferredTo: string | null;
  };
}

/** An offline consult's review: a certificate request is decided (decision 0043), others answered in writing. */
function ReviewPanel({ appointmentId }: { appointmentId: string }) {
  const consult = useConsult(appointmentId);
  if (consult.isPending) return null;
  const certificate = consult.data?.appointment.details.certificate;
  return certificate ? (
    <CertificateReview appointmentId={appointmentId} certificate={certificate} />
  ) : (
    <OfflineReview appointmentId={appointmentId} />
  );
}

/** One request: who, what, and what the doctor can do with it here. */
function RequestItem({ item, open }: { item: Item; open: boolean }) {
  const [panel, setPanel] = useState<'offer' | 'review' | null>(null);
  const accept = useAcceptConsult();
  const zone = viewerTimeZone();
  const title = `${item.patientName} · ${KIND[item.type] ?? item.type}`;
  const canOffer = item.type === 'request' && (item.status === 'requested' || item.status === 'offered');
  const canAccept = open && (item.type === 'callback' || item.type === 'offline');
  const canReview = !open && item.type === 'offline';

  return (
    <article aria-label={title} className={paddedCard}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-ink">{title}</h3>
        <StatusPill status={item.status} />
      </div>
      <p className="mt-1 text-sm text-muted">
        Asked {formatDateTime(item.createdAt, zone)}
        {item.details?.specialty ? ` · ${item.details.specialty}` : ''}
      </p>
      {item.reason ? (
        <p className="mt-2 line-clamp-4 break-words whitespace-pre-line text-ink">{item.reason}</p>
      ) : null}
      {item.type === 'callback' && item.details?.phone ? (
        <p className="mt-2 text-[15px] text-ink">
          Call {formatAuPhone(item.details.phone)}
          {item.details.preferredFrom && item.details.preferredTo
            ? ` between ${formatDateTime(item.details.preferredFrom, zone)} and ${formatTime(item.details.preferredTo, zone)}`
            : ''}
        </p>
      ) : null}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        {canAccept ? (
          <button
            type="button"
            className={primaryButton}
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(item.id, {
                onSuccess: () =>
                  toast.success(`You have taken ${item.patientName}’s ${KIND[item.type]?.toLowerCase()}`),
                onError: (error) =>
                  toast.error(error instanceof ApiError ? error.message : errorMessage(error)),
              })
            }
          >
            {accept.isPending ? 'Taking…' : 'Take it'}
            <span className="sr-only"> {title}</span>
          </button>
        ) : null}
        {canOffer ? (
          <button
            type="button"
            aria-expanded={panel === 'offer'}
            className={panel === 'offer' ? secondaryButton : primaryButton}
            onClick={() => setPanel(panel === 'offer' ? null : 'offer')}
          >
            {panel === 'offer' ? 'Close' : 'Offer times'}
            <span className="sr-only"> for {title}</span>
          </button>
        ) : null}
        {canReview ? (
          <button
            type="button"
            aria-expanded={panel === 'review'}
            className={panel === 'review' ? secondaryButton : primaryButton}
            onClick={() => setPanel(panel === 'review' ? null : 'review')}
          >
            {panel === 'review' ? 'Close' : 'Review'}
            <span className="sr-only"> {title}</span>
          </button>
        ) : null}
      </div>
      {panel === 'offer' ? (
        <div className="mt-4 border-t border-line pt-4">
          <OfferTimes appointmentId={item.id} onDone={() => setPanel(null)} />
        </div>
      ) : null}
      {panel === 'review' ? (
        <div className="mt-4 border-t border-line pt-4">
          <ReviewPanel appointmentId={item.id} />
        </div>
      ) : null}
    </article>
  );
}

/**
 * `/account/doctor/requests`: everything waiting for a doctor's answer — urgent consults offered
 * to them (live), requests, callbacks and offline reviews that are theirs, and the open ones they
 * may take — plus their emergency shifts if they take emergencies.
 */
export function DoctorRequestsPage() {
  const { user } = useCurrentUser();
  const settings = useConsultSettings(user?.id ?? null);
  const mine = useOpenConsults();
  const open = useOpenRequests();
  useLiveUpdates();
  const takesEmergencies = settings.data?.acceptsEmergency === true;

  const assigned: Item[] = waitingForDoctor(mine.data?.items ?? [], user?.id);

  return (
    <div className="flex flex-col gap-8">
      <PageMeta title="Requests" description="Consult requests, urgent offers and offline reviews." noIndex />
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Requests</h1>
        <p className="mt-2 text-muted">
          Urgent consults offered to you, requests waiting for times, callbacks and offline reviews. This page
          updates by itself.
        </p>
      </div>

      {takesEmergencies ? <EmergencyOffers /> : null}

      <section aria-labelledby="yours-heading" className="flex flex-col gap-3">
        <h2 id="yours-heading" className="text-xl font-semibold text-ink">
          Waiting for your answer
        </h2>
        {mine.isPending ? (
          <p className="text-muted">Loading…</p>
        ) : mine.isError ? (
          <LoadProblem
            what="your requests"
            message={errorMessage(mine.error)}
            onRetry={() => void mine.refetch()}
          />
        ) : assigned.length === 0 ? (
          <p className="rounded-card border border-dashed border-line bg-white p-4 text-muted">
            Nothing is waiting for you. Requests patients send you appear here.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {assigned.map((item) => (
              <li key={item.id}>
                <RequestItem item={item} open={false} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="open-heading" className="flex flex-col gap-3">
        <h2 id="open-heading" className="text-xl font-semibold text-ink">
          Open requests you can take
        </h2>
        <p className="-mt-2 text-sm text-muted">
          For your specialties and the kinds of consult you take, oldest first. The first doctor to take one
          gets it.
        </p>
        {open.isPending ? (
          <p className="text-muted">Loading…</p>
        ) : open.isError ? (
          <LoadProblem
            what="open requests"
            message={errorMessage(open.error)}
            onRetry={() => void open.refetch()}
          />
        ) : open.data.items.length === 0 ? (
          <p className="rounded-card border border-dashed border-line bg-white p-4 text-muted">
            No open requests right now.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {open.data.items.map((item) => (
              <li key={item.id}>
                <RequestItem item={item} open />
              </li>
            ))}
          </ul>
        )}
      </section>

      {takesEmergencies ? <ShiftsPanel kind="emergency" /> : null}
    </div>
  );
}
