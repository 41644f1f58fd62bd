import type { ReactNode } from 'react';

/** A field's hint, pointed at by the control's aria-describedby. */
export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-muted">
      {children}
    </p>
  );
}

/**
 * A field's own error, pointed at by the control's aria-describedby (which also sets aria-invalid).
 * `visuallyHidden` when the control shows it another way, so it is still read out.
 */
export function FieldError({
  id,
  visuallyHidden = false,
  children,
}: {
  id: string | undefined;
  visuallyHidden?: boolean;
  children: ReactNode;
}) {
  if (visuallyHidden) {
    return (
      <span id={id} className="sr-only">
        {children}
      </span>
    );
  }
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

/** What every labelled text field takes besides its control's own attributes. */
export interface TextFieldBaseProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** This field's own error, shown under it and announced with it. */
  error?: string;
  /** Set when a form-level error (in the element with `alertId`) is about this field too. */
  alertId?: string;
  hint?: ReactNode;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  /**
   * Shows the error as the placeholder, in the error colour, instead of under the control: the
   * contact dialog's look (spec §5), where a field in error is cleared. It is still the description.
   */
  errorAsPlaceholder?: boolean;
}

/** Attributes a text field sets itself, so its caller cannot pass them. */
export type OwnFieldAttributes =
  | 'id'
  | 'name'
  | 'value'
  | 'onChange'
  | 'aria-invalid'
  | 'aria-describedby'
  | 'className';
