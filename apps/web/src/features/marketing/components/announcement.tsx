import { Megaphone } from 'lucide-react';

/** A short notice admins can put at the top of the home page (holiday hours, a new service). */
export function Announcement({ children }: { children: string }) {
  return (
    <div
      role="note"
      aria-label="Announcement"
      className="flex items-start gap-3 rounded-card border border-primary/25 bg-white px-4 py-3 text-[15px] text-ink shadow-card"
    >
      <Megaphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <p>{children}</p>
    </div>
  );
}
