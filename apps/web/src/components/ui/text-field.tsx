import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, useState } from 'react';
import {
  FieldError,
  FieldHint,
  FieldLabel,
  type OwnFieldAttributes,
  type TextFieldBaseProps,
} from './field-message';
import { controlBase, controlBorder, describedBy, errorPlaceholderClass } from './field-styles';

interface TextFieldProps
  extends TextFieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, OwnFieldAttributes> {
  /** A password field gets a button that shows what was typed. */
  revealable?: boolean;
}

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
  errorAsPlaceholder = false,
  revealable = false,
  type = 'text',
  placeholder,
  ...native
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const invalid = Boolean(error || alertId);
  const errorShownInside = errorAsPlaceholder && Boolean(error);

  return (
    <div>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      <div className="relative">
        <input
          {...native}
          id={id}
          name={name}
          type={revealable && revealed ? 'text' : type}
          value={value}
          placeholder={errorShownInside ? error : placeholder}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy(errorId, alertId, hintId)}
          className={`${controlBase} ${controlBorder(invalid)} ${errorShownInside ? errorPlaceholderClass : ''} ${revealable ? 'pr-12' : ''}`}
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
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId} visuallyHidden={errorAsPlaceholder}>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}
