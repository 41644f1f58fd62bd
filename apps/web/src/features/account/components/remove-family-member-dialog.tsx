import type { TFamilyMember } from '@curo/core/family';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { dangerButton, secondaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useRemoveFamilyMember } from '../api/remove-family-member';

interface RemoveFamilyMemberDialogProps {
  /** The member to remove; the dialog is open while there is one. */
  member: TFamilyMember | null;
  /** `removed` says whether the member is gone, or was kept. */
  onClose: (removed: boolean) => void;
}

/** Asks before removing a family member: it cannot be undone from here except by adding them again. */
export function RemoveFamilyMemberDialog({ member, onClose }: RemoveFamilyMemberDialogProps) {
  const remove = useRemoveFamilyMember();
  const [error, setError] = useState<string | null>(null);
  const name = member ? `${member.firstName} ${member.lastName}` : '';

  const close = (removed: boolean) => {
    setError(null);
    remove.reset();
    onClose(removed);
  };

  const confirm = () => {
    if (!member || remove.isPending) return;
    setError(null);
    remove.mutate(
      { id: member.id },
      {
        onSuccess: () => {
          toast.success(`${name} has been removed from your family.`);
          close(true);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <Dialog.Root open={member !== null} onOpenChange={(open) => (open ? undefined : close(false))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-32px)] max-w-[440px] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-card focus:outline-none"
        >
          <Dialog.Title className="text-xl font-bold text-ink">Remove {name}?</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">
            They will no longer be listed on your account, and you will not be able to book consults for them
            until you add them again.
          </Dialog.Description>
          {error ? (
            <div className="mt-4">
              <FormAlert id="remove-family-alert">{error}</FormAlert>
            </div>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close className={secondaryButton}>Keep {member?.firstName}</Dialog.Close>
            <button type="button" onClick={confirm} disabled={remove.isPending} className={dangerButton}>
              {remove.isPending ? 'Removing…' : 'Remove'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
