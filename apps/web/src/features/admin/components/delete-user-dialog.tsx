import type { TUser } from '@curo/core/auth';
import * as Dialog from '@radix-ui/react-dialog';
import { destructiveButton, secondaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useSoftDeleteUser } from '../api/soft-delete-user';

/** Confirms a soft delete, naming the person, since it signs them out and hides them everywhere. */
export function DeleteUserDialog({ user, onClose }: { user: TUser | null; onClose: () => void }) {
  const mutation = useSoftDeleteUser();
  const name = user ? `${user.firstName} ${user.lastName}` : '';

  const confirm = () => {
    if (!user) return;
    mutation.mutate(
      { id: user.id },
      {
        onSuccess: () => {
          toast.success(`${name}'s account has been deleted.`);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={user !== null}
      onOpenChange={(open) => {
        if (open) return;
        mutation.reset();
        onClose();
      }}
      title={`Delete ${name}'s account?`}
      description={`${user?.firstName ?? ''} will be signed out, will not be able to sign in, and will no longer appear in any list. Their consults, notes and invoices are kept.`}
    >
      <div className="flex flex-col gap-5">
        {mutation.isError ? (
          <FormAlert id="delete-user-alert">{errorMessage(mutation.error)}</FormAlert>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Dialog.Close className={secondaryButton}>Cancel</Dialog.Close>
          <button type="button" onClick={confirm} disabled={mutation.isPending} className={destructiveButton}>
            {mutation.isPending ? 'Deleting…' : 'Delete account'}
          </button>
        </div>
      </div>
    </Modal>
  );
}
