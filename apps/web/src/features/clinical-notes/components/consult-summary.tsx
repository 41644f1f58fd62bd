import { useId } from 'react';
import { paddedCard } from '../../../components/ui/card';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { useCurrentUser } from '../../../lib/use-current-user';
import { usePatientSummary } from '../api/notes';

/**
 * The patient's summary of their consult, in the plain words the doctor wrote for them, once the
 * doctor has signed the notes. Only for the patient (the clinical notes are never shown to them);
 * nothing until there is a summary, and nothing on a consult that is not theirs.
 */
export function ConsultSummary({ appointmentId }: { appointmentId: string }) {
  const { user } = useCurrentUser();
  if (user?.role !== 'patient') return null;
  return <SummarySection appointmentId={appointmentId} />;
}

function SummarySection({ appointmentId }: { appointmentId: string }) {
  const headingId = useId();
  const summary = usePatientSummary(appointmentId);
  const data = summary.data;
  if (!data?.summary || !data.signedAt) return null;
  return (
    <section aria-labelledby={headingId} className={paddedCard}>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        Summary from your doctor
      </h2>
      <p className="mt-1 text-sm text-muted">
        {data.doctorName ? `${data.doctorName}, ` : ''}
        {formatDateTimeWithYear(data.signedAt)}
      </p>
      <p className="mt-3 break-words whitespace-pre-wrap text-ink">{data.summary}</p>
    </section>
  );
}
