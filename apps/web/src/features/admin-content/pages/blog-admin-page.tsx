import { PenLine } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AdminOnly } from '../../../components/access/admin-only';
import { primaryButton } from '../../../components/ui/button';
import { type TabOption, TabPanel, Tabs } from '../../../components/ui/tabs';
import { BlogAuthorsPanel } from '../components/blog-authors-panel';
import { BlogPostsPanel } from '../components/blog-posts-panel';
import { BlogTermsPanel } from '../components/blog-terms-panel';
import { ContentAdminPage } from '../components/content-admin-page';
import { newPostPath } from '../utils/post-editor-path';

type TBlogTab = 'posts' | 'categories' | 'tags' | 'authors';
const TABS: readonly TabOption<TBlogTab>[] = [
  { key: 'posts', label: 'Posts' },
  { key: 'categories', label: 'Categories' },
  { key: 'tags', label: 'Tags' },
  { key: 'authors', label: 'Authors' },
];
const TABS_ID = 'blog-admin';
const tabOf = (value: string | null): TBlogTab => TABS.find((t) => t.key === value)?.key ?? 'posts';

/** `/admin/blog`: posts (drafts, scheduled and published), and the categories, tags and authors. */
export function BlogAdminPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const select = (next: TBlogTab) =>
    setParams(next === 'posts' ? {} : { tab: next }, { preventScrollReset: true });
  return (
    <AdminOnly>
      <ContentAdminPage
        section="blog"
        title="Blog"
        metaDescription="Write, schedule and publish blog posts; manage categories, tags and authors."
        description="Write posts, schedule them or publish them now, and keep the categories, tags and authors tidy."
        actions={
          <Link to={newPostPath} className={primaryButton}>
            <PenLine className="size-5" aria-hidden />
            New post
          </Link>
        }
      >
        <div className="max-w-[480px]">
          <Tabs label="Blog" idPrefix={TABS_ID} options={TABS} selected={tab} onSelect={select} />
        </div>
        <div className="mt-6">
          <TabPanel idPrefix={TABS_ID} tabKey={tab}>
            {tab === 'posts' ? <BlogPostsPanel /> : null}
            {tab === 'categories' ? <BlogTermsPanel key="categories" kind="categories" /> : null}
            {tab === 'tags' ? <BlogTermsPanel key="tags" kind="tags" /> : null}
            {tab === 'authors' ? <BlogAuthorsPanel /> : null}
          </TabPanel>
        </div>
      </ContentAdminPage>
    </AdminOnly>
  );
}
