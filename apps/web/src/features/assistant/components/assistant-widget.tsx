import { MessageCircleQuestion } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFooterClearance } from '../hooks/use-footer-clearance';

const loadDialog = () => import('./assistant-dialog');
const AssistantDialog = lazy(async () => ({ default: (await loadDialog()).AssistantDialog }));

/** `/?startChat=true` (spec §2) opens the assistant. */
export const START_CHAT_PARAM = 'startChat';
export const startChatPath = `/?${START_CHAT_PARAM}=true`;

/**
 * The FAQ assistant on public pages: a floating "Ask a question" button opening a dialog. It lives
 * in the public layout, so account and admin pages never show it.
 */
export function AssistantWidget() {
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted (closed), so the conversation and focus return work as
  // with any dialog; until then its code is not fetched (decision 0045).
  const [wanted, setWanted] = useState(false);
  const [params, setParams] = useSearchParams();
  const lift = useFooterClearance();
  const launcherRef = useRef<HTMLButtonElement>(null);

  const show = () => {
    setWanted(true);
    setOpen(true);
  };

  // Open for `?startChat=true`, then take the flag out of the address, so a reload or a shared
  // link does not open it again.
  useEffect(() => {
    if (params.get(START_CHAT_PARAM) !== 'true') return;
    setWanted(true);
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
    <>
      <button
        ref={launcherRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onClick={show}
        // Fetched as the visitor reaches for the button, so it is usually here by the click.
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        className="fixed right-4 z-30 inline-flex size-14 items-center justify-center gap-2 rounded-full bg-primary text-white ring-2 ring-white data-[state=open]:invisible shadow-[0_8px_24px_rgb(15_23_42/0.25)] transition-colors hover:bg-primary-hover sm:right-6 sm:size-auto sm:min-h-12 sm:px-5"
        style={{ bottom: `calc(${lift}px + 1rem)` }}
      >
        <MessageCircleQuestion aria-hidden="true" className="size-6 sm:size-5" />
        <span className="sr-only font-semibold sm:not-sr-only">Ask a question</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <AssistantDialog open={open} onOpenChange={setOpen} launcherRef={launcherRef} />
        </Suspense>
      )}
    </>
  );
}
