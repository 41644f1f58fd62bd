import type { ReactNode, SelectHTMLAttributes } from 'react';
import { controlBorder, controlClass, labelClass } from './field-styles';

type NativeProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'name' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby' | 'className' | 'children'
>;

interface SelectFieldProps extends NativeProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first, empty choice, for a field that may be left unanswered. */
  emptyLabel?: string;
  error?: string;
  /** Set when a form-level error (in the element with `alertId`) is about this field too. */
  alertId?: string;
  hint?: ReactNode;
  optional?: boolean;
}

/** A labelled native select (the phone's own picker), with its hint and error, as TextField has. */
export function SelectField({
  id,
  name,
  label,
  value,
  onValueChange,
  options,
  emptyLabel,
  error,
  alertId,
  hint,
  optional = false,
  ...native
}: SelectFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, alertId, hintId].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error || alertId);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      <select
        {...native}
        id={id}
        name={name}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={`${controlClass} ${controlBorder(invalid)} pr-8`}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
