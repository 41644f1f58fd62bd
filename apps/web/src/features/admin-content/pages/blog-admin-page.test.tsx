import { blogMessages } from '@curo/core/content';
import { ErrorCode } from '@curo/core/errors';
import { paths } from '@curo/core/routes';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { locationOf } from '../../../test/render-route';
import { buildAuthor, buildBlogPost, buildPostPage, buildTerm } from '../testing/build-content-admin';
import { renderAdminScreen, signedInAdmin, signedInDoctor } from '../testing/render-admin';
import { BlogAdminPage } from './blog-admin-page';

const draft = buildBlogPost({ title: 'Repeat prescriptions', slug: 'repeat-prescriptions' });
const live = buildBlogPost({
  title: 'Hay fever season',
  slug: 'hay-fever-season',
  status: 'published',
  publishAt: '2026-10-20T22:00:00.000Z',
  views: 31,
});
const renderBlog = (path: string = paths.adminBlog) =>
  renderAdminScreen(paths.adminBlog, <BlogAdminPage />, path);
const postsList = () => screen.findByRole('list', { name: 'Posts' });

describe('the blog admin', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-admin');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-admin');
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('keeps anyone but an administrator out', async () => {
    const api = stubApi({ ...signedInDoctor });
    renderBlog();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.includes('blogPosts'))).toHaveLength(0);
  });

  it('lists every post with its status, each linking to its editor', async () => {
    stubApi({ ...signedInAdmin, 'GET /api/v1/blogPosts/all': () => json(200, buildPostPage([draft, live])) });
    renderBlog();
    const list = await postsList();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Draft');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Repeat prescriptions' })).toHaveAttribute(
      'href',
      `/admin/blog/${draft.id}?slug=repeat-prescriptions`,
    );
    expect(second).toHaveTextContent('Published');
    expect(second).toHaveTextContent('31 views');
    expect(
      within(second as HTMLElement).getByRole('link', { name: 'View “Hay fever season”' }),
    ).toHaveAttribute('href', '/blog/hay-fever-season');
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/admin/blog/new');
  });

  it('filters by status and searches through the address, and pages', async () => {
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/blogPosts/all': () => json(200, buildPostPage([draft, live], { total: 14 })),
      'GET /api/v1/blogPosts/all?status=scheduled': () => json(200, buildPostPage([])),
      'GET /api/v1/blogPosts/all?status=scheduled&q=hay': () =>
        json(200, buildPostPage([live], { total: 13 })),
      'GET /api/v1/blogPosts/all?status=scheduled&q=hay&page=2': () =>
        json(200, buildPostPage([draft], { total: 13, page: 2 })),
    });
    const { user, router } = renderBlog();
    await postsList();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Scheduled');
    await waitFor(() => expect(locationOf(router)).toBe('/admin/blog?status=scheduled'));
    expect(await screen.findByText('No posts match.')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'hay');
    await waitFor(() => expect(locationOf(router)).toBe('/admin/blog?status=scheduled&q=hay'));
    expect(await screen.findByRole('link', { name: 'Hay fever season' })).toBeInTheDocument();
    expect(api.calls('GET', '/api/v1/blogPosts/all?status=scheduled&q=hay')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/blog?status=scheduled&q=hay&page=2'));
    expect(await screen.findByRole('link', { name: 'Repeat prescriptions' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('deletes a post after confirming', async () => {
    let gone = false;
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/blogPosts/all': () => json(200, buildPostPage(gone ? [live] : [draft, live])),
      [`DELETE /api/v1/blogPosts/${draft.id}`]: () => {
        gone = true;
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderBlog();
    await user.click(
      within(await postsList()).getByRole('button', { name: 'Delete “Repeat prescriptions”' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this post?' })).getByRole('button', {
        name: 'Delete post',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Repeat prescriptions')).not.toBeInTheDocument());
    expect(api.calls('DELETE', `/api/v1/blogPosts/${draft.id}`)).toHaveLength(1);
  });

  it('adds a tag with a slug from its name, and shows the 409 when it exists', async () => {
    let calls = 0;
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/blogPosts/tags': () =>
        json(200, { items: [buildTerm({ slug: 'summer', name: 'Summer' })] }),
      'POST /api/v1/blogPosts/tags': () => {
        calls += 1;
        return calls === 1
          ? apiError(409, blogMessages.termSlugTaken, ErrorCode.SLUG_TAKEN)
          : json(201, { slug: 'skin-cancer', name: 'Skin cancer', count: 0 });
      },
    });
    const { user } = renderBlog('/admin/blog?tab=tags');
    expect(await screen.findByRole('list', { name: 'Tags' })).toHaveTextContent('Summer');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a tag' });
    await user.type(within(dialog).getByLabelText('Name'), 'Skin cancer');
    await user.click(within(dialog).getByRole('button', { name: 'Add tag' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(blogMessages.termSlugTaken);
    await user.click(within(dialog).getByRole('button', { name: 'Add tag' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST', '/api/v1/blogPosts/tags')[1]?.body).toEqual({
      name: 'Skin cancer',
      slug: 'skin-cancer',
    });
    expect(await screen.findByText('“Skin cancer” is added.')).toBeInTheDocument();
  });

  it('renames a category', async () => {
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/blogPosts/categories': () => json(200, { items: [buildTerm()] }),
      'PUT /api/v1/blogPosts/categories/everyday-health': () =>
        json(200, buildTerm({ name: 'Everyday wellbeing' })),
    });
    const { user } = renderBlog('/admin/blog?tab=categories');
    await user.click(await screen.findByRole('button', { name: 'Rename Everyday health' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename “Everyday health”' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Everyday wellbeing');
    // A term's slug stays unless it is changed by hand.
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('everyday-health');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.calls('PUT', '/api/v1/blogPosts/categories/everyday-health')[0]?.body).toEqual({
        name: 'Everyday wellbeing',
        slug: 'everyday-health',
      }),
    );
  });

  it('adds an author with credentials', async () => {
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/blogPosts/authors': () => json(200, { items: [buildAuthor()] }),
      'POST /api/v1/blogPosts/authors': () =>
        json(201, buildAuthor({ slug: 'dr-ana-silva', name: 'Dr Ana Silva' })),
    });
    const { user } = renderBlog('/admin/blog?tab=authors');
    expect(await screen.findByRole('list', { name: 'Authors' })).toHaveTextContent(
      'Dr Priya Raman, GP, FRACGP',
    );
    await user.click(screen.getByRole('button', { name: 'Add author' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an author' });
    await user.type(within(dialog).getByLabelText('Name'), 'Dr Ana Silva');
    await user.type(within(dialog).getByLabelText(/Credentials/), 'Paediatrician, FRACP');
    await user.click(within(dialog).getByRole('button', { name: 'Add author' }));
    await waitFor(() => expect(api.calls('POST', '/api/v1/blogPosts/authors')).toHaveLength(1));
    expect(api.calls('POST', '/api/v1/blogPosts/authors')[0]?.body).toEqual({
      name: 'Dr Ana Silva',
      slug: 'dr-ana-silva',
      credentials: 'Paediatrician, FRACP',
      bio: null,
    });
  });
});
