import type { TBlogAuthor } from '@curo/core/content';
import { CONTENT_PAGE_SIZE } from '@curo/core/content-constants';
import { paths } from '@curo/core/routes';
import { Newspaper, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { LinkPagination } from '../../../components/ui/link-pagination';
import { Markdown } from '../../../components/ui/markdown';
import { PageMeta } from '../../../components/ui/page-meta';
import { QueryError } from '../../../components/ui/query-error';
import { CardGridSkeleton, LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { isNotFound } from '../../../lib/is-not-found';
import {
  AuthorAvatar,
  BlogByline,
  BlogFilters,
  BlogPostGrid,
  Breadcrumbs,
  blogFilterHref,
  blogPostHref,
  useBlogCategories,
  useBlogListParams,
  useBlogPost,
  useBlogPosts,
  useBlogTags,
  useLogViewOnce,
} from '../../content';
import { NotFoundPage } from '../../not-found';
import { ButtonLink } from '../components/button-link';
import { Container } from '../components/container';
import { CtaActions } from '../components/cta-actions';
import { CtaBand } from '../components/cta-band';
import { EmptyState } from '../components/empty-state';
import { HelpfulLinks } from '../components/helpful-links';
import { Hero } from '../components/hero';
import { SearchForm } from '../components/search-form';
import { Section } from '../components/section';

const BLOG_LEAD =
  'Plain-language articles from Curo doctors on everyday health, telehealth and getting the most from a consult.';

const articlesLabel = (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`;

/**
 * When the page of results changes (not on first render), brings the top of the list into view
 * and moves focus to its heading, as a new page would: the router keeps the scroll position for
 * a change of query string alone.
 */
function useFocusOnPageChange(page: number) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [page]);
  return headingRef;
}

interface PostListProps {
  title: string;
  query: ReturnType<typeof useBlogPosts>;
  page: number;
  hrefForPage: (page: number) => string;
  /** What to show when this page has no posts. */
  empty: ReactNode;
}

/** A page of posts with its heading, loading and error states, and pagination. */
function PostList({ title, query, page, hrefForPage, empty }: PostListProps) {
  const headingRef = useFocusOnPageChange(page);
  if (query.isPending) return <CardGridSkeleton label="Loading articles" />;
  if (query.isError && !isNotFound(query.error)) {
    return (
      <QueryError
        title="We couldn't load the articles"
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const data = query.data;
  if (!data || data.total === 0) return empty;
  if (data.items.length === 0) {
    // A page number past the end, from an old or edited link.
    return (
      <EmptyState
        icon={SearchX}
        title={`There is no page ${page}`}
        actions={<ButtonLink to={hrefForPage(1)}>Go to the first page</ButtonLink>}
      >
        <p>The list does not go that far. Start again from the first page.</p>
      </EmptyState>
    );
  }
  const pageCount = Math.max(1, Math.ceil(data.total / (data.pageSize || CONTENT_PAGE_SIZE)));
  return (
    <div
      aria-busy={query.isPlaceholderData}
      className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}
    >
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold text-ink focus:outline-none sm:text-2xl"
        >
          {title}
        </h2>
        <p className="text-sm text-muted">
          {articlesLabel(data.total)}
          {pageCount > 1 ? ` · page ${data.page} of ${pageCount}` : ''}
        </p>
      </div>
      <BlogPostGrid posts={data.items} />
      <div className="mt-12">
        <LinkPagination page={data.page} pageCount={pageCount} hrefFor={hrefForPage} label="Article pages" />
      </div>
    </div>
  );
}

export function BlogListPage() {
  const { page, category, tag, hrefWith } = useBlogListParams();
  const posts = useBlogPosts({ page, category, tag });
  const categories = useBlogCategories();
  const tags = useBlogTags();
  const categoryName = categories.data?.items.find((c) => c.slug === category)?.name;
  const tagName = tags.data?.items.find((t) => t.slug === tag)?.name;
  const filtered = Boolean(category || tag);
  const nothingPublished = !filtered && page === 1 && posts.isSuccess && posts.data.total === 0;

  const title = [categoryName, tagName ? `tagged ${tagName}` : null].filter(Boolean).join(', ');
  const canonical = hrefWith({ page });

  return (
    <>
      <PageMeta
        title={title ? `Blog: ${title}` : page > 1 ? `Blog, page ${page}` : 'Blog'}
        description={BLOG_LEAD}
        path={canonical}
      />
      <Hero eyebrow="Blog" title="The Curo blog" lead={<p>{BLOG_LEAD}</p>} size="compact">
        <SearchForm action={paths.blogSearch} label="Search articles" placeholder="For example, sleep" />
      </Hero>
      {nothingPublished ? (
        <EmptyState
          icon={Newspaper}
          title="No articles published yet"
          actions={
            <CtaActions to={paths.patientInfo} label="Read patient information" ask="Ask us a question" />
          }
          more={<HelpfulLinks />}
        >
          <p>
            When our doctors publish their first articles, you will find them here. In the meantime, the pages
            below cover the questions people ask us most, and our team is happy to answer anything else.
          </p>
        </EmptyState>
      ) : (
        <Container className="py-10 sm:py-14">
          <section
            aria-label="Filter articles"
            className="mb-10 rounded-card border border-line bg-surface p-4 sm:p-5"
          >
            {categories.isPending || tags.isPending ? (
              <LoadingRegion label="Loading filters">
                <div className="flex flex-wrap gap-2">
                  {['w-24', 'w-32', 'w-28', 'w-36', 'w-20'].map((width) => (
                    <Skeleton key={width} className={`h-10 rounded-full ${width}`} />
                  ))}
                </div>
              </LoadingRegion>
            ) : categories.isError || tags.isError ? (
              <QueryError
                title="We couldn't load the topics and tags"
                onRetry={() => {
                  categories.refetch();
                  tags.refetch();
                }}
                retrying={categories.isFetching || tags.isFetching}
              />
            ) : (
              <BlogFilters
                categories={categories.data.items}
                tags={tags.data.items}
                category={category}
                tag={tag}
                hrefFor={(filter) => hrefWith(filter)}
              />
            )}
          </section>
          <PostList
            title={title ? `Articles: ${title}` : 'Latest articles'}
            query={posts}
            page={page}
            hrefForPage={(p) => hrefWith({ page: p })}
            empty={
              <EmptyState
                icon={SearchX}
                title="No articles match"
                actions={
                  <ButtonLink to={paths.blog} variant="primary">
                    Clear filters
                  </ButtonLink>
                }
              >
                <p>
                  No published article has that combination of topic and tag. Clear the filters to see every
                  article.
                </p>
              </EmptyState>
            }
          />
        </Container>
      )}
    </>
  );
}

export function BlogSearchPage() {
  const { page, q = '', hrefWith } = useBlogListParams();
  const query = q.slice(0, 200);
  const posts = useBlogPosts({ page, q: query }, { enabled: query.length > 0 });
  return (
    <>
      <PageMeta
        title={query ? `“${query}” in the blog` : 'Search the blog'}
        description="Search articles from Curo doctors."
        noIndex
      />
      <Hero
        eyebrow="Blog"
        title="Search the blog"
        banner={<Breadcrumbs items={[{ label: 'Blog', to: paths.blog }, { label: 'Search' }]} />}
        lead={
          query ? (
            <p>
              You searched for <strong className="text-ink">“{query}”</strong>.
            </p>
          ) : (
            <p>Search our articles by topic or keyword.</p>
          )
        }
        size="compact"
      >
        <SearchForm
          key={query}
          action={paths.blogSearch}
          label="Search articles"
          placeholder="For example, sleep"
          defaultValue={query}
        />
      </Hero>
      {query ? (
        <Container className="py-10 sm:py-14">
          <PostList
            title={`Articles matching “${query}”`}
            query={posts}
            page={page}
            hrefForPage={(p) => hrefWith({ page: p })}
            empty={
              <EmptyState
                icon={SearchX}
                title="No matching articles"
                actions={<CtaActions to={paths.blog} label="Browse all articles" ask="Ask us a question" />}
              >
                <p>
                  No article matches “{query}”. Try fewer or different words, browse the blog by topic, or ask
                  our team.
                </p>
              </EmptyState>
            }
          />
        </Container>
      ) : (
        <EmptyState
          icon={Newspaper}
          title="What would you like to read about?"
          actions={<ButtonLink to={paths.blog}>Browse all articles</ButtonLink>}
        >
          <p>Type a topic above, such as sleep, hay fever or Medicare, or browse the latest articles.</p>
        </EmptyState>
      )}
    </>
  );
}

function AboutTheAuthor({ author }: { author: TBlogAuthor | null }) {
  const headingId = useId();
  if (!author?.bio) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-12 rounded-card border border-line bg-surface p-6 sm:p-8"
    >
      <h2 id={headingId} className="text-sm font-semibold tracking-wider text-primary uppercase">
        About the author
      </h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        <AuthorAvatar author={author} size="lg" />
        <div className="min-w-0">
          <p className="text-lg font-semibold text-ink">{author.name}</p>
          {author.credentials ? <p className="text-sm text-muted">{author.credentials}</p> : null}
          <p className="mt-3 text-muted">{author.bio}</p>
        </div>
      </div>
    </section>
  );
}

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const query = useBlogPost(slug);
  const post = query.data;
  useLogViewOnce(post?.slug);
  const tagsHeadingId = useId();
  const titleId = useId();

  if (isNotFound(query.error)) return <NotFoundPage />;
  const firstCategory = post?.categories[0];

  return (
    <>
      {post ? (
        <PageMeta
          title={post.seoTitle ?? post.title}
          description={post.seoDescription ?? post.excerpt}
          path={blogPostHref(post.slug)}
          type="article"
          image={post.heroImageUrl}
        />
      ) : (
        <PageMeta title="Blog" description={BLOG_LEAD} />
      )}
      <article aria-labelledby={post ? titleId : undefined}>
        <header className="border-b border-line bg-linear-to-b from-primary-soft/60 via-white to-white">
          <Container className="py-8 sm:py-12">
            <Breadcrumbs
              items={[
                { label: 'Blog', to: paths.blog },
                firstCategory
                  ? { label: firstCategory.name, to: blogFilterHref({ category: firstCategory.slug }) }
                  : { label: 'Article' },
              ]}
            />
            <div className="mx-auto mt-8 max-w-[760px] sm:mt-10">
              {post ? (
                <>
                  {post.categories.length > 0 ? (
                    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold tracking-wider text-primary uppercase">
                      {post.categories.map((c) => (
                        <li key={c.slug}>
                          <Link to={blogFilterHref({ category: c.slug })} className="hover:underline">
                            {c.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <h1
                    id={titleId}
                    className="mt-3 text-3xl leading-tight font-bold text-balance text-ink sm:text-[2.75rem]"
                  >
                    {post.title}
                  </h1>
                  {post.excerpt ? <p className="mt-5 text-lg text-muted sm:text-xl">{post.excerpt}</p> : null}
                  <div className="mt-8">
                    <BlogByline
                      author={post.author}
                      publishAt={post.publishAt}
                      readingMinutes={post.readingMinutes}
                    />
                  </div>
                </>
              ) : query.isError ? (
                <h1 className="text-3xl font-bold text-ink">This article didn't load</h1>
              ) : (
                <LoadingRegion label="Loading the article">
                  <Skeleton className="h-3.5 w-40" />
                  <Skeleton className="mt-4 h-10 w-11/12" />
                  <Skeleton className="mt-3 h-10 w-2/3" />
                  <div className="mt-8 flex items-center gap-4">
                    <Skeleton className="size-12 rounded-full" />
                    <Skeleton className="h-4 w-48" />
                  </div>
                </LoadingRegion>
              )}
            </div>
          </Container>
        </header>
        <Container className="py-10 sm:py-14">
          <div className="mx-auto max-w-[760px]">
            {post ? (
              <>
                {post.heroImageUrl ? (
                  <img
                    src={post.heroImageUrl}
                    alt=""
                    className="mb-10 aspect-[16/9] w-full rounded-card bg-surface object-cover"
                  />
                ) : null}
                <Markdown>{post.body}</Markdown>
                {post.tags.length > 0 ? (
                  <section
                    aria-labelledby={tagsHeadingId}
                    className="mt-10 flex flex-wrap items-center gap-3"
                  >
                    <h2 id={tagsHeadingId} className="text-sm font-semibold text-ink">
                      Tags
                    </h2>
                    <ul className="flex flex-wrap gap-2">
                      {post.tags.map((t) => (
                        <li key={t.slug}>
                          <Link
                            to={blogFilterHref({ tag: t.slug })}
                            className="inline-flex min-h-10 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-ink hover:border-primary hover:text-primary"
                          >
                            {t.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
                <p className="mt-10 border-t border-line pt-6 text-sm text-muted">
                  This article is general information, not advice about your own health. Talk to a doctor
                  about your situation.
                </p>
                <AboutTheAuthor author={post.author} />
              </>
            ) : query.isError ? (
              <QueryError
                title="We couldn't load this article"
                onRetry={() => query.refetch()}
                retrying={query.isFetching}
              />
            ) : (
              <div aria-hidden="true" className="space-y-3">
                {['w-full', 'w-11/12', 'w-5/6', 'w-full', 'w-3/4'].map((width, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own.
                  <Skeleton key={i} className={`h-4 ${width}`} />
                ))}
              </div>
            )}
          </div>
        </Container>
      </article>
      {post && post.related.length > 0 ? (
        <Section title="Related articles" tone="surface">
          <BlogPostGrid posts={post.related} />
        </Section>
      ) : null}
      {post ? (
        <CtaBand
          title="Want to talk it through with a doctor?"
          body={<p>Australian GPs are online today, by video or phone. In an emergency, call 000.</p>}
          actions={<CtaActions label="See a doctor today" onDark />}
        />
      ) : null}
    </>
  );
}
