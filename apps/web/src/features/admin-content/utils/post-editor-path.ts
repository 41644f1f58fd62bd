import type { TBlogPostSummary } from '@curo/core/content';
import { paths } from '@curo/core/routes';

/**
 * The editor's address for a saved post. The API reads posts by slug only, so the slug rides
 * along as a hint (see getAdminBlogPost); the id is what identifies the post.
 */
export const postEditorPath = (post: Pick<TBlogPostSummary, 'id' | 'slug'>) =>
  `${paths.adminBlogPost.replace(':id', post.id)}?slug=${encodeURIComponent(post.slug)}`;

/** Where a new post is written. */
export const newPostPath = paths.adminBlogPost.replace(':id', 'new');
