import { slugify } from '@curo/core/content';
import type { ComponentProps, ReactNode } from 'react';
import { TextField } from '../../../components/ui/text-field';

type SlugFieldProps = Omit<ComponentProps<typeof TextField>, 'value' | 'hint'> & {
  /** The slug as typed; null while it follows `title`. */
  value: string | null;
  /** What the slug follows until it is typed in: the name or question. */
  title: string;
  /** Where the slug leads, given the slug or "…" while it is empty. */
  hint?: (slug: string) => ReactNode;
};

/**
 * A record's slug: it follows its title (`slugify`) until someone types in it, after which it is
 * theirs. An existing record's slug starts as theirs: renaming a published page must not move it.
 * The form sends `value ?? slugify(title)`, what the box shows.
 */
export function SlugField({ value, title, hint, ...field }: SlugFieldProps) {
  const slug = value ?? slugify(title);
  return (
    <TextField
      autoComplete="off"
      spellCheck={false}
      maxLength={120}
      {...field}
      value={slug}
      hint={hint?.(slug || '…')}
    />
  );
}
