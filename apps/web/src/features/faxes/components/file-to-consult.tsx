import { CONSULT_STATE_NAMES } from '@curo/core/scheduling';
import { useState } from 'react';
import { smallButton } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { usePatientConsults } from '../api/patient-consults';

/**
 * A fax filed with a patient can go under one of their consults (a referral for the consult it is
 * about), where the consult's clinicians find it.
 */
export function FileToConsult({
  patient,
  currentAppointmentId,
  busy,
  onFile,
}: {
  patient: { id: string; name: string };
  currentAppointmentId: string | null;
  busy: boolean;
  onFile: (appointmentId: string) => void;
}) {
  const consults = usePatientConsults(patient.id);
  const items = consults.data?.items ?? [];
  const [chosen, setChosen] = useState('');
  if (consults.isPending) return null;
  if (items.length === 0)
    return <p className="text-sm text-muted">{patient.name} has no consults to file it under.</p>;
  const options = items.map((item) => ({
    value: item.id,
    label: `${item.startsAt ? formatDateTimeWithYear(item.startsAt) : 'No time set'} · ${
      item.doctorName ? `Dr ${item.doctorName}` : 'No doctor yet'
    } · ${CONSULT_STATE_NAMES[item.status]}${item.id === currentAppointmentId ? ' (filed here)' : ''}`,
  }));
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1">
        <SelectField
          id="fax-consult"
          label={`File under one of ${patient.name}’s consults`}
          value={chosen}
          onValueChange={setChosen}
          emptyLabel="Choose a consult"
          options={options}
        />
      </div>
      <button
        type="button"
        className={smallButton}
        disabled={busy || chosen === '' || chosen === currentAppointmentId}
        onClick={() => onFile(chosen)}
      >
        File under this consult
      </button>
    </div>
  );
}
