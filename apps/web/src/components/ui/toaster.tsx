import {
  TOAST_DURATION_MS,
  TOAST_EXTENDED_AFTER_HOVER_MS,
  TOAST_HIDE_FADE_MS,
  TOAST_SHOW_FADE_MS,
} from '@curo/core/constants';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { dismissToast, type Toast, type ToastType, useToasts } from '../../lib/toast-store';

const look: Record<ToastType, { icon: typeof Info; bar: string; label: string }> = {
  success: { icon: CheckCircle2, bar: 'border-l-success text-success', label: 'Success' },
  error: { icon: XCircle, bar: 'border-l-error text-error', label: 'Error' },
  warning: { icon: AlertTriangle, bar: 'border-l-warning text-warning', label: 'Warning' },
  info: { icon: Info, bar: 'border-l-info text-info', label: 'Information' },
};

function ToastItem({ toast }: { toast: Toast }) {
  const [phase, setPhase] = useState<'entering' | 'shown' | 'leaving'>('entering');
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const hide = useCallback(() => {
    setPhase('leaving');
    hideTimer.current = setTimeout(() => dismissToast(toast.id), TOAST_HIDE_FADE_MS);
  }, [toast.id]);

  const schedule = useCallback(
    (ms: number) => {
      clearTimeout(hideTimer.current);
      if (!toast.fullWidth) hideTimer.current = setTimeout(hide, ms);
    },
    [hide, toast.fullWidth],
  );

  useEffect(() => {
    const frame = requestAnimationFrame(() => setPhase('shown'));
    schedule(TOAST_DURATION_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(hideTimer.current);
    };
  }, [schedule]);

  const { icon: Icon, bar, label } = look[toast.type];
  const urgent = toast.type === 'error' || toast.type === 'warning';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the timer; nothing is lost without a pointer.
    <div
      // The region around us is a polite live region; errors and warnings interrupt.
      role={urgent ? 'alert' : undefined}
      data-toast-type={toast.type}
      onMouseEnter={() => {
        if (phase === 'leaving') setPhase('shown');
        clearTimeout(hideTimer.current);
      }}
      onMouseLeave={() => schedule(TOAST_EXTENDED_AFTER_HOVER_MS)}
      style={{
        transitionDuration: `${phase === 'leaving' ? TOAST_HIDE_FADE_MS : TOAST_SHOW_FADE_MS}ms`,
      }}
      className={[
        'pointer-events-auto flex items-start gap-3 rounded-card border border-line border-l-4 bg-white p-4 shadow-card transition-opacity',
        bar,
        toast.fullWidth ? 'w-full' : 'w-full sm:w-[360px]',
        phase === 'shown' ? 'opacity-100' : 'opacity-0',
      ].join(' ')}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p className="flex-1 text-sm font-medium text-ink">
        <span className="sr-only">{label}: </span>
        {toast.message}
      </p>
      {toast.fullWidth ? (
        <button
          type="button"
          onClick={() => dismissToast(toast.id)}
          className="-m-2 flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
          aria-label="Dismiss notification"
        >
          <X className="size-5" aria-hidden />
        </button>
      ) : null}
    </div>
  );
}

/** Renders toasts top-right, newest on top; the full-width ones span the top of the page. */
export function Toaster() {
  const toasts = useToasts();
  const wide = toasts.filter((t) => t.fullWidth);
  const small = toasts.filter((t) => !t.fullWidth);
  return (
    <>
      <section
        aria-label="Notifications"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex flex-col gap-2 p-2"
      >
        {wide.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </section>
      <section
        aria-label="Messages"
        aria-live="polite"
        className="pointer-events-none fixed top-4 right-4 left-4 z-[60] flex flex-col items-end gap-2 sm:left-auto"
      >
        {small.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </section>
    </>
  );
}
