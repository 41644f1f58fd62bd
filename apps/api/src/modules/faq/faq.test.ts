import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeDoctor } from '../../../test/accounts';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { askFaq, type FaqSection, makeFaqs } from '../../../test/content';

/** The clinic's FAQ in these tests: four categories of three entries. */
const FAQ: FaqSection[] = [
  {
    slug: 'booking-and-consults',
    name: 'Booking and consults',
    entries: [
      {
        question: 'How do I book a telehealth consult?',
        answer: 'Choose **Consult a doctor now**, or pick a time from a doctor’s calendar.',
      },
      {
        question: 'What is the difference between an instant consult and a callback?',
        answer: 'An instant consult puts you in a queue; a callback has a GP ring you.',
      },
      {
        question: 'Can I see a doctor by video on my phone?',
        answer: 'Yes, in your phone’s browser, with no app to install.',
      },
    ],
  },
  {
    slug: 'fees-and-medicare',
    name: 'Fees and Medicare',
    entries: [
      {
        question: 'Can I claim a Medicare rebate for a telehealth consult?',
        answer: 'Only with an established clinical relationship; otherwise consults are private fees.',
      },
      {
        question: 'Do consult fees include GST?',
        answer: 'Medical consults are GST-free, and so are all of our fees.',
      },
      {
        question: 'Can my employer pay for the consult?',
        answer: 'Yes, when the consult is for a medical certificate your employer asked for.',
      },
    ],
  },
  {
    slug: 'certificates-and-prescriptions',
    name: 'Certificates and prescriptions',
    entries: [
      {
        question: 'Can I get a medical certificate online?',
        answer: 'Yes, after a consult with a doctor, who issues one only if it is appropriate.',
      },
      {
        question: 'Can a certificate be backdated?',
        answer: 'No: a doctor can certify only what they can assess.',
      },
      {
        question: 'How do eScripts work?',
        answer: 'If the doctor prescribes a medicine, you receive a token by SMS or email.',
      },
    ],
  },
  {
    slug: 'privacy-and-your-account',
    name: 'Privacy and your account',
    entries: [
      {
        question: 'Who can see my health information?',
        answer: 'Only the clinicians involved in your care, and every look is logged.',
      },
      {
        question: 'I forgot my password. How do I sign in?',
        answer: 'Choose **Forgot password?** and we email you a link.',
      },
      {
        question: 'Can I manage consults for my children?',
        answer: 'Yes: add them under Family members and book for them.',
      },
    ],
  },
];

