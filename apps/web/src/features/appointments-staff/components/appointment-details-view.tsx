import type { TAppointmentDetails } from '@curo/core/scheduling-staff';
import { ArrowRightLeft, CircleDollarSign, PencilLine, XCircle } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { smallButton, smallDangerButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { ApiError } from '../../../lib/api-client';
import { clocksDiffer, formatTime, viewerTimeZone, zoneCity } from '../../../lib/date-time';
import { useLiveUpdates } from '../../../lib/use-live-updates';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-search-params-state';
import { useAppointmentDetails } from '../api/get-appointment-details';
import { formatDate, formatWhen } from '../utils/format-when';
import { formatFee, KIND_LABELS } from '../utils/labels';
import { AdminEditDialog } from './admin-edit-dialog';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { ChangePriceDialog } from './change-price-dialog';
import { ChangeSpecialistDialog } from './change-specialist-dialog';
import { EmergencyOfferPanel, isWaitingEmergency } from './emergency-offer-panel';
import { HistoryPanel } from './history-panel';
import { ParticipantsPanel } from './participants-panel';
import { StatePill } from './state-pill';

type TOpen = 'edit' | 'specialist' | 'price' | 'cancel' | null;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

function minutesOf(startsAt: string | null, endsAt: string | null): number | null {
  if (!startsAt || !endsAt) return null;
  return Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000);
}

function Summary({ details }: { details: TAppointmentDetails }) {
  const { appointment: a, doctorTimeZone } = details;
  const minutes = minutesOf(a.startsAt, a.endsAt);
  return (
    <section aria-labelledby="summary-heading" className={`${card} p-5 sm:p-6`}>
      <h2 id="summary-heading" className="sr-only">
        Summary
      </h2>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="When (your time)">
          {a.startsAt ? formatWhen(a.startsAt) : 'No time yet'}
          {a.startsAt && doctorTimeZone && clocksDiffer(a.startsAt, viewerTimeZone(), doctorTimeZone) ? (
            <span className="block text-sm text-muted">
              {formatTime(a.startsAt, doctorTimeZone)} for the doctor in {zoneCity(doctorTimeZone)}
            </span>
          ) : null}
        </Fact>
        <Fact label="Length">{minutes ? `${minutes} minutes` : '—'}</Fact>
        <Fact label="Kind">{KIND_LABELS[a.type]}</Fact>
        <Fact label="Patient">{details.patientName}</Fact>
        <Fact label="Doctor">{details.doctorName ?? 'Not assigned yet'}</Fact>
        <Fact label="Fee">
          {a.priceCents === null ? 'No fee set' : `${formatFee(a.priceCents)}, GST-free`}
        </Fact>
        <Fact label="Reason for the consult">{a.reason ?? '—'}</Fact>
        {a.cancelReason ? <Fact label="Why it was cancelled">{a.cancelReason}</Fact> : null}
        {a.runningLateMinutes ? <Fact label="Running late">{a.runningLateMinutes} minutes</Fact> : null}
        <Fact label="Booked">{formatDate(a.createdAt)}</Fact>
      </dl>
    </section>
  );
}

function AdminActions({ details, onOpen }: { details: TAppointmentDetails; onOpen: (which: TOpen) => void }) {
  const allowed = new Set(details.allowedActions);
  const actions = [
    allowed.has('adminEdit') ? (
      <button key="edit" type="button" onClick={() => onOpen('edit')} className={smallButton}>
        <PencilLine className="size-4" aria-hidden />
        Edit
      </button>
    ) : null,
    allowed.has('changeSpecialist') ? (
      <button key="specialist" type="button" onClick={() => onOpen('specialist')} className={smallButton}>
        <ArrowRightLeft className="size-4" aria-hidden />
        Change specialist
      </button>
    ) : null,
    allowed.has('changePrice') ? (
      <button key="price" type="button" onClick={() => onOpen('price')} className={smallButton}>
        <CircleDollarSign className="size-4" aria-hidden />
        Change fee
      </button>
    ) : null,
    allowed.has('cancel') ? (
      <button key="cancel" type="button" onClick={() => onOpen('cancel')} className={smallDangerButton}>
        <XCircle className="size-4" aria-hidden />
        Cancel consult
      </button>
    ) : null,
  ].filter(Boolean);
  if (actions.length === 0)
    return <p className="text-sm text-muted">A consult in this state cannot be changed.</p>;
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Change this consult</legend>
      {actions}
    </fieldset>
  );
}

/**
 * One consult for staff: its facts (times in the viewer's zone, and the doctor's when that
 * differs), the people in it, its searchable history and, for administrators, the changes its
 * state allows. Follows the consult live.
 */
export function AppointmentDetailsView({ id, admin }: { id: string; admin: boolean }) {
  const [search, setSearch] = useState('');
  const [searched, setSearched] = useState('');
  const [open, setOpen] = useState<TOpen>(null);
  const details = useAppointmentDetails(id, searched);
  useLiveUpdates({ appointmentIds: [id] });

  useEffect(() => {
    const timer = setTimeout(() => setSearched(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  if (details.isPending) return <Loading label="Loading the consult…" rows={4} />;
  if (details.isError && !details.data) {
    if (details.error instanceof ApiError && details.error.status === 404)
      return (
        <div role="alert" className={`${card} p-6`}>
          <h1 className="text-xl font-bold text-ink">We could not find that consult</h1>
          <p className="mt-1 text-muted">It may have been removed, or the link may be wrong.</p>
        </div>
      );
    return <LoadProblem what="the consult" error={details.error} onRetry={() => void details.refetch()} />;
  }
  const data = details.data;
  const a = data.appointment;
  const close = () => setOpen(null);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Consult with {data.patientName}</h1>
          <StatePill status={a.status} />
        </div>
        <p className="text-muted">
          {a.startsAt ? formatWhen(a.startsAt) : 'No time yet'}
          {data.doctorName ? ` · ${data.doctorName}` : ''}
        </p>
        {admin ? <AdminActions details={data} onOpen={setOpen} /> : null}
      </div>
      {isWaitingEmergency(a) ? <EmergencyOfferPanel appointment={a} /> : null}
      <Summary details={data} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <ParticipantsPanel appointmentId={a.id} participants={data.participants ?? []} />
        <HistoryPanel
          history={data.history ?? []}
          search={search}
          onSearch={setSearch}
          searching={details.isFetching}
        />
      </div>
      {open === 'edit' ? (
        <AdminEditDialog appointment={a} doctorTimeZone={data.doctorTimeZone} open onClose={close} />
      ) : null}
      {open === 'specialist' ? (
        <ChangeSpecialistDialog
          appointmentId={a.id}
          currentDoctorId={a.doctorId}
          currentDoctorName={data.doctorName}
          open
          onClose={close}
        />
      ) : null}
      {open === 'price' ? (
        <ChangePriceDialog appointmentId={a.id} priceCents={a.priceCents} open onClose={close} />
      ) : null}
      {open === 'cancel' ? (
        <CancelAppointmentDialog appointmentId={a.id} patientName={data.patientName} open onClose={close} />
      ) : null}
    </div>
  );
}
