import { Siren } from 'lucide-react';

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
