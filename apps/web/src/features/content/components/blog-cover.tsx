import type { TBlogPostSummary } from '@curo/core/content';
import { Baby, Brain, HeartPulse, type LucideIcon, Newspaper, Stethoscope, Video } from 'lucide-react';

/** Icons for the seeded categories; others get a general one. */
const ICONS: Record<string, LucideIcon> = {
  'childrens-health': Baby,
  'mental-health': Brain,
  'everyday-health': HeartPulse,
  'using-telehealth': Video,
};

/** Soft tints that keep the teal symbol readable; a post always gets the same one. */
const TINTS = [
  'from-primary-soft via-[#e9faf6] to-white',
  'from-[#e0f2fe] via-[#f0f9ff] to-white',
  'from-[#fef3c7] via-[#fffbeb] to-white',
  'from-[#ede9fe] via-[#f5f3ff] to-white',
] as const;

const hashOf = (text: string) => [...text].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) >>> 0, 7);

interface BlogCoverProps {
  post: Pick<TBlogPostSummary, 'slug' | 'heroImageUrl' | 'categories'>;
  className?: string;
}

/**
 * A post's hero image, or, for a post without one, a quiet illustration from its first category:
 * a tint and an icon, so a list of posts without photos still looks deliberate.
 */
export function BlogCover({ post, className = '' }: BlogCoverProps) {
  if (post.heroImageUrl) {
    return (
      <img
        src={post.heroImageUrl}
        alt=""
        loading="lazy"
        decoding="async"
        className={`aspect-[16/9] w-full bg-surface object-cover ${className}`}
      />
    );
  }
  const category = post.categories[0]?.slug ?? '';
  const Icon = ICONS[category] ?? (category ? Stethoscope : Newspaper);
  const tint = TINTS[hashOf(category || post.slug) % TINTS.length];
  return (
    <div
      aria-hidden="true"
      data-testid="blog-cover-placeholder"
      className={`relative flex aspect-[5/2] w-full sm:aspect-[16/9] items-center justify-center overflow-hidden bg-linear-to-br ${tint} ${className}`}
    >
      <span className="absolute -top-10 -right-8 size-40 rounded-full border-[18px] border-white/60" />
      <span className="absolute -bottom-14 -left-10 size-44 rounded-full bg-white/50" />
      <span className="relative flex size-16 items-center justify-center rounded-2xl bg-white text-primary shadow-card">
        <Icon className="size-8" strokeWidth={1.75} />
      </span>
    </div>
  );
}
