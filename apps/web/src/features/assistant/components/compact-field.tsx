import type { ReactNode } from 'react';

export const compactControlClass =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-ink placeholder:text-slate-400 focus:border-primary focus:ring-2 focus:ring-primary/40 focus:outline-none';

interface CompactFieldProps {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    className: string;
  }) => ReactNode;
}

/** A small labelled control for the assistant's panel, with its error under it. */
export function CompactField({ id, label, error, optional = false, children }: CompactFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
        className: `${compactControlClass} ${error ? 'border-error' : 'border-line'}`,
      })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
