import { ErrorCode } from '@curo/core/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeContactDialog, useContactDialogOpen } from '../../../lib/contact-dialog-store';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { PRICE_LIST_PATHS } from '../api/get-price-list';
import { PUBLIC_SPECIALTIES_PATH } from '../api/get-public-specialties';
import { specialtyCmsPath } from '../api/get-specialty-cms';
import {
  buildKidsPriceList,
  buildPriceList,
  buildSpecialty,
  buildSpecialtyCms,
} from '../testing/build-content';
import { AdhdPage } from './adhd-page';
import { PaediatricsPage } from './paediatrics-page';
import { SpecialtyPage } from './specialty-page';

const publicList = {
  items: [
    buildSpecialty({ slug: 'adhd', name: 'ADHD', summary: 'Assessment and review.' }),
    buildSpecialty({ slug: 'paediatrics', name: 'Paediatrics', summary: 'For children.' }),
    buildSpecialty({ slug: 'dermatology', name: 'Dermatology' }),
  ],
};

function ContactOpen() {
  return useContactDialogOpen() ? <p>Contact dialog open</p> : null;
}

const renderSpecialty = (slug: string) =>
  renderRoute(
    [
      {
        path: '/specialty/:slug',
        element: (
          <>
            <SpecialtyPage />
            <ContactOpen />
          </>
        ),
      },
    ],
    `/specialty/${slug}`,
  );

describe('a specialty page from the CMS', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    closeContactDialog();
  });

  it('renders the hero, the Markdown content, the price, the actions and the other specialties', async () => {
    stubApi({
      [`GET ${specialtyCmsPath('dermatology')}`]: () =>
        json(
          200,
          buildSpecialtyCms({
            priceCents: 18000,
            content: '## Good photos\n\nTake photos in **daylight**.\n\n<script>alert(1)</script>',
          }),
        ),
      [`GET ${PUBLIC_SPECIALTIES_PATH}`]: () => json(200, publicList),
      [`GET ${PRICE_LIST_PATHS.general}`]: () => json(200, buildPriceList()),
    });
    const { user } = renderSpecialty('dermatology');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dermatology' })).toBeInTheDocument();
    expect(
      screen.getByText('Skin, hair and nail conditions reviewed by photo and video.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Good photos' })).toBeInTheDocument();
    expect(screen.getByText('daylight').tagName).toBe('STRONG');
    expect(document.querySelector('main script, script')).toBeNull();
    expect(screen.getAllByText('From $180.00, GST-free')).toHaveLength(2);
    expect(screen.getByText('In an emergency, call 000.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a consult' })).toHaveAttribute(
      'href',
      '/book?specialty=Dermatology',
    );
    expect(screen.getByRole('link', { name: 'Book a specialist consult' })).toHaveAttribute(
      'href',
      '/book?specialty=Dermatology',
    );

    const others = await screen.findByRole('region', { name: 'Other specialists you can see by video' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/specialty/adhd', '/specialty/paediatrics']);

    await user.click(screen.getAllByRole('button', { name: 'Contact us' })[0] as HTMLElement);
    expect(screen.getByText('Contact dialog open')).toBeInTheDocument();
  });

  it('follows the general specialist price when the specialty has none of its own', async () => {
    stubApi({
      [`GET ${specialtyCmsPath('dermatology')}`]: () => json(200, buildSpecialtyCms({ priceCents: null })),
      [`GET ${PUBLIC_SPECIALTIES_PATH}`]: () => json(200, publicList),
      [`GET ${PRICE_LIST_PATHS.general}`]: () => json(200, buildPriceList({ specialist: 24000 })),
    });
    renderSpecialty('dermatology');
    expect(await screen.findAllByText('From $240.00, GST-free')).toHaveLength(2);
  });

  it('shows its hero image when it has one', async () => {
    stubApi({
      [`GET ${specialtyCmsPath('dermatology')}`]: () =>
        json(200, buildSpecialtyCms({ heroImageUrl: '/api/v1/files/content/derm.webp', priceCents: 15000 })),
      [`GET ${PUBLIC_SPECIALTIES_PATH}`]: () => json(200, publicList),
    });
    renderSpecialty('dermatology');
    await screen.findByRole('heading', { level: 1, name: 'Dermatology' });
    expect(document.querySelector('img')).toHaveAttribute('src', '/api/v1/files/content/derm.webp');
    expect(screen.getAllByText('From $150.00, GST-free')).toHaveLength(2);
  });

  it('is the not-found page when the API answers 404 (unknown or hidden)', async () => {
    const api = stubApi({
      [`GET ${specialtyCmsPath('sleep-medicine')}`]: () =>
        apiError(404, 'Specialty not found', ErrorCode.NOT_FOUND),
    });
    renderSpecialty('sleep-medicine');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    // Not found is an answer: it is not asked again.
    expect(api.calls('GET', specialtyCmsPath('sleep-medicine'))).toHaveLength(1);
  });

  it('shows a placeholder while loading, and a way to try again when the API fails', async () => {
    let fail = true;
    stubApi({
      [`GET ${specialtyCmsPath('dermatology')}`]: () =>
        fail ? apiError(503, 'Down') : json(200, buildSpecialtyCms()),
      [`GET ${PUBLIC_SPECIALTIES_PATH}`]: () => json(200, publicList),
    });
    const { user } = renderSpecialty('dermatology');
    expect(screen.getByRole('region', { name: 'Loading specialty' })).toHaveAttribute('aria-busy', 'true');
    // A failure other than "not found" is asked once more (after a second) before it shows.
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('We could not load this specialty.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dermatology' })).toBeInTheDocument();
  });
});

