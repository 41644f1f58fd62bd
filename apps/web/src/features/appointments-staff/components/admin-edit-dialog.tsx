import type { TAppointment } from '@curo/core/scheduling';
import { ZAdminEditRequest } from '@curo/core/scheduling-staff';
import { useState } from 'react';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { clocksDiffer, formatTime, viewerTimeZone, zoneCity } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { toast } from '../../../lib/toast-store';
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

type Field = 'reason' | 'adminNote' | 'startsAt';

/**
 * An administrator's edit: the reason, a private admin note, or a new time (typed in the admin's
 * own zone; it may fall outside the doctor's published hours, but never on another consult).
 */
export function AdminEditDialog({ appointment, doctorTimeZone, open, onClose }: Props) {
  const edit = useAdminEdit();
  const zone = viewerTimeZone();
  const initialTime = appointment.startsAt ? instantToLocalInput(appointment.startsAt, zone) : '';
  const [reason, setReason] = useState(appointment.reason ?? '');
  const [adminNote, setAdminNote] = useState('');
  const [time, setTime] = useState(initialTime);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const newStart = time && time !== initialTime ? localInputToInstant(time, zone) : null;
  const doctorSees =
    newStart && doctorTimeZone && clocksDiffer(newStart, zone, doctorTimeZone)
      ? `${formatTime(newStart, doctorTimeZone)} for the doctor in ${zoneCity(doctorTimeZone)}`
      : null;

  const submit = () => {
    setFailure(null);
    const body: TAdminEdit = {};
    if (reason.trim() !== (appointment.reason ?? '').trim()) body.reason = reason;
    if (adminNote.trim()) body.adminNote = adminNote;
    if (time !== initialTime) {
      if (!newStart) {
        setErrors({ startsAt: 'Enter the new date and time in full' });
        return;
      }
      body.startsAt = newStart;
    }
    const parsed = ZAdminEditRequest.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error.issues);
      setErrors(found);
      // The "change at least one thing" rule belongs to no one field.
      if (Object.keys(found).every((k) => !['reason', 'adminNote', 'startsAt'].includes(k)))
        setFailure(parsed.error.issues[0]?.message ?? 'Change at least one thing');
      return;
    }
    setErrors({});
    edit.mutate(
      { id: appointment.id, ...body },
      {
        onSuccess: () => {
          toast.success(
            newStart ? `The consult is moved to ${formatWhen(newStart, zone)}.` : 'The consult is updated.',
          );
          onClose();
        },
        onError: (e) => setFailure(errorMessage(e)),
      },
    );
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
      error={failure}
      onSubmit={submit}
    >
      {appointment.startsAt ? (
        <TextField
          id="admin-edit-time"
          name="startsAt"
          type="datetime-local"
          label="Time"
          value={time}
          onValueChange={(v) => {
            setTime(v);
            setErrors((e) => ({ ...e, startsAt: undefined }));
          }}
          error={errors.startsAt}
          hint={
            <>
              In your time zone ({zoneCity(zone)}). It may fall outside the doctor's hours, never on another
              consult.
              {doctorSees ? <span className="block font-medium text-ink">That is {doctorSees}.</span> : null}
            </>
          }
        />
      ) : null}
      <TextAreaField
        id="admin-edit-reason"
        name="reason"
        label="Reason for the consult"
        value={reason}
        onValueChange={(v) => {
          setReason(v);
          setErrors((e) => ({ ...e, reason: undefined }));
        }}
        error={errors.reason}
        maxLength={2000}
      />
      <TextAreaField
        id="admin-edit-note"
        name="adminNote"
        label="Admin note (optional)"
        hint="Kept with the consult; the patient and doctor do not see it."
        value={adminNote}
        onValueChange={(v) => {
          setAdminNote(v);
          setErrors((e) => ({ ...e, adminNote: undefined }));
        }}
        error={errors.adminNote}
        maxLength={2000}
      />
    </ActionDialog>
  );
}
