import { ZChangeSpecialistRequest } from '@curo/core/scheduling-staff';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
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

type TField = 'doctorId' | 'note';
const ORDER: readonly TField[] = ['doctorId', 'note'];
const IDS: Record<TField, string> = { doctorId: 'change-specialist-doctor', note: 'change-specialist-note' };
const idFor = (field: TField) => IDS[field];

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
  const form = useFormState({ doctorId: '', note: '' }, idFor, { alertId: 'change-specialist-alert' });

  const others = (doctors.data ?? []).filter((d) => d.id !== currentDoctorId);
  const options = [
    { value: '', label: doctors.isPending ? 'Loading doctors…' : 'Choose a doctor' },
    ...others.map((d) => ({
      value: d.id,
      label: d.specialties.length ? `${doctorName(d)} (${d.specialties.join(', ')})` : doctorName(d),
    })),
  ];

  const submit = async () => {
    const { doctorId, note } = form.values;
    const input = form.check(ZChangeSpecialistRequest, { doctorId, note: note.trim() || undefined }, ORDER);
    if (!input) return;
    if (await form.send(() => change.mutateAsync({ id: appointmentId, ...input }))) {
      const chosen = others.find((d) => d.id === input.doctorId);
      toast.success(`The consult is now with ${chosen ? doctorName(chosen) : 'the new specialist'}.`);
      onClose();
    }
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
        form.formError ??
        (doctors.isError ? `We could not load the doctors. ${errorMessage(doctors.error)}` : null)
      }
      onSubmit={submit}
    >
      <SelectField {...form.text('doctorId')} label="New specialist" options={options} />
      <TextAreaField {...form.text('note')} label="Note for the history (optional)" maxLength={500} />
    </ActionDialog>
  );
}
