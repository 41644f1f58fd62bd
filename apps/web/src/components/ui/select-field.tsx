import { ChevronDown } from 'lucide-react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldError, FieldHint, FieldLabel } from './field-message';
import { controlBorder, describedBy } from './field-styles';

type NativeProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby' | 'className' | 'children'
>;

interface SelectFieldProps<V extends string> extends NativeProps {
  id: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onValueChange: (value: V) => void;
  /** The first, empty choice, for a field that may be left unanswered. */
  emptyLabel?: string;
  error?: string;
  /** Set when a form-level error (in the element with `alertId`) is about this field too. */
  alertId?: string;
  hint?: ReactNode;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  /** Classes of the wrapper, for its width in a row of filters. */
  className?: string;
}

/** A labelled native select (the phone's own picker), with its hint and error, as TextField has. */
export function SelectField<V extends string>({
  id,
  label,
  value,
  options,
  onValueChange,
  emptyLabel,
  error,
  alertId,
  hint,
  optional = false,
  className = '',
  ...native
}: SelectFieldProps<V>) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const invalid = Boolean(error || alertId);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      <div className="relative">
        <select
          {...native}
          id={id}
          value={value}
          onChange={(e) => onValueChange(e.target.value as V)}
          aria-invalid={invalid}
          aria-describedby={describedBy(errorId, alertId, hintId)}
          className={`block min-h-11 w-full appearance-none rounded-lg border bg-white py-2.5 pr-10 pl-3 text-base text-ink focus:border-primary focus:ring-2 focus:ring-primary/40 focus:outline-none disabled:bg-surface disabled:text-muted ${controlBorder(invalid)}`}
        >
          {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted"
          aria-hidden
        />
      </div>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
