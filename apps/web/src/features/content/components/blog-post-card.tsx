import type { TBlogPostSummary } from '@curo/core/content';
import { Link } from 'react-router';
import { blogPostHref } from '../utils/content-hrefs';
import { PostDateline } from './blog-byline';
import { BlogCover } from './blog-cover';

interface BlogPostCardProps {
  post: TBlogPostSummary;
  /** The card title's level: h2 on a page whose list has no heading of its own, else h3. */
  headingLevel?: 2 | 3;
}

/** A post in a list: cover, categories, title (the link), excerpt, author, date and reading time. */
export function BlogPostCard({ post, headingLevel = 3 }: BlogPostCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-colors hover:border-primary has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary">
      <BlogCover post={post} />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        {post.categories.length > 0 ? (
          <p className="text-xs font-semibold tracking-wider text-primary uppercase">
            {post.categories.map((c) => c.name).join(' · ')}
          </p>
        ) : null}
        <Heading className="mt-2 text-lg leading-snug font-semibold text-balance text-ink">
          <Link
            to={blogPostHref(post.slug)}
            className="after:absolute after:inset-0 group-hover:text-primary focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className="mt-2 line-clamp-3 text-[15px] text-muted">{post.excerpt}</p> : null}
        <div className="mt-auto pt-5">
          <div className="border-t border-line pt-4 text-sm text-muted">
            {post.author ? <p className="font-medium text-ink">{post.author.name}</p> : null}
            <p>
              <PostDateline publishAt={post.publishAt} readingMinutes={post.readingMinutes} />
            </p>
          </div>
        </div>
      </div>
    </article>
  );
}

/** Posts as a grid of cards: one column on phones, two on tablets, three on wide screens. */
export function BlogPostGrid({
  posts,
  headingLevel,
}: {
  posts: readonly TBlogPostSummary[];
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id} className="flex flex-col">
          <BlogPostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
