import * as Dialog from '@radix-ui/react-dialog';
import { type RefObject, useRef } from 'react';
import { AssistantPanel } from './assistant-panel';

/**
 * The assistant's dialog, loaded the first time a visitor opens it (with Radix and the panel's
 * forms), so a page that is only read never fetches it. Closing gives focus back to the launcher.
 */
export function AssistantDialog({
  open,
  onOpenChange,
  launcherRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  launcherRef: RefObject<HTMLButtonElement | null>;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40 sm:bg-ink/15" />
        <Dialog.Content
          data-testid="assistant-panel"
          onOpenAutoFocus={(event) => {
            // Straight to the question box: that is what the visitor came to do.
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            launcherRef.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex h-[min(88dvh,720px)] flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl focus:outline-none sm:inset-x-auto sm:right-6 sm:bottom-6 sm:h-[min(640px,calc(100dvh-3rem))] sm:w-[420px] sm:rounded-card"
        >
          <AssistantPanel inputRef={inputRef} onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
