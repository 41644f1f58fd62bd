import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { queryRows } from '../../../test/query';
import { seedDemoData } from '../../demo/seed';

describe('findable pages', () => {
  let t: TestApp;
  let livePost = '';
  let draftPost = '';
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: 'https://curo.test' });
    await seedDemoData(t.database.db, { roster: false });
    const posts = await queryRows<{ slug: string; status: string; live: boolean }>(
      t.database.db,
      sql`select slug, status, (status <> 'draft' and publish_at <= now()) as live from blog_posts order by publish_at`,
    );
    livePost = posts.find((p) => p.live)?.slug ?? '';
    draftPost = posts.find((p) => !p.live)?.slug ?? '';
  });
  afterAll(() => t.close());

  const head = (html: string) => html.slice(0, html.indexOf('</head>'));

  it('puts an FAQ entry’s title, description, canonical URL and Open Graph tags into the HTML', async () => {
    const res = await t.app.inject('/faq/can-i-get-a-medical-certificate-online');
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h).toContain('<title>Can I get a medical certificate online? | Curo</title>');
    expect(h).toContain(
      '<link rel="canonical" href="https://curo.test/faq/can-i-get-a-medical-certificate-online" data-seo>',
    );
    expect(h).toContain('<meta property="og:type" content="article" data-seo>');
    expect(h).toMatch(/<meta property="og:description" content="Yes, after a consult with a doctor\./);
    expect(res.body).toContain('id="root"');
  });

  it('does the same for a live blog post and a public specialty, and 404s what is not public', async () => {
    expect(livePost).not.toBe('');
    const post = await t.app.inject(`/blog/${livePost}`);
    expect(post.statusCode).toBe(200);
    expect(head(post.body)).toContain(
      `<link rel="canonical" href="https://curo.test/blog/${livePost}" data-seo>`,
    );
    expect((await t.app.inject(`/blog/${draftPost}`)).statusCode).toBe(404);

    const adhd = await t.app.inject('/specialty/adhd');
    expect(head(adhd.body)).toContain('<title>ADHD assessment online with a specialist | Curo</title>');
    expect((await t.app.inject('/specialty/sleep-medicine')).statusCode).toBe(404);
  });

  it('escapes what an admin typed', async () => {
    await t.database.db.execute(
      sql`update faqs set question = 'Is "x" <b>safe</b>?' where slug = 'how-do-escripts-work'`,
    );
    const h = head((await t.app.inject('/faq/how-do-escripts-work')).body);
    expect(h).toContain('<title>Is &quot;x&quot; &lt;b&gt;safe&lt;/b&gt;? | Curo</title>');
    expect(h).not.toContain('<b>safe');
  });

  it('lists every public page, live post, FAQ entry and public specialty in the sitemap', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    for (const path of [
      '/pricing',
      '/workplace/qld',
      `/blog/${livePost}`,
      '/faq/how-do-escripts-work',
      '/faq/category/fees-and-medicare',
      '/specialty/dermatology',
      '/specialty/adhd',
    ]) {
      expect(xml, path).toContain(`<loc>https://curo.test${path}</loc>`);
    }
    expect(xml).not.toContain(`/blog/${draftPost}<`);
    expect(xml).not.toContain('sleep-medicine');
    expect(xml).not.toContain('/account');
    expect(xml).not.toContain(':slug');
  });

  it('keeps crawlers out of accounts, admin and the API', async () => {
    const robots = (await t.app.inject('/robots.txt')).body;
    for (const path of ['/account', '/admin', '/api/', '/login'])
      expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toContain('Sitemap: https://curo.test/sitemap.xml');
  });
});
