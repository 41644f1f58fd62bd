import { ZCancelRequest } from '@curo/core/scheduling';
import { useState } from 'react';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { toast } from '../../../lib/toast-store';
import { useCancelAppointment } from '../api/change-appointment';
import { ActionDialog } from './action-dialog';

interface Props {
  appointmentId: string;
  patientName: string;
  open: boolean;
  onClose: () => void;
}

/** Cancel with a reason: the time is freed and the patient and doctor are told. */
export function CancelAppointmentDialog({ appointmentId, patientName, open, onClose }: Props) {
  const cancel = useCancelAppointment();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setError(undefined);
    setFailure(null);
    onClose();
  };
  const submit = () => {
    setFailure(null);
    const parsed = ZCancelRequest.safeParse({ reason });
    if (!parsed.success) {
      setError(fieldErrorsOf<'reason'>(parsed.error.issues).reason);
      return;
    }
    cancel.mutate(
      { id: appointmentId, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast.success(
            `The consult with ${patientName} is cancelled. The patient and doctor have been told.`,
          );
          close();
        },
        onError: (e) => setFailure(errorMessage(e)),
      },
    );
  };

  return (
    <ActionDialog
      open={open}
      onClose={close}
      id="cancel-appointment"
      title="Cancel this consult"
      description={`The time is freed and ${patientName} and the doctor are emailed with your reason.`}
      submitLabel="Cancel the consult"
      pendingLabel="Cancelling…"
      pending={cancel.isPending}
      error={failure}
      onSubmit={submit}
      destructive
    >
      <TextAreaField
        id="cancel-appointment-reason"
        name="reason"
        label="Reason for cancelling"
        value={reason}
        onValueChange={(v) => {
          setReason(v);
          setError(undefined);
        }}
        error={error}
        maxLength={500}
      />
    </ActionDialog>
  );
}
