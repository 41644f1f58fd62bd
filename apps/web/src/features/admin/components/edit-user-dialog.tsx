import type { TStaffRole, TUser } from '@curo/core/auth';
import { useCallback } from 'react';
import { primaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast-store';
import { useEditStaffForm } from '../hooks/use-edit-staff-form';

type TStaffUser = TUser & { role: TStaffRole };

function EditUserForm({ user, onSaved }: { user: TStaffUser; onSaved: (user: TUser) => void }) {
  const form = useEditStaffForm({ user, onSaved });
  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-5" aria-label="Edit details">
      {form.formError ? <FormAlert id={form.alertId}>{form.formError}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...form.text('firstName')} label="First name" autoComplete="off" maxLength={100} />
        <TextField {...form.text('lastName')} label="Last name" autoComplete="off" maxLength={100} />
      </div>
      <TextField
        {...form.text('phone')}
        label="Mobile number"
        type="tel"
        inputMode="tel"
        optional
        maxLength={30}
        hint="Leave it empty to remove the number."
      />
      <button type="submit" disabled={form.busy} className={primaryButton}>
        {form.busy ? 'Saving…' : 'Save changes'}
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
