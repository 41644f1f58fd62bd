import type { ReactNode, TextareaHTMLAttributes } from 'react';

type NativeProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby' | 'className'
>;

interface TextAreaFieldProps extends NativeProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  /** Set when a form-level error (in the element with `alertId`) is about this field too. */
  alertId?: string;
  hint?: ReactNode;
}

/** A labelled, several-line text box with its hint and error, as TextField is for one line. */
export function TextAreaField({
  id,
  name,
  label,
  value,
  onValueChange,
  error,
  alertId,
  hint,
  rows = 3,
  ...native
}: TextAreaFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, alertId, hintId].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error || alertId);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        {...native}
        id={id}
        name={name}
        rows={rows}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={`block w-full resize-y rounded-lg border bg-white px-3 py-2.5 text-base text-ink transition-colors placeholder:text-slate-400 focus:border-primary focus:ring-2 focus:ring-primary/40 focus:outline-none ${
          invalid ? 'border-error' : 'border-line'
        }`}
      />
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
