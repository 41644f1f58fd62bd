import { FieldHint, FieldLabel } from './field-message';
import { controlBase, controlBorder } from './field-styles';

interface ReadOnlyFieldProps {
  id: string;
  name?: string;
  label: string;
  value: string;
  placeholder?: string;
  /** Where the value comes from, since it cannot be typed. */
  hint: string;
  /** Read out but not shown, where the field's place says it already. */
  hintHidden?: boolean;
}

/** A value a form shows but takes from elsewhere (the server, another field): greyed, not typed in. */
export function ReadOnlyField({
  id,
  name,
  label,
  value,
  placeholder,
  hint,
  hintHidden = false,
}: ReadOnlyFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        name={name}
        readOnly
        value={value}
        placeholder={placeholder}
        aria-describedby={hintId}
        className={`${controlBase} ${controlBorder(false)} bg-surface text-muted`}
      />
      {hintHidden ? (
        <p id={hintId} className="sr-only">
          {hint}
        </p>
      ) : (
        <FieldHint id={hintId}>{hint}</FieldHint>
      )}
    </div>
  );
}
