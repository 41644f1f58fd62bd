import type { TFaq } from '@curo/core/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeBlogPost, makeFaqs, makeSpecialty } from '../../../test/content';

describe('findable pages', () => {
  let t: TestApp;
  let admin = '';
  let faqs = new Map<string, TFaq>();
  let livePost = '';
  let draftPost = '';
  let scheduledPost = '';
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: 'https://curo.test' });
    admin = (await makeAccount(t, 'admin')).token;
    // Given FAQ entries in two categories, a live, a draft and a scheduled post, and public and hidden specialties.
    faqs = await makeFaqs(t, admin, [
      {
        slug: 'certificates-and-prescriptions',
        name: 'Certificates and prescriptions',
        entries: [
          {
            question: 'Can I get a medical certificate online?',
            answer: 'Yes, after a consult with a doctor. A certificate is never sold without a consult.',
          },
          {
            question: 'How do eScripts work?',
            answer: 'If the doctor prescribes a medicine, you receive a token by SMS or email.',
          },
        ],
      },
      {
        slug: 'fees-and-medicare',
        name: 'Fees and Medicare',
        entries: [{ question: 'Do consult fees include GST?', answer: 'Medical consults are GST-free.' }],
      },
    ]);
    livePost = (await makeBlogPost(t, admin, { title: 'Hay fever season in Australia' })).slug;
    draftPost = (await makeBlogPost(t, admin, { title: 'Repeat prescriptions', status: 'draft' })).slug;
    const inThreeWeeks = new Date(Date.now() + 21 * 86_400_000).toISOString();
    scheduledPost = (
      await makeBlogPost(t, admin, {
        title: 'Staying safe in a heatwave',
        status: 'scheduled',
        publishAt: inThreeWeeks,
      })
    ).slug;
    await makeSpecialty(t, admin, {
      name: 'ADHD',
      public: true,
      seoTitle: 'ADHD assessment online with a specialist',
      summary: 'Assessment, diagnosis and ongoing review, by video.',
    });
    await makeSpecialty(t, admin, { name: 'Dermatology', public: true });
    await makeSpecialty(t, admin, { name: 'Sleep medicine', public: false });
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
    expect((await t.app.inject(`/blog/${scheduledPost}`)).statusCode).toBe(404);

    const adhd = await t.app.inject('/specialty/adhd');
    expect(head(adhd.body)).toContain('<title>ADHD assessment online with a specialist | Curo</title>');
    expect((await t.app.inject('/specialty/sleep-medicine')).statusCode).toBe(404);
  });

  it('escapes what an admin typed', async () => {
    const escripts = faqs.get('how-do-escripts-work');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/faqs/${escripts?.id}`,
      headers: bearer(admin),
      payload: {
        question: 'Is "x" <b>safe</b>?',
        answer: escripts?.answer,
        categorySlug: escripts?.category.slug,
      },
    });
    expect(edited.json()).toMatchObject({ slug: 'how-do-escripts-work', question: 'Is "x" <b>safe</b>?' });
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
    expect(xml).not.toContain(`/blog/${scheduledPost}<`);
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
