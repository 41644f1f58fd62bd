import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby' | 'className'
>;

interface TextFieldProps extends NativeProps {
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
  /** A password field gets a button that shows what was typed. */
  revealable?: boolean;
}

const inputClass =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink transition-colors placeholder:text-slate-400 focus:border-primary focus:ring-2 focus:ring-primary/40 focus:outline-none';

/** A labelled input with its hint and error; the error also sets aria-invalid and is described. */
export function TextField({
  id,
  name,
  label,
  value,
  onValueChange,
  error,
  alertId,
  hint,
  optional = false,
  revealable = false,
  type = 'text',
  ...native
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, alertId, hintId].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error || alertId);

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      <div className="relative">
        <input
          {...native}
          id={id}
          name={name}
          type={revealable && revealed ? 'text' : type}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={`${inputClass} ${invalid ? 'border-error' : 'border-line'} ${revealable ? 'pr-12' : ''}`}
        />
        {revealable ? (
          <button
            type="button"
            onClick={() => setRevealed((r) => !r)}
            aria-pressed={revealed}
            aria-label="Show password"
            aria-controls={id}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-ink"
          >
            {revealed ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
          </button>
        ) : null}
      </div>
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
