import { AlertCircle, ChevronDown } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

const controlClass =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink transition-colors placeholder:text-slate-400 focus:border-primary focus:ring-2 focus:ring-primary/40 focus:outline-none disabled:bg-surface disabled:text-muted';

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
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        className: `${controlClass} ${error ? 'border-error' : 'border-line'}`,
      })}
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

/** A form-level error, announced as it appears. */
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
