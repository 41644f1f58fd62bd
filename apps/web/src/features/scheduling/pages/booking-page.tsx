import { ErrorCode } from '@curo/core/errors';
import { paths } from '@curo/core/routes';
import type { TAppointment } from '@curo/core/scheduling';
import { CalendarCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { paddedCard } from '../../../components/ui/card';
import { EmergencyLine } from '../../../components/ui/emergency-line';
import { Notice } from '../../../components/ui/notice';
import { PageMeta } from '../../../components/ui/page-meta';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { formatCents } from '../../../lib/money';
import { loginPathFor } from '../../../lib/next-path';
import { randomId } from '../../../lib/random-id';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useFocusStepHeading } from '../../../lib/use-focus-step-heading';
import { useHydrated } from '../../../lib/use-hydrated';
import { useLiveUpdates } from '../../../lib/use-live-updates';
import { runAppointmentAction } from '../api/appointment-actions';
import { useConfirmSlot, useHoldSlot } from '../api/book-slot';
import { useHeldAppointment } from '../api/get-appointment';
import { useConsultSettings } from '../api/get-consult-settings';
import { useDirectory } from '../api/get-directory';
import { BookingProgress } from '../components/booking-progress';
import { BookingSummary } from '../components/booking-summary';
import { ConfirmStep } from '../components/confirm-step';
import { DetailsStep, type TBookingDetails } from '../components/details-step';
import { DoctorStep } from '../components/doctor-step';
import { KindStep } from '../components/kind-step';
import type { TPaymentChoice } from '../components/payment-section';
import { TimeStep } from '../components/time-step';
import { useBookingParams } from '../hooks/use-booking-params';
import { BOOKING_KINDS, findBookingKind } from '../utils/booking-kinds';

/** Answers that mean "this time is no longer yours": the slot list is refreshed and the patient picks again. */
const LOST_TIME: Record<string, string> = {
  SLOT_TAKEN: 'That time has just been booked',
  SLOT_UNAVAILABLE: 'That time is no longer available',
  HOLD_EXPIRED: 'Your hold ran out before you confirmed',
};

type TStep = 'kind' | 'doctor' | 'time' | 'details' | 'resuming' | 'confirm' | 'booked';
const STEP_INDEX: Record<TStep, number> = {
  kind: 0,
  doctor: 1,
  time: 2,
  details: 3,
  resuming: 4,
  confirm: 4,
  booked: 5,
};

/**
 * `/book`: book a consult. Choose the kind (only kinds whose screens exist), the doctor (by
 * specialty), a day and a time in your own zone, say what it is about and who it is for; the time
 * is held for 10 minutes with a visible countdown and booked on confirm. Every choice is in the
 * address; a signed-out visitor signs in at the details step and comes back to it.
 */
