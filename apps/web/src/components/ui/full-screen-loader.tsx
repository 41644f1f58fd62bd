import { CuroSymbol } from './curo-symbol';

/** Shown while the app's first page loads: the animated symbol on a quiet background. */
export function FullScreenLoader({ label = 'Loading Curo' }: { label?: string }) {
  return (
    <div
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white"
      role="status"
      aria-live="polite"
      data-testid="full-screen-loader"
    >
      <CuroSymbol size={72} animated />
      <span className="text-sm font-medium text-muted">{label}…</span>
    </div>
  );
}
