import type { TBlogAuthor } from '@curo/core/content';
import { formatLongDate } from '../../../lib/date-time';

/** "Dr Tom Gallagher" → "TG". */
export function initialsOf(name: string): string {
  const parts = name
    .replace(/^(Dr|Prof|A\/Prof)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

/** The author's photo, or their initials when there is none. */
export function AuthorAvatar({ author, size = 'md' }: { author: TBlogAuthor; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-16 text-xl' : 'size-12 text-base';
  return author.avatarUrl ? (
    <img src={author.avatarUrl} alt="" className={`${box} shrink-0 rounded-full object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-bold text-primary`}
    >
      {initialsOf(author.name)}
    </span>
  );
}

/** "20 October 2026 · 4 min read". */
export function PostDateline({
  publishAt,
  readingMinutes,
}: {
  publishAt: string | null;
  readingMinutes: number;
}) {
  return (
    <>
      {publishAt ? <time dateTime={publishAt}>{formatLongDate(publishAt)}</time> : null}
      {publishAt ? <span aria-hidden="true"> · </span> : null}
      <span>{readingMinutes} min read</span>
    </>
  );
}

interface BlogBylineProps {
  author: TBlogAuthor | null;
  publishAt: string | null;
  readingMinutes: number;
}

/** Who wrote a post, with their credentials, when it was published and how long it takes to read. */
export function BlogByline({ author, publishAt, readingMinutes }: BlogBylineProps) {
  return (
    <div className="flex items-center gap-4">
      {author ? <AuthorAvatar author={author} /> : null}
      <div className="min-w-0">
        {author ? (
          <p className="font-semibold text-ink">
            {author.name}
            {author.credentials ? (
              <span className="font-normal text-muted">
                <span aria-hidden="true">, </span>
                <span className="sr-only"> </span>
                {author.credentials}
              </span>
            ) : null}
          </p>
        ) : null}
        <p className="text-sm text-muted">
          <PostDateline publishAt={publishAt} readingMinutes={readingMinutes} />
        </p>
      </div>
    </div>
  );
}
