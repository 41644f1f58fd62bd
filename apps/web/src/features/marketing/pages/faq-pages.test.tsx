import { ErrorCode } from '@curo/core/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import {
  FAQ_CATEGORIES_PATH,
  faqCategoryPath,
  faqPath,
  faqSearchPath,
  MOST_ASKED_FAQS_PATH,
} from '../../content';
import { buildFaq, buildFaqCategory, buildFaqDetail } from '../../content/testing/build-content';
import { FaqCategoryPage, FaqEntryPage, FaqHomePage, FaqResultsPage } from './faq-pages';

const routes = [
  { path: '/faq', element: <FaqHomePage /> },
  { path: '/faq/results', element: <FaqResultsPage /> },
  { path: '/faq/category/:category', element: <FaqCategoryPage /> },
  { path: '/faq/:slug', element: <FaqEntryPage /> },
];

const notFoundHeading = () => screen.findByRole('heading', { level: 1, name: "We couldn't find that page" });
const certificates = buildFaqCategory();
const fees = buildFaqCategory({
  slug: 'fees-and-medicare',
  name: 'Fees and Medicare',
  description: 'What things cost and Medicare rebates.',
  count: 1,
});

describe('the FAQ pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('/faq shows the topics with their counts and descriptions, and the most asked questions', async () => {
    stubApi({
      [`GET ${FAQ_CATEGORIES_PATH}`]: () => json(200, { items: [certificates, fees] }),
      [`GET ${MOST_ASKED_FAQS_PATH}`]: () =>
        json(200, {
          items: [buildFaq(), buildFaq({ slug: 'how-do-escripts-work', question: 'How do eScripts work?' })],
        }),
    });
    renderRoute(routes, '/faq');
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    const topic = await screen.findByRole('link', { name: /Fees and Medicare/ });
    expect(topic).toHaveAttribute('href', '/faq/category/fees-and-medicare');
    expect(topic).toHaveTextContent('What things cost and Medicare rebates.');
    expect(topic).toHaveTextContent('1 answer');
    expect(
      screen.getByRole('link', { name: /Certificates and prescriptions.*4 answers/ }),
    ).toBeInTheDocument();
    const mostAsked = screen.getByRole('region', { name: 'Most asked' });
    expect(await within(mostAsked).findByRole('link', { name: /How do eScripts work\?/ })).toHaveAttribute(
      'href',
      '/faq/how-do-escripts-work',
    );
    expect(screen.getByLabelText('Search the FAQ')).toBeInTheDocument();
    expect(document.title).toBe('Frequently asked questions | Curo');
  });

  it('/faq offers to try again when the topics do not load', async () => {
    let fail = true;
    stubApi({
      [`GET ${FAQ_CATEGORIES_PATH}`]: () => (fail ? apiError(404, 'Gone') : json(200, { items: [fees] })),
      [`GET ${MOST_ASKED_FAQS_PATH}`]: () => json(200, { items: [] }),
    });
    const { user } = renderRoute(routes, '/faq');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the FAQ topics");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Fees and Medicare/ })).toBeInTheDocument();
  });

  it('the search form goes to the results page with the query', async () => {
    stubApi({
      [`GET ${FAQ_CATEGORIES_PATH}`]: () => json(200, { items: [certificates] }),
      [`GET ${MOST_ASKED_FAQS_PATH}`]: () => json(200, { items: [] }),
      [`GET ${faqSearchPath('sick note')}`]: () => json(200, { query: 'sick note', items: [] }),
    });
    const { user, router } = renderRoute(routes, '/faq');
    await user.type(screen.getByLabelText('Search the FAQ'), 'sick note');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(locationOf(router)).toBe('/faq/results?q=sick+note'));
  });

  it('/faq/results lists answers best first, with the matches marked and the rest escaped', async () => {
    const api = stubApi({
      [`GET ${faqSearchPath('certificate')}`]: () =>
        json(200, {
          query: 'certificate',
          items: [
            {
              faq: buildFaq({
                slug: 'can-a-certificate-be-backdated',
                question: 'Can a certificate be backdated?',
              }),
              rank: 0.9,
              questionHighlight: 'Can a <mark>certificate</mark> be backdated?',
              answerHighlight: 'A doctor &amp; a <mark>certificate</mark> &lt;script&gt;x&lt;/script&gt;',
            },
            {
              faq: buildFaq(),
              rank: 0.5,
              questionHighlight: 'Can I get a medical <mark>certificate</mark> online?',
              answerHighlight: 'Yes, after a consult',
            },
          ],
        }),
    });
    renderRoute(routes, '/faq/results?q=certificate');
    expect(await screen.findByRole('heading', { name: '2 answers for “certificate”' })).toBeInTheDocument();
    const results = within(screen.getByRole('list', { name: 'Matching answers' })).getAllByRole('listitem');
    expect(results.map((r) => within(r).getByRole('link').textContent)).toEqual([
      'Can a certificate be backdated?',
      'Can I get a medical certificate online?',
    ]);
    expect(within(results[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/faq/can-a-certificate-be-backdated',
    );
    expect(within(results[0]!).getByTestId('faq-snippet')).toHaveTextContent(
      'A doctor & a certificate <script>x</script>',
    );
    expect(document.body.querySelector('script')).toBeNull();
    expect(results[0]!.querySelectorAll('mark')).toHaveLength(2);
    expect(api.calls('GET', faqSearchPath('certificate'))).toHaveLength(1);
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('/faq/results says so when nothing matches, with contact and the FAQ home', async () => {
    stubApi({ [`GET ${faqSearchPath('zebra')}`]: () => json(200, { query: 'zebra', items: [] }) });
    renderRoute(routes, '/faq/results?q=zebra');
    const empty = await screen.findByRole('region', { name: 'No answers match your search' });
    expect(empty).toHaveTextContent("We couldn't find an answer for “zebra”");
    expect(within(empty).getByRole('button', { name: 'Contact us' })).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'FAQ home' })).toHaveAttribute('href', '/faq');
  });

  it('/faq/results without a query asks for one and sends no search', async () => {
    const api = stubApi({ [`GET ${FAQ_CATEGORIES_PATH}`]: () => json(200, { items: [certificates] }) });
    renderRoute(routes, '/faq/results');
    expect(screen.getByText('Type a question or a few words to search the FAQ.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Certificates and prescriptions/ })).toBeInTheDocument();
    expect(api.requests.map((r) => r.path)).toEqual([FAQ_CATEGORIES_PATH]);
  });

  it('/faq/category/:category lists the topic with a breadcrumb', async () => {
    stubApi({
      [`GET ${faqCategoryPath('fees-and-medicare')}`]: () =>
        json(200, {
          category: fees,
          items: [
            buildFaq({
              slug: 'medicare-rebate',
              question: 'Can I claim a Medicare rebate?',
              answer: 'Often, **yes**. See [pricing](/pricing).',
            }),
          ],
        }),
    });
    renderRoute(routes, '/faq/category/fees-and-medicare');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fees and Medicare' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    const entry = screen.getByRole('link', { name: /Can I claim a Medicare rebate\?/ });
    expect(entry).toHaveAttribute('href', '/faq/medicare-rebate');
    expect(entry).toHaveTextContent('Often, yes. See pricing.');
    expect(document.title).toBe('Fees and Medicare: questions and answers | Curo');
  });

  it('/faq/category/:category shows the not-found page for an unknown topic', async () => {
    stubApi({
      [`GET ${faqCategoryPath('nope')}`]: () => apiError(404, 'FAQ category not found', ErrorCode.NOT_FOUND),
    });
    renderRoute(routes, '/faq/category/nope');
    expect(await notFoundHeading()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('/faq/:slug shows the question, the answer, its topic, related questions and a way to ask us', async () => {
    stubApi({
      [`GET ${faqPath('can-i-get-a-medical-certificate-online')}`]: () =>
        json(
          200,
          buildFaqDetail({
            answer: 'Yes, after a consult.\n\n- By **email**\n- As a PDF',
            related: [
              buildFaq({
                slug: 'can-a-certificate-be-backdated',
                question: 'Can a certificate be backdated?',
              }),
            ],
          }),
        ),
    });
    renderRoute(routes, '/faq/can-i-get-a-medical-certificate-online');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Can I get a medical certificate online?' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('email').tagName).toBe('STRONG');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Certificates and prescriptions' })).toHaveAttribute(
      'href',
      '/faq/category/certificates-and-prescriptions',
    );
    const related = screen.getByRole('region', { name: 'Related questions' });
    expect(within(related).getByRole('link', { name: /Can a certificate be backdated\?/ })).toHaveAttribute(
      'href',
      '/faq/can-a-certificate-be-backdated',
    );
    const help = screen.getByRole('region', { name: 'Still need help?' });
    expect(within(help).getByRole('button', { name: 'Contact us' })).toBeInTheDocument();

    expect(document.title).toBe('Can I get a medical certificate online? | Curo');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Yes, after a consult. By email As a PDF',
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/faq/can-i-get-a-medical-certificate-online`,
    );
    expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  it('/faq/:slug shows the not-found page for an answer that is not published', async () => {
    stubApi({
      [`GET ${faqPath('old-question')}`]: () => apiError(404, 'FAQ not found', ErrorCode.NOT_FOUND),
    });
    renderRoute(routes, '/faq/old-question');
    expect(await notFoundHeading()).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Curo');
  });
});
