import type { TRole } from '@curo/core/auth';
import { CONSULT_KIND_NAMES } from '@curo/core/medicare';
import { BILLING_KIND_LABELS, STATEMENT_TIME_ZONE, type TStatementLine } from '@curo/core/statements';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { RoleOnly } from '../../../components/access/role-only';
import { secondaryButton } from '../../../components/ui/button';
import { card, paddedCard } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { Notice } from '../../../components/ui/notice';
import { PageHeader } from '../../../components/ui/page-header';
import { PageMeta } from '../../../components/ui/page-meta';
import { SelectField } from '../../../components/ui/select-field';
import { formatCalendarDate, formatTime, localDate } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { formatCents } from '../../../lib/money';
import { toast } from '../../../lib/toast-store';
import { useCurrentUser } from '../../../lib/use-current-user';
import { doctorName, useDoctors } from '../../appointments-staff';
import { useDownloadStatement } from '../api/download-statement';
import { type TDoctorStatement, useStatement } from '../api/get-statement';
import {
  currentMonth,
  MONTH_PATTERN,
  monthBefore,
  monthChoices,
  monthName,
  monthPeriod,
} from '../utils/months';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "Tue 3 Mar 2026, 10:00 am AEDT": statements keep Sydney's calendar, and say so. */
const whenServed = (iso: string) => {
  const day = formatCalendarDate(localDate(iso, STATEMENT_TIME_ZONE), { weekday: 'short', month: 'short' });
  return `${day.replace(',', '')}, ${formatTime(iso, STATEMENT_TIME_ZONE)}`;
};

const percent = (value: number) => `${Number(value.toFixed(2))}%`;

function Totals({ statement, forAdmin }: { statement: TDoctorStatement; forAdmin: boolean }) {
  const { totals } = statement;
  const rows: readonly [string, string][] = [
    ['Completed consults', String(totals.consults)],
    ['Collected', formatCents(totals.collectedCents)],
    ['Refunds', formatCents(totals.refundedCents)],
    ['Net collected', formatCents(totals.netCents)],
    [`Commission (${percent(statement.commissionPercent)})`, formatCents(totals.commissionCents)],
  ];
  return (
    <section aria-labelledby="statement-totals" className={paddedCard}>
      <h2 id="statement-totals" className="text-lg font-semibold text-ink">
        {monthName(statement.from.slice(0, 7))}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {statement.doctor.name}
        {statement.doctor.providerNumber ? `, provider number ${statement.doctor.providerNumber}` : ''}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-[15px] sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="flex items-baseline justify-between gap-3 border-b border-line pb-2">
            <dt className="text-muted">{term}</dt>
            <dd className="font-medium text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-4 flex items-baseline justify-between gap-3">
        <dt className="font-semibold text-ink">{forAdmin ? 'Payable to the doctor' : 'Payable to you'}</dt>
        <dd className="text-2xl font-bold text-primary tabular-nums">{formatCents(totals.payableCents)}</dd>
      </dl>
    </section>
  );
}

