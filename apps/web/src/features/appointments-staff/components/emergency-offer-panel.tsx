import type { TAppointment } from '@curo/core/scheduling';
import { doctorDisplayName } from '@curo/core/users';
import { Siren } from 'lucide-react';
import { useState } from 'react';
import { primaryButton } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-message';
import { checkboxClass, checkRowClass, labelClass } from '../../../components/ui/field-styles';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadProblem } from '../../../components/ui/load-problem';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useEmergencyDoctors, useSendEmergencyOffer } from '../api/emergency-offer';

type TWho = 'onShift' | 'chosen';
const CHOOSE_ONE = 'Choose at least one doctor';

/** An urgent consult no doctor has taken yet: the only state in which it can be offered again. */
export const isWaitingEmergency = (a: TAppointment) =>
  a.type === 'emergency' && a.status === 'requested' && a.doctorId === null;

/**
 * Staff offer a waiting urgent consult again: to everyone on an urgent shift now, or to the
 * doctors they choose. Each doctor newly offered it hears of it live and by email; those already
 * offered are not asked twice (decision 0053).
 */
export function EmergencyOfferPanel({ appointment }: { appointment: TAppointment }) {
  const [who, setWho] = useState<TWho>('onShift');
  const [chosen, setChosen] = useState<string[]>([]);
  const [doctorsError, setDoctorsError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const doctors = useEmergencyDoctors(who === 'chosen');
  const send = useSendEmergencyOffer(appointment.id);

  const toggle = (id: string, on: boolean) => {
    setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
    setDoctorsError(null);
    setFormError(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (who === 'chosen' && chosen.length === 0) {
      setDoctorsError(CHOOSE_ONE);
      document.getElementById('emergency-offer-doctors')?.focus();
      return;
    }
    try {
      const result = await send.mutateAsync(who === 'chosen' ? chosen : undefined);
      const n = result.offeredTo.length;
      if (n === 0)
        setFormError(
          who === 'chosen'
            ? 'Those doctors have already been offered this consult.'
            : 'No new doctor was offered it: nobody is on an urgent shift now, or they have all had it already. Choose doctors instead.',
        );
      else {
        toast.success(n === 1 ? 'Offered to 1 doctor.' : `Offered to ${n} doctors.`);
        setChosen([]);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && who === 'chosen')
        setDoctorsError(errorMessage(error));
      else setFormError(errorMessage(error));
    }
  };

  return (
    <section
      aria-labelledby="emergency-offer-heading"
      className="rounded-card border border-warning/40 bg-amber-50 p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <Siren className="mt-0.5 size-6 shrink-0 text-warning" aria-hidden />
        <div className="min-w-0">
          <h2 id="emergency-offer-heading" className="text-lg font-semibold text-ink">
            No doctor has taken this urgent consult
          </h2>
          <p className="mt-1 max-w-[62ch] text-[15px] text-ink">
            Offer it again. The first doctor to accept takes it; the patient is told straight away.
          </p>
        </div>
      </div>
      <form
        onSubmit={submit}
        noValidate
        aria-label="Offer the urgent consult again"
        className="mt-4 flex flex-col gap-4"
      >
        {formError ? <FormAlert id="emergency-offer-alert">{formError}</FormAlert> : null}
        <fieldset>
          <legend className={labelClass}>Offer it to</legend>
          <div className="flex flex-col gap-1">
            {(
              [
                ['onShift', 'Everyone on an urgent shift now'],
                ['chosen', 'Doctors I choose'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className={checkRowClass}>
                <input
                  type="radio"
                  name="emergency-offer-who"
                  value={value}
                  checked={who === value}
                  onChange={() => {
                    setWho(value);
                    setDoctorsError(null);
                    setFormError(null);
                  }}
                  className="size-5 shrink-0 accent-primary"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {who === 'chosen' ? (
          doctors.isPending ? (
            <p role="status" className="text-sm text-muted">
              Loading the doctors who take urgent consults…
            </p>
          ) : doctors.isError ? (
            <LoadProblem
              what="the doctors"
              message={errorMessage(doctors.error)}
              onRetry={() => void doctors.refetch()}
            />
          ) : doctors.data.length === 0 ? (
            <p className="text-sm text-muted">No doctors take urgent consults at the moment.</p>
          ) : (
            <fieldset aria-describedby={doctorsError ? 'emergency-offer-doctors-error' : undefined}>
              <legend className={labelClass}>Doctors who take urgent consults</legend>
              <div
                id="emergency-offer-doctors"
                tabIndex={-1}
                className="grid gap-1 rounded-lg border border-line bg-white p-2 sm:grid-cols-2"
              >
                {doctors.data.map((d) => (
                  <label key={d.id} className={checkRowClass}>
                    <input
                      type="checkbox"
                      className={checkboxClass}
                      checked={chosen.includes(d.id)}
                      onChange={(e) => toggle(d.id, e.target.checked)}
                      aria-invalid={Boolean(doctorsError)}
                    />
                    {doctorDisplayName(d)}
                  </label>
                ))}
              </div>
              {doctorsError ? (
                <FieldError id="emergency-offer-doctors-error">{doctorsError}</FieldError>
              ) : null}
            </fieldset>
          )
        ) : null}
        <div>
          <button type="submit" className={primaryButton} disabled={send.isPending}>
            {send.isPending ? 'Offering…' : 'Offer again'}
          </button>
        </div>
      </form>
    </section>
  );
}
