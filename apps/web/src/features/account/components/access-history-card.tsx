import type { TRole } from '@curo/core/auth';
import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { textLink } from '../../../components/ui/button';
import { LoadProblem } from '../../../components/ui/load-problem';
import { SectionCard } from '../../../components/ui/section-card';
import { openContactDialog } from '../../../lib/contact-dialog-store';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { roleLabel } from '../../../lib/role-label';
import { useAccessHistory } from '../api/get-access-history';

const ACTIONS: Record<string, string> = {
  'patient.record_viewed': 'Opened your record',
  'patient.break_glass': 'Used emergency access to your record, without a consult with you',
};

/**
 * "Who has opened my record": every time a doctor, nurse or administrator looked at this
 * patient's record, in the patient's own time zone. Emergency ("break-glass") access shows the
 * reason the clinician gave, which they were told the patient would read.
 */
export function AccessHistoryCard({ timeZone }: { timeZone?: string }) {
  const query = useAccessHistory();

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <p role="status" className="text-muted">
        Loading who has opened your record…
      </p>
    );
  } else if (query.isError) {
    body = (
      <LoadProblem
        framed={false}
        what="your access history"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.length === 0) {
    body = (
      <p className="rounded-lg border border-dashed border-line p-4 text-muted">
        No one has opened your record yet. When a doctor, nurse or Curo staff member does, you will see it
        here.
      </p>
    );
  } else {
    body = (
      <ol className="divide-y divide-line rounded-lg border border-line">
        {query.data.map((entry) => (
          <li
            key={`${entry.at}-${entry.viewerName}-${entry.action}`}
            className="flex flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6"
          >
            <p className="min-w-0 break-words text-ink">
              <span className="font-semibold">{entry.viewerName}</span>
              <span className="text-muted">, {roleLabel(entry.viewerRole as TRole)}</span>
              <span className="block text-sm text-muted">
                {ACTIONS[entry.action] ?? 'Opened your record'}
              </span>
              {entry.reason ? (
                <span className="block text-sm text-ink">Reason given: “{entry.reason}”</span>
              ) : null}
            </p>
            <time dateTime={entry.at} className="shrink-0 text-sm text-muted">
              {formatDateTimeWithYear(entry.at, timeZone)}
            </time>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <SectionCard
      id="access-history"
      title="Who has opened my record"
      icon={Eye}
      description={
        <>
          Each time someone at Curo opens your record, it is logged. If you do not recognise a name,{' '}
          <button type="button" onClick={openContactDialog} className={textLink}>
            contact us
          </button>
          .
        </>
      }
    >
      {body}
    </SectionCard>
  );
}
