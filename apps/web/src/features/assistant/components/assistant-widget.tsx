import * as Dialog from '@radix-ui/react-dialog';
import { MessageCircleQuestion } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFooterClearance } from '../hooks/use-footer-clearance';
import { AssistantPanel } from './assistant-panel';

/** `/?startChat=true` (spec §2) opens the assistant. */
export const START_CHAT_PARAM = 'startChat';
export const startChatPath = `/?${START_CHAT_PARAM}=true`;

/**
 * The FAQ assistant on public pages: a floating "Ask a question" button opening a dialog. It lives
 * in the public layout, so account and admin pages never show it.
 */
export function AssistantWidget() {
  const [open, setOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const lift = useFooterClearance();
  const inputRef = useRef<HTMLInputElement>(null);

  // Open for `?startChat=true`, then take the flag out of the address, so a reload or a shared
  // link does not open it again.
  useEffect(() => {
    if (params.get(START_CHAT_PARAM) !== 'true') return;
    setOpen(true);
    setParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete(START_CHAT_PARAM);
        return rest;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [params, setParams]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="fixed right-4 z-30 inline-flex size-14 items-center justify-center gap-2 rounded-full bg-primary text-white ring-2 ring-white data-[state=open]:invisible shadow-[0_8px_24px_rgb(15_23_42/0.25)] transition-colors hover:bg-primary-hover sm:right-6 sm:size-auto sm:min-h-12 sm:px-5"
        style={{ bottom: `calc(${lift}px + 1rem)` }}
      >
        <MessageCircleQuestion aria-hidden="true" className="size-6 sm:size-5" />
        <span className="sr-only font-semibold sm:not-sr-only">Ask a question</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40 sm:bg-ink/15" />
        <Dialog.Content
          data-testid="assistant-panel"
          onOpenAutoFocus={(event) => {
            // Straight to the question box: that is what the visitor came to do.
            event.preventDefault();
            inputRef.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex h-[min(88dvh,720px)] flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl focus:outline-none sm:inset-x-auto sm:right-6 sm:bottom-6 sm:h-[min(640px,calc(100dvh-3rem))] sm:w-[420px] sm:rounded-card"
        >
          <AssistantPanel inputRef={inputRef} onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
