import { Eye, LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useExitMask } from '../hooks/use-exit-mask';

/** The banner's height, for the sticky site header to sit under it rather than behind it. */
export const MASK_BANNER_HEIGHT_VAR = '--mask-banner-height';

interface MaskBannerBarProps {
  patient: { id: string; firstName: string; lastName: string };
  actor: { firstName: string; lastName: string };
}

function MaskBannerBar({ patient, actor }: MaskBannerBarProps) {
  const { exit, exiting } = useExitMask({ patientId: patient.id });
  const bar = useRef<HTMLElement>(null);
  const patientName = `${patient.firstName} ${patient.lastName}`;

  // The banner wraps to two lines on a phone; the header below follows its real height.
  useEffect(() => {
    const element = bar.current;
    const root = document.documentElement;
    if (!element) return;
    const measure = () => root.style.setProperty(MASK_BANNER_HEIGHT_VAR, `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(MASK_BANNER_HEIGHT_VAR);
    };
  }, []);

  return (
    <section
      ref={bar}
      aria-label="Viewing as a patient"
      className="sticky top-0 z-40 border-b-4 border-accent bg-ink text-white"
    >
      <div className="mx-auto flex max-w-[1200px] items-center gap-3 px-4 py-2 sm:px-6">
        <Eye className="hidden size-5 shrink-0 text-accent sm:block" aria-hidden />
        <p className="min-w-0 flex-1 text-sm leading-snug sm:text-[15px]">
          <span className="font-semibold">Viewing as {patientName}</span>
          <span className="block text-slate-300 sm:ml-2 sm:inline">
            You are {actor.firstName} {actor.lastName}; everything you do is recorded.
          </span>
        </p>
        <button
          type="button"
          onClick={() => void exit()}
          disabled={exiting}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-100 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-70"
        >
          <LogOut className="size-4" aria-hidden />
          {exiting ? 'Exiting…' : 'Exit'}
          <span className="sr-only"> viewing as {patientName}</span>
        </button>
      </div>
    </section>
  );
}

/**
 * While an admin is viewing Curo as a patient (mask login), a banner on every page says so,
 * names who is really acting, and offers the way back. Nothing otherwise.
 */
export function MaskBanner() {
  const { user } = useCurrentUser();
  if (!user?.maskedBy) return null;
  return <MaskBannerBar patient={user} actor={user.maskedBy} />;
}
