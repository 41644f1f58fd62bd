import { ZCancelRequest } from '@curo/core/scheduling';
import { type FormEvent, useCallback, useState } from 'react';
import { dangerButton, secondaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useAppointmentAction } from '../../scheduling';

/**
 * A button that cancels the consult after asking why (the API wants a reason): "Leave the queue",
 * "Cancel the request". The dialog is named after the button's words.
 */
export function CancelConsult({
  appointmentId,
  label,
  title,
  description,
  confirm,
  done,
}: {
  appointmentId: string;
  label: string;
  title: string;
  description: string;
  confirm: string;
  done: string;
}) {
  const mutation = useAppointmentAction();
  const [open, setOpen] = useState(false);
  const idFor = useCallback((field: 'reason') => `leave-${field}-${appointmentId}`, [appointmentId]);
  const form = useFormState({ reason: '' }, idFor);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(ZCancelRequest, form.values, ['reason']);
    if (!input) return;
    const cancelled = await form.send(() =>
      mutation.mutateAsync({ id: appointmentId, action: { kind: 'cancel', reason: input.reason } }),
    );
    if (cancelled) {
      toast.success(done);
      setOpen(false);
    }
  };

  return (
    <>
      <button type="button" className={dangerButton} onClick={() => setOpen(true)}>
        {label}
      </button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          // What was typed stays for another try; the messages go.
          if (!next) form.resetValues(form.values);
        }}
        title={title}
        description={description}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <TextAreaField {...form.text('reason')} label="Reason" rows={3} maxLength={500} />
          {form.formError ? <FormAlert id={form.alertId}>{form.formError}</FormAlert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={secondaryButton} onClick={() => setOpen(false)}>
              Never mind
            </button>
            <button type="submit" className={dangerButton} disabled={mutation.isPending}>
              {mutation.isPending ? 'Just a moment…' : confirm}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
