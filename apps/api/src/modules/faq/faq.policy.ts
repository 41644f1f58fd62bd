import type { Principal } from '../../platform/auth/auth-guard';
import type { FaqRow } from './faq.repository';

/** Who sees unpublished FAQ entries (drafts), in lists and on their own: admins, who edit them. */
export const seesDrafts = (principal: Principal | null) => principal?.role === 'admin';

/** Whether the caller may read this entry: a published one anyone; a draft only an admin (else 404). */
export const maySeeEntry = (principal: Principal | null, entry: Pick<FaqRow, 'published'>) =>
  entry.published || seesDrafts(principal);
