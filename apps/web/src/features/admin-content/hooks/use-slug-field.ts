import { slugify } from '@curo/core/content';
import { useState } from 'react';

/**
 * A slug that follows its title (`slugify`) until someone types in it, after which it is theirs.
 * An existing record's slug starts as theirs: renaming a published page must not move it.
 */
export function useSlugField(initial: string | null) {
  const [typed, setTyped] = useState<string | null>(initial);
  return {
    slugFor: (title: string) => typed ?? slugify(title),
    setSlug: (value: string) => setTyped(value),
    /** Whether the slug still follows the title. */
    following: typed === null,
  };
}
