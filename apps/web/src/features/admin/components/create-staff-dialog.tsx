import { STAFF_ROLES, type TStaffRole, type TUser } from '@curo/core/auth';
import { useCallback } from 'react';
import { primaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { roleLabel } from '../../../lib/role-label';
import { toast } from '../../../lib/toast-store';
import { useCreateStaffForm } from '../hooks/use-create-staff-form';
import { hasDoctorProfile } from '../utils/staff-kinds';

const KIND_HINTS: Record<TStaffRole, string> = {
  doctor: 'GPs and specialists who take booked consults',
  nurse: 'Nurses who support consults',
  companyAdmin: "Manages one company's staff and bookings",
  instantDoctor: 'Doctors who take consults on demand',
};

function CreateStaffForm({ onCreated }: { onCreated: (user: TUser) => void }) {
  const form = useCreateStaffForm({ onCreated });
  const { formError, alertId, text, role, setRole, submit, busy } = form;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Create staff account">
      {formError ? <FormAlert id={alertId}>{formError}</FormAlert> : null}
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">Kind of account</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {STAFF_ROLES.map((kind) => (
            <label
              key={kind}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line bg-white px-3 py-2.5 has-checked:border-primary has-checked:bg-primary-soft/40 has-focus-visible:ring-2 has-focus-visible:ring-primary/40"
            >
              <input
                type="radio"
                name="staff-kind"
                value={kind}
                checked={role === kind}
                onChange={() => setRole(kind)}
                className="mt-1 size-5 shrink-0 accent-primary"
              />
              <span>
                <span className="block text-sm font-semibold text-ink">{roleLabel(kind)}</span>
                <span className="block text-sm text-muted">{KIND_HINTS[kind]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...text('firstName')} label="First name" autoComplete="off" maxLength={100} />
        <TextField {...text('lastName')} label="Last name" autoComplete="off" maxLength={100} />
      </div>
      <TextField
        {...text('email')}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        {...text('password')}
        label="Temporary password"
        type="password"
        autoComplete="new-password"
        revealable
        hint="At least 8 characters. Give it to them privately; they can change it once signed in."
      />
      <TextField
        {...text('phone')}
        label="Mobile number"
        type="tel"
        inputMode="tel"
        optional
        maxLength={30}
      />
      {hasDoctorProfile(role) ? (
        <>
          <TextField
            {...text('username')}
            label="Username"
            optional
            spellCheck={false}
            autoCapitalize="none"
            hint="Lower-case letters, digits and hyphens, used in consult-room links. Left empty, one is made from the surname."
          />
          <TextField
            {...text('specialties')}
            label="Specialties"
            optional
            hint="Separate them with commas, for example: General practice, Paediatrics"
          />
          <TextField
            {...text('providerNumber')}
            label="Medicare provider number"
            optional
            spellCheck={false}
            maxLength={20}
          />
        </>
      ) : null}
      {role === 'companyAdmin' ? (
        <TextField
          {...text('company')}
          label="Company code"
          spellCheck={false}
          autoCapitalize="none"
          hint="As in the company's booking link: curo.au/harbourview-health has the code harbourview-health."
        />
      ) : null}
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Creating account…' : 'Create account'}
      </button>
    </form>
  );
}

/** "Create staff account": a doctor, nurse, company admin or on-demand doctor, with a temporary password. */
export function CreateStaffDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const onCreated = useCallback(
    (user: TUser) => {
      toast.success(
        `${user.firstName} ${user.lastName}'s account is ready. Give them the temporary password privately.`,
      );
      onOpenChange(false);
    },
    [onOpenChange],
  );
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Create staff account"
      description="They sign in with this email and the temporary password you choose."
      wide
    >
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {open ? <CreateStaffForm onCreated={onCreated} /> : null}
    </Modal>
  );
}
