import { ErrorCode } from '@curo/core/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import {
  BLOG_CATEGORIES_PATH,
  BLOG_TAGS_PATH,
  blogPostPath,
  blogPostsPath,
  LOG_BLOG_VIEW_PATH,
  VISITOR_ID_KEY,
} from '../../content';
import {
  buildBlogTerm,
  buildPostDetail,
  buildPostPage,
  buildPostSummary,
} from '../../content/testing/build-content';
import { BlogListPage, BlogPostPage, BlogSearchPage } from './blog-pages';

const routes = [
  { path: '/blog', element: <BlogListPage /> },
  { path: '/blog/search', element: <BlogSearchPage /> },
  { path: '/blog/:slug', element: <BlogPostPage /> },
];

const terms = {
  [`GET ${BLOG_CATEGORIES_PATH}`]: () =>
    json(200, {
      items: [
        buildBlogTerm({ slug: 'everyday-health', name: 'Everyday health', count: 3 }),
        buildBlogTerm({ slug: 'mental-health', name: 'Mental health', count: 2 }),
        buildBlogTerm({ slug: 'retired', name: 'Retired', count: 0 }),
      ],
    }),
  [`GET ${BLOG_TAGS_PATH}`]: () =>
    json(200, {
      items: [
        buildBlogTerm({ slug: 'sleep', name: 'Sleep', count: 1 }),
        buildBlogTerm({ slug: 'medicare', name: 'Medicare', count: 3 }),
      ],
    }),
};

const hayFever = buildPostSummary();
const sleep = buildPostSummary({
  slug: 'sleep-in-teenagers',
  title: 'Why teenagers are always tired',
  categories: [{ slug: 'mental-health', name: 'Mental health' }],
  author: null,
});

