import type { ReactNode } from 'react';

interface TermPickerProps {
  legend: string;
  options: readonly { slug: string; name: string }[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Shown when there are no options. */
  empty: ReactNode;
}

/** A multi-select as a group of checkboxes that look like chips: every option visible, one tap each. */
export function TermPicker({ legend, options, selected, onChange, empty }: TermPickerProps) {
  const toggle = (slug: string, on: boolean) =>
    onChange(on ? [...selected, slug] : selected.filter((s) => s !== slug));
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      {options.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {options.map((option) => (
            <label
              key={option.slug}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line bg-white px-3 text-sm font-medium text-ink transition-colors hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-primary-soft/60 has-[:checked]:text-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/50"
            >
              <input
                type="checkbox"
                className="size-4 accent-primary focus-visible:outline-none"
                checked={selected.includes(option.slug)}
                onChange={(e) => toggle(option.slug, e.target.checked)}
              />
              {option.name}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
