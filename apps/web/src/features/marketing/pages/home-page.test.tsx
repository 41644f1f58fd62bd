import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, deferredResponse, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { HOME_PAGE_DETAILS_PATH } from '../api/get-home-page-details';
import { LATEST_FAQS_PATH } from '../api/get-latest-faqs';
import { PRICE_LIST_PATHS } from '../api/get-price-list';
import { REVIEWS_PATH } from '../api/get-reviews';
import { PLACEHOLDER_HOME_DETAILS } from '../content/home';
import {
  buildFaq,
  buildHomeDetails,
  buildPriceList,
  buildReview,
  buildReviewList,
} from '../testing/build-content';
import { HomePage } from './home-page';

const reviews = buildReviewList(
  [
    buildReview({ authorName: 'Sarah M.', rating: 5 }),
    buildReview({ authorName: 'Tom W.', rating: 5 }),
    buildReview({ authorName: 'Priya K.', rating: 4, text: 'Easy booking & a thorough doctor.' }),
    buildReview({ authorName: 'Liam O.', rating: 5 }),
    buildReview({ authorName: 'Fifth P.', rating: 3 }),
  ],
  4.8,
);

function stubHome(overrides: Record<string, () => Response | Promise<Response>> = {}) {
  return stubApi({
    [`GET ${HOME_PAGE_DETAILS_PATH}`]: () => json(200, buildHomeDetails()),
    [`GET ${PRICE_LIST_PATHS.general}`]: () => json(200, buildPriceList()),
    [`GET ${REVIEWS_PATH}`]: () => json(200, reviews),
    [`GET ${LATEST_FAQS_PATH}`]: () =>
      json(200, {
        items: [
          buildFaq(),
          buildFaq({
            slug: 'who-can-see-my-health-information',
            question: 'Who can see my health information?',
            category: { slug: 'privacy', name: 'Privacy and your account' },
          }),
        ],
      }),
    ...overrides,
  });
}

const renderHome = (path = '/') => renderRoute([{ path: '/', element: <HomePage /> }], path);

describe('the home page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the launch copy until the API answers, then the admins’ hero text and announcement', async () => {
    const details = deferredResponse();
    stubHome({ [`GET ${HOME_PAGE_DETAILS_PATH}`]: () => details.promise });
    renderHome();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(PLACEHOLDER_HOME_DETAILS.heroTitle);
    expect(screen.getByRole('list', { name: 'Why Curo' })).toHaveTextContent('Australian-registered doctors');
    expect(screen.queryByRole('note', { name: 'Announcement' })).not.toBeInTheDocument();

    await act(async () =>
      details.send(
        json(
          200,
          buildHomeDetails({
            heroTitle: 'Doctors online over the holidays',
            announcement: 'Open every day over Christmas, 8 am – 10 pm.',
          }),
        ),
      ),
    );

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Doctors online over the holidays',
    );
    expect(screen.getByText('Video and phone consults from 8 am to 10 pm every day.')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Announcement' })).toHaveTextContent(
      'Open every day over Christmas',
    );
    expect(
      within(screen.getByRole('list', { name: 'Why Curo' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['GPs online 8 am – 10 pm, every day', 'Certificates and eScripts by email']);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('keeps the launch copy when the API has never been given any (no updatedAt) or is down', async () => {
    stubHome({
      [`GET ${HOME_PAGE_DETAILS_PATH}`]: () =>
        json(200, {
          heroTitle: 'See an Australian GP online',
          heroLead: '',
          highlights: [],
          announcement: null,
        }),
    });
    renderHome();
    await screen.findByText('Sarah M.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(PLACEHOLDER_HOME_DETAILS.heroTitle);
  });

  it('shows the reviews’ average and count, and four cards whose stars read as text', async () => {
    stubHome();
    renderHome();
    const section = await screen.findByRole('region', { name: 'Reviews from people who have used Curo' });
    await within(section).findByText('Sarah M.');

    expect(section).toHaveTextContent('4.8');
    expect(within(section).getByText('4.8 out of 5')).toBeInTheDocument();
    expect(section).toHaveTextContent('4.8 out of 5 from 5 reviews');
    const cards = within(section)
      .getAllByRole('blockquote')
      .map((q) => q.closest('li') as HTMLElement);
    expect(cards).toHaveLength(4);
    expect(within(cards[0] as HTMLElement).getByText('5 out of 5')).toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).getByText('4 out of 5')).toBeInTheDocument();
    // Review text is text: an ampersand stays an ampersand.
    expect(cards[2]).toHaveTextContent('Easy booking & a thorough doctor.');
    expect(cards[0]).toHaveTextContent('October 2026');
    expect(screen.queryByText('Fifth P.')).not.toBeInTheDocument();
  });

  it('leaves the reviews out when there are none', async () => {
    stubHome({ [`GET ${REVIEWS_PATH}`]: () => json(200, buildReviewList([], null)) });
    renderHome();
    await screen.findByText('Who can see my health information?');
    expect(
      screen.queryByRole('region', { name: 'Reviews from people who have used Curo' }),
    ).not.toBeInTheDocument();
  });

  it('says when the reviews could not be loaded, and loads them on "Try again"', async () => {
    let fail = true;
    stubHome({ [`GET ${REVIEWS_PATH}`]: () => (fail ? apiError(503, 'Down') : json(200, reviews)) });
    const { user } = renderHome();
    const section = await screen.findByRole('region', { name: 'Reviews from people who have used Curo' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load reviews.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Sarah M.')).toBeInTheDocument();
  });

  it('lists the latest questions, each linking to its FAQ page', async () => {
    stubHome();
    const { router, user } = renderHome();
    const section = await screen.findByRole('region', { name: 'Questions people ask us' });
    const link = await within(section).findByRole('link', {
      name: /Can I get a medical certificate online\?/,
    });
    expect(link).toHaveAttribute('href', '/faq/can-i-get-a-medical-certificate-online');
    expect(
      within(section).getByRole('link', { name: /Who can see my health information\?/ }),
    ).toHaveAttribute('href', '/faq/who-can-see-my-health-information');
    expect(within(section).getByRole('link', { name: 'Browse every question' })).toHaveAttribute(
      'href',
      '/faq',
    );
    await user.click(link);
    await waitFor(() => expect(locationOf(router)).toBe('/faq/can-i-get-a-medical-certificate-online'));
  });

  it('quotes prices from the API in its price section', async () => {
    stubHome({ [`GET ${PRICE_LIST_PATHS.general}`]: () => json(200, buildPriceList({ priority: 8500 })) });
    renderHome();
    const section = screen.getByRole('region', { name: 'Know the cost before you book' });
    expect(section).toHaveTextContent('$79.00, GST-free');
    await waitFor(() => expect(section).toHaveTextContent('$85.00, GST-free'));
  });

  it('still shows the welcome after signing up (/?fromSignup=true)', async () => {
    stubHome();
    renderHome('/?fromSignup=true');
    // The welcome is its own chunk (decision 0045): a loaded machine may take a while to import it.
    expect(
      await screen.findByRole('region', { name: 'Welcome to Curo' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});
