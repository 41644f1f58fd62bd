import * as Dialog from '@radix-ui/react-dialog';
import { Siren, X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';

/** Buttons of the scheduling screens: all at least 44 px tall (BRAND.md). */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-center text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
export const primaryButton = `${base} bg-primary text-white hover:bg-primary-hover`;
export const secondaryButton = `${base} border border-line bg-white text-ink hover:border-primary hover:text-primary`;
export const dangerButton = `${base} border border-line bg-white text-error hover:border-error hover:bg-red-50`;
export const smallButton =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border border-line bg-white px-3 text-sm font-semibold text-ink transition-colors hover:border-primary hover:text-primary disabled:cursor-not-allowed disabled:opacity-60';
export const textLink =
  'font-semibold text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary';
export const controlClass =
  'block min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink placeholder:text-slate-400 focus:border-primary focus:ring-2 focus:ring-primary/40 focus:outline-none';
export const checkboxClass = 'size-5 shrink-0 accent-primary';
export const labelClass = 'mb-1 block text-sm font-medium text-ink';
export const cardClass = 'rounded-card border border-line bg-white p-4 shadow-card sm:p-6';

/** The sentence every page that starts a consult shows. "000" is not a tel: link on purpose. */
export function EmergencyLine() {
  return (
    <p className="flex items-start gap-3 rounded-card border border-error/25 bg-error/5 px-4 py-3 text-[15px] text-ink">
      <Siren aria-hidden className="mt-0.5 size-5 shrink-0 text-error" />
      <span>
        <strong className="font-semibold">In an emergency, call 000.</strong> Online consults are not for
        chest pain, trouble breathing or severe bleeding.
      </span>
    </p>
  );
}

/** A notice in the flow: an error says what happened and what to do next. */
export function Notice({
  tone,
  title,
  children,
}: {
  tone: 'error' | 'warning' | 'info' | 'success';
  title: string;
  children?: ReactNode;
}) {
  const tones = {
    error: 'border-error/30 bg-red-50',
    warning: 'border-warning/30 bg-amber-50',
    info: 'border-info/30 bg-blue-50',
    success: 'border-success/30 bg-green-50',
  } as const;
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={`rounded-card border p-4 ${tones[tone]}`}
    >
      <p className="font-semibold text-ink">{title}</p>
      {children ? <div className="mt-1 text-[15px] text-ink">{children}</div> : null}
    </div>
  );
}

/** A request that failed: what, why, and a way to try again. */
export function LoadProblem({
  what,
  message,
  onRetry,
}: {
  what: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-card border border-line bg-white p-4">
      <p className="font-semibold text-ink">We could not load {what}.</p>
      <p className="mt-1 text-muted">{message}</p>
      <button type="button" onClick={onRetry} className={`${secondaryButton} mt-3`}>
        Try again
      </button>
    </div>
  );
}

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}

/** A dialog: focus trapped inside, Escape closes, focus returns to what opened it. */
export function Modal({ open, onOpenChange, title, description, children }: ModalProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
            opener.current = null;
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-16px)] w-[calc(100vw-16px)] max-w-[480px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-5 shadow-card focus:outline-none sm:p-8"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-ink">{title}</Dialog.Title>
            <Dialog.Close
              className="-mt-2 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-muted">{description}</Dialog.Description>
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
