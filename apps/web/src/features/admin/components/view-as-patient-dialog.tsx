import { paths } from '@curo/core/routes';
import { MASK_SESSION_MINUTES } from '@curo/core/users';
import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { useViewAsPatient } from '../hooks/use-view-as-patient';

interface Patient {
  id: string;
  firstName: string;
  lastName: string;
}

/** Viewing as a patient needs the admin's own authenticator; without it, the way to turn it on. */
function TotpNeeded() {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-start gap-3 rounded-lg border border-warning/30 bg-amber-50 p-4 text-ink">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
        <p>
          Viewing as a patient needs two-step sign-in on your own account, so that a stolen password alone can
          never open someone's records. Turn it on in Security, then come back to this page.
        </p>
      </div>
      <Link to={paths.accountSecurity} className={primaryButton}>
        Turn on two-step sign-in
      </Link>
    </div>
  );
}

function ViewAsForm({ patient }: { patient: Patient }) {
  const { formError, alertId, text, submit, busy, totpMissing } = useViewAsPatient({ patientId: patient.id });
  if (totpMissing) return <TotpNeeded />;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="View as patient">
      {formError ? <FormAlert id={alertId}>{formError}</FormAlert> : null}
      <TextAreaField
        {...text('reason')}
        label="Reason"
        rows={3}
        maxLength={500}
        hint="At least 10 characters, for example: “Patient rang support: the booking page shows an error.”"
      />
      <TextField
        {...text('totpCode')}
        label="Code from your authenticator app"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        spellCheck={false}
      />
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Starting…' : `View as ${patient.firstName}`}
      </button>
    </form>
  );
}

/** The dialog's body: asks the server afresh whether the admin has two-step sign-in on. */
function ViewAsBody({ patient }: { patient: Patient }) {
  // The cached user may come from the sign-in answer, which does not say; so ask now.
  const me = useQuery({ ...currentUserQueryOptions(), staleTime: 0 });
  if (me.data?.totpEnabled === false) return <TotpNeeded />;
  if (me.data?.totpEnabled === undefined && me.isFetching) {
    return (
      <p role="status" className="text-muted">
        Checking your two-step sign-in…
      </p>
    );
  }
  return <ViewAsForm patient={patient} />;
}

/**
 * "View as patient": opens Curo as the patient sees it, for up to an hour, once the admin gives a
 * reason and a current authenticator code. Both are recorded in the audit trail.
 */
export function ViewAsPatientDialog({
  patient,
  open,
  onOpenChange,
}: {
  patient: Patient;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`View as ${patient.firstName} ${patient.lastName}`}
      description={`You will see Curo as ${patient.firstName} does, for up to ${MASK_SESSION_MINUTES} minutes. Everything you do is recorded under your own name, with the reason you give.`}
    >
      {open ? <ViewAsBody patient={patient} /> : null}
      <div className="mt-3 flex justify-center">
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className={`${secondaryButton} w-full border-0`}
        >
          Cancel
        </button>
      </div>
    </Modal>
  );
}
