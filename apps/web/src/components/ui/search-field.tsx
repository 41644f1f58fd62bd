import { Search } from 'lucide-react';

interface SearchFieldProps {
  id: string;
  label?: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder: string;
  className?: string;
}

/** A labelled search box with a magnifier, as the users list has. */
export function SearchField({
  id,
  label = 'Search',
  value,
  onValueChange,
  placeholder,
  className = '',
}: SearchFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          className="block min-h-11 w-full rounded-lg border border-line bg-white py-2.5 pr-3 pl-10 text-base text-ink placeholder:text-slate-400 focus:border-primary focus:ring-2 focus:ring-primary/40 focus:outline-none"
        />
      </div>
    </div>
  );
}
