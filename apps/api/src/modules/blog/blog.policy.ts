import type { Principal } from '../../platform/auth/auth-guard';
import type { BlogPostRow } from './blog.repository';

/**
 * Who may read a post: anyone once it is published; before that (a draft, or scheduled for later)
 * only an admin, to preview it. To anyone else it does not exist (404). Writing posts is the
 * admin routes' (their `access`), not a question for a record.
 */
export const maySeePost = (principal: Principal | null, post: Pick<BlogPostRow, 'status'>) =>
  post.status === 'published' || principal?.role === 'admin';
