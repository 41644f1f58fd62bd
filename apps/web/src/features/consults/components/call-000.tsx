import { Siren } from 'lucide-react';

/**
 * The prominent warning on urgent consults: they are not for life-threatening emergencies. "000" is
 * not a tel: link on purpose (accidental taps misdial emergency lines).
 */
export function Call000() {
  return (
    <aside
      aria-label="Life-threatening emergencies"
      className="flex items-start gap-3 rounded-card border-2 border-error bg-red-50 p-4 sm:p-5"
    >
      <Siren aria-hidden className="mt-0.5 size-7 shrink-0 text-error" />
      <div>
        <p className="text-lg font-bold text-error">Life-threatening? Call 000 now.</p>
        <p className="mt-1 text-[15px] text-ink">
          Urgent consults are for problems that need a doctor today but are not life-threatening. For chest
          pain, trouble breathing, severe bleeding, a stroke, an overdose or thoughts of harming yourself,
          call 000 or go to your nearest emergency department.
        </p>
      </div>
    </aside>
  );
}
