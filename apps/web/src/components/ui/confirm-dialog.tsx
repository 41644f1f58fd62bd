import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { toast } from '../../lib/toast-store';
import { destructiveButton, primaryButton, secondaryButton } from './button';
import { FormAlert } from './form-alert';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** What the button says while the work is under way. */
  pendingLabel?: string;
  /** Does the work. If it fails, the server's message stays in the dialog. */
  onConfirm: () => Promise<unknown>;
  /** Said in a toast once it is done. */
  doneMessage: string;
  /** `destructive` (the default) for what cannot be undone; `primary` for a step worth a second look. */
  tone?: 'destructive' | 'primary';
  /** What the button that backs out says. */
  cancelLabel?: string;
}

/**
 * Asks before something that cannot be undone (deleting), naming what goes, or before a step worth
 * a second look (`tone="primary"`: starting a consult early). A refusal from the server (say, a
 * company that still has people) is shown inside the dialog, which stays open.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  pendingLabel = 'Deleting…',
  onConfirm,
  doneMessage,
  tone = 'destructive',
  cancelLabel = 'Cancel',
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      toast.success(doneMessage);
      close();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={title}
      description={description}
    >
      <div className="flex flex-col gap-5">
        {error ? <FormAlert id="confirm-alert">{error}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Dialog.Close className={secondaryButton}>{cancelLabel}</Dialog.Close>
          <button
            type="button"
            onClick={() => void confirm()}
            disabled={pending}
            className={tone === 'primary' ? primaryButton : destructiveButton}
          >
            {pending ? pendingLabel : confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
