import { ChevronDown } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldError, FieldHint, FieldLabel } from '../../../components/ui/field-message';
import { controlBase, controlBorder, describedBy } from '../../../components/ui/field-styles';

/** The shared control look, greyed out while the form sends. */
const controlClass = `${controlBase} disabled:bg-surface disabled:text-muted`;

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    className: string;
  }) => ReactNode;
}

/** A label, one control, its hint and its error; the error marks the control invalid and describes it. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  optional = false,
  className = '',
  children,
}: FieldShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy(errorId, hintId),
        className: `${controlClass} ${controlBorder(Boolean(error))}`,
      })}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

type Shared = Omit<FieldShellProps, 'children'> & {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
};

export function TextInput({
  id,
  label,
  error,
  hint,
  optional,
  className,
  name,
  value,
  onValueChange,
  ...native
}: Shared & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'className'>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      {(control) => (
        <input
          {...native}
          {...control}
          name={name}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
        />
      )}
    </FieldShell>
  );
}

export function TextArea({
  id,
  label,
  error,
  hint,
  optional,
  className,
  name,
  value,
  onValueChange,
  ...native
}: Shared &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'value' | 'onChange' | 'className'>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      {(control) => (
        <textarea
          {...native}
          {...control}
          className={`${control.className} min-h-32 resize-y`}
          name={name}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
        />
      )}
    </FieldShell>
  );
}

export function SelectInput({
  id,
  label,
  error,
  hint,
  optional,
  className,
  name,
  value,
  onValueChange,
  options,
  placeholder,
  ...native
}: Shared & {
  options: readonly { value: string; label: string }[];
  /** The first, empty choice, e.g. "Choose one". */
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'value' | 'onChange' | 'className'>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...native}
            {...control}
            className={`${control.className} appearance-none pr-10`}
            name={name}
            value={value}
            onChange={(e) => onValueChange(e.target.value)}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
          />
        </div>
      )}
    </FieldShell>
  );
}
