import { blogMessages } from '@curo/core/content';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeDoctor, makePatient } from '../../../test/accounts';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildBlogPostInput, makeBlogAuthor, makeBlogPost, makeBlogTerm } from '../../../test/content';
import { queryRows } from '../../../test/query';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const postId = '0190e6a8-0000-7000-8000-000000000001';

/** The blog these tests start from: its authors, categories and tags. */
const AUTHORS = [
  { slug: 'dr-priya-raman', name: 'Dr Priya Raman', credentials: 'GP, FRACGP' },
  { slug: 'dr-tom-gallagher', name: 'Dr Tom Gallagher', credentials: 'GP, FRACGP, DCH' },
  { slug: 'dr-mei-lin-cho', name: 'Dr Mei-Lin Cho', credentials: 'GP, FRACGP, FARGP' },
];
const CATEGORIES = [
  { slug: 'everyday-health', name: 'Everyday health' },
  { slug: 'mental-health', name: 'Mental health' },
];
const TAGS = [
  { slug: 'sleep', name: 'Sleep' },
  { slug: 'summer', name: 'Summer' },
];

describe('writing the blog', () => {
  let t: TestApp;
  let admin = '';
  let patient = '';
  let doctor = '';
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    admin = (await makeAccount(t, 'admin')).token;
    patient = (await makePatient(t)).token;
    doctor = (await makeDoctor(t)).token;
    for (const author of AUTHORS) await makeBlogAuthor(t, admin, author);
    for (const c of CATEGORIES) await makeBlogTerm(t, admin, 'categories', c.slug, c.name);
    for (const tag of TAGS) await makeBlogTerm(t, admin, 'tags', tag.slug, tag.name);
    // A post already scheduled for three weeks' time.
    await makeBlogPost(t, admin, {
      title: 'Staying safe in a heatwave',
      status: 'scheduled',
      publishAt: inDays(21),
      authorSlug: 'dr-mei-lin-cho',
      categorySlugs: ['everyday-health'],
      tagSlugs: ['summer'],
    });
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });

  describe('guards', () => {
    const adminOnly: Array<[method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, body?: object]> = [
      ['GET', '/blogPosts/all'],
      ['POST', '/blogPosts', buildBlogPostInput()],
      ['PUT', `/blogPosts/${postId}`, buildBlogPostInput()],
      ['DELETE', `/blogPosts/${postId}`],
      ['POST', '/blogPosts/categories', { slug: 'x', name: 'X' }],
      ['PUT', '/blogPosts/categories/everyday-health', { slug: 'x', name: 'X' }],
      ['DELETE', '/blogPosts/categories/everyday-health'],
      ['POST', '/blogPosts/tags', { slug: 'x', name: 'X' }],
      ['PUT', '/blogPosts/tags/sleep', { slug: 'x', name: 'X' }],
      ['DELETE', '/blogPosts/tags/sleep'],
      ['POST', '/blogPosts/authors', { slug: 'x', name: 'X' }],
      ['PUT', '/blogPosts/authors/dr-priya-raman', { slug: 'x', name: 'X' }],
      ['DELETE', '/blogPosts/authors/dr-priya-raman'],
      ['POST', '/blogPosts/upload-images'],
    ];

    it.each(adminOnly)('%s %s: 401 anonymous, 403 for a patient or doctor', async (method, url, body) => {
      expect((await send(method, url, undefined, body)).statusCode).toBe(401);
      for (const token of [patient, doctor]) {
        const res = await send(method, url, token, body);
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
    });

    it('changed nothing while refusing', async () => {
      const [row] = await queryRows<{ categories: number; tags: number; authors: number }>(
        t.database.db,
        sql`select (select count(*)::int from blog_categories) as categories,
                   (select count(*)::int from blog_tags) as tags,
                   (select count(*)::int from blog_authors) as authors`,
      );
      expect(row).toEqual({ categories: CATEGORIES.length, tags: TAGS.length, authors: AUTHORS.length });
    });

    it('lets anyone read the public lists without signing in', async () => {
      for (const url of ['/blogPosts', '/blogPosts/categories', '/blogPosts/tags', '/blogPosts/authors'])
        expect((await send('GET', url)).statusCode, url).toBe(200);
    });
  });

  describe('posts', () => {
    it('creates a post with a slug from its title, its author, categories and tags, on the audit trail', async () => {
      const res = await send('POST', '/blogPosts', admin, {
        title: 'Sun safety & skin checks',
        excerpt: 'Slip, slop, slap, seek and slide.',
        body: '## Why it matters\n\nAustralia has one of the highest rates of skin cancer in the world.',
        status: 'published',
        authorSlug: 'dr-mei-lin-cho',
        categorySlugs: ['everyday-health'],
        tagSlugs: ['summer'],
        seoTitle: 'Sun safety',
        seoDescription: 'How to stay sun safe.',
      });
      expect(res.statusCode).toBe(201);
      const post = res.json();
      expect(post).toMatchObject({
        slug: 'sun-safety-and-skin-checks',
        status: 'published',
        author: { slug: 'dr-mei-lin-cho', name: 'Dr Mei-Lin Cho' },
        categories: [{ slug: 'everyday-health', name: 'Everyday health' }],
        tags: [{ slug: 'summer', name: 'Summer' }],
        seoTitle: 'Sun safety',
        views: 0,
        readingMinutes: 1,
      });
      // Publishing without a time means now.
      expect(Math.abs(Date.parse(post.publishAt) - Date.now())).toBeLessThan(60_000);
      expect((await send('GET', `/blogPosts/slug/${post.slug}`)).statusCode).toBe(200);
      const audit = await queryRows<{ action: string; record_id: string }>(
        t.database.db,
        sql`select action, record_id from audit_events where record_type = 'blogPost' and record_id = ${post.id}`,
      );
      expect(audit).toEqual([{ action: 'content.created', record_id: post.id }]);
    });

    it('answers 409 when the slug is taken, by a new post or by an edit', async () => {
      const first = await makeBlogPost(t, admin, { title: 'Flu vaccines in autumn' });
      const again = await send(
        'POST',
        '/blogPosts',
        admin,
        buildBlogPostInput({ title: 'Flu vaccines in autumn' }),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(blogMessages.slugTaken);
      const other = await makeBlogPost(t, admin);
      const edit = await send(
        'PUT',
        `/blogPosts/${other.id}`,
        admin,
        buildBlogPostInput({ title: other.title, slug: first.slug }),
      );
      expect(edit.statusCode).toBe(409);
      expect(edit.json().error.message).toBe(blogMessages.slugTaken);
    });

    it.each([
      [{ title: '' }, 'Enter a title'],
      [{ status: 'scheduled' }, 'Choose when to publish'],
      [{ status: 'scheduled', publishAt: inDays(-1) }, blogMessages.scheduleInPast],
      [{ status: 'live' }, undefined],
      [{ publishAt: 'tomorrow' }, undefined],
      [{ slug: 'Has Spaces' }, 'Use lower-case letters, digits and hyphens'],
      [{ title: '!!!' }, 'Enter a slug'],
      [{ authorSlug: 'dr-nobody' }, blogMessages.unknownAuthor('dr-nobody')],
      [{ categorySlugs: ['everyday-health', 'astrology'] }, blogMessages.unknownCategory('astrology')],
      [{ tagSlugs: ['sleep', 'crystals'] }, blogMessages.unknownTag('crystals')],
      [{ heroImageUrl: 'javascript:alert(1)' }, blogMessages.heroImageUrl],
      [{ heroImageUrl: '//evil.example/x.png' }, blogMessages.heroImageUrl],
      [{ body: 'x'.repeat(100_001) }, 'Keep it under 100000 characters'],
      [{ seoDescription: 'x'.repeat(161) }, undefined],
    ])('refuses %o with 400 and a clear message', async (overrides, message) => {
      const res = await send('POST', '/blogPosts', admin, buildBlogPostInput(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      if (message) expect(res.json().error.message).toBe(message);
    });

    it('refuses a body that is not JSON or not an object with 400, never 500', async () => {
      const notJson = await t.app.inject({
        method: 'POST',
        url: '/api/v1/blogPosts',
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload: '{"title":',
      });
      expect(notJson.statusCode).toBe(400);
      expect((await send('POST', '/blogPosts', admin, [])).statusCode).toBe(400);
      expect((await send('PUT', '/blogPosts/not-a-uuid', admin, buildBlogPostInput())).statusCode).toBe(400);
    });

    it('schedules, reschedules, publishes and unpublishes through a full update', async () => {
      const post = await makeBlogPost(t, admin, { status: 'draft', tagSlugs: ['sleep'] });
      expect(post).toMatchObject({ status: 'draft', publishAt: null });
      const at = inDays(3);
      const put = (overrides: object) =>
        send('PUT', `/blogPosts/${post.id}`, admin, buildBlogPostInput({ title: post.title, ...overrides }));

      const scheduled = await put({ status: 'scheduled', publishAt: at, tagSlugs: [] });
      expect(scheduled.statusCode).toBe(200);
      expect(scheduled.json()).toMatchObject({ status: 'scheduled', tags: [] });
      expect(Date.parse(scheduled.json().publishAt)).toBe(Date.parse(at));
      expect((await put({ status: 'scheduled', publishAt: inDays(-2) })).json().error.message).toBe(
        blogMessages.scheduleInPast,
      );

      // Its time passes; editing it again with the same, now past, time is still allowed.
      await t.database.db.execute(
        sql`update blog_posts set publish_at = now() - interval '1 hour' where id = ${post.id}`,
      );
      const wentOut = (await send('GET', `/blogPosts/slug/${post.slug}`)).json().publishAt as string;
      const edited = await put({ status: 'scheduled', publishAt: wentOut, body: 'Corrected a typo.' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ status: 'published', body: 'Corrected a typo.' });

      // Publishing an already live post without a time keeps the date it went out.
      const republished = await put({ status: 'published' });
      expect(republished.json().publishAt).toBe(wentOut);

      const unpublished = await put({ status: 'draft' });
      expect(unpublished.json()).toMatchObject({ status: 'draft', publishAt: null });
      expect((await send('GET', `/blogPosts/slug/${post.slug}`)).statusCode).toBe(404);

      const audit = await queryRows<{ action: string }>(
        t.database.db,
        sql`select action from audit_events where record_type = 'blogPost' and record_id = ${post.id} order by created_at`,
      );
      expect(audit.map((a) => a.action)).toEqual([
        'content.created',
        'content.updated',
        'content.updated',
        'content.updated',
        'content.updated',
      ]);
    });

    it('lists every status for admins, filtered by status', async () => {
      const draft = await makeBlogPost(t, admin, { status: 'draft' });
      const scheduled = await makeBlogPost(t, admin, { status: 'scheduled', publishAt: inDays(60) });
      const live = await makeBlogPost(t, admin);
      const slugs = async (query: string) =>
        ((await send('GET', `/blogPosts/all${query}`, admin)).json().items as Array<{ slug: string }>).map(
          (p) => p.slug,
        );
      const drafts = await slugs('?status=draft');
      expect(drafts).toContain(draft.slug);
      expect(drafts).not.toContain(live.slug);
      const upcoming = await slugs('?status=scheduled');
      expect(upcoming).toContain(scheduled.slug);
      expect(upcoming).toContain('staying-safe-in-a-heatwave');
      expect(upcoming).not.toContain(draft.slug);
      const published = await slugs('?status=published');
      expect(published).toContain(live.slug);
      expect(published).not.toContain(scheduled.slug);
      // Upcoming posts first: the furthest scheduled date leads.
      expect((await slugs(''))[0]).toBe(scheduled.slug);
      expect((await send('GET', '/blogPosts/all?status=archived', admin)).statusCode).toBe(400);
    });

    it('deletes a post with 204, then 404', async () => {
      const post = await makeBlogPost(t, admin, { tagSlugs: ['sleep'] });
      expect((await send('DELETE', `/blogPosts/${post.id}`, admin)).statusCode).toBe(204);
      expect((await send('GET', `/blogPosts/slug/${post.slug}`)).statusCode).toBe(404);
      const again = await send('DELETE', `/blogPosts/${post.id}`, admin);
      expect(again.statusCode).toBe(404);
      expect(again.json().error.message).toBe(blogMessages.postNotFound);
      expect((await send('PUT', `/blogPosts/${post.id}`, admin, buildBlogPostInput())).statusCode).toBe(404);
    });
  });

  describe('categories, tags and authors', () => {
    it('adds, renames and deletes a category; its posts follow and its live count is kept', async () => {
      const created = await send('POST', '/blogPosts/categories', admin, { slug: 'travel', name: 'Travel' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ slug: 'travel', name: 'Travel', count: 0 });
      expect(
        (await send('POST', '/blogPosts/categories', admin, { slug: 'travel', name: 'Again' })).statusCode,
      ).toBe(409);
      const post = await makeBlogPost(t, admin, { categorySlugs: ['travel'] });
      await makeBlogPost(t, admin, { status: 'draft', categorySlugs: ['travel'] });

      const renamed = await send('PUT', '/blogPosts/categories/travel', admin, {
        slug: 'travel-health',
        name: 'Travel health',
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toEqual({ slug: 'travel-health', name: 'Travel health', count: 1 });
      const detail = (await send('GET', `/blogPosts/slug/${post.slug}`)).json();
      expect(detail.categories).toEqual([{ slug: 'travel-health', name: 'Travel health' }]);
      expect(
        (
          await send('PUT', '/blogPosts/categories/travel-health', admin, {
            slug: 'mental-health',
            name: 'X',
          })
        ).statusCode,
      ).toBe(409);
      expect(
        (await send('PUT', '/blogPosts/categories/nope', admin, { slug: 'nope', name: 'Nope' })).statusCode,
      ).toBe(404);
      expect(
        (await send('POST', '/blogPosts/categories', admin, { slug: 'Bad Slug', name: 'X' })).json().error
          .message,
      ).toBe('Use lower-case letters, digits and hyphens');
      expect(
        (await send('POST', '/blogPosts/categories', admin, { slug: 'no-name', name: ' ' })).statusCode,
      ).toBe(400);

      expect((await send('DELETE', '/blogPosts/categories/travel-health', admin)).statusCode).toBe(204);
      expect((await send('DELETE', '/blogPosts/categories/travel-health', admin)).statusCode).toBe(404);
      const after = (await send('GET', `/blogPosts/slug/${post.slug}`)).json();
      expect(after.categories).toEqual([]);
    });

    it('does the same for tags', async () => {
      await makeBlogTerm(t, admin, 'tags', 'vaccines', 'Vaccines');
      const post = await makeBlogPost(t, admin, { tagSlugs: ['vaccines'] });
      const tags = (await send('GET', '/blogPosts/tags')).json().items;
      expect(tags.find((x: { slug: string }) => x.slug === 'vaccines')).toEqual({
        slug: 'vaccines',
        name: 'Vaccines',
        count: 1,
      });
      const renamed = await send('PUT', '/blogPosts/tags/vaccines', admin, {
        slug: 'vaccines',
        name: 'Vaccination',
      });
      expect(renamed.json()).toEqual({ slug: 'vaccines', name: 'Vaccination', count: 1 });
      expect((await send('GET', `/blogPosts/slug/${post.slug}`)).json().tags).toEqual([
        { slug: 'vaccines', name: 'Vaccination' },
      ]);
      expect((await send('DELETE', '/blogPosts/tags/vaccines', admin)).statusCode).toBe(204);
      expect((await send('GET', `/blogPosts/slug/${post.slug}`)).json().tags).toEqual([]);
    });

    it('adds, updates and deletes an author; their posts stay without a byline', async () => {
      const created = await send('POST', '/blogPosts/authors', admin, {
        slug: 'dr-sam-okafor',
        name: 'Dr Sam Okafor',
        credentials: 'GP, FRACGP',
        bio: 'Perth GP.',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({
        slug: 'dr-sam-okafor',
        name: 'Dr Sam Okafor',
        credentials: 'GP, FRACGP',
        bio: 'Perth GP.',
        avatarUrl: null,
      });
      expect(
        (await send('POST', '/blogPosts/authors', admin, { slug: 'dr-sam-okafor', name: 'Again' }))
          .statusCode,
      ).toBe(409);
      const post = await makeBlogPost(t, admin, { authorSlug: 'dr-sam-okafor' });
      const updated = await send('PUT', '/blogPosts/authors/dr-sam-okafor', admin, {
        slug: 'dr-samuel-okafor',
        name: 'Dr Samuel Okafor',
        credentials: 'GP, FRACGP, DRANZCOG',
      });
      expect(updated.json()).toMatchObject({ slug: 'dr-samuel-okafor', bio: null });
      expect((await send('GET', `/blogPosts/slug/${post.slug}`)).json().author).toMatchObject({
        slug: 'dr-samuel-okafor',
        name: 'Dr Samuel Okafor',
      });
      const authors = (await send('GET', '/blogPosts/authors'))
        .json()
        .items.map((a: { slug: string }) => a.slug);
      expect(authors).toContain('dr-samuel-okafor');
      expect(
        (
          await send('PUT', '/blogPosts/authors/dr-samuel-okafor', admin, {
            slug: 'dr-priya-raman',
            name: 'X',
          })
        ).statusCode,
      ).toBe(409);
      expect((await send('DELETE', '/blogPosts/authors/dr-samuel-okafor', admin)).statusCode).toBe(204);
      expect((await send('DELETE', '/blogPosts/authors/dr-samuel-okafor', admin)).statusCode).toBe(404);
      expect((await send('GET', `/blogPosts/slug/${post.slug}`)).json().author).toBeNull();
    });
  });
});
