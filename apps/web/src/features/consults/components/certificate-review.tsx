import type { TCertificateDecisionBody, TCertificateRequestDetails } from '@curo/core/certificate-requests';
import { certificateReasonLabels } from '@curo/core/documents';
import { useState } from 'react';
import { dangerButton, primaryButton, secondaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useCertificateDecision } from '../api/requests';

const DONE: Record<TCertificateDecisionBody['decision'], string> = {
  issue: 'The certificate is issued and with the patient',
  call: 'The patient is asked to book a consult with you',
  decline: 'The patient is told why you declined',
};

/**
 * The doctor's side of a certificate request (decision 0043): what the patient asked for, and the
 * three answers — issue the certificate (dates pre-filled from the request), ask for a call, or
 * decline with a reason the patient reads.
 */
export function CertificateReview({
  appointmentId,
  certificate,
}: {
  appointmentId: string;
  certificate: TCertificateRequestDetails;
}) {
  const decide = useCertificateDecision(appointmentId);
  const [fromDate, setFromDate] = useState(certificate.fromDate);
  const [toDate, setToDate] = useState(certificate.toDate);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);

  const send = (body: TCertificateDecisionBody) => {
    setProblem(null);
    decide.mutate(body, {
      onSuccess: () => toast.success(DONE[body.decision]),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };
  const decline = () => {
    if (!reason.trim()) {
      setReasonError('Tell the patient why you decline');
      return;
    }
    send({ decision: 'decline', reason: reason.trim() });
  };

  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-1 text-[15px] text-ink sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        <dt className="font-semibold">Certificate</dt>
        <dd>{certificateReasonLabels[certificate.reason]}</dd>
        <dt className="font-semibold">Asked for</dt>
        <dd>
          {certificate.fromDate} to {certificate.toDate}
        </dd>
        <dt className="font-semibold">Employer or school</dt>
        <dd>{certificate.organisation ?? 'Not named'}</dd>
        <dt className="font-semibold">What is wrong</dt>
        <dd className="whitespace-pre-line">{certificate.symptoms}</dd>
      </dl>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`certificate-from-${appointmentId}`}
          name="fromDate"
          label="From"
          type="date"
          value={fromDate}
          onValueChange={setFromDate}
        />
        <TextField
          id={`certificate-to-${appointmentId}`}
          name="toDate"
          label="To"
          type="date"
          value={toDate}
          onValueChange={setToDate}
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          className={primaryButton}
          disabled={decide.isPending}
          onClick={() => send({ decision: 'issue', fromDate, toDate })}
        >
          Issue the certificate
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={decide.isPending}
          onClick={() => send({ decision: 'call' })}
        >
          Ask for a call
        </button>
      </div>
      <TextAreaField
        id={`certificate-decline-${appointmentId}`}
        name="reason"
        label="Reason for declining (the patient reads it)"
        rows={3}
        maxLength={1000}
        value={reason}
        onValueChange={(value) => {
          setReason(value);
          setReasonError(undefined);
        }}
        error={reasonError}
      />
      <button
        type="button"
        className={`${dangerButton} sm:self-start`}
        disabled={decide.isPending}
        onClick={decline}
      >
        Decline
      </button>
    </div>
  );
}
