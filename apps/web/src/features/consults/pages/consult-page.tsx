import { paths } from '@curo/core/routes';
import type { TQueuePosition } from '@curo/core/scheduling-on-demand';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadProblem } from '../../../components/ui/load-problem';
import { PageMeta } from '../../../components/ui/page-meta';
import { errorMessage } from '../../../lib/error-message';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useLiveUpdates } from '../../../lib/use-live-updates';
import { ChatPanel } from '../../chat';
import { ConsultNotesPanel, ConsultSummary } from '../../clinical-notes';
import { JoinVideoConsult } from '../../consult-room';
import { DocumentsPanel } from '../../documents';
import { ConsultRecordSections } from '../../files';
import { OfferReferral } from '../../referrals';
import { useConsult } from '../api/consult';
import { consultKeys } from '../api/consult-keys';
import { BookedConsultView } from '../components/booked-consult-view';
import { CallbackCall } from '../components/callback-call';
import { CallbackStatus } from '../components/callback-status';
import { CertificateRequestView } from '../components/certificate-request-view';
import { ConsultPatientCard } from '../components/consult-patient-card';
import { EmergencyStatus } from '../components/emergency-status';
import { OffersView } from '../components/offers-view';
import { OfflineView } from '../components/offline-view';
import { QueueView } from '../components/queue-view';

const TITLES = {
  instant: 'Your place in the queue',
  emergency: 'Your urgent consult',
  request: 'Your consult request',
  callback: 'Your callback',
  offline: 'Your offline review',
  scheduled: 'Your consult',
} as const;

/**
 * `/account/consults/:appointmentId`: a consult's own page. For the patient it follows the consult
 * (the instant queue, an urgent request, offered times, a callback, an offline review, or a booked
 * consult) and holds its summary and documents; for the doctor and the clinicians on it, the notes,
 * documents, referrals and files. It follows the consult live: `appointment.changed` refetches it,
 * `queue.changed` moves the place at once.
 */
export function ConsultPage() {
  const { appointmentId = '' } = useParams();
  const queryClient = useQueryClient();
  const consult = useConsult(appointmentId);
  const { user } = useCurrentUser();

  useLiveUpdates({
    appointmentIds: [appointmentId],
    onEvent: ({ event }) => {
      if (event.type !== 'queue.changed' || !('position' in event)) return;
      const update = event as Partial<TQueuePosition> & { type: string };
      if (update.appointmentId && update.appointmentId !== appointmentId) return;
      queryClient.setQueryData<TQueuePosition>(consultKeys.queuePosition(appointmentId), (old) => ({
        appointmentId,
        status: old?.status ?? 'queued',
        position: update.position ?? null,
        ahead: update.ahead ?? null,
        doctorsOnShift: update.doctorsOnShift ?? old?.doctorsOnShift ?? 0,
        estimatedWaitMinutes: update.estimatedWaitMinutes ?? null,
        basis: update.basis ?? old?.basis ?? '',
        message: update.message ?? null,
      }));
    },
  });

  let body: ReactNode;
  if (consult.isPending || (consult.isSuccess && !user))
    body = (
      <p role="status" className="text-muted">
        Loading your consult…
      </p>
    );
  else if (consult.isError)
    body = (
      <>
        <h1 className="text-2xl font-bold text-ink">Your consult</h1>
        <LoadProblem
          what="this consult"
          message={errorMessage(consult.error)}
          onRetry={() => void consult.refetch()}
        />
      </>
    );
  else {
    const a = consult.data.appointment;
    // Everyone but the patient (its doctor, staff, an admin) reads the consult as itself, whatever
    // its kind; the patient follows it through the kind's own steps.
    body =
      user && user.id !== a.patientId ? (
        <BookedConsultView appointment={a} part={user.id === a.doctorId ? 'doctor' : null} />
      ) : a.type === 'instant' ? (
        <QueueView appointment={a} />
      ) : a.type === 'emergency' ? (
        <EmergencyStatus appointment={a} />
      ) : a.type === 'callback' ? (
        <CallbackStatus appointment={a} />
      ) : a.type === 'offline' && a.details.certificate ? (
        <CertificateRequestView appointment={a} />
      ) : a.type === 'offline' ? (
        <OfflineView consult={consult.data} />
      ) : a.type === 'scheduled' && !a.details.followUpOf && consult.data.offers.length === 0 ? (
        <BookedConsultView appointment={a} part="patient" />
      ) : (
        <OffersView consult={consult.data} />
      );
  }

  return (
    <div className="mx-auto flex w-full max-w-[720px] flex-col gap-5">
      <PageMeta
        title={
          consult.data && user && user.id !== consult.data.appointment.patientId
            ? 'Consult'
            : consult.data?.appointment.details.followUpOf
              ? 'Your follow-up consult'
              : consult.data
                ? TITLES[consult.data.appointment.type]
                : 'Your consult'
        }
        description="Where your consult is up to."
        noIndex
      />
      <Link
        to={paths.accountAppointments}
        className="text-sm font-semibold text-primary underline underline-offset-4"
      >
        All your appointments
      </Link>
      {body}
      {/* The call first; then the record (the patient, notes, documents, referrals, files); the messages last. */}
      {consult.data &&
      user &&
      consult.data.appointment.type === 'callback' &&
      user.id === consult.data.appointment.doctorId ? (
        <CallbackCall appointment={consult.data.appointment} />
      ) : null}
      {consult.data ? <JoinVideoConsult appointment={consult.data.appointment} /> : null}
      {consult.data ? <ConsultPatientCard appointment={consult.data.appointment} /> : null}
      {consult.data ? <ConsultSummary appointmentId={appointmentId} /> : null}
      {consult.data ? <ConsultNotesPanel appointmentId={appointmentId} /> : null}
      {consult.data ? <DocumentsPanel appointment={consult.data.appointment} /> : null}
      {consult.data ? <OfferReferral appointment={consult.data.appointment} /> : null}
      {consult.data ? <ConsultRecordSections appointmentId={appointmentId} /> : null}
      {consult.data ? <ChatPanel appointmentId={appointmentId} title="Messages about this consult" /> : null}
    </div>
  );
}