function ConsultLine({ line }: { line: TStatementLine }) {
  const kind = [
    CONSULT_KIND_NAMES[line.type],
    line.billing ? BILLING_KIND_LABELS[line.billing] : null,
    line.mbsItem ? `MBS item ${line.mbsItem}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const money: [string, string][] = [['Fee', formatCents(line.feeCents)]];
  if (line.discountCents > 0) money.push(['Discount', formatCents(line.discountCents)]);
  money.push(['Collected', formatCents(line.collectedCents)]);
  if (line.refundedCents > 0) money.push(['Refunded', formatCents(line.refundedCents)]);
  money.push(['Commission', formatCents(line.commissionCents)], ['Payable', formatCents(line.payableCents)]);
  const headingId = `consult-${line.appointmentId}`;
  return (
    <li aria-labelledby={headingId} className="grid gap-2 p-4 sm:px-5">
      <div>
        <h3 id={headingId} className="font-semibold text-ink">
          {line.patientName}
        </h3>
        <p className="text-sm text-muted">{whenServed(line.dateOfService)}</p>
        <p className="text-sm text-muted">{kind}</p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-6">
        {money.map(([term, value]) => (
          <div key={term}>
            <dt className="text-muted">{term}</dt>
            <dd className="text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

function Statements({ role }: { role: TRole }) {
  const [params, setParams] = useSearchParams();
  const forAdmin = role === 'admin';
  const now = new Date();
  const named = params.get('month') ?? '';
  const month = MONTH_PATTERN.test(named) ? named : monthBefore(currentMonth(now));
  const doctorParam = params.get('doctor') ?? '';
  const doctorId = forAdmin && UUID.test(doctorParam) ? doctorParam : undefined;
  const period = monthPeriod(month);
  const request = forAdmin && !doctorId ? null : { ...period, ...(doctorId ? { doctorId } : {}) };
  const statement = useStatement(request);
  const doctors = useDoctors(forAdmin);
  const download = useDownloadStatement();

  const choose = (key: 'month' | 'doctor', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { preventScrollReset: true },
    );

  const months = monthChoices(now);
  if (!months.some((m) => m.value === month)) months.push({ value: month, label: monthName(month) });
  const doctorOptions = (doctors.data ?? []).map((d) => ({ value: d.id, label: doctorName(d) }));
  if (doctorId && !doctorOptions.some((o) => o.value === doctorId))
    doctorOptions.unshift({ value: doctorId, label: statement.data?.doctor.name ?? 'The doctor chosen' });

  let body: ReactNode = null;
  if (!request)
    body = (
      <Notice tone="info" title="Whose statement?">
        A statement is one doctor’s: choose the doctor above.
      </Notice>
    );
  else if (statement.isPending) body = <Loading label="Loading the statement…" />;
  else if (statement.isError)
    body = (
      <LoadProblem what="the statement" error={statement.error} onRetry={() => void statement.refetch()} />
    );
  else {
    const data = statement.data;
    body = (
      <>
        <Totals statement={data} forAdmin={forAdmin} />
        <div>
          <button
            type="button"
            className={secondaryButton}
            disabled={download.isPending}
            onClick={() =>
              download.mutate(request, {
                onSuccess: () => toast.success('The statement PDF is downloading.'),
                onError: (error) => toast.error(errorMessage(error)),
              })
            }
          >
            <Download className="size-4" aria-hidden />
            {download.isPending ? 'Preparing the PDF…' : 'Download the PDF'}
          </button>
        </div>
        <section aria-labelledby="statement-consults" className="flex flex-col gap-3">
          <h2 id="statement-consults" className="text-lg font-semibold text-ink">
            Consults
          </h2>
          {data.consults.length === 0 ? (
            <EmptyState title={`No completed consults in ${monthName(month)}.`}>
              Consults appear here once they are marked completed.
            </EmptyState>
          ) : (
            <ul aria-label="Consults" className={`${card} divide-y divide-line`}>
              {data.consults.map((line) => (
                <ConsultLine key={line.appointmentId} line={line} />
              ))}
            </ul>
          )}
          <p className="text-sm text-muted">
            Days and times are Sydney’s. Only card payments pass through Curo: bulk-billed consults are paid
            by Medicare, not through Curo, and company-paid and free consults are settled elsewhere, so they
            show nothing collected.
          </p>
        </section>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Statements">
        <p>
          {forAdmin
            ? 'A doctor’s completed consults for a month, what Curo collected for them, its commission and what it owes the doctor.'
            : 'Your completed consults for a month, what Curo collected for them, its commission and what it owes you.'}
        </p>
      </PageHeader>
      <div className="grid gap-4 sm:max-w-2xl sm:grid-cols-2">
        {forAdmin ? (
          <SelectField
            id="statement-doctor"
            label="Doctor"
            value={doctorId ?? ''}
            emptyLabel="Choose a doctor"
            options={doctorOptions}
            onValueChange={(value) => choose('doctor', value)}
            hint={
              doctors.isError ? 'We could not load the doctors. Reload the page to try again.' : undefined
            }
          />
        ) : null}
        <SelectField
          id="statement-month"
          label="Month"
          value={month}
          options={months}
          onValueChange={(value) => choose('month', value)}
        />
      </div>
      {body}
    </div>
  );
}

function StatementsForRole() {
  const { user } = useCurrentUser();
  return user ? <Statements role={user.role} /> : null;
}

/**
 * `/account/doctor/statements`: a doctor's statement for a month (last month unless the address
 * says `?month=YYYY-MM`): the totals, each completed consult, and the PDF. Admins choose the
 * doctor (`?doctor=<id>`).
 */
export function DoctorStatementsPage() {
  return (
    <>
      <PageMeta
        title="Statements"
        description="What Curo collected for your consults and owes you."
        noIndex
      />
      <RoleOnly roles={['doctor', 'instantDoctor', 'admin']}>{() => <StatementsForRole />}</RoleOnly>
    </>
  );
}