describe('the dedicated ADHD and paediatrics pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ADHD keeps its own copy and shows the CMS price and content', async () => {
    stubApi({
      [`GET ${specialtyCmsPath('adhd')}`]: () =>
        json(
          200,
          buildSpecialtyCms({
            slug: 'adhd',
            name: 'ADHD',
            priceCents: 23500,
            content: '## Medicines for ADHD\n\nStimulant medicines are controlled in every state.',
          }),
        ),
      [`GET ${PRICE_LIST_PATHS.general}`]: () => json(200, buildPriceList()),
    });
    renderRoute([{ path: '/specialty/adhd', element: <AdhdPage /> }], '/specialty/adhd');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ADHD assessment and review');
    // The general specialist price stands in until the CMS answers.
    expect(screen.getByText('From $220.00, GST-free')).toBeInTheDocument();
    expect(await screen.findByText('From $235.00, GST-free')).toBeInTheDocument();
    const more = screen.getByRole('article', { name: 'More about ADHD at Curo' });
    expect(within(more).getByRole('heading', { level: 2, name: 'Medicines for ADHD' })).toBeInTheDocument();
  });

  it('paediatrics shows the children’s price list and the CMS content', async () => {
    stubApi({
      [`GET ${specialtyCmsPath('paediatrics')}`]: () =>
        json(
          200,
          buildSpecialtyCms({
            slug: 'paediatrics',
            name: 'Paediatrics',
            priceCents: null,
            content: '## Before the consult\n\nHave the Blue Book nearby.',
          }),
        ),
      [`GET ${PRICE_LIST_PATHS.kids}`]: () =>
        json(200, buildKidsPriceList({ 'kids-paediatrician-initial': 27000 })),
    });
    renderRoute([{ path: '/kids', element: <PaediatricsPage /> }], '/kids');
    const prices = screen.getByRole('region', { name: 'What children’s consults cost' });
    await waitFor(() => expect(prices).toHaveTextContent('$270.00, GST-free'));
    expect(prices).toHaveTextContent('GP consult for a child');
    expect(await screen.findByRole('heading', { level: 2, name: 'Before the consult' })).toBeInTheDocument();
  });

  it('stand on their own when the CMS page is missing', async () => {
    stubApi({
      [`GET ${specialtyCmsPath('adhd')}`]: () => apiError(404, 'Specialty not found', ErrorCode.NOT_FOUND),
    });
    renderRoute([{ path: '/specialty/adhd', element: <AdhdPage /> }], '/specialty/adhd');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ADHD assessment'),
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
