import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { destructiveButton, secondaryButton } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/**
 * Asks before leaving a page with unsaved changes: a dialog for a link inside the app, the
 * browser's own question for closing the tab or reloading. `when` is read at the moment of
 * leaving, so a save that navigates can switch it off first. With `watchQuery`, a change of the
 * query string counts as leaving too, for forms that live in a tab or an `?edit=` view.
 */
export function LeaveGuard({ when, watchQuery = false }: { when: () => boolean; watchQuery?: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname ||
        (watchQuery && currentLocation.search !== nextLocation.search)) &&
      when(),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!when()) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => (open ? undefined : blocker.reset?.())}
      title="Leave without saving?"
      description="Your changes to this page have not been saved and will be lost."
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close className={secondaryButton}>Keep editing</Dialog.Close>
        <button type="button" onClick={() => blocker.proceed?.()} className={destructiveButton}>
          Leave and lose changes
        </button>
      </div>
    </Modal>
  );
}
