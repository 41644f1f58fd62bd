import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';

interface SearchFormProps {
  /** Where results live; the query is sent as `?q=`. */
  action: string;
  label: string;
  placeholder?: string;
  defaultValue?: string;
}

/**
 * A GET search form. It navigates in the app rather than reloading the page, and still works as a
 * plain form (action + name="q") if scripts fail.
 */
export function SearchForm({ action, label, placeholder, defaultValue = '' }: SearchFormProps) {
  const navigate = useNavigate();
  const inputId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(q ? `${action}?${new URLSearchParams({ q }).toString()}` : action);
  }

  return (
    // <search> is the landmark element for search; browsers without it treat it as a plain block.
    <search className="block w-full max-w-[560px]">
      <form action={action} method="get" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="mb-2 block text-sm font-semibold text-ink">
          {label}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="relative min-w-0 flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted"
            />
            <input
              id={inputId}
              name="q"
              type="search"
              defaultValue={defaultValue}
              placeholder={placeholder}
              className="min-h-11 w-full rounded-lg border border-line bg-white py-2.5 pr-4 pl-11 text-base text-ink placeholder:text-muted/80 focus:border-primary"
            />
          </div>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-primary px-5 font-semibold text-white hover:bg-primary-hover"
          >
            Search
          </button>
        </div>
      </form>
    </search>
  );
}