describe('the blog list (/blog)', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each post as a card: title link, excerpt, author, date, reading time and categories', async () => {
    stubApi({
      ...terms,
      [`GET ${blogPostsPath({ page: 1 })}`]: () => json(200, buildPostPage([hayFever, sleep])),
    });
    renderRoute(routes, '/blog');
    const link = await screen.findByRole('link', { name: 'Hay fever season: how to get ahead of it' });
    expect(link).toHaveAttribute('href', '/blog/hay-fever-season-australia');
    const card = link.closest('article')!;
    expect(card).toHaveTextContent('Spring brings grass pollen, sneezing and itchy eyes.');
    expect(card).toHaveTextContent('Dr Mei-Lin Cho');
    expect(card).toHaveTextContent('25 August 2026');
    expect(card).toHaveTextContent('4 min read');
    expect(card).toHaveTextContent('Everyday health');
    expect(within(card).getByTestId('blog-cover-placeholder')).toBeInTheDocument();
    expect(screen.getByText('2 articles')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Article pages' })).not.toBeInTheDocument();
  });

  it('filters by category and tag through the address, and asks the API for that list', async () => {
    const api = stubApi({
      ...terms,
      [`GET ${blogPostsPath({ page: 1 })}`]: () => json(200, buildPostPage([hayFever, sleep])),
      [`GET ${blogPostsPath({ page: 1, category: 'mental-health' })}`]: () =>
        json(200, buildPostPage([sleep])),
      [`GET ${blogPostsPath({ page: 1, category: 'mental-health', tag: 'sleep' })}`]: () =>
        json(200, buildPostPage([sleep])),
    });
    const { user, router } = renderRoute(routes, '/blog');
    const topics = await screen.findByRole('list', { name: 'Topic' });
    expect(within(topics).getByRole('link', { name: 'All topics' })).toHaveAttribute('aria-current', 'true');
    // A category without published posts leads nowhere, so it has no chip.
    expect(within(topics).queryByRole('link', { name: /Retired/ })).not.toBeInTheDocument();

    await user.click(within(topics).getByRole('link', { name: /Mental health/ }));
    await waitFor(() => expect(locationOf(router)).toBe('/blog?category=mental-health'));
    expect(await screen.findByRole('heading', { name: 'Articles: Mental health' })).toBeInTheDocument();
    expect(within(topics).getByRole('link', { name: /Mental health/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(api.calls('GET', blogPostsPath({ page: 1, category: 'mental-health' }))).toHaveLength(1);

    const tags = screen.getByRole('list', { name: 'Tag' });
    await user.click(within(tags).getByRole('link', { name: /Sleep/ }));
    await waitFor(() => expect(locationOf(router)).toBe('/blog?category=mental-health&tag=sleep'));
    expect(
      await screen.findByRole('heading', { name: 'Articles: Mental health, tagged Sleep' }),
    ).toBeInTheDocument();
    expect(api.calls('GET', '/api/v1/blogPosts?category=mental-health&tag=sleep')).toHaveLength(1);

    // Choosing the chosen tag again clears it.
    await user.click(within(screen.getByRole('list', { name: 'Tag' })).getByRole('link', { name: /Sleep/ }));
    await waitFor(() => expect(locationOf(router)).toBe('/blog?category=mental-health'));
    await user.click(within(topics).getByRole('link', { name: 'All topics' }));
    await waitFor(() => expect(locationOf(router)).toBe('/blog'));
  });

  it('pages with real links, keeping the filter, and asks for the page shown', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      buildPostSummary({ slug: `post-${i}`, title: `Post number ${i}` }),
    );
    const api = stubApi({
      ...terms,
      [`GET ${blogPostsPath({ page: 1, tag: 'medicare' })}`]: () =>
        json(200, buildPostPage(many, { total: 14 })),
      [`GET ${blogPostsPath({ page: 2, tag: 'medicare' })}`]: () =>
        json(200, buildPostPage([hayFever, sleep], { total: 14, page: 2 })),
    });
    const { user, router } = renderRoute(routes, '/blog?tag=medicare');
    const pages = await screen.findByRole('navigation', { name: 'Article pages' });
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/blog?tag=medicare&page=2',
    );
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/blog?tag=medicare&page=2',
    );
    expect(screen.getByText('14 articles · page 1 of 2')).toBeInTheDocument();

    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(locationOf(router)).toBe('/blog?tag=medicare&page=2'));
    expect(await screen.findByRole('link', { name: 'Why teenagers are always tired' })).toBeInTheDocument();
    expect(api.calls('GET', '/api/v1/blogPosts?page=2&tag=medicare')).toHaveLength(1);
    const again = screen.getByRole('navigation', { name: 'Article pages' });
    expect(within(again).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/blog?tag=medicare',
    );
    expect(within(again).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/blog?tag=medicare&page=2`,
    );
  });

  it('says when no article matches the filters and offers to clear them', async () => {
    stubApi({
      ...terms,
      [`GET ${blogPostsPath({ page: 1, tag: 'sleep' })}`]: () => json(200, buildPostPage([])),
    });
    renderRoute(routes, '/blog?tag=sleep');
    const empty = await screen.findByRole('region', { name: 'No articles match' });
    expect(within(empty).getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/blog');
  });

  it('offers to try again when the list does not load', async () => {
    let fail = true;
    stubApi({
      ...terms,
      [`GET ${blogPostsPath({ page: 1 })}`]: () =>
        fail ? apiError(429, 'Too many requests') : json(200, buildPostPage([hayFever])),
    });
    const { user } = renderRoute(routes, '/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the articles");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: hayFever.title })).toBeInTheDocument();
  });
});

describe('the blog search (/blog/search/)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the posts that match the query', async () => {
    const api = stubApi({
      [`GET ${blogPostsPath({ page: 1, q: 'sleep' })}`]: () => json(200, buildPostPage([sleep])),
    });
    renderRoute(routes, '/blog/search?q=sleep');
    expect(await screen.findByRole('heading', { name: 'Articles matching “sleep”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Why teenagers are always tired' })).toHaveAttribute(
      'href',
      '/blog/sleep-in-teenagers',
    );
    expect(api.requests.map((r) => r.path)).toEqual(['/api/v1/blogPosts?q=sleep']);
  });

  it('says when nothing matches', async () => {
    stubApi({ [`GET ${blogPostsPath({ page: 1, q: 'zebra' })}`]: () => json(200, buildPostPage([])) });
    renderRoute(routes, '/blog/search?q=zebra');
    expect(await screen.findByRole('region', { name: 'No matching articles' })).toHaveTextContent(
      'No article matches “zebra”',
    );
  });
});

describe('a blog post (/blog/:slug)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const post = buildPostDetail({
    body: 'Start **early**.\n\n## Thunderstorm asthma\n\nKnow your plan. <script>alert(1)</script>',
    tags: [{ slug: 'allergies', name: 'Allergies' }],
    seoDescription: 'How to get ahead of hay fever in spring.',
    heroImageUrl: '/files/blog/hay-fever.webp',
    related: [sleep],
  });

  it('shows the title, author with credentials, date, reading time, body, tags and related posts', async () => {
    stubApi({
      [`GET ${blogPostPath(post.slug)}`]: () => json(200, post),
      [`POST ${LOG_BLOG_VIEW_PATH}`]: () => json(200, { counted: true, views: 1 }),
    });
    renderRoute(routes, `/blog/${post.slug}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hay fever season: how to get ahead of it' }),
    ).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Hay fever season: how to get ahead of it' });
    expect(article).toHaveTextContent('Dr Mei-Lin Cho, GP, FRACGP, FARGP');
    expect(article).toHaveTextContent('25 August 2026');
    expect(article).toHaveTextContent('4 min read');
    expect(
      within(article).getByRole('heading', { level: 2, name: 'Thunderstorm asthma' }),
    ).toBeInTheDocument();
    expect(within(article).getByText('early').tagName).toBe('STRONG');
    expect(article.querySelector('script')).toBeNull();
    expect(within(article).getByRole('link', { name: 'Allergies' })).toHaveAttribute(
      'href',
      '/blog?tag=allergies',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
        name: 'Everyday health',
      }),
    ).toHaveAttribute('href', '/blog?category=everyday-health');
    const related = screen.getByRole('region', { name: 'Related articles' });
    expect(within(related).getByRole('link', { name: 'Why teenagers are always tired' })).toBeInTheDocument();

    expect(document.title).toBe('Hay fever season: how to get ahead of it | Curo');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'How to get ahead of hay fever in spring.',
    );
    const origin = window.location.origin;
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/blog/${post.slug}`,
    );
    expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${origin}/files/blog/hay-fever.webp`,
    );
    expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  it('counts the view once, with the visitor id this browser keeps', async () => {
    const api = stubApi({
      [`GET ${blogPostPath(post.slug)}`]: () => json(200, post),
      [`POST ${LOG_BLOG_VIEW_PATH}`]: () => json(200, { counted: true, views: 1 }),
    });
    renderRoute(routes, `/blog/${post.slug}`, { strict: true });
    await screen.findByRole('heading', { level: 1, name: post.title });
    await waitFor(() => expect(api.calls('POST', LOG_BLOG_VIEW_PATH)).toHaveLength(1));
    const visitorId = localStorage.getItem(VISITOR_ID_KEY);
    expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.calls('POST', LOG_BLOG_VIEW_PATH)[0]!.body).toEqual({ slug: post.slug, visitorId });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('POST', LOG_BLOG_VIEW_PATH)).toHaveLength(1);
  });

  it('counts the next post when the reader follows a related link', async () => {
    const api = stubApi({
      [`GET ${blogPostPath(post.slug)}`]: () => json(200, post),
      [`GET ${blogPostPath(sleep.slug)}`]: () => json(200, buildPostDetail({ ...sleep, related: [] })),
      [`POST ${LOG_BLOG_VIEW_PATH}`]: () => json(200, { counted: true, views: 1 }),
    });
    const { user } = renderRoute(routes, `/blog/${post.slug}`);
    await user.click(await screen.findByRole('link', { name: sleep.title }));
    await screen.findByRole('heading', { level: 1, name: sleep.title });
    await waitFor(() =>
      expect(api.calls('POST', LOG_BLOG_VIEW_PATH).map((r) => (r.body as { slug: string }).slug)).toEqual([
        post.slug,
        sleep.slug,
      ]),
    );
  });

  it('shows the not-found page for a post that is not live, and counts nothing', async () => {
    const api = stubApi({
      [`GET ${blogPostPath('draft-post')}`]: () => apiError(404, 'Post not found', ErrorCode.NOT_FOUND),
    });
    renderRoute(routes, '/blog/draft-post');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(api.calls('POST', LOG_BLOG_VIEW_PATH)).toHaveLength(0);
  });
});
