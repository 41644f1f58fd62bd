import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeDoctor } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeBlogPost, savePriceList } from '../../test/content';

// The web app as `npm run build` leaves it: its shell and its server renderer (decision 0045).
const distDir = path.resolve(import.meta.dirname, '../../../web/dist');
const built = fs.existsSync(path.join(distDir, '..', 'dist-server', 'entry-server.js'));

/** The markup inside #root, and the state script after it. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

// Needs the built web app (`npm run build -w @curo/web`); without it pages are sent as the shell.
describe.skipIf(!built)('public pages rendered by the server', () => {
  let t: TestApp;
  let postPath = '';
  let admin = '';
  let post: Awaited<ReturnType<typeof makeBlogPost>>;
  const title = 'Sunburn on a cloudy day, and why it still happens';
  beforeAll(async () => {
    t = await buildTestApp({ webDistDir: distDir, serverRender: true, publicUrl: 'https://curo.example' });
    admin = (await makeAccount(t, 'admin')).token;
    await savePriceList(t, admin, 'pricing', [
      {
        id: 'standard',
        name: 'Wombat-hour GP consult',
        summary: 'Up to 15 minutes.',
        medicare: 'No Medicare rebate.',
        billing: 'patient',
        amountCents: 6123,
        isFrom: false,
        gstFree: true,
      },
    ]);
    post = await makeBlogPost(t, admin, { title });
    postPath = `/blog/${post.slug}`;
  });
  afterAll(() => t.close());

  it('sends /pricing with the price list in the HTML', async () => {
    const res = await t.app.inject({ url: '/pricing', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('Clear prices, shown before you book');
    expect(root).toContain('Wombat-hour GP consult');
    expect(root).toContain('$61.23');
    // The page's own title, in <head>, once: React takes it over as it hydrates.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<title>Pricing | Curo</title>');
    expect(head.match(/<title/g)).toHaveLength(1);
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    // The state the browser hydrates from, as JSON that never runs (the CSP allows no inline script).
    expect(res.body).toContain('<script type="application/json" id="curo-ssr">');
  });

  it('sends a blog post with its title, and an edited post as edited', async () => {
    const res = await t.app.inject({ url: postPath, headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain(`<h1`);
    expect(rootOf(res.body)).toContain(title);
    // One canonical link, on the public address, which the browser keeps using after hydration.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head.match(/<link rel="canonical"[^>]*>/g)).toEqual([
      `<link rel="canonical" href="https://curo.example${postPath}"/>`,
    ]);
    expect(res.body).toContain('"origin":"https://curo.example"');
  });

  it('reuses a rendered page, and renders it again the moment an admin edits content', async () => {
    const page = () => t.app.inject({ url: postPath, headers: { 'accept-encoding': 'identity' } });
    const first = await page();
    // The row changes behind the app's back: the kept page is sent, without a render.
    await t.database.db.execute(
      sql`update blog_posts set excerpt = 'Changed in the database' where id = ${post.id}`,
    );
    const kept = await page();
    expect(kept.body).toBe(first.body);
    expect(kept.headers.etag).toBe(first.headers.etag);
    // An admin's edit through the API drops every kept page before it answers.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/blogPosts/${post.id}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        title: post.title,
        excerpt: post.excerpt,
        body: 'A paragraph edited in the admin screens.',
        status: 'published',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(rootOf((await page()).body)).toContain('A paragraph edited in the admin screens.');
  });

  it('renders a page that shows people, not only content, for every request', async () => {
    const page = async () =>
      (await t.app.inject({ url: '/doctors', headers: { 'accept-encoding': 'identity' } })).body;
    expect(await page()).not.toContain('Wilhelmina');
    // A new doctor is not a content write: nothing is dropped, yet the next visitor sees her.
    await makeDoctor(t, { firstName: 'Wilhelmina', lastName: 'Quokka' });
    expect(rootOf(await page())).toContain('Wilhelmina');
  });

  it('sends the home page with its content', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(rootOf(res.body)).toContain('<h1');
    expect(rootOf(res.body)).toContain('<footer');
  });

  it('leaves the signed-in area to the browser', async () => {
    const res = await t.app.inject({ url: '/account/documents', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('curo-ssr');
  });
});
