import type { TStaffRole, TUser } from '@curo/core/auth';
import { useCallback } from 'react';
import { primaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast-store';
import { editFieldId, useEditStaffForm } from '../hooks/use-edit-staff-form';

const ALERT_ID = 'edit-user-alert';
type TStaffUser = TUser & { role: TStaffRole };

function EditUserForm({ user, onSaved }: { user: TStaffUser; onSaved: (user: TUser) => void }) {
  const { values, errors, formError, setValue, submit, busy } = useEditStaffForm({ user, onSaved });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Edit details">
      {formError ? <FormAlert id={ALERT_ID}>{formError}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={editFieldId('firstName')}
          name="firstName"
          label="First name"
          autoComplete="off"
          maxLength={100}
          value={values.firstName}
          onValueChange={(v) => setValue('firstName', v)}
          error={errors.firstName}
        />
        <TextField
          id={editFieldId('lastName')}
          name="lastName"
          label="Last name"
          autoComplete="off"
          maxLength={100}
          value={values.lastName}
          onValueChange={(v) => setValue('lastName', v)}
          error={errors.lastName}
        />
      </div>
      <TextField
        id={editFieldId('phone')}
        name="phone"
        label="Mobile number"
        type="tel"
        inputMode="tel"
        optional
        maxLength={30}
        hint="Leave it empty to remove the number."
        value={values.phone}
        onValueChange={(v) => setValue('phone', v)}
        error={errors.phone}
      />
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Saving…' : 'Save changes'}
      </button>
    </form>
  );
}

/** Corrects a staff member's name and mobile. Open while `user` is set. */
export function EditUserDialog({ user, onClose }: { user: TStaffUser | null; onClose: () => void }) {
  const onSaved = useCallback(
    (saved: TUser) => {
      toast.success(`${saved.firstName} ${saved.lastName}'s details have been saved.`);
      onClose();
    },
    [onClose],
  );
  return (
    <Modal
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Edit details"
      description={user ? `${user.firstName} ${user.lastName}, ${user.email}` : ''}
    >
      {user ? <EditUserForm key={user.id} user={user} onSaved={onSaved} /> : null}
    </Modal>
  );
}
