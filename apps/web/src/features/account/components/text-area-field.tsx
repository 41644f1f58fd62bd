import { controlBorder, controlClass, labelClass } from './field-styles';

interface TextAreaFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  maxLength: number;
  hint?: string;
  error?: string;
  optional?: boolean;
  rows?: number;
}

/**
 * A labelled text area with a count of characters left. The count is part of the description but
 * is not a live region: announcing every keystroke would drown out the typing.
 */
export function TextAreaField({
  id,
  name,
  label,
  value,
  onValueChange,
  maxLength,
  hint,
  error,
  optional = false,
  rows = 6,
}: TextAreaFieldProps) {
  const countId = `${id}-count`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const near = value.length > maxLength * 0.9;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      <textarea
        id={id}
        name={name}
        value={value}
        rows={rows}
        maxLength={maxLength}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={[errorId, hintId, countId].filter(Boolean).join(' ')}
        className={`${controlClass} ${controlBorder(Boolean(error))} resize-y`}
      />
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
          className={`ml-auto tabular-nums ${near ? 'font-medium text-warning' : 'text-muted'}`}
        >
          {value.length} / {maxLength}
          <span className="sr-only"> characters used</span>
        </p>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
