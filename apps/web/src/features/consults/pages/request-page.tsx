import { consultPath } from '@curo/core/routes';
import { ZCreateAppointmentRequest } from '@curo/core/scheduling-requests';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { primaryButton } from '../../../components/ui/button';
import { paddedCard } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { checkboxClass } from '../../../components/ui/field-styles';
import { Notice } from '../../../components/ui/notice';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorsOf } from '../../../lib/field-errors';
import type { FieldErrors } from '../../../lib/use-form-state';
import { useDirectory } from '../../scheduling';
import { useCreateRequest } from '../api/requests';
import { ConsultShell } from '../components/consult-shell';

const SPECIALTY_DURATIONS = [15, 30] as const;

/**
 * `/consult/request`: ask a doctor or a specialty for a consult and say when suits; the doctor
 * answers with times, which the patient accepts on the consult's page (`?doctor=` or `?specialty=`
 * choose ahead).
 */
export function RequestPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const directory = useDirectory();
  const create = useCreateRequest();
  const [whom, setWhom] = useState<'specialty' | 'doctor'>(params.get('doctor') ? 'doctor' : 'specialty');
  const [doctorId, setDoctorId] = useState(params.get('doctor') ?? '');
  const [specialty, setSpecialty] = useState(params.get('specialty') ?? '');
  const [duration, setDuration] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [preferredTimes, setPreferredTimes] = useState('');
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const doctors = directory.data?.items ?? [];
  const specialties = [...new Set(doctors.flatMap((d) => d.specialties))].sort((a, b) => a.localeCompare(b));
  const doctor = doctors.find((d) => d.id === doctorId);
  const durations: readonly number[] = whom === 'doctor' && doctor ? doctor.durations : SPECIALTY_DURATIONS;
  const length = duration && durations.includes(duration) ? duration : durations[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = ZCreateAppointmentRequest.safeParse({
      doctorId: whom === 'doctor' ? doctorId || undefined : undefined,
      specialty: whom === 'specialty' ? specialty || undefined : undefined,
      reason,
      duration: length,
      preferredTimes: preferredTimes || undefined,
    });
    if (!parsed.success) {
      const found = fieldErrorsOf<string>(parsed.error.issues);
      // "Choose a doctor or a specialty" belongs to whichever list is showing.
      if (found.doctorId && whom === 'specialty') {
        found.specialty = 'Choose the specialty you need';
        delete found.doctorId;
      } else if (found.doctorId) found.doctorId = 'Choose the doctor you would like to see';
      setErrors(found);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (appointment) => navigate(consultPath(appointment.id)),
      onError: (error) => setFormError(errorMessage(error)),
    });
  };

  const clear = (field: string) => setErrors(({ [field]: _, ...rest }) => rest);

  return (
    <ConsultShell
      title="Ask for a consult"
      lead="Tell us who you would like to see and when suits you. The doctor offers you some times, shown in your own time zone, and you accept the one you want."
    >
      <form
        onSubmit={submit}
        noValidate
        className={`${paddedCard} flex flex-col gap-5`}
        aria-label="Ask for a consult"
      >
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">Who would you like to see?</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(
              [
                ['specialty', 'Any doctor in a specialty'],
                ['doctor', 'A particular doctor'],
              ] as const
            ).map(([id, label]) => (
              <label
                key={id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input
                  type="radio"
                  name="whom"
                  checked={whom === id}
                  onChange={() => {
                    setWhom(id);
                    setErrors({});
                  }}
                  className={checkboxClass}
                />
                <span className="font-semibold text-ink">{label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {whom === 'specialty' ? (
          <Field id="request-specialty" label="Specialty" error={errors.specialty}>
            {(props) => (
              <select
                {...props}
                value={specialties.find((s) => s.toLowerCase() === specialty.toLowerCase()) ?? ''}
                onChange={(e) => {
                  setSpecialty(e.target.value);
                  clear('specialty');
                }}
              >
                <option value="">
                  {directory.isPending ? 'Loading specialties…' : 'Choose a specialty'}
                </option>
                {specialties.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <Field id="request-doctor" label="Doctor" error={errors.doctorId}>
            {(props) => (
              <select
                {...props}
                value={doctorId}
                onChange={(e) => {
                  setDoctorId(e.target.value);
                  clear('doctorId');
                }}
              >
                <option value="">{directory.isPending ? 'Loading doctors…' : 'Choose a doctor'}</option>
                {doctors.map((d) => (
                  <option key={d.id} value={d.id}>
                    Dr {d.firstName} {d.lastName}
                    {d.specialties.length ? ` (${d.specialties.join(', ')})` : ''}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field id="request-duration" label="How long a consult?" error={errors.duration}>
          {(props) => (
            <select {...props} value={length} onChange={(e) => setDuration(Number(e.target.value))}>
              {durations.map((d) => (
                <option key={d} value={d}>
                  {d} minutes
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="request-reason" label="What is the consult about?" error={errors.reason}>
          {(props) => (
            <textarea
              {...props}
              rows={3}
              maxLength={2000}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                clear('reason');
              }}
            />
          )}
        </Field>
        <Field
          id="request-times"
          label="When suits you? (optional)"
          hint="For example “weekday mornings” or “after 3 pm on Thursdays”."
          error={errors.preferredTimes}
        >
          {(props) => (
            <textarea
              {...props}
              rows={2}
              maxLength={500}
              value={preferredTimes}
              onChange={(e) => {
                setPreferredTimes(e.target.value);
                clear('preferredTimes');
              }}
            />
          )}
        </Field>
        {formError ? <Notice tone="error" title={formError} /> : null}
        <button type="submit" className={`${primaryButton} sm:self-end`} disabled={create.isPending}>
          {create.isPending ? 'Sending your request…' : 'Send the request'}
        </button>
      </form>
    </ConsultShell>
  );
}
