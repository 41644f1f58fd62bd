import { blogMessages } from '@curo/core/content';
import { ErrorCode } from '@curo/core/errors';
import { paths } from '@curo/core/routes';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { locationOf } from '../../../test/render-route';
import {
  buildAuthor,
  buildBlogPost,
  buildPostPage,
  buildTerm,
  pngFile,
} from '../testing/build-content-admin';
import { renderAdminScreen, signedInAdmin, signedInDoctor } from '../testing/render-admin';
import { sentFormData } from '../testing/sent-form-data';
import { BlogPostEditorPage } from './blog-post-editor-page';

const terms = {
  'GET /api/v1/blogPosts/authors': () =>
    json(200, {
      items: [buildAuthor(), buildAuthor({ slug: 'dr-tom-gallagher', name: 'Dr Tom Gallagher' })],
    }),
  'GET /api/v1/blogPosts/categories': () =>
    json(200, { items: [buildTerm(), buildTerm({ slug: 'children', name: 'Children' })] }),
  'GET /api/v1/blogPosts/tags': () => json(200, { items: [buildTerm({ slug: 'summer', name: 'Summer' })] }),
};
const uploaded = {
  url: '/api/v1/files/content/0190a5c1-img.webp',
  thumbnailUrl: '/api/v1/files/content/0190a5c1-img-thumb.webp',
  width: 1600,
  height: 900,
};

const renderEditor = (path = '/admin/blog/new') =>
  renderAdminScreen(paths.adminBlogPost, <BlogPostEditorPage />, path);