describe('FAQ', () => {
  let t: TestApp;
  let admin = '';
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    admin = (await makeAccount(t, 'admin')).token;
    await makeFaqs(t, admin, FAQ);
    // Visitors have asked some questions more than others.
    await askFaq(t, 'can-i-get-a-medical-certificate-online', 5);
    await askFaq(t, 'how-do-escripts-work', 3);
    await askFaq(t, 'how-do-i-book-a-telehealth-consult', 4);
    await askFaq(t, 'do-consult-fees-include-gst', 1);
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ url: `/api/v1${url}`, headers: token ? bearer(token) : {} });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });

  it('serves the FAQ: four categories, entries in order, most asked first', async () => {
    const categories = (await get('/faqs/categories')).json().items;
    expect(categories).toHaveLength(4);
    expect(categories.every((c: { count: number }) => c.count >= 3)).toBe(true);
    const all = (await get('/faqs')).json().items as Array<{ category: { slug: string }; position: number }>;
    expect(all.length).toBeGreaterThanOrEqual(12);
    const first = all.filter((f) => f.category.slug === 'booking-and-consults').map((f) => f.position);
    expect(first).toEqual([...first].sort((a, b) => a - b));
    const most = (await get('/faqs/most-asked')).json().items as Array<{ slug: string; views: number }>;
    expect(most.map((f) => f.views)).toEqual([...most.map((f) => f.views)].sort((a, b) => b - a));
    expect(most[0]?.slug).toBe('can-i-get-a-medical-certificate-online');
  });

  it('opens an entry by slug, counts it as asked, and suggests others from its category', async () => {
    const slug = 'can-i-get-a-medical-certificate-online';
    const before = (await get(`/faqs/slug/${slug}`)).json();
    const after = (await get(`/faqs/slug/${slug}`)).json();
    expect(after.views).toBe(before.views + 1);
    expect(after.related.length).toBeGreaterThan(0);
    expect(
      after.related.every((f: { category: { slug: string } }) => f.category.slug === after.category.slug),
    ).toBe(true);
    expect((await get('/faqs/slug/no-such-question')).statusCode).toBe(404);
    expect((await get('/faqs/category/no-such-category')).statusCode).toBe(404);
  });

  it('ranks a question match above an answer-only match, marks the matches and escapes the rest', async () => {
    const res = await get('/faqs/search?q=medical%20certificate');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Array<{
      faq: { slug: string };
      rank: number;
      questionHighlight: string;
    }>;
    expect(items[0]?.faq.slug).toBe('can-i-get-a-medical-certificate-online');
    expect(items.map((i) => i.rank)).toEqual([...items.map((i) => i.rank)].sort((a, b) => b - a));
    expect(items[0]?.questionHighlight).toContain('<mark>certificate</mark>');
    // The entry that mentions a medical certificate only in its answer still matches, lower down.
    expect(items.map((i) => i.faq.slug).indexOf('can-my-employer-pay-for-the-consult')).toBeGreaterThan(0);

    // Words still being typed match by prefix.
    const partial = (await get('/faqs/search?q=prescri')).json().items as Array<{ faq: { slug: string } }>;
    expect(partial.map((i) => i.faq.slug)).toContain('how-do-escripts-work');

    const html = await send('POST', '/faqs', admin, {
      question: 'Is <script>alert(1)</script> safe in a search result?',
      answer: 'An answer about <b>tags</b> and searching.',
      categorySlug: 'privacy-and-your-account',
    });
    expect(html.statusCode).toBe(201);
    const hit = (await get('/faqs/search?q=tags%20searching')).json().items[0];
    // Only our <mark> survives as markup: the stored <b> is dropped or escaped, never passed on.
    expect(hit.answerHighlight.replace(/<\/?mark>/g, '')).not.toMatch(/<[a-z/]/i);
    expect(hit.answerHighlight).toContain('<mark>tags</mark>');
    expect((await get('/faqs/search?q=')).statusCode).toBe(400);
    expect((await get('/faqs/search?q=zzzzqqqq')).json().items).toEqual([]);
  });

  it('lets admins add, edit, hide, reorder and delete entries; nobody else', async () => {
    const patient = (await signUpPatient(t)).accessToken;
    const doctor = (await makeDoctor(t)).token;
    const body = {
      question: 'Do you see patients in Lord Howe Island?',
      answer: 'Yes, by video, in Lord Howe time.',
      categorySlug: 'booking-and-consults',
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/faqs', payload: body })).statusCode).toBe(401);
    expect((await send('POST', '/faqs', patient, body)).statusCode).toBe(403);
    expect((await send('POST', '/faqs', doctor, body)).statusCode).toBe(403);

    const created = await send('POST', '/faqs', admin, body);
    expect(created.statusCode).toBe(201);
    const faq = created.json();
    expect(faq.slug).toBe('do-you-see-patients-in-lord-howe-island');
    expect((await send('POST', '/faqs', admin, body)).statusCode).toBe(409);
    expect((await send('POST', '/faqs', admin, { ...body, categorySlug: 'nope' })).statusCode).toBe(400);
    const short = await send('POST', '/faqs', admin, { ...body, question: 'Hi' });
    expect(short.json().error.message).toBe('Write the question (at least 5 characters)');

    const hidden = await send('PUT', `/faqs/${faq.id}`, admin, { ...body, published: false });
    expect(hidden.json().published).toBe(false);
    expect((await get(`/faqs/slug/${faq.slug}`)).statusCode).toBe(404);
    expect((await get(`/faqs/slug/${faq.slug}`, admin)).statusCode).toBe(200);

    const page = (await get('/faqs/category/booking-and-consults', admin)).json();
    const ids = (page.items as Array<{ id: string }>).map((f) => f.id).reverse();
    const reordered = await send('POST', '/faqs/reorder', admin, {
      categorySlug: 'booking-and-consults',
      ids,
    });
    expect(reordered.json().items.map((f: { id: string }) => f.id)).toEqual(ids);
    const partial = await send('POST', '/faqs/reorder', admin, {
      categorySlug: 'booking-and-consults',
      ids: ids.slice(1),
    });
    expect(partial.statusCode).toBe(400);
    expect(
      (await send('POST', '/faqs/reorder', patient, { categorySlug: 'booking-and-consults', ids }))
        .statusCode,
    ).toBe(403);

    expect((await send('DELETE', `/faqs/${faq.id}`, patient)).statusCode).toBe(403);
    expect((await send('DELETE', `/faqs/${faq.id}`, admin)).statusCode).toBe(204);
    expect((await send('DELETE', `/faqs/${faq.id}`, admin)).statusCode).toBe(404);
  });

  it('manages categories: a slug once, no deleting one that still has entries', async () => {
    const created = await send('POST', '/faqs/categories', admin, { slug: 'travel', name: 'Travel' });
    expect(created.statusCode).toBe(201);
    expect(
      (await send('POST', '/faqs/categories', admin, { slug: 'travel', name: 'Again' })).statusCode,
    ).toBe(409);
    const renamed = await send('PUT', '/faqs/categories/travel', admin, {
      slug: 'travel-health',
      name: 'Travel health',
    });
    expect(renamed.json()).toMatchObject({ slug: 'travel-health', name: 'Travel health', count: 0 });
    expect((await send('DELETE', '/faqs/categories/booking-and-consults', admin)).statusCode).toBe(409);
    expect((await send('DELETE', '/faqs/categories/travel-health', admin)).statusCode).toBe(204);
    expect((await send('POST', '/faqs/categories', admin, { slug: 'Bad Slug', name: 'x' })).statusCode).toBe(
      400,
    );
  });

  it('lets browsers cache public reads briefly and revalidate with an ETag; admin reads are not cached', async () => {
    const first = await get('/faqs/categories');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const again = await t.app.inject({ url: '/api/v1/faqs/categories', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/faqs', admin)).headers['cache-control']).toBe('no-store');
  });
});
