import type { ReactNode } from 'react';

interface ToggleFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: ReactNode;
  /** An on/off setting (Published, Public) rather than a box to tick. */
  asSwitch?: boolean;
}

/** A labelled checkbox, or a switch, with the whole row to tap (at least 44 px). */
export function ToggleField({
  id,
  label,
  checked,
  onCheckedChange,
  hint,
  asSwitch = false,
}: ToggleFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="flex items-start gap-3">
      <span className="relative flex min-h-11 shrink-0 items-center">
        <input
          id={id}
          type="checkbox"
          role={asSwitch ? 'switch' : undefined}
          checked={checked}
          onChange={(e) => onCheckedChange(e.target.checked)}
          aria-describedby={hintId}
          className={
            asSwitch
              ? 'peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-primary'
              : 'size-5 cursor-pointer accent-primary'
          }
        />
        {asSwitch ? (
          <span
            aria-hidden
            className="pointer-events-none absolute left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
          />
        ) : null}
      </span>
      <span className="flex min-h-11 flex-col justify-center">
        <label htmlFor={id} className="cursor-pointer font-medium text-ink">
          {label}
        </label>
        {hint ? (
          <span id={hintId} className="text-sm text-muted">
            {hint}
          </span>
        ) : null}
      </span>
    </div>
  );
}
