import { medicareCardExpired } from '@curo/core/medicare';
import { consultPath } from '@curo/core/routes';
import { CONSULT_STATE_NAMES } from '@curo/core/scheduling';
import type { TRequestAppointment } from '@curo/core/scheduling-requests';
import type { TPatientProfile } from '@curo/core/users';
import { useState } from 'react';
import { Link } from 'react-router';
import { paddedCard } from '../../../components/ui/card';
import { formatDateTime, viewerTimeZone } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { useCurrentUser } from '../../../lib/use-current-user';
import { downloadFax, useConsultPatient, useEarlierConsults, usePatientFaxes } from '../api/consult-patient';

/** Whole years from a YYYY-MM-DD birthday to `now`. */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const beforeBirthday = now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d);
  return now.getFullYear() - y - (beforeBirthday ? 1 : 0);
}

/** Medicare, as the doctor needs it at a glance: on file and current, expired (core's rule), or none. */
export function medicareStatus(profile: TPatientProfile | null, now: Date): string {
  if (!profile?.medicareNumber) return 'No Medicare card on file';
  if (profile.medicareExpiry && medicareCardExpired(profile.medicareExpiry, now))
    return `Medicare card expired ${profile.medicareExpiry}`;
  return `Medicare card on file${profile.medicareIrn ? ` (IRN ${profile.medicareIrn})` : ''}`;
}

/**
 * The patient beside the doctor's work on a consult's page: name, age, phone, Medicare and IHI
 * status, and the clinician's earlier consults with them. Shown to the clinicians on the consult,
 * never to the patient (who has their profile); hidden when the record is not theirs to see.
 */
export function ConsultPatientCard({ appointment }: { appointment: TRequestAppointment }) {
  const { user } = useCurrentUser();
  const clinician =
    user !== undefined &&
    user.id !== appointment.patientId &&
    (user.role === 'doctor' ||
      user.role === 'instantDoctor' ||
      user.role === 'nurse' ||
      user.role === 'admin');
  const patient = useConsultPatient(appointment.patientId, clinician);
  const earlier = useEarlierConsults(appointment.patientId, clinician && user?.role !== 'admin');
  const faxes = usePatientFaxes(appointment.patientId, clinician);
  const [faxProblem, setFaxProblem] = useState<string | null>(null);
  if (!clinician || !patient.data) return null;
  const now = new Date();
  const profile = patient.data.patientProfile;
  const zone = viewerTimeZone();
  const others = (earlier.data?.items ?? []).filter((item) => item.id !== appointment.id);
  return (
    <section aria-labelledby="consult-patient-heading" className={paddedCard}>
      <h2 id="consult-patient-heading" className="text-lg font-semibold text-ink">
        Patient: {patient.data.firstName} {patient.data.lastName}
      </h2>
      {appointment.familyMemberId ? (
        <p className="mt-1 text-sm text-muted">This consult is for a family member on their account.</p>
      ) : null}
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-[15px] sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">Age</dt>
          <dd className="text-ink">
            {profile?.dateOfBirth
              ? `${ageOn(profile.dateOfBirth, now)} (born ${profile.dateOfBirth})`
              : 'Not given'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Phone</dt>
          <dd className="text-ink">{patient.data.phone ?? 'Not given'}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Medicare</dt>
          <dd className="text-ink">{medicareStatus(profile, now)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">IHI</dt>
          <dd className="text-ink">
            {profile?.ihi ? 'On file, not verified with the HI Service' : 'Not given'}
          </dd>
        </div>
      </dl>
      {faxes.data && faxes.data.items.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold text-ink">Faxes filed to their record</h3>
          <ul className="mt-1 flex flex-col gap-1">
            {faxes.data.items.map((fax) => {
              const when = formatDateTime(fax.receivedAt, zone);
              return (
                <li key={fax.id} className="text-[15px]">
                  <button
                    type="button"
                    className="text-primary underline-offset-2 hover:underline"
                    onClick={() => {
                      setFaxProblem(null);
                      downloadFax(fax.id, `fax-${fax.receivedAt.slice(0, 10)}.pdf`).catch((error: unknown) =>
                        setFaxProblem(errorMessage(error)),
                      );
                    }}
                  >
                    {fax.label ?? 'Fax'}, received {when}
                  </button>
                  <span className="text-muted">
                    {fax.fromNumber ? ` · from ${fax.fromNumber}` : ''}
                    {fax.pages ? ` · ${fax.pages} ${fax.pages === 1 ? 'page' : 'pages'}` : ''}
                  </span>
                </li>
              );
            })}
          </ul>
          {faxProblem ? (
            <p role="alert" className="mt-1 text-sm text-error">
              {faxProblem}
            </p>
          ) : null}
        </>
      ) : null}
      {user?.role === 'admin' ? null : (
        <>
          <h3 className="mt-4 font-semibold text-ink">Your other consults with them</h3>
          {others.length === 0 ? (
            <p className="mt-1 text-sm text-muted">{earlier.isPending ? 'Loading…' : 'None.'}</p>
          ) : (
            <ul className="mt-1 flex flex-col gap-1">
              {others.map((item) => (
                <li key={item.id} className="text-[15px]">
                  <Link to={consultPath(item.id)} className="text-primary underline-offset-2 hover:underline">
                    {item.startsAt ? formatDateTime(item.startsAt, zone) : 'No time set'}
                  </Link>{' '}
                  <span className="text-muted">
                    · {CONSULT_STATE_NAMES[item.status]}
                    {item.reason ? ` · ${item.reason}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
