import { certificateReasonLabels } from '@curo/core/documents';
import { paths } from '@curo/core/routes';
import type { TRequestAppointment } from '@curo/core/scheduling-requests';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/ui/button';
import { paddedCard } from '../../../components/ui/card';
import { CancelConsult } from './cancel-consult';

/**
 * A certificate request from the patient's side (decision 0043): where it is, and how it ended —
 * the certificate (in their documents), the doctor's wish to speak with them, or the reason it was
 * declined.
 */
export function CertificateRequestView({ appointment }: { appointment: TRequestAppointment }) {
  const certificate = appointment.details.certificate;
  if (!certificate) return null;
  const { decision } = certificate;
  const title =
    decision === 'issued'
      ? 'Your medical certificate is ready'
      : decision === 'declined'
        ? 'Your certificate request was declined'
        : decision === 'call'
          ? 'The doctor needs to speak with you'
          : appointment.status === 'cancelled'
            ? 'Your certificate request is cancelled'
            : 'Your certificate request is waiting for a doctor';

  return (
    <div className="flex flex-col gap-5">
      <div role="status">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        {decision === null && appointment.status !== 'cancelled' ? (
          <p className="mt-2 text-muted">A doctor reviews it here. We email you when they have decided.</p>
        ) : null}
      </div>

      {decision === 'issued' ? (
        <section className="rounded-card border border-success/30 bg-green-50 p-5">
          <p className="text-ink">
            The doctor has issued your certificate for {certificate.fromDate} to {certificate.toDate}.
          </p>
          <Link to={paths.accountDocuments} className={`${primaryButton} mt-3`}>
            Open your documents
          </Link>
        </section>
      ) : null}

      {decision === 'declined' || decision === 'call' ? (
        <section aria-labelledby="decision-heading" className={paddedCard}>
          <h2 id="decision-heading" className="text-lg font-semibold text-ink">
            The doctor’s note
          </h2>
          <p className="mt-2 whitespace-pre-line text-ink">{certificate.decisionNote}</p>
          {decision === 'call' ? (
            <Link to={paths.book} className={`${primaryButton} mt-3`}>
              Book a consult
            </Link>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="asked-heading" className={paddedCard}>
        <h2 id="asked-heading" className="text-lg font-semibold text-ink">
          What you asked for
        </h2>
        <dl className="mt-2 grid gap-1 text-[15px] text-ink sm:grid-cols-[max-content_1fr] sm:gap-x-4">
          <dt className="font-semibold">Certificate</dt>
          <dd>{certificateReasonLabels[certificate.reason]}</dd>
          <dt className="font-semibold">Dates</dt>
          <dd>
            {certificate.fromDate} to {certificate.toDate}
          </dd>
          <dt className="font-semibold">Employer or school</dt>
          <dd>{certificate.organisation ?? 'Not named'}</dd>
          <dt className="font-semibold">What is wrong</dt>
          <dd className="whitespace-pre-line">{certificate.symptoms}</dd>
        </dl>
      </section>

      {appointment.status === 'requested' ? (
        <div>
          <CancelConsult
            appointmentId={appointment.id}
            label="Cancel the request"
            title="Cancel your certificate request?"
            description="The doctor stops working on it. Tell us why."
            confirm="Cancel the request"
            done="Your certificate request is cancelled"
          />
        </div>
      ) : null}
    </div>
  );
}