describe('the blog post editor', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-admin');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-admin');
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
    process.env.TZ = zone;
  });

  it('keeps anyone but an administrator out', async () => {
    const api = stubApi({ ...signedInDoctor, ...terms });
    renderEditor();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.includes('blogPosts'))).toHaveLength(0);
  });

  it('writes a post with an uploaded image, uses it as the hero, and publishes it', async () => {
    const created = buildBlogPost({
      title: 'Sun safety for kids',
      slug: 'sun-safety-for-kids',
      status: 'published',
    });
    const api = stubApi({
      ...signedInAdmin,
      ...terms,
      'POST /api/v1/blogPosts/upload-images': () => json(200, uploaded),
      'POST /api/v1/blogPosts': () => json(201, created),
    });
    const { user, router } = renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'New post' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'Sun safety for kids');
    expect(screen.getByLabelText('Slug')).toHaveValue('sun-safety-for-kids');
    await user.type(screen.getByLabelText('Excerpt'), 'Hats, shade and sunscreen.');
    const body = screen.getByLabelText('Body');
    await user.type(body, 'Slip, slop, slap.');
    // The cursor goes back to the start: the image goes in there.
    (body as HTMLTextAreaElement).setSelectionRange(0, 0);
    await user.upload(screen.getByLabelText('Insert image'), pngFile('kids-at-the-beach.png'));

    await waitFor(() =>
      expect(body).toHaveValue(`![kids at the beach](${uploaded.url})\n\nSlip, slop, slap.`),
    );
    // The description is selected, ready to be typed over.
    expect(body).toHaveFocus();
    const area = body as HTMLTextAreaElement;
    expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe('kids at the beach');
    const [sent] = sentFormData(api.fetchMock, 'POST', '/api/v1/blogPosts/upload-images');
    const file = sent?.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('kids-at-the-beach.png');
    const preview = screen.getByRole('region', { name: 'Preview of body' });
    expect(within(preview).getByRole('img', { name: 'kids at the beach' })).toHaveAttribute(
      'src',
      uploaded.url,
    );

    await user.click(screen.getByRole('button', { name: 'Use as hero image (upload 1)' }));
    expect(screen.getByRole('img', { name: 'Hero of this post' })).toHaveAttribute('src', uploaded.url);
    await user.click(screen.getByRole('checkbox', { name: 'Children' }));
    await user.click(screen.getByRole('checkbox', { name: 'Summer' }));
    await user.selectOptions(screen.getByLabelText('Author'), 'dr-tom-gallagher');
    await user.type(screen.getByLabelText(/SEO title/), 'Sun safety');
    expect(screen.getByLabelText(/SEO title/)).toHaveAccessibleDescription(/10 of 70 characters/);
    await user.click(screen.getByRole('button', { name: 'Publish now' }));

    await waitFor(() => expect(api.calls('POST', '/api/v1/blogPosts')).toHaveLength(1));
    expect(api.calls('POST', '/api/v1/blogPosts')[0]?.body).toEqual({
      title: 'Sun safety for kids',
      slug: 'sun-safety-for-kids',
      excerpt: 'Hats, shade and sunscreen.',
      body: `![kids at the beach](${uploaded.url})\n\nSlip, slop, slap.`,
      heroImageUrl: uploaded.url,
      status: 'published',
      publishAt: null,
      authorSlug: 'dr-tom-gallagher',
      categorySlugs: ['children'],
      tagSlugs: ['summer'],
      seoTitle: 'Sun safety',
      seoDescription: null,
    });
    expect(await screen.findByText('“Sun safety for kids” is published.')).toBeInTheDocument();
    await waitFor(() =>
      expect(locationOf(router)).toBe(`/admin/blog/${created.id}?slug=sun-safety-for-kids`),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Edit post' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  it('schedules a post at a time in the admin’s zone, sent with its offset', async () => {
    process.env.TZ = 'Australia/Sydney';
    const api = stubApi({
      ...signedInAdmin,
      ...terms,
      'POST /api/v1/blogPosts': () =>
        json(201, buildBlogPost({ status: 'scheduled', publishAt: '2030-12-08T20:00:00.000Z' })),
    });
    const { user } = renderEditor();
    await user.type(await screen.findByLabelText('Title'), 'Staying safe in a heatwave');
    await user.type(screen.getByLabelText('Body'), 'Drink water.');
    expect(screen.getByLabelText('Publish at')).toHaveAccessibleDescription(/Australia\/Sydney/);

    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByLabelText('Publish at')).toHaveAccessibleDescription(/Choose when to publish/);
    expect(api.calls('POST', '/api/v1/blogPosts')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Publish at'), { target: { value: '2030-12-09T07:00' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(api.calls('POST', '/api/v1/blogPosts')).toHaveLength(1));
    expect(api.calls('POST', '/api/v1/blogPosts')[0]?.body).toMatchObject({
      status: 'scheduled',
      publishAt: '2030-12-09T07:00:00+11:00',
    });
    expect(await screen.findByText(/will be published on 9 Dec 2030, 7:00 am AEDT/)).toBeInTheDocument();
  });

  it('refuses a schedule in the past before asking the server', async () => {
    const api = stubApi({ ...signedInAdmin, ...terms });
    const { user } = renderEditor();
    await user.type(await screen.findByLabelText('Title'), 'Old news');
    fireEvent.change(screen.getByLabelText('Publish at'), { target: { value: '2020-01-01T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByLabelText('Publish at')).toHaveAccessibleDescription(
      expect.stringContaining(blogMessages.scheduleInPast),
    );
    expect(api.calls('POST', '/api/v1/blogPosts')).toHaveLength(0);
  });

  it("shows the server's 409 when the slug is taken, and keeps the post", async () => {
    stubApi({
      ...signedInAdmin,
      ...terms,
      'POST /api/v1/blogPosts': () => apiError(409, blogMessages.slugTaken, ErrorCode.SLUG_TAKEN),
    });
    const { user, router } = renderEditor();
    await user.type(await screen.findByLabelText('Title'), 'Staying safe in a heatwave');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(blogMessages.slugTaken);
    expect(locationOf(router)).toBe('/admin/blog/new');
    expect(screen.getByLabelText('Title')).toHaveValue('Staying safe in a heatwave');
  });

  it('checks the title before saving', async () => {
    const api = stubApi({ ...signedInAdmin, ...terms });
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Enter a title');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(api.calls('POST', '/api/v1/blogPosts')).toHaveLength(0);
  });

  it('opens a published post by its address and unpublishes it', async () => {
    const post = buildBlogPost({ status: 'published', publishAt: '2026-11-01T00:00:00.000Z' });
    const api = stubApi({
      ...signedInAdmin,
      ...terms,
      [`GET /api/v1/blogPosts/slug/${post.slug}`]: () => json(200, post),
      [`PUT /api/v1/blogPosts/${post.id}`]: () => json(200, { ...post, status: 'draft', publishAt: null }),
    });
    const { user } = renderEditor(`/admin/blog/${post.id}?slug=${post.slug}`);
    expect(await screen.findByLabelText('Title')).toHaveValue(post.title);
    expect(screen.getByRole('link', { name: 'View on the site' })).toHaveAttribute(
      'href',
      `/blog/${post.slug}`,
    );
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(api.calls('PUT', `/api/v1/blogPosts/${post.id}`)).toHaveLength(1));
    expect(api.calls('PUT', `/api/v1/blogPosts/${post.id}`)[0]?.body).toMatchObject({
      status: 'draft',
      publishAt: null,
      slug: post.slug,
      categorySlugs: ['everyday-health'],
      authorSlug: 'dr-priya-raman',
    });
    expect(await screen.findByText(`“${post.title}” is a draft again and off the site.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeInTheDocument();
  });

  it('finds a post from a bookmark without its slug by looking through the list', async () => {
    const post = buildBlogPost({ slug: 'repeat-prescriptions' });
    const api = stubApi({
      ...signedInAdmin,
      ...terms,
      'GET /api/v1/blogPosts/all': () => json(200, buildPostPage([buildBlogPost(), post])),
      'GET /api/v1/blogPosts/slug/repeat-prescriptions': () => json(200, post),
    });
    renderEditor(`/admin/blog/${post.id}`);
    expect(await screen.findByLabelText('Title')).toHaveValue(post.title);
    expect(api.calls('GET', '/api/v1/blogPosts/slug/repeat-prescriptions')).toHaveLength(1);
  });

  it('asks before leaving with unsaved changes', async () => {
    stubApi({ ...signedInAdmin, ...terms });
    const { user, router } = renderEditor();
    await user.type(await screen.findByLabelText('Title'), 'Half a thought');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Blog' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(locationOf(router)).toBe('/admin/blog/new');
    expect(screen.getByLabelText('Title')).toHaveValue('Half a thought');
  });
});
