import type { TextareaHTMLAttributes } from 'react';
import {
  FieldError,
  FieldHint,
  FieldLabel,
  type OwnFieldAttributes,
  type TextFieldBaseProps,
} from './field-message';
import { controlBase, controlBorder, describedBy, errorPlaceholderClass } from './field-styles';

interface TextAreaFieldProps
  extends TextFieldBaseProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, OwnFieldAttributes> {
  /**
   * Shows "n / maxLength" under the box. The count is part of the description but is not a live
   * region: announcing every keystroke would drown out the typing.
   */
  counted?: boolean;
  /** A fixed height (Tailwind classes) where a design sets one; the box then does not resize. */
  heightClass?: string;
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
  optional = false,
  errorAsPlaceholder = false,
  counted = false,
  heightClass,
  rows = 3,
  placeholder,
  ...native
}: TextAreaFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const countId = counted && native.maxLength !== undefined ? `${id}-count` : undefined;
  const invalid = Boolean(error || alertId);
  const errorShownInside = errorAsPlaceholder && Boolean(error);
  const max = native.maxLength ?? 0;
  return (
    <div>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      <textarea
        {...native}
        id={id}
        name={name}
        rows={rows}
        value={value}
        placeholder={errorShownInside ? error : placeholder}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy(errorId, alertId, hintId, countId)}
        className={`${controlBase} ${controlBorder(invalid)} ${errorShownInside ? errorPlaceholderClass : ''} ${heightClass ? `resize-none ${heightClass}` : 'resize-y'}`}
      />
      {countId ? (
        <div className="mt-1 flex flex-wrap items-start justify-between gap-x-4 text-sm">
          {hint ? (
            <p id={hintId} className="text-muted">
              {hint}
            </p>
          ) : (
            <span />
          )}
          <p
            id={countId}
            className={`ml-auto tabular-nums ${value.length > max * 0.9 ? 'font-medium text-warning' : 'text-muted'}`}
          >
            {value.length} / {max}
            <span className="sr-only"> characters used</span>
          </p>
        </div>
      ) : hint ? (
        <FieldHint id={hintId}>{hint}</FieldHint>
      ) : null}
      {error ? (
        <FieldError id={errorId} visuallyHidden={errorAsPlaceholder}>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}
