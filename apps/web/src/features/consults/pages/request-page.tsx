import { consultPath } from '@curo/core/routes';
import { ZCreateAppointmentRequest } from '@curo/core/scheduling-requests';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useFormState } from '../../../lib/use-form-state';
import { useCreateRequest } from '../api/requests';
import { ChoiceCards } from '../components/choice-cards';
import { ConsultShell } from '../components/consult-shell';
import { RequestForm } from '../components/request-form';
import { useDirectoryChoices } from '../hooks/use-directory-choices';

const SPECIALTY_DURATIONS = [15, 30] as const;
const WHOM = [
  { value: 'specialty', label: 'Any doctor in a specialty' },
  { value: 'doctor', label: 'A particular doctor' },
] as const;

type TWhom = (typeof WHOM)[number]['value'];
type TRequestField = 'whom' | 'doctorId' | 'specialty' | 'duration' | 'reason' | 'preferredTimes';
const IDS: Record<TRequestField, string> = {
  whom: 'request-whom',
  doctorId: 'request-doctor',
  specialty: 'request-specialty',
  duration: 'request-duration',
  reason: 'request-reason',
  preferredTimes: 'request-times',
};
const idFor = (field: TRequestField) => IDS[field];
/** The fields as they show: only the list being shown is among them. */
const ORDER: Record<TWhom, readonly TRequestField[]> = {
  specialty: ['specialty', 'duration', 'reason', 'preferredTimes'],
  doctor: ['doctorId', 'duration', 'reason', 'preferredTimes'],
};
/**
 * The server's rule says "a doctor or a specialty" at doctorId; with the specialties showing, the
 * page asks for one of them there instead.
 */
const ZSpecialtyRequest = z
  .object({ specialty: z.string({ error: 'Choose the specialty you need' }) })
  .and(ZCreateAppointmentRequest);

/**
 * `/consult/request`: ask a doctor or a specialty for a consult and say when suits; the doctor
 * answers with times, which the patient accepts on the consult's page (`?doctor=` or `?specialty=`
 * choose ahead).
 */
export function RequestPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { doctors, specialties, isPending } = useDirectoryChoices();
  const create = useCreateRequest();
  const form = useFormState<TRequestField, Record<Exclude<TRequestField, 'whom'>, string> & { whom: TWhom }>(
    {
      whom: params.get('doctor') ? 'doctor' : 'specialty',
      doctorId: params.get('doctor') ?? '',
      specialty: params.get('specialty') ?? '',
      duration: '',
      reason: '',
      preferredTimes: '',
    },
    idFor,
  );
  const { values } = form;

  const doctor = doctors.find((d) => d.id === values.doctorId);
  const durations: readonly number[] =
    values.whom === 'doctor' && doctor ? doctor.durations : SPECIALTY_DURATIONS;
  const chosen = Number(values.duration);
  const length = durations.includes(chosen) ? chosen : durations[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      doctorId: values.whom === 'doctor' ? values.doctorId || undefined : undefined,
      specialty: values.whom === 'specialty' ? values.specialty || undefined : undefined,
      reason: values.reason,
      duration: length,
      preferredTimes: values.preferredTimes || undefined,
    };
    const body =
      values.whom === 'doctor'
        ? form.check(ZCreateAppointmentRequest, input, ORDER.doctor, {
            doctorId: 'Choose the doctor you would like to see',
          })
        : form.check(ZSpecialtyRequest, input, ORDER.specialty);
    if (!body) return;
    await form.send(() =>
      create.mutateAsync(body, { onSuccess: (appointment) => navigate(consultPath(appointment.id)) }),
    );
  };

  return (
    <ConsultShell
      title="Ask for a consult"
      lead="Tell us who you would like to see and when suits you. The doctor offers you some times, shown in your own time zone, and you accept the one you want."
    >
      <RequestForm
        label="Ask for a consult"
        onSubmit={submit}
        form={form}
        pending={create.isPending}
        action="Send the request"
      >
        <ChoiceCards
          legend="Who would you like to see?"
          name="whom"
          choices={WHOM}
          columns={2}
          value={values.whom}
          // Another list, another question: what was said about the last one no longer applies.
          onValueChange={(whom) => form.resetValues({ ...values, whom })}
        />
        {values.whom === 'specialty' ? (
          <SelectField
            label="Specialty"
            {...form.text('specialty')}
            // `?specialty=` may come in any case.
            value={specialties.find((s) => s.toLowerCase() === values.specialty.toLowerCase()) ?? ''}
            emptyLabel={isPending ? 'Loading specialties…' : 'Choose a specialty'}
            options={specialties.map((s) => ({ value: s, label: s }))}
          />
        ) : (
          <SelectField
            label="Doctor"
            {...form.text('doctorId')}
            emptyLabel={isPending ? 'Loading doctors…' : 'Choose a doctor'}
            options={doctors.map((d) => ({
              value: d.id,
              label: `Dr ${d.firstName} ${d.lastName}${d.specialties.length ? ` (${d.specialties.join(', ')})` : ''}`,
            }))}
          />
        )}
        <SelectField
          label="How long a consult?"
          {...form.text('duration')}
          value={String(length ?? '')}
          options={durations.map((d) => ({ value: String(d), label: `${d} minutes` }))}
        />
        <TextAreaField label="What is the consult about?" maxLength={2000} {...form.text('reason')} />
        <TextAreaField
          label="When suits you?"
          optional
          hint="For example “weekday mornings” or “after 3 pm on Thursdays”."
          rows={2}
          maxLength={500}
          {...form.text('preferredTimes')}
        />
      </RequestForm>
    </ConsultShell>
  );
}
