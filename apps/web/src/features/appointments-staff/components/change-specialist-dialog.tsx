import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useChangeSpecialist } from '../api/change-appointment';
import { doctorName, useDoctors } from '../api/get-doctors';
import { ActionDialog } from './action-dialog';

interface Props {
  appointmentId: string;
  currentDoctorId: string | null;
  currentDoctorName: string | null;
  open: boolean;
  onClose: () => void;
}

/** Hand the consult to another doctor, who must be free at its time under their own rules. */
export function ChangeSpecialistDialog({
  appointmentId,
  currentDoctorId,
  currentDoctorName,
  open,
  onClose,
}: Props) {
  const change = useChangeSpecialist();
  const doctors = useDoctors();
  const [doctorId, setDoctorId] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const others = (doctors.data ?? []).filter((d) => d.id !== currentDoctorId);
  const options = [
    { value: '', label: doctors.isPending ? 'Loading doctors…' : 'Choose a doctor' },
    ...others.map((d) => ({
      value: d.id,
      label: d.specialties.length ? `${doctorName(d)} (${d.specialties.join(', ')})` : doctorName(d),
    })),
  ];

  const submit = () => {
    setFailure(null);
    if (!doctorId) {
      setError('Choose the new specialist');
      return;
    }
    const chosen = others.find((d) => d.id === doctorId);
    change.mutate(
      { id: appointmentId, doctorId, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          toast.success(`The consult is now with ${chosen ? doctorName(chosen) : 'the new specialist'}.`);
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
      id="change-specialist"
      title="Change the specialist"
      description={`${
        currentDoctorName ? `Now with ${currentDoctorName}. ` : ''
      }The new doctor must be free at the consult's time. The patient and both doctors are told.`}
      submitLabel="Change the specialist"
      pendingLabel="Changing…"
      pending={change.isPending}
      error={
        failure ?? (doctors.isError ? `We could not load the doctors. ${errorMessage(doctors.error)}` : null)
      }
      onSubmit={submit}
    >
      <div>
        <SelectField
          id="change-specialist-doctor"
          label="New specialist"
          value={doctorId}
          options={options}
          onValueChange={(v) => {
            setDoctorId(v);
            setError(undefined);
          }}
        />
        {error ? (
          <p id="change-specialist-doctor-error" className="mt-1 text-sm font-medium text-error">
            {error}
          </p>
        ) : null}
      </div>
      <TextAreaField
        id="change-specialist-note"
        name="note"
        label="Note for the history (optional)"
        value={note}
        onValueChange={setNote}
        maxLength={500}
      />
    </ActionDialog>
  );
}
