import type { ReactNode } from 'react';

/** A field's hint, pointed at by the control's aria-describedby. */
export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-muted">
      {children}
    </p>
  );
}

/** A field's own error, pointed at by the control's aria-describedby (which also sets aria-invalid). */
export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm font-medium text-error">
      {children}
    </p>
  );
}

/** A field label, with "(optional)" when the field may be left empty. */
export function FieldLabel({
  htmlFor,
  optional = false,
  children,
}: {
  htmlFor: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-ink">
      {children}
      {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
    </label>
  );
}
