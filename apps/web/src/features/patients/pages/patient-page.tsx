import type { TRole } from '@curo/core/auth';
import { consultPath, paths } from '@curo/core/routes';
import { CONSULT_KIND_NAMES, type TAppointmentList } from '@curo/core/scheduling';
import type { TUserDetail } from '@curo/core/users';
import { ArrowLeft, CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { RoleOnly } from '../../../components/access/role-only';
import { primaryButton, textLink } from '../../../components/ui/button';
import { card, paddedCard } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/loading-rows';
import { PageMeta } from '../../../components/ui/page-meta';
import { Pagination } from '../../../components/ui/pagination';
import { QueryError } from '../../../components/ui/query-error';
import { formatCalendarDate, formatDateTimeWithYear, viewerTimeZone } from '../../../lib/date-time';
import { isNotFound } from '../../../lib/is-not-found';
import { useCurrentUser } from '../../../lib/use-current-user';
import { pageOf } from '../../../lib/use-search-params-state';
import { StatusPill, useConsultSettings } from '../../scheduling';
import { HISTORY_PAGE_SIZE, useConsultHistory } from '../api/consult-history';
import { usePatient } from '../api/get-patient';
import { BookInDialog } from '../components/book-in-dialog';
import { PATIENT_FINDERS } from './patients-page';

type TAppointmentListItem = TAppointmentList['items'][number];

/** Who sees a patient's whole consult history: the API's rule (their treating doctors, admins). */
const HISTORY_READERS: readonly TRole[] = ['doctor', 'admin'];

/** Where a consult of the history opens: a doctor's own on the consult page, any for an admin. */
function consultLink(item: TAppointmentListItem, viewer: TUserDetail): string | null {
  if (viewer.role === 'admin') return paths.adminAppointment.replace(':appointmentId', item.id);
  if (viewer.role === 'doctor' && item.doctorId === viewer.id) return consultPath(item.id);
  return null;
}

function HistoryRow({ item, viewer }: { item: TAppointmentListItem; viewer: TUserDetail }) {
  const when = item.startsAt ?? item.createdAt;
  const to = consultLink(item, viewer);
  const title = `${CONSULT_KIND_NAMES[item.type]}, ${formatDateTimeWithYear(when)}`;
  return (
    <li className={`${card} flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between`}>
      <div className="min-w-0">
        <h3 className="font-semibold text-ink">
          {to ? (
            <Link to={to} className={textLink}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        <p className="mt-1 text-sm text-muted">
          {item.doctorName ? `With ${item.doctorName}` : 'No doctor yet'}
        </p>
        {item.reason ? <p className="mt-1 line-clamp-2 text-sm break-words text-ink">{item.reason}</p> : null}
      </div>
      <div className="shrink-0">
        <StatusPill status={item.status} />
      </div>
    </li>
  );
}

function ConsultHistory({ patientId, viewer }: { patientId: string; viewer: TUserDetail }) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const history = useConsultHistory(patientId, page, true);
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / HISTORY_PAGE_SIZE)) : 1;
  const setPage = (next: number) =>
    setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true });
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-4">
      <h2 id="history-heading" className="text-xl font-semibold text-ink">
        Consult history
      </h2>
      <p className="-mt-2 text-sm text-muted">
        Every consult the patient has had on Curo, with any doctor, latest first.
      </p>
      {history.isError ? (
        <QueryError
          title="The consult history could not be loaded"
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : !data ? (
        <Loading label="Loading the consult history…" />
      ) : data.items.length === 0 ? (
        <EmptyState title="No consults yet">This patient has not had a consult on Curo.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Consults">
          {data.items.map((item) => (
            <HistoryRow key={item.id} item={item} viewer={viewer} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pages}
        hasNext={page < pages}
        onPage={setPage}
        label="Pages of consults"
      />
    </section>
  );
}

function BookInButton({ patient, viewer }: { patient: TUserDetail; viewer: TUserDetail }) {
  const [open, setOpen] = useState(false);
  const settings = useConsultSettings(viewer.id);
  const durations = settings.data?.durations;
  const name = `${patient.firstName} ${patient.lastName}`;
  if (patient.status === 'blocked') return null;
  return (
    <>
      <button
        type="button"
        className={primaryButton}
        disabled={!durations?.length}
        onClick={() => setOpen(true)}
      >
        <CalendarPlus className="size-5" aria-hidden />
        Book in
      </button>
      {durations?.length ? (
        <BookInDialog
          open={open}
          onOpenChange={setOpen}
          patientId={patient.id}
          patientName={name}
          doctorId={viewer.id}
          doctorZone={viewer.doctorProfile?.timeZone ?? viewerTimeZone()}
          durations={durations}
        />
      ) : null}
    </>
  );
}

function PatientDetails({ patient }: { patient: TUserDetail }) {
  const profile = patient.patientProfile;
  const rows: [string, string][] = [
    ['Email', patient.email],
    ['Phone', patient.phone ?? 'Not given'],
    ['Date of birth', profile?.dateOfBirth ? formatCalendarDate(profile.dateOfBirth) : 'Not given'],
    [
      'Suburb',
      profile?.suburb ? `${profile.suburb}${profile.state ? ` ${profile.state}` : ''}` : 'Not given',
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-[15px] sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="mb-2 break-words text-ink sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PatientCard({ patientId, viewer }: { patientId: string; viewer: TUserDetail }) {
  const patient = usePatient(patientId);
  const back = (
    <Link
      to={paths.staffPatients}
      className={`${textLink} inline-flex min-h-11 items-center gap-1.5 text-sm`}
    >
      <ArrowLeft className="size-4" aria-hidden />
      All patients
    </Link>
  );
  if (patient.isError && isNotFound(patient.error)) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Patient not found</h1>
        <p className="text-muted">
          This patient is not one you can see. Clinicians see patients they have had a consult with.
        </p>
      </div>
    );
  }
  if (patient.isError) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <QueryError
          title="The patient could not be loaded"
          onRetry={() => void patient.refetch()}
          retrying={patient.isFetching}
        />
      </div>
    );
  }
  if (!patient.data) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Loading label="Loading the patient…" rows={2} />
      </div>
    );
  }
  const data = patient.data;
  const name = `${data.firstName} ${data.lastName}`;
  return (
    <div className="flex flex-col gap-8">
      <PageMeta title={name} description="A patient." noIndex />
      <div className="flex flex-col gap-4">
        {back}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{name}</h1>
            {data.status === 'blocked' ? (
              <p className="mt-1 font-medium text-error">This account is blocked.</p>
            ) : null}
          </div>
          {viewer.role === 'doctor' ? <BookInButton patient={data} viewer={viewer} /> : null}
        </div>
      </div>
      <section aria-labelledby="details-heading" className={paddedCard}>
        <h2 id="details-heading" className="mb-4 text-xl font-semibold text-ink">
          Details
        </h2>
        <PatientDetails patient={data} />
      </section>
      {HISTORY_READERS.includes(viewer.role) ? (
        <ConsultHistory patientId={patientId} viewer={viewer} />
      ) : null}
    </div>
  );
}

/**
 * `/account/patients/:patientId`: one patient as staff see them: their details, their whole consult
 * history (doctors and admins, as the API allows) and, for a doctor, booking them in (decision 0053).
 */
export function PatientPage() {
  const { patientId = '' } = useParams();
  const { user } = useCurrentUser();
  return (
    <>
      <PageMeta title="Patient" description="A patient." noIndex />
      <RoleOnly roles={PATIENT_FINDERS}>
        {() => (user ? <PatientCard key={patientId} patientId={patientId} viewer={user} /> : null)}
      </RoleOnly>
    </>
  );
}
