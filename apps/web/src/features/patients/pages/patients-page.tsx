import type { TRole } from '@curo/core/auth';
import { staffPatientPath } from '@curo/core/routes';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { RoleOnly } from '../../../components/access/role-only';
import { card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/loading-rows';
import { PageHeader } from '../../../components/ui/page-header';
import { PageMeta } from '../../../components/ui/page-meta';
import { Pagination } from '../../../components/ui/pagination';
import { QueryError } from '../../../components/ui/query-error';
import { SearchField } from '../../../components/ui/search-field';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useSearchParamsState } from '../../../lib/use-search-params-state';
import { usePatientSearch } from '../api/search-patients';

/** Who finds patients here: the clinicians and Curo's administrators (decision 0053). */
export const PATIENT_FINDERS: readonly TRole[] = ['doctor', 'nurse', 'instantDoctor', 'admin'];

interface Found {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: 'active' | 'blocked';
}

function PatientRow({ patient }: { patient: Found }) {
  const name = `${patient.firstName} ${patient.lastName}`;
  return (
    <li>
      <Link
        to={staffPatientPath(patient.id)}
        className={`${card} flex min-h-16 items-center gap-3 p-4 hover:border-primary focus-visible:border-primary`}
      >
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary"
        >
          {patient.firstName.charAt(0)}
          {patient.lastName.charAt(0)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-ink">{name}</span>
          <span className="block truncate text-sm text-muted">{patient.email}</span>
        </span>
        {patient.status === 'blocked' ? (
          <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-sm font-medium text-error">Blocked</span>
        ) : null}
        <ChevronRight className="size-5 shrink-0 text-muted" aria-hidden />
      </Link>
    </li>
  );
}

function PatientSearch({ role }: { role: TRole | undefined }) {
  const { query, page, search, setSearch, setPage } = useSearchParamsState('query');
  const found = usePatientSearch(query, page);
  const data = found.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const everyone = role === 'admin';
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Patients">
        <p>
          {everyone
            ? 'Find any patient by name or email.'
            : 'Find a patient you have seen by name or email. Patients appear here once you have had a consult with them.'}
        </p>
      </PageHeader>
      <SearchField
        id="patient-search"
        label="Search patients"
        value={search}
        onValueChange={setSearch}
        placeholder="Name or email"
        className="max-w-xl"
      />
      {found.isError ? (
        <QueryError
          title="The patients could not be loaded"
          onRetry={() => void found.refetch()}
          retrying={found.isFetching}
        />
      ) : !data ? (
        <Loading label="Loading patients…" />
      ) : data.items.length === 0 ? (
        <EmptyState title={query ? `No patients match “${query}”` : 'No patients yet'}>
          {query
            ? 'Check the spelling, or search by email instead.'
            : 'Patients you have a consult with appear here.'}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {data.total === 1 ? '1 patient' : `${data.total} patients`}
          </p>
          <ul className="flex flex-col gap-3" aria-label="Patients found">
            {data.items.map((patient) => (
              <PatientRow key={patient.id} patient={patient} />
            ))}
          </ul>
        </>
      )}
      <Pagination
        page={page}
        pageCount={pages}
        hasNext={page < pages}
        onPage={setPage}
        label="Pages of patients"
      />
    </div>
  );
}

/** `/account/patients`: staff find a patient by name or email and open their page. */
export function PatientsPage() {
  const { user } = useCurrentUser();
  return (
    <>
      <PageMeta title="Patients" description="Find a patient." noIndex />
      <RoleOnly roles={PATIENT_FINDERS}>{() => <PatientSearch role={user?.role} />}</RoleOnly>
    </>
  );
}
