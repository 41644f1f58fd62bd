import type { TAppointment } from '@curo/core/scheduling';
import { staffMessages, ZAdminEditRequest } from '@curo/core/scheduling-staff';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { clocksDiffer, formatTime, viewerTimeZone, zoneCity } from '../../../lib/date-time';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { type TAdminEdit, useAdminEdit } from '../api/change-appointment';
import { formatWhen } from '../utils/format-when';
import { instantToLocalInput, localInputToInstant } from '../utils/zoned-day';
import { ActionDialog } from './action-dialog';

interface Props {
  appointment: TAppointment;
  doctorTimeZone: string | null;
  open: boolean;
  onClose: () => void;
}

type TField = 'startsAt' | 'reason' | 'adminNote';
const ORDER: readonly TField[] = ['startsAt', 'reason', 'adminNote'];
const IDS: Record<TField, string> = {
  startsAt: 'admin-edit-time',
  reason: 'admin-edit-reason',
  adminNote: 'admin-edit-note',
};
const idFor = (field: TField) => IDS[field];

/**
 * An administrator's edit: the reason, a private admin note, or a new time (typed in the admin's
 * own zone; it may fall outside the doctor's published hours, but never on another consult).
 */
export function AdminEditDialog({ appointment, doctorTimeZone, open, onClose }: Props) {
  const edit = useAdminEdit();
  const zone = viewerTimeZone();
  const initialTime = appointment.startsAt ? instantToLocalInput(appointment.startsAt, zone) : '';
  // The time is kept as the local date and time typed; it becomes an instant when it is checked.
  const initial = { startsAt: initialTime, reason: appointment.reason ?? '', adminNote: '' };
  const form = useFormState(initial, idFor, { alertId: 'admin-edit-alert' });
  const { startsAt: time, reason, adminNote } = form.values;

  const newStart = time && time !== initialTime ? localInputToInstant(time, zone) : null;
  const doctorSees =
    newStart && doctorTimeZone && clocksDiffer(newStart, zone, doctorTimeZone)
      ? `${formatTime(newStart, doctorTimeZone)} for the doctor in ${zoneCity(doctorTimeZone)}`
      : null;

  const submit = async () => {
    const changes: TAdminEdit = {};
    if (reason.trim() !== (appointment.reason ?? '').trim()) changes.reason = reason;
    if (adminNote.trim()) changes.adminNote = adminNote;
    // A time changed but not typed in full is checked as an empty one, which the schema refuses.
    if (time !== initialTime) changes.startsAt = newStart ?? '';
    // The schema's rule that an edit changes something concerns no one field, so the form says it.
    if (Object.keys(changes).length === 0) {
      form.showFormError(staffMessages.nothingChanged);
      return;
    }
    const input = form.check(ZAdminEditRequest, changes, ORDER, {
      startsAt: 'Enter the new date and time in full',
    });
    if (!input) return;
    if (await form.send(() => edit.mutateAsync({ id: appointment.id, ...input }))) {
      toast.success(
        newStart ? `The consult is moved to ${formatWhen(newStart, zone)}.` : 'The consult is updated.',
      );
      onClose();
    }
  };

  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      id="admin-edit"
      title="Edit the consult"
      description="Change what you need; the rest stays as it is. Every edit is kept in the history."
      submitLabel="Save the changes"
      pendingLabel="Saving…"
      pending={edit.isPending}
      error={form.formError}
      onSubmit={submit}
    >
      {appointment.startsAt ? (
        <TextField
          {...form.text('startsAt')}
          type="datetime-local"
          label="Time"
          hint={
            <>
              In your time zone ({zoneCity(zone)}). It may fall outside the doctor's hours, never on another
              consult.
              {doctorSees ? <span className="block font-medium text-ink">That is {doctorSees}.</span> : null}
            </>
          }
        />
      ) : null}
      <TextAreaField label="Reason for the consult" maxLength={2000} {...form.text('reason')} />
      <TextAreaField
        label="Admin note (optional)"
        hint="Kept with the consult; the patient and doctor do not see it."
        maxLength={2000}
        {...form.text('adminNote')}
      />
    </ActionDialog>
  );
}
