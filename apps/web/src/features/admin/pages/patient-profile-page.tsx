import { ihiMessages } from '@curo/core/ihi';
import { paths } from '@curo/core/routes';
import type { TPatientProfile, TUserDetail } from '@curo/core/users';
import { ArrowLeft, Eye } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminOnly } from '../../../components/access/admin-only';
import { dangerButton, linkButton, primaryButton, secondaryButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { DetailRow } from '../../../components/ui/detail-row';
import { PageMeta } from '../../../components/ui/page-meta';
import { VerifiedEmail } from '../../../components/ui/verified-email';
import { errorMessage } from '../../../lib/error-message';
import { roleLabel } from '../../../lib/role-label';
import { toast } from '../../../lib/toast-store';
import { useUser } from '../api/get-user';
import { useSetUserBlocked } from '../api/set-user-blocked';
import { PatientNotFound } from '../components/patient-not-found';
import { StatusBadge } from '../components/status-badge';
import { ViewAsPatientDialog } from '../components/view-as-patient-dialog';
import {
  formatAddress,
  formatDateOfBirth,
  formatIhi,
  formatMedicareNumber,
  sexLabel,
  timeZoneLabel,
} from '../utils/format-profile';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notGiven = <span className="text-muted">Not given</span>;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${card} p-5 sm:p-6`}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ContactDetails({ user }: { user: TUserDetail }) {
  return (
    <Section id="patient-contact" title="Account">
      <dl className="mt-3">
        <DetailRow narrow term="Email">
          <VerifiedEmail email={user.email} verified={user.emailVerified} />
        </DetailRow>
        <DetailRow narrow term="Mobile">
          {user.phone ?? notGiven}
        </DetailRow>
        <DetailRow narrow term="Account type">
          {roleLabel(user.role)}
        </DetailRow>
        <DetailRow narrow term="Company">
          {user.companyId ? 'Linked to a company' : <span className="text-muted">None</span>}
        </DetailRow>
      </dl>
    </Section>
  );
}

function MedicareCard({ profile }: { profile: TPatientProfile }) {
  if (!profile.medicareNumber) return notGiven;
  return (
    <>
      <span className="font-medium tabular-nums">{formatMedicareNumber(profile.medicareNumber)}</span>
      {profile.medicareIrn ? <span className="text-muted">, IRN {profile.medicareIrn}</span> : null}
      {profile.medicareExpiry ? <span className="text-muted">, expires {profile.medicareExpiry}</span> : null}
    </>
  );
}

function HealthDetails({ profile }: { profile: TPatientProfile | null }) {
  return (
    <Section id="patient-health" title="Patient profile">
      {profile ? (
        <dl className="mt-3">
          <DetailRow narrow term="Date of birth">
            {profile.dateOfBirth ? formatDateOfBirth(profile.dateOfBirth) : notGiven}
          </DetailRow>
          <DetailRow narrow term="Sex">
            {profile.sex ? sexLabel(profile.sex) : notGiven}
          </DetailRow>
          <DetailRow narrow term="Address">
            {formatAddress(profile) ?? notGiven}
          </DetailRow>
          <DetailRow narrow term="Medicare card">
            <MedicareCard profile={profile} />
          </DetailRow>
          <DetailRow narrow term="IHI">
            {profile.ihi ? (
              <>
                <span className="tabular-nums">{formatIhi(profile.ihi)}</span>{' '}
                <span className="text-sm text-muted">({ihiMessages.notVerified})</span>
              </>
            ) : (
              notGiven
            )}
          </DetailRow>
          <DetailRow narrow term="Time zone">
            {timeZoneLabel(profile.timeZone)}
          </DetailRow>
        </dl>
      ) : (
        <p className="mt-3 text-muted">This patient has not filled in their profile yet.</p>
      )}
    </Section>
  );
}

function PatientView({ user }: { user: TUserDetail }) {
  const [viewing, setViewing] = useState(false);
  const block = useSetUserBlocked();
  const name = `${user.firstName} ${user.lastName}`;
  const blocked = user.status === 'blocked';
  const isPatient = user.role === 'patient';

  const toggleBlock = () =>
    block.mutate(
      { id: user.id, blocked: !blocked },
      {
        onSuccess: () =>
          toast.success(
            blocked ? `${name} can sign in again.` : `${name} is blocked and has been signed out everywhere.`,
          ),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <>
      <PageMeta title={name} description={`${name}'s account, as a Curo administrator sees it.`} />
      <div className={`${card} flex flex-col gap-5 p-5 sm:p-6 md:flex-row md:items-center`}>
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <span
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-soft text-lg font-bold text-primary"
            aria-hidden
          >
            {user.firstName.charAt(0)}
            {user.lastName.charAt(0)}
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{name}</h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-muted">
              <span>{roleLabel(user.role)}</span>
              <StatusBadge status={user.status} />
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          {isPatient ? (
            <button
              type="button"
              onClick={() => setViewing(true)}
              disabled={blocked}
              className={primaryButton}
              aria-describedby={blocked ? 'view-as-blocked' : undefined}
            >
              <Eye className="size-5" aria-hidden />
              View as patient
            </button>
          ) : null}
          {isPatient ? (
            <Link to={`${paths.adminPatientBilling}?id=${user.id}`} className={secondaryButton}>
              Payments and invoices
            </Link>
          ) : null}
          <button
            type="button"
            onClick={toggleBlock}
            disabled={block.isPending}
            className={blocked ? secondaryButton : dangerButton}
          >
            {block.isPending ? (blocked ? 'Unblocking…' : 'Blocking…') : blocked ? 'Unblock' : 'Block'}
          </button>
        </div>
      </div>
      {blocked && isPatient ? (
        <p id="view-as-blocked" className="mt-3 text-sm text-muted">
          Unblock the account to view Curo as {user.firstName}.
        </p>
      ) : null}
      {isPatient ? null : (
        <p className="mt-4 rounded-lg border border-line bg-white p-4 text-muted">
          This page is for patients. {name} is a {roleLabel(user.role).toLowerCase()}, so there is no patient
          profile to show.
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
        <ContactDetails user={user} />
        {isPatient ? <HealthDetails profile={user.patientProfile} /> : null}
      </div>
      {isPatient ? <ViewAsPatientDialog patient={user} open={viewing} onOpenChange={setViewing} /> : null}
    </>
  );
}

function PatientLoader({ id }: { id: string }) {
  const user = useUser(id);
  if (user.isPending) {
    return (
      <p role="status" className="text-muted">
        Loading the patient…
      </p>
    );
  }
  if (user.isError)
    return <PatientNotFound message={errorMessage(user.error)} onRetry={() => void user.refetch()} />;
  return <PatientView user={user.data} />;
}

/**
 * `/admin/patient/profile?id=…`: one patient as an administrator sees them: account, profile,
 * block or unblock, and "View as patient". Opening it is recorded in the audit trail.
 */
export function PatientProfilePage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <AdminOnly>
      <Link to={paths.admin} className={`${linkButton} mb-4 gap-2 text-sm`}>
        <ArrowLeft className="size-4" aria-hidden />
        All users
      </Link>
      {UUID.test(id) ? <PatientLoader key={id} id={id} /> : <PatientNotFound />}
    </AdminOnly>
  );
}
