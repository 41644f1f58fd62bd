import { blogMessages, CONTENT_PAGE_SIZE, type TBlogPostSummary } from '@curo/core/content';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeAccount, makePatient } from '../../../test/accounts';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  buildBlogPostInput,
  longBody,
  makeBlogAuthor,
  makeBlogPost,
  makeBlogTerm,
} from '../../../test/content';
import { queryRows } from '../../../test/query';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('the public blog', () => {
  let t: TestApp;
  let admin = '';
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    admin = (await makeAccount(t, 'admin')).token;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1${url}`, headers });
  const slugsOf = (items: TBlogPostSummary[]) => items.map((p) => p.slug);

  describe('with authors, categories, tags, live posts, a scheduled post and a draft', () => {
    const authors = [
      { slug: 'dr-priya-raman', name: 'Dr Priya Raman', credentials: 'GP, FRACGP' },
      { slug: 'dr-tom-gallagher', name: 'Dr Tom Gallagher', credentials: 'GP, FRACGP, DCH' },
      { slug: 'dr-mei-lin-cho', name: 'Dr Mei-Lin Cho', credentials: 'GP, FRACGP, FARGP' },
    ];
    const categories = [
      { slug: 'everyday-health', name: 'Everyday health' },
      { slug: 'mental-health', name: 'Mental health' },
      { slug: 'childrens-health', name: "Children's health" },
      { slug: 'using-telehealth', name: 'Using telehealth' },
    ];
    const tags = [
      { slug: 'allergies', name: 'Allergies' },
      { slug: 'adhd', name: 'ADHD' },
      { slug: 'medical-certificates', name: 'Medical certificates' },
      { slug: 'prescriptions', name: 'Prescriptions' },
      { slug: 'summer', name: 'Summer' },
    ];

    beforeAll(async () => {
      for (const author of authors) await makeBlogAuthor(t, admin, author);
      for (const c of categories) await makeBlogTerm(t, admin, 'categories', c.slug, c.name);
      for (const tag of tags) await makeBlogTerm(t, admin, 'tags', tag.slug, tag.name);
      await makeBlogPost(t, admin, {
        slug: 'hay-fever-season-australia',
        title: 'Hay fever season in Australia',
        authorSlug: 'dr-mei-lin-cho',
        categorySlugs: ['everyday-health'],
        tagSlugs: ['allergies'],
        publishAt: inDays(-20),
      });
      await makeBlogPost(t, admin, {
        slug: 'adhd-assessment-pathway-australia',
        title: 'The ADHD assessment pathway in Australia',
        authorSlug: 'dr-priya-raman',
        categorySlugs: ['mental-health', 'childrens-health'],
        tagSlugs: ['adhd'],
        body: longBody(500),
        publishAt: inDays(-10),
      });
      for (const [slug, title] of [
        ['preparing-for-a-telehealth-consult', 'Preparing for a telehealth consult'],
        ['telehealth-gp-urgent-care-or-emergency', 'Telehealth GP, urgent care or emergency?'],
        ['medical-certificates-and-your-employer', 'Medical certificates and your employer'],
      ] as const) {
        await makeBlogPost(t, admin, {
          slug,
          title,
          authorSlug: 'dr-tom-gallagher',
          categorySlugs: ['using-telehealth'],
          publishAt: inDays(-30),
        });
      }
      await makeBlogPost(t, admin, {
        slug: 'staying-safe-in-a-heatwave',
        title: 'Staying safe in a heatwave',
        status: 'scheduled',
        publishAt: inDays(21),
        categorySlugs: ['everyday-health', 'using-telehealth'],
        tagSlugs: ['summer'],
      });
      await makeBlogPost(t, admin, {
        slug: 'repeat-prescriptions-and-escripts',
        title: 'Repeat prescriptions and eScripts',
        status: 'draft',
        categorySlugs: ['using-telehealth', 'everyday-health'],
        tagSlugs: ['prescriptions'],
      });
    });

    it('lists live posts with authors, categories and tags; the scheduled one and the draft stay hidden', async () => {
      const list = await get('/blogPosts?category=everyday-health');
      expect(list.statusCode).toBe(200);
      const everyday = slugsOf(list.json().items);
      expect(everyday).toContain('hay-fever-season-australia');
      expect(everyday).not.toContain('staying-safe-in-a-heatwave');
      expect(everyday).not.toContain('repeat-prescriptions-and-escripts');

      const all = await get('/blogPosts/all?category=everyday-health', bearer(admin));
      const statuses = Object.fromEntries(
        (all.json().items as TBlogPostSummary[]).map((p) => [p.slug, p.status]),
      );
      expect(statuses).toMatchObject({
        'staying-safe-in-a-heatwave': 'scheduled',
        'repeat-prescriptions-and-escripts': 'draft',
        'hay-fever-season-australia': 'published',
      });

      const post = (await get('/blogPosts/slug/adhd-assessment-pathway-australia')).json();
      expect(post.author).toMatchObject({ name: 'Dr Priya Raman', credentials: 'GP, FRACGP' });
      expect(post.categories.map((c: { name: string }) => c.name)).toEqual([
        "Children's health",
        'Mental health',
      ]);
      expect(post.readingMinutes).toBeGreaterThanOrEqual(2);
      expect(post.body).toContain('](/pricing)');

      const listed = (await get('/blogPosts/categories')).json().items;
      expect(listed).toHaveLength(categories.length);
      // Three live posts in it; the scheduled one and the draft do not count.
      expect(listed.find((c: { slug: string }) => c.slug === 'using-telehealth').count).toBe(3);
      expect((await get('/blogPosts/tags')).json().items).toHaveLength(tags.length);
      expect((await get('/blogPosts/authors')).json().items).toHaveLength(authors.length);
    });
  });

  describe('with posts written by an admin', () => {
    beforeAll(async () => {
      // Start from an empty blog so the counts below are exact.
      await t.database.db.execute(sql`delete from blog_posts`);
      await makeBlogTerm(t, admin, 'categories', 'skin', 'Skin');
      await makeBlogTerm(t, admin, 'categories', 'paging', 'Paging');
      await makeBlogTerm(t, admin, 'tags', 'sun', 'Sun');
    });

    it('lists live posts newest first, 12 a page, with the total', async () => {
      for (let i = 0; i < CONTENT_PAGE_SIZE + 2; i++) {
        await makeBlogPost(t, admin, {
          slug: `paging-${i}`,
          categorySlugs: ['paging'],
          publishAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
        });
      }
      const first = (await get('/blogPosts?category=paging')).json();
      expect(first).toMatchObject({ total: CONTENT_PAGE_SIZE + 2, page: 1, pageSize: CONTENT_PAGE_SIZE });
      expect(first.items).toHaveLength(CONTENT_PAGE_SIZE);
      expect(first.items[0].slug).toBe(`paging-${CONTENT_PAGE_SIZE + 1}`);
      const second = (await get('/blogPosts?category=paging&page=2')).json();
      expect(slugsOf(second.items)).toEqual(['paging-1', 'paging-0']);
      expect((await get('/blogPosts?category=paging&page=3')).json()).toMatchObject({
        items: [],
        total: CONTENT_PAGE_SIZE + 2,
      });
    });

    it('filters by category and by tag, and answers 400 for a malformed filter', async () => {
      const tagged = await makeBlogPost(t, admin, { categorySlugs: ['skin'], tagSlugs: ['sun'] });
      const untagged = await makeBlogPost(t, admin, { categorySlugs: ['skin'] });
      expect(slugsOf((await get('/blogPosts?category=skin')).json().items)).toEqual([
        untagged.slug,
        tagged.slug,
      ]);
      expect(slugsOf((await get('/blogPosts?tag=sun')).json().items)).toEqual([tagged.slug]);
      expect(slugsOf((await get('/blogPosts?category=skin&tag=sun')).json().items)).toEqual([tagged.slug]);
      expect((await get('/blogPosts?category=nothing-here')).json()).toMatchObject({ items: [], total: 0 });
      const bad = await get('/blogPosts?category=Not%20A%20Slug');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe('Use lower-case letters, digits and hyphens');
      expect((await get('/blogPosts?page=0')).statusCode).toBe(400);
    });

    it('keeps drafts and scheduled posts out of public view until their time, with no job to flip them', async () => {
      const draft = await makeBlogPost(t, admin, { status: 'draft', title: 'Quiet draft' });
      const scheduled = await makeBlogPost(t, admin, { status: 'scheduled', publishAt: inDays(7) });
      expect(scheduled.status).toBe('scheduled');
      const isPublic = async (slug: string) => {
        const list = slugsOf((await get('/blogPosts')).json().items);
        const detail = await get(`/blogPosts/slug/${slug}`);
        return { inList: list.includes(slug), detail: detail.statusCode };
      };
      expect(await isPublic(draft.slug)).toEqual({ inList: false, detail: 404 });
      expect(await isPublic(scheduled.slug)).toEqual({ inList: false, detail: 404 });
      expect((await get(`/blogPosts/slug/${scheduled.slug}`)).json().error.message).toBe(
        blogMessages.postNotFound,
      );

      // The clock passes the scheduled time: nothing runs, yet the post is live.
      await t.database.db.execute(
        sql`update blog_posts set publish_at = now() - interval '1 minute' where id = ${scheduled.id}`,
      );
      expect(await isPublic(scheduled.slug)).toEqual({ inList: true, detail: 200 });
      const live = (await get(`/blogPosts/slug/${scheduled.slug}`)).json();
      expect(live.status).toBe('published');
      // A draft is never live, whatever its date.
      await t.database.db.execute(
        sql`update blog_posts set publish_at = now() - interval '1 day' where id = ${draft.id}`,
      );
      expect(await isPublic(draft.slug)).toEqual({ inList: false, detail: 404 });
    });

    it('lets an admin preview a draft by slug, never cached; others get 404', async () => {
      const draft = await makeBlogPost(t, admin, { status: 'draft' });
      const preview = await get(`/blogPosts/slug/${draft.slug}`, bearer(admin));
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toMatchObject({ slug: draft.slug, status: 'draft' });
      expect(preview.headers['cache-control']).toBe('no-store');
      expect(preview.headers.etag).toBeUndefined();
      const patient = (await makePatient(t)).token;
      expect((await get(`/blogPosts/slug/${draft.slug}`, bearer(patient))).statusCode).toBe(404);
      expect((await get('/blogPosts/slug/no-such-post')).statusCode).toBe(404);
    });

    it('ranks a title match above a body-only match, whatever their dates', async () => {
      const inTitle = await makeBlogPost(t, admin, {
        title: 'Sunscreen for a southern summer',
        body: 'Reapply every two hours when outdoors.',
        publishAt: inDays(-30),
      });
      const inBody = await makeBlogPost(t, admin, {
        title: 'A day at the beach',
        body: 'Pack water, a hat and sunscreen.',
        publishAt: inDays(-1),
      });
      await makeBlogPost(t, admin, { title: 'Unrelated', body: 'Nothing to see.' });
      const hits = (await get('/blogPosts?q=sunscreen')).json();
      expect(slugsOf(hits.items)).toEqual([inTitle.slug, inBody.slug]);
      expect(hits.total).toBe(2);
      // Web-search syntax: stemming, phrases and exclusion.
      expect(slugsOf((await get('/blogPosts?q=sunscreens')).json().items)).toEqual([
        inTitle.slug,
        inBody.slug,
      ]);
      expect(slugsOf((await get('/blogPosts?q=sunscreen%20-beach')).json().items)).toEqual([inTitle.slug]);
      expect(slugsOf((await get('/blogPosts?q=%22southern%20summer%22')).json().items)).toEqual([
        inTitle.slug,
      ]);
      // Stop words alone, or stray punctuation, find nothing rather than fail.
      expect((await get('/blogPosts?q=the')).json()).toMatchObject({ items: [], total: 0 });
      expect((await get(`/blogPosts?q=${encodeURIComponent('"(& !')}`)).statusCode).toBe(200);
      // A draft does not show up in public search, but does for an admin.
      const draft = await makeBlogPost(t, admin, { status: 'draft', title: 'Sunscreen myths' });
      expect(slugsOf((await get('/blogPosts?q=sunscreen')).json().items)).not.toContain(draft.slug);
      const adminHits = (await get('/blogPosts/all?q=sunscreen&status=draft', bearer(admin))).json();
      expect(slugsOf(adminHits.items)).toEqual([draft.slug]);
    });

    it('shows up to three related live posts: shared categories and tags first, then the newest', async () => {
      await makeBlogTerm(t, admin, 'categories', 'related-c', 'Related C');
      await makeBlogTerm(t, admin, 'tags', 'related-t', 'Related T');
      const post = await makeBlogPost(t, admin, {
        categorySlugs: ['related-c'],
        tagSlugs: ['related-t'],
        publishAt: inDays(-10),
      });
      const both = await makeBlogPost(t, admin, {
        categorySlugs: ['related-c'],
        tagSlugs: ['related-t'],
        publishAt: inDays(-9),
      });
      const tagOnly = await makeBlogPost(t, admin, { tagSlugs: ['related-t'], publishAt: inDays(-8) });
      await makeBlogPost(t, admin, {
        status: 'draft',
        categorySlugs: ['related-c'],
        tagSlugs: ['related-t'],
      });
      const newest = await makeBlogPost(t, admin, { title: 'Brand new' });
      const detail = (await get(`/blogPosts/slug/${post.slug}`)).json();
      expect(slugsOf(detail.related)).toEqual([both.slug, tagOnly.slug, newest.slug]);
      expect(detail.related[0]).not.toHaveProperty('body');
    });

    it('counts a view once per visitor per post per day', async () => {
      const post = await makeBlogPost(t, admin);
      const view = (body: object, headers: Record<string, string> = {}) =>
        t.app.inject({ method: 'POST', url: '/api/v1/blogPosts/log-view', payload: body, headers });
      const visitor = '0b7a4f0e-5a37-4a49-9d4e-2f3f6d0c1a11';
      expect((await view({ slug: post.slug, visitorId: visitor })).json()).toEqual({
        counted: true,
        views: 1,
      });
      expect((await view({ slug: post.slug, visitorId: visitor })).json()).toEqual({
        counted: false,
        views: 1,
      });
      const other = '6f1c2d3e-4b5a-4978-8a1b-0c2d3e4f5a6b';
      expect((await view({ slug: post.slug, visitorId: other })).json()).toEqual({ counted: true, views: 2 });
      // Without an id, the browser and address stand in for the visitor.
      const ua = { 'user-agent': 'Mozilla/5.0 (test browser A)' };
      expect((await view({ slug: post.slug }, ua)).json()).toEqual({ counted: true, views: 3 });
      expect((await view({ slug: post.slug }, ua)).json()).toEqual({ counted: false, views: 3 });
      expect(
        (await view({ slug: post.slug }, { 'user-agent': 'Mozilla/5.0 (test browser B)' })).json(),
      ).toEqual({ counted: true, views: 4 });

      // The next day, the first visitor counts again.
      await t.database.db.execute(sql`update blog_post_views set day = day - 1 where post_id = ${post.id}`);
      expect((await view({ slug: post.slug, visitorId: visitor })).json()).toEqual({
        counted: true,
        views: 5,
      });
      expect((await get(`/blogPosts/slug/${post.slug}`)).json().views).toBe(5);

      // Only hashes are stored, never the id or the address.
      const stored = await queryRows<{ visitor_hash: string }>(
        t.database.db,
        sql`select visitor_hash from blog_post_views where post_id = ${post.id}`,
      );
      expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.visitor_hash))).toBe(true);
      expect(stored.map((r) => r.visitor_hash)).not.toContain(visitor);
    });

    it('does not count views of drafts or unknown posts, and refuses a malformed request', async () => {
      const draft = await makeBlogPost(t, admin, { status: 'draft' });
      const view = (payload: object) =>
        t.app.inject({ method: 'POST', url: '/api/v1/blogPosts/log-view', payload });
      expect((await view({ slug: draft.slug })).statusCode).toBe(404);
      expect((await view({ slug: 'no-such-post' })).statusCode).toBe(404);
      const bad = await view({ slug: 'x', visitorId: 'not-a-uuid' });
      expect(bad.statusCode).toBe(400);
      expect((await view({})).statusCode).toBe(400);
      const rows = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from blog_post_views where post_id = ${draft.id}`,
      );
      expect(Number(rows[0]?.n)).toBe(0);
    });

    it('lets browsers cache public answers for a minute and revalidate with an ETag (304)', async () => {
      const post = await makeBlogPost(t, admin, { categorySlugs: ['skin'] });
      for (const url of [
        '/blogPosts',
        '/blogPosts?category=skin',
        `/blogPosts/slug/${post.slug}`,
        '/blogPosts/categories',
        '/blogPosts/tags',
        '/blogPosts/authors',
      ]) {
        const first = await get(url);
        expect(first.statusCode, url).toBe(200);
        expect(first.headers['cache-control'], url).toBe('public, max-age=60');
        const etag = first.headers.etag as string;
        expect(etag, url).toMatch(/^W\/".+"$/);
        const again = await get(url, { 'if-none-match': etag });
        expect(again.statusCode, url).toBe(304);
        expect(again.body, url).toBe('');
        expect(again.headers.etag, url).toBe(etag);
        expect((await get(url, { 'if-none-match': 'W/"stale"' })).statusCode, url).toBe(200);
      }
      // A change gives a new tag.
      const before = (await get('/blogPosts')).headers.etag as string;
      await makeBlogPost(t, admin);
      const after = await get('/blogPosts', { 'if-none-match': before });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before);
      // Admin answers are never cached.
      expect((await get('/blogPosts/all', bearer(admin))).headers['cache-control']).toBe('no-store');
    });

    it('keeps a reader’s post in memory for a minute at most, shows an admin’s edit at once, and previews fresh', async () => {
      const post = await makeBlogPost(t, admin, { title: 'Kept in memory' });
      const title = async (headers: Record<string, string> = {}) =>
        (await get(`/blogPosts/slug/${post.slug}`, headers)).json().title as string;
      const behindTheApi = (to: string) =>
        t.database.db.execute(sql`update blog_posts set title = ${to} where id = ${post.id}`);
      expect(await title()).toBe('Kept in memory');
      // A change behind the API's back is not seen by readers: the answer is kept …
      await behindTheApi('Changed in SQL');
      expect(await title()).toBe('Kept in memory');
      // … while an admin, who may preview drafts, always reads the database.
      expect(await title(bearer(admin))).toBe('Changed in SQL');
      // A minute on (a scheduled post may have gone live, views have moved), it is read again.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
      try {
        expect(await title()).toBe('Changed in SQL');
      } finally {
        vi.useRealTimers();
      }
      // An admin's edit drops it before the edit answers.
      const edited = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/blogPosts/${post.id}`,
        headers: bearer(admin),
        payload: buildBlogPostInput({ title: 'Edited by an admin', slug: post.slug }),
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await title()).toBe('Edited by an admin');
    });
  });
});
