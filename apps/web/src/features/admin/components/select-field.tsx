import { ChevronDown } from 'lucide-react';

interface SelectFieldProps<V extends string> {
  id: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onValueChange: (value: V) => void;
  className?: string;
}

/** A labelled native select, styled like the text fields: phones get their own picker. */
export function SelectField<V extends string>({
  id,
  label,
  value,
  options,
  onValueChange,
  className = '',
}: SelectFieldProps<V>) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onValueChange(e.target.value as V)}
          className="block min-h-11 w-full appearance-none rounded-lg border border-line bg-white py-2.5 pr-10 pl-3 text-base text-ink focus:border-primary focus:ring-2 focus:ring-primary/40 focus:outline-none"
        >
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
    </div>
  );
}
