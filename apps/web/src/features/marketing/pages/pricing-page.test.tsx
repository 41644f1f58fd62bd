import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, deferredResponse, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { PRICE_LIST_PATHS } from '../api/get-price-list';
import { buildKidsPriceList, buildPriceList } from '../testing/build-content';
import { MedicalCertificatePage } from './medical-certificate-page';
import { PricingPage } from './pricing-page';

const renderPricing = () => renderRoute([{ path: '/pricing', element: <PricingPage /> }], '/pricing');
const consultPrices = () => screen.getByRole('list', { name: 'Consult prices' });
const row = (list: HTMLElement, name: string) =>
  within(list).getByRole('heading', { name }).closest('li') as HTMLElement;

describe('prices come from the API', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the placeholder prices at once, then the API’s when it answers', async () => {
    const general = deferredResponse();
    stubApi({
      [`GET ${PRICE_LIST_PATHS.general}`]: () => general.promise,
      [`GET ${PRICE_LIST_PATHS.kids}`]: () => json(200, buildKidsPriceList()),
    });
    renderPricing();

    // Never an empty list: the launch prices stand in while the request is in flight.
    expect(consultPrices()).toHaveAttribute('aria-busy', 'true');
    expect(row(consultPrices(), 'Standard GP consult')).toHaveTextContent('$59.00, GST-free');

    await act(async () => general.send(json(200, buildPriceList({ standard: 6500, certificate: 3100 }))));

    await waitFor(() =>
      expect(row(consultPrices(), 'Standard GP consult')).toHaveTextContent('$65.00, GST-free'),
    );
    expect(consultPrices()).not.toHaveAttribute('aria-busy');
    expect(row(consultPrices(), 'Medical certificate consult')).toHaveTextContent('$31.00, GST-free');
    // The formatting rules hold for API items too: starting prices and insurer billing.
    expect(row(consultPrices(), 'Specialist consult (ADHD, paediatrics)')).toHaveTextContent(
      'From $220.00, GST-free',
    );
    expect(row(consultPrices(), "Workers' compensation consult")).toHaveTextContent('Billed to your insurer');
    // The hero's fact card reads the same list.
    expect(screen.getAllByText('$65.00, GST-free').length).toBeGreaterThanOrEqual(2);
  });

  it('renders the full list in the API’s order, including items the site did not know', async () => {
    const list = buildPriceList();
    list.items = [
      ...list.items.slice(0, 1),
      {
        id: 'skin-check',
        name: 'Skin check review',
        summary: 'Photos of a spot reviewed by a GP.',
        medicare: 'Private fee.',
        billing: 'patient',
        amountCents: 4500,
        isFrom: false,
        gstFree: true,
      },
    ];
    stubApi({
      [`GET ${PRICE_LIST_PATHS.general}`]: () => json(200, list),
      [`GET ${PRICE_LIST_PATHS.kids}`]: () => json(200, buildKidsPriceList({ 'kids-gp': 5200 })),
    });
    renderPricing();

    await waitFor(() =>
      expect(
        within(consultPrices())
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual(['Standard GP consult', 'Skin check review']),
    );
    expect(row(consultPrices(), 'Skin check review')).toHaveTextContent('$45.00, GST-free');
    const kids = screen.getByRole('list', { name: 'Children’s consult prices' });
    await waitFor(() => expect(row(kids, 'GP consult for a child')).toHaveTextContent('$52.00, GST-free'));
  });

  it('keeps the placeholder prices when the API cannot be reached, and offers to try again', async () => {
    let fail = true;
    const api = stubApi({
      [`GET ${PRICE_LIST_PATHS.general}`]: () =>
        fail ? apiError(503, 'Service unavailable') : json(200, buildPriceList({ standard: 6900 })),
      [`GET ${PRICE_LIST_PATHS.kids}`]: () => json(200, buildKidsPriceList()),
    });
    const { user } = renderPricing();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('may be out of date');
    expect(row(consultPrices(), 'Standard GP consult')).toHaveTextContent('$59.00, GST-free');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(row(consultPrices(), 'Standard GP consult')).toHaveTextContent('$69.00, GST-free'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls('GET', PRICE_LIST_PATHS.general)).toHaveLength(2);
  });

  it('treats an empty list (never saved) as no answer', async () => {
    stubApi({
      [`GET ${PRICE_LIST_PATHS.general}`]: () => json(200, { items: [] }),
      [`GET ${PRICE_LIST_PATHS.kids}`]: () => json(200, { items: [] }),
    });
    renderPricing();
    await waitFor(() => expect(consultPrices()).not.toHaveAttribute('aria-busy'));
    expect(within(consultPrices()).getAllByRole('heading')).toHaveLength(8);
  });

  it('is what other pages quote too, e.g. the certificate consult', async () => {
    stubApi({ [`GET ${PRICE_LIST_PATHS.general}`]: () => json(200, buildPriceList({ certificate: 3400 })) });
    renderRoute(
      [{ path: '/medical-certificate', element: <MedicalCertificatePage /> }],
      '/medical-certificate',
    );
    expect(screen.getAllByText(/\$29\.00, GST-free/).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByText(/\$34\.00, GST-free/).length).toBeGreaterThan(0));
    expect(screen.queryByText(/\$29\.00/)).not.toBeInTheDocument();
  });
});
