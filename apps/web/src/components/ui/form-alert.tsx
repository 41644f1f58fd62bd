import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/** A form-level error, announced as it appears. Fields it concerns point at `id`. */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div
      id={id}
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-error/30 bg-red-50 p-3 text-sm font-medium text-error"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>{children}</p>
    </div>
  );
}
