import type { TBlogTerm } from '@curo/core/content';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

interface FilterChipsProps {
  label: string;
  terms: readonly TBlogTerm[];
  /** The chosen term's slug, if any. */
  selected: string | undefined;
  /** The address with `slug` chosen, or with the filter cleared for `undefined`. */
  hrefFor: (slug: string | undefined) => string;
  /** The first chip, which clears the filter, e.g. "All topics"; left out, the chosen chip clears it. */
  allLabel?: string;
}

const chip =
  'inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-full border px-4 text-sm font-medium transition-colors sm:min-h-10';
const chipOff = `${chip} border-line bg-white text-ink hover:border-primary hover:text-primary`;
const chipOn = `${chip} border-primary bg-primary text-white hover:bg-primary-hover`;

/**
 * One group of filter chips. Each chip is a link that sets the filter in the address, so a
 * filtered list can be bookmarked or shared and Back undoes a choice.
 */
function FilterChips({ label, terms, selected, hrefFor, allLabel }: FilterChipsProps) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-baseline sm:gap-4">
      <p id={labelId} className="w-16 shrink-0 text-sm font-semibold text-ink">
        {label}
      </p>
      {/* On phones each group is one row that scrolls sideways, so the articles are not pushed off screen.
          `relative` keeps the chips' screen-reader-only text (absolutely placed) inside the row: without it
          that text reached past the row and made the whole page scroll sideways at 375 px. */}
      <ul
        aria-labelledby={labelId}
        className="relative -mx-4 flex scroll-px-4 gap-2 overflow-x-auto px-4 py-1.5 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:p-0"
      >
        {allLabel ? (
          <li className="shrink-0">
            <Link
              to={hrefFor(undefined)}
              aria-current={selected ? undefined : 'true'}
              className={selected ? chipOff : chipOn}
            >
              {allLabel}
            </Link>
          </li>
        ) : null}
        {terms.map((term) => {
          const on = term.slug === selected;
          return (
            <li key={term.slug} className="shrink-0">
              <Link
                to={hrefFor(on && !allLabel ? undefined : term.slug)}
                aria-current={on ? 'true' : undefined}
                className={on ? chipOn : chipOff}
              >
                {on && !allLabel ? <Check aria-hidden="true" className="size-4" /> : null}
                {term.name}
                <span className={`text-xs ${on ? 'text-white/80' : 'text-muted'}`}>
                  <span className="sr-only">, </span>
                  {term.count}
                  <span className="sr-only"> {term.count === 1 ? 'article' : 'articles'}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

interface BlogFiltersProps {
  categories: readonly TBlogTerm[];
  tags: readonly TBlogTerm[];
  category: string | undefined;
  tag: string | undefined;
  hrefFor: (filter: { category?: string; tag?: string }) => string;
}

/** Filter the blog by category (one at a time, or all) and by tag (choose one, choose again to clear). */
export function BlogFilters({ categories, tags, category, tag, hrefFor }: BlogFiltersProps) {
  // Terms without published posts would only lead to an empty list; a chosen one stays visible.
  const withPosts = (terms: readonly TBlogTerm[], chosen: string | undefined) =>
    terms.filter((t) => t.count > 0 || t.slug === chosen);
  return (
    <div className="space-y-4">
      <FilterChips
        label="Topic"
        terms={withPosts(categories, category)}
        selected={category}
        allLabel="All topics"
        hrefFor={(slug) => hrefFor({ category: slug, tag })}
      />
      {tags.length > 0 ? (
        <FilterChips
          label="Tag"
          terms={withPosts(tags, tag)}
          selected={tag}
          hrefFor={(slug) => hrefFor({ category, tag: slug })}
        />
      ) : null}
    </div>
  );
}
