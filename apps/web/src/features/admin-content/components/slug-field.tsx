import type { ComponentProps, ReactNode } from 'react';
import { TextField } from '../../../components/ui/text-field';
import type { useSlugField } from '../hooks/use-slug-field';

type SlugFieldProps = Omit<ComponentProps<typeof TextField>, 'hint'> & {
  slug: ReturnType<typeof useSlugField>;
  /** What the slug follows until it is typed in: the name or question. */
  title: string;
  /** Where the slug leads, given the slug or "…" while it is empty. */
  hint?: (slug: string) => ReactNode;
};

/**
 * A record's slug, shown as `slug.slugFor(title)`. What is typed goes to `slug` and to the form's
 * own `onValueChange` too, so typing clears the field's error as in any other field; the form
 * sends `slug.slugFor(title)`.
 */
export function SlugField({ slug, title, onValueChange, hint, ...field }: SlugFieldProps) {
  const value = slug.slugFor(title);
  return (
    <TextField
      autoComplete="off"
      spellCheck={false}
      maxLength={120}
      {...field}
      value={value}
      onValueChange={(typed) => {
        slug.setSlug(typed);
        onValueChange(typed);
      }}
      hint={hint?.(value || '…')}
    />
  );
}
