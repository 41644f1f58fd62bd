import type { ReactNode } from 'react';

const GUTTER = {
  /** A 40 px round badge (a fact card). */
  badge: { item: 'pl-14', icon: '-left-14' },
  /** A bare 20 px icon. */
  icon: { item: 'pl-8', icon: '-left-8' },
} as const;

/**
 * One term and its value in a `<dl>`, with an icon in a gutter beside both lines. A `<dl>`'s group
 * may hold only its `<dt>` and `<dd>` (axe: definition-list, dlitem), so the icon (decorative, to be
 * `aria-hidden`) sits inside the term and is placed in the gutter.
 */
export function DescriptionItem({
  icon,
  gutter = 'icon',
  term,
  children,
  className = '',
  termClassName = '',
  detailsClassName = '',
}: {
  icon: ReactNode;
  gutter?: keyof typeof GUTTER;
  term: ReactNode;
  children: ReactNode;
  className?: string;
  termClassName?: string;
  detailsClassName?: string;
}) {
  const { item, icon: place } = GUTTER[gutter];
  return (
    <div className={`min-w-0 ${item} ${className}`}>
      <dt className={`relative ${termClassName}`}>
        <span className={`absolute top-0 ${place}`}>{icon}</span>
        {term}
      </dt>
      <dd className={detailsClassName}>{children}</dd>
    </div>
  );
}
