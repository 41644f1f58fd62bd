import type { TBlogPostSummary } from '@curo/core/content';
import { paths } from '@curo/core/routes';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { linkButton, primaryButton, smallButton, smallDangerButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { StatusPill } from '../../../components/ui/status-pill';
import { useSearchParamsState } from '../../../lib/use-search-params-state';
import { useDeleteBlogPost } from '../api/delete-blog-post';
import { type TBlogStatusFilter, useAdminBlogPosts } from '../api/get-admin-blog-posts';
import { newPostPath, postEditorPath } from '../utils/post-editor-path';
import { POST_STATUS_LABEL, POST_STATUS_TONE, postWhen } from '../utils/post-status';

const STATUS_OPTIONS = [
  { value: '', label: 'All posts' },
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
] as const;
const statusOf = (value: string | null): TBlogStatusFilter | undefined =>
  value === 'draft' || value === 'scheduled' || value === 'published' ? value : undefined;

function PostRow({ post, onDelete }: { post: TBlogPostSummary; onDelete: () => void }) {
  const about = <span className="sr-only"> “{post.title}”</span>;
  const meta = [post.author?.name, post.categories.map((c) => c.name).join(', ')].filter(Boolean);
  return (
    <li className="flex flex-col gap-3 p-4 sm:p-5 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0">
        <Link
          to={postEditorPath(post)}
          className="font-semibold text-ink underline-offset-4 hover:text-primary hover:underline"
        >
          {post.title}
        </Link>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <StatusPill tone={POST_STATUS_TONE[post.status]}>{POST_STATUS_LABEL[post.status]}</StatusPill>
          {postWhen(post) ? <span>{postWhen(post)}</span> : null}
          {meta.length > 0 ? <span>{meta.join(' · ')}</span> : null}
          {post.status === 'published' ? (
            <span>
              {post.views} {post.views === 1 ? 'view' : 'views'}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to={postEditorPath(post)} className={smallButton}>
          Edit{about}
        </Link>
        {post.status === 'published' ? (
          <a
            href={paths.blogPost.replace(':slug', post.slug)}
            target="_blank"
            rel="noopener"
            className={smallButton}
          >
            <ExternalLink className="size-4" aria-hidden />
            View{about}
          </a>
        ) : null}
        <button type="button" onClick={onDelete} className={smallDangerButton}>
          Delete{about}
        </button>
      </div>
    </li>
  );
}

/** The posts tab of `/admin/blog`: every post, searched and filtered by status, 12 a page. */
export function BlogPostsPanel() {
  const list = useSearchParamsState('q');
  const status = statusOf(list.params.get('status'));
  const filters = { status, q: list.query || undefined, page: list.page };
  const posts = useAdminBlogPosts(filters);
  const remove = useDeleteBlogPost();
  const [deleting, setDeleting] = useState<TBlogPostSummary | null>(null);
  const filtered = Boolean(status || list.query);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-4 md:flex-row md:items-end">
        <SearchField
          id="post-search"
          value={list.search}
          onValueChange={list.setSearch}
          placeholder="Words in the title or text"
          className="flex-1"
        />
        <SelectField
          id="post-status"
          label="Status"
          value={status ?? ''}
          options={STATUS_OPTIONS}
          onValueChange={(value) => list.setFilter('status', value || undefined)}
          className="md:w-56"
        />
      </div>
      <PagedList
        query={posts}
        what="the posts"
        summary={({ first, last, total }) =>
          `Showing ${first}–${last} of ${total} ${total === 1 ? 'post' : 'posts'}`
        }
        empty={
          <EmptyState
            title={filtered ? 'No posts match.' : 'There are no posts yet.'}
            action={
              filtered ? (
                <button type="button" onClick={list.clear} className={linkButton}>
                  Show all posts
                </button>
              ) : (
                <Link to={newPostPath} className={primaryButton}>
                  Write the first post
                </Link>
              )
            }
          >
            {filtered
              ? 'Try other words, or another status.'
              : 'Posts you write appear here, drafts included.'}
          </EmptyState>
        }
        pagesLabel="Pages of posts"
        onPage={list.setPage}
      >
        {(items) => (
          <ul className={`${card} divide-y divide-line`} aria-label="Posts">
            {items.map((post) => (
              <PostRow key={post.id} post={post} onDelete={() => setDeleting(post)} />
            ))}
          </ul>
        )}
      </PagedList>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this post?"
        description={`“${deleting?.title ?? ''}” will be gone from the blog for good, with its view count.`}
        confirmLabel="Delete post"
        doneMessage="The post is deleted."
        onConfirm={() => remove.mutateAsync({ id: deleting?.id ?? '' })}
      />
    </div>
  );
}
