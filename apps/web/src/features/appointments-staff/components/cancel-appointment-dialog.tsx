import { ZCancelRequest } from '@curo/core/scheduling';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useCancelAppointment } from '../api/change-appointment';
import { ActionDialog } from './action-dialog';

interface Props {
  appointmentId: string;
  patientName: string;
  open: boolean;
  onClose: () => void;
}

const idFor = (field: 'reason') => `cancel-appointment-${field}`;

/** Cancel with a reason: the time is freed and the patient and doctor are told. */
export function CancelAppointmentDialog({ appointmentId, patientName, open, onClose }: Props) {
  const cancel = useCancelAppointment();
  const form = useFormState({ reason: '' }, idFor, { alertId: 'cancel-appointment-alert' });

  const close = () => {
    form.resetValues(form.values);
    onClose();
  };
  const submit = async () => {
    const input = form.check(ZCancelRequest, form.values, ['reason']);
    if (!input) return;
    if (await form.send(() => cancel.mutateAsync({ id: appointmentId, reason: input.reason }))) {
      toast.success(`The consult with ${patientName} is cancelled. The patient and doctor have been told.`);
      close();
    }
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
      error={form.formError}
      onSubmit={submit}
      destructive
    >
      <TextAreaField label="Reason for cancelling" maxLength={500} {...form.text('reason')} />
    </ActionDialog>
  );
}