export function BookingPage() {
  const params = useBookingParams();
  const location = useLocation();
  const { user, hasSession, isLoading: userLoading } = useCurrentUser();
  const hydrated = useHydrated();
  const directory = useDirectory();
  const settings = useConsultSettings(params.doctor);
  const holdSlot = useHoldSlot();
  const confirmSlot = useConfirmSlot();
  const [hold, setHold] = useState<TAppointment | null>(null);
  const [booked, setBooked] = useState<TAppointment | null>(null);
  const [lost, setLost] = useState<{ title: string; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState(0);
  const attemptRef = useRef<{ body: string; key: string } | null>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  // After a reload at the confirm step the hold is still the patient's: take it up again, once.
  const [resumeId, setResumeId] = useState(params.hold);
  const resumable = useHeldAppointment(resumeId);
  useLiveUpdates({ appointmentIds: hold ? [hold.id] : [] });
  useEffect(() => {
    if (!resumeId || resumable.isPending) return;
    const found = resumable.data;
    const live =
      found?.status === 'held' &&
      found.startsAt === params.slot &&
      Date.parse(found.holdExpiresAt ?? '') > Date.now();
    setResumeId(null);
    if (live) setHold(found);
    else params.set({ hold: null });
  }, [resumeId, params, resumable.isPending, resumable.data]);

  const onlyKind = BOOKING_KINDS.length === 1 ? BOOKING_KINDS[0] : undefined;
  // A doctor or a specialty chosen elsewhere (a specialty page, the directory) means a booked time.
  const implied = params.doctor || params.specialty ? findBookingKind('scheduled') : undefined;
  const kind = findBookingKind(params.kind) ?? implied ?? onlyKind;
  const doctor = directory.data?.items.find((d) => d.id === params.doctor);
  const duration =
    params.duration && doctor?.durations.includes(params.duration) ? params.duration : doctor?.durations[0];

  const step: TStep = booked
    ? 'booked'
    : !kind
      ? 'kind'
      : !params.doctor
        ? 'doctor'
        : !params.slot
          ? 'time'
          : hold
            ? 'confirm'
            : resumeId
              ? 'resuming'
              : 'details';

  // A new step replaces the button that led to it: its heading takes the focus (issue 15).
  useFocusStepHeading(step, stepRef);

  if (kind?.flow.type === 'link') return <Navigate to={kind.flow.to} replace />;
  // Not while a server-rendered page hydrates: the session in this browser is not known until then.
  if (step === 'details' && hydrated && !hasSession) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }

  const backToTimes = (notice: { title: string; message: string } | null) => {
    setHold(null);
    setError(null);
    setLost(notice);
    params.set({ slot: null, hold: null });
  };

  const onLostTime = (err: unknown) => {
    if (err instanceof ApiError && err.code && LOST_TIME[err.code]) {
      backToTimes({
        title: LOST_TIME[err.code] as string,
        message: `${err.message}. The free times are up to date below.`,
      });
      return true;
    }
    return false;
  };

  const submitDetails = (details: TBookingDetails) => {
    if (!params.doctor || !params.slot || !duration) return;
    setError(null);
    holdSlot.mutate(
      {
        doctorId: params.doctor,
        startsAt: params.slot,
        duration,
        reason: details.reason,
        ...(details.familyMemberId ? { familyMemberId: details.familyMemberId } : {}),
        ...(params.referral ? { referralId: params.referral } : {}),
      },
      {
        onSuccess: (appointment) => {
          setHold(appointment);
          params.set({ hold: appointment.id });
        },
        onError: (err) => {
          if (!onLostTime(err)) setError(errorMessage(err));
        },
      },
    );
  };

  const confirm = (payment: TPaymentChoice) => {
    if (!hold) return;
    setError(null);
    const body = {
      appointmentId: hold.id,
      ...(payment.needsCard && payment.paymentMethodId ? { paymentMethodId: payment.paymentMethodId } : {}),
      ...(payment.discountCode ? { discountCode: payment.discountCode } : {}),
      ...(payment.bulkBill ? { bulkBill: true } : {}),
    };
    // One key per attempt: the same attempt sent again (a lost connection) never holds the card twice.
    const attempt = JSON.stringify(body);
    if (attemptRef.current?.body !== attempt) attemptRef.current = { body: attempt, key: randomId() };
    confirmSlot.mutate(
      { body, idempotencyKey: attemptRef.current.key },
      {
        onSuccess: (appointment) => {
          setBooked(appointment);
          setPaid(payment.needsCard ? payment.amountCents : 0);
        },
        onError: (err) => {
          // An answer (a decline, a used-up code) ends the attempt: the next one is new. A lost
          // connection, a server error or the same attempt still running keep its key.
          if (
            err instanceof ApiError &&
            err.status > 0 &&
            err.status < 500 &&
            err.code !== ErrorCode.IDEMPOTENCY_IN_PROGRESS
          )
            attemptRef.current = null;
          if (!onLostTime(err)) setError(errorMessage(err));
        },
      },
    );
  };

  const chooseAnother = () => {
    // Let the held time go at once rather than when the hold runs out, so others can book it.
    if (hold?.status === 'held')
      void runAppointmentAction(hold.id, { kind: 'cancel', reason: 'Chose another time' }).catch(() => {});
    backToTimes(null);
  };

  const summary = (
    <BookingSummary
      kindName={kind && (BOOKING_KINDS.length > 1 || step !== 'kind') ? kind.name : null}
      doctor={doctor}
      startsAt={params.slot}
      duration={params.doctor ? duration : undefined}
      priceCents={hold?.priceCents ?? settings.data?.priceCents}
      onChangeKind={
        BOOKING_KINDS.length > 1 && !hold && !booked
          ? () =>
              params.set({
                kind: null,
                specialty: null,
                doctor: null,
                slot: null,
                date: null,
                month: null,
                duration: null,
              })
          : undefined
      }
      onChangeDoctor={
        params.doctor && !hold && !booked
          ? () => params.set({ doctor: null, slot: null, date: null, month: null, duration: null })
          : undefined
      }
      onChangeTime={params.slot && !booked ? chooseAnother : undefined}
    />
  );

  let body: React.ReactNode;
  if (step === 'kind') {
    body = <KindStep onChoose={(k) => params.set({ kind: k.id })} />;
  } else if (step === 'doctor') {
    body = (
      <DoctorStep
        specialty={params.specialty}
        onSpecialty={(specialty) => params.set({ specialty })}
        onChoose={(d) => params.set({ doctor: d.id, duration: null, date: null, month: null })}
      />
    );
  } else if (!doctor) {
    body = directory.isError ? (
      <Notice tone="error" title="We could not load this doctor">
        {errorMessage(directory.error)}
      </Notice>
    ) : directory.isPending ? (
      <p role="status" className="text-muted">
        Loading…
      </p>
    ) : (
      <Notice tone="warning" title="That doctor is not taking bookings">
        <button
          type="button"
          className="font-semibold text-primary underline"
          onClick={() => params.set({ doctor: null, slot: null })}
        >
          Choose another doctor
        </button>
      </Notice>
    );
  } else if (step === 'time') {
    body = (
      <TimeStep
        doctor={doctor}
        duration={duration ?? 15}
        month={params.month}
        date={params.date}
        onDuration={(minutes) => params.set({ duration: String(minutes) })}
        onMonth={(month) => params.set({ month, date: null })}
        onDate={(date) => params.set({ date, month: date.slice(0, 7) })}
        onSlot={(slot) => {
          setLost(null);
          params.set({ slot: slot.startsAt });
        }}
      />
    );
  } else if (step === 'resuming') {
    body = (
      <p role="status" className="text-muted">
        Finding the time we are holding for you…
      </p>
    );
  } else if (step === 'details') {
    body = user ? (
      <DetailsStep user={user} busy={holdSlot.isPending} error={error} onSubmit={submitDetails} />
    ) : (
      <p role="status" className="text-muted">
        {userLoading ? 'Loading your details…' : 'Please sign in again to continue.'}
      </p>
    );
  } else if (step === 'confirm' && hold && user) {
    body = (
      <ConfirmStep
        hold={hold}
        userId={user.id}
        summary={<div className="rounded-lg border border-line px-3 lg:hidden">{summary}</div>}
        busy={confirmSlot.isPending}
        error={error}
        onConfirm={confirm}
        onChooseAnother={chooseAnother}
      />
    );
  } else if (booked) {
    body = (
      <section aria-labelledby="booked-heading" className="flex flex-col gap-4">
        <span className="flex size-12 items-center justify-center rounded-full bg-green-50 text-success">
          <CalendarCheck aria-hidden className="size-6" />
        </span>
        <h2 id="booked-heading" className="text-xl font-semibold text-ink">
          You’re booked{booked.startsAt ? ` for ${formatDateTime(booked.startsAt)}` : ''}
        </h2>
        <p className="text-muted">
          {paid > 0
            ? `We have held ${formatCents(paid)} on your card; it is charged once the consult has taken place, and your receipt is emailed then. `
            : ''}
          We have emailed your confirmation. We will remind you before the consult; at the time, open your
          appointments and the doctor joins you by video or phone.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={paths.accountAppointments} className={primaryButton}>
            See your appointments
          </Link>
          <Link to={paths.home} className={secondaryButton}>
            Back to the home page
          </Link>
        </div>
      </section>
    );
  }

  const showSummary = step !== 'kind' && step !== 'doctor';
  return (
    <div className="bg-surface">
      <PageMeta
        title="Book a consult"
        description="Choose a doctor and a time in your own time zone, and book an online consult with an Australian doctor."
        path={paths.book}
      />
      <div className="mx-auto flex w-full max-w-[1200px] flex-col gap-5 px-4 py-8 sm:px-6 lg:py-12">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Book a consult</h1>
          <p className="mt-2 max-w-[62ch] text-muted">
            See an Australian doctor online. Times are shown in your own time zone.
          </p>
        </div>
        <EmergencyLine />
        <BookingProgress current={STEP_INDEX[step]} />
        {lost ? (
          <Notice tone="warning" title={lost.title}>
            {lost.message}
          </Notice>
        ) : null}
        <div className={showSummary ? 'grid gap-5 lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start' : ''}>
          <div ref={stepRef} className={paddedCard}>
            {body}
          </div>
          {showSummary ? (
            <aside
              aria-label="Your booking"
              className={`${paddedCard} lg:sticky lg:top-24 ${step === 'confirm' ? 'hidden lg:block' : ''}`}
            >
              <h2 className="text-lg font-semibold text-ink">Your booking</h2>
              <div className="mt-2">{summary}</div>
            </aside>
          ) : null}
        </div>
      </div>
    </div>
  );
}
