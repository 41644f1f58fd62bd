import { paths } from '@curo/core/routes';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { locationOf } from '../../../test/render-route';
import { buildPriceItem, buildReview } from '../testing/build-content-admin';
import { renderAdminScreen, signedInAdmin, signedInDoctor } from '../testing/render-admin';
import { SiteAdminPage } from './site-admin-page';

const standard = buildPriceItem();
const priority = buildPriceItem({ id: 'priority', name: 'Urgent consult', amountCents: 7900 });
const renderSite = (path: string = paths.adminSite) =>
  renderAdminScreen(paths.adminSite, <SiteAdminPage />, path);
const rowNamed = (name: string) =>
  screen.getByRole('heading', { level: 3, name: new RegExp(name) }).closest('li') as HTMLElement;

describe('the site admin', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-admin');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-admin');
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('keeps anyone but an administrator out', async () => {
    const api = stubApi({ ...signedInDoctor });
    renderSite();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.includes('services'))).toHaveLength(0);
  });

  it('edits, adds, reorders and removes price rows, and saves the list as a whole in cents', async () => {
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/services/pricing': () =>
        json(200, { items: [standard, priority], updatedAt: '2026-11-01T00:00:00.000Z' }),
      'PUT /api/v1/services/pricing': (request) =>
        json(200, { ...(request.body as object), updatedAt: '2026-11-22T00:00:00.000Z' }),
    });
    const { user } = renderSite();
    await screen.findByRole('heading', { level: 3, name: /Standard GP consult/ });
    const amount = within(rowNamed('Urgent consult')).getByLabelText('Amount in dollars');
    expect(amount).toHaveValue('79.00');
    await user.clear(amount);
    await user.type(amount, '84.5');
    await user.click(within(rowNamed('Urgent consult')).getByLabelText('Starting price'));
    await user.click(screen.getByRole('button', { name: 'Move up: Urgent consult' }));
    // The moved row keeps focus; at the top, on its Move down button.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move down: Urgent consult' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Add a row' }));
    const added = screen.getByRole('heading', { level: 3, name: /Row 3/ }).closest('li') as HTMLElement;
    await user.type(within(added).getByLabelText('Name'), 'Travel insurance report');
    expect(within(added).getByLabelText('Id')).toHaveValue('travel-insurance-report');
    await user.selectOptions(within(added).getByLabelText('Who pays'), 'insurer');
    await user.click(screen.getByRole('button', { name: 'Remove Standard GP consult' }));
    expect(screen.getByText(/Unsaved changes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save price list' }));

    await waitFor(() => expect(api.calls('PUT', '/api/v1/services/pricing')).toHaveLength(1));
    expect(api.calls('PUT', '/api/v1/services/pricing')[0]?.body).toEqual({
      items: [
        { ...priority, amountCents: 8450, isFrom: true },
        {
          id: 'travel-insurance-report',
          name: 'Travel insurance report',
          summary: '',
          medicare: '',
          billing: 'insurer',
          amountCents: null,
          isFrom: false,
          gstFree: true,
        },
      ],
    });
    expect(await screen.findByText('The price list is saved.')).toBeInTheDocument();
    expect(screen.getByText(/Last saved 22 Nov 2026/)).toBeInTheDocument();
  });

  it('says which rows need attention before saving', async () => {
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/services/kids-pricing': () => json(200, { items: [standard] }),
    });
    const { user } = renderSite('/admin/site?tab=kids');
    const amount = within(
      (await screen.findByRole('heading', { level: 3, name: /Standard GP consult/ })).closest(
        'li',
      ) as HTMLElement,
    ).getByLabelText('Amount in dollars');
    await user.clear(amount);
    await user.type(amount, 'fifty');
    await user.click(screen.getByRole('button', { name: 'Save price list' }));
    expect(amount).toHaveAccessibleDescription(/Enter the price in dollars/);
    expect(amount).toHaveFocus();
    expect(api.calls('PUT', '/api/v1/services/kids-pricing')).toHaveLength(0);
  });

  it('asks before switching tab with unsaved prices', async () => {
    stubApi({ ...signedInAdmin, 'GET /api/v1/services/pricing': () => json(200, { items: [standard] }) });
    const { user, router } = renderSite();
    const amount = within(
      (await screen.findByRole('heading', { level: 3, name: /Standard GP consult/ })).closest(
        'li',
      ) as HTMLElement,
    ).getByLabelText('Amount in dollars');
    await user.type(amount, '1');
    await user.click(screen.getByRole('tab', { name: 'Home page' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(locationOf(router)).toBe('/admin/site');
    expect(amount).toHaveValue('59.001');
  });

  it('saves the home page text, leaving out empty highlights', async () => {
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/services/homePageDetails': () =>
        json(200, {
          heroTitle: 'See a GP online',
          heroLead: 'Video and phone.',
          highlights: ['GPs 8 am – 10 pm'],
          announcement: null,
        }),
      'PUT /api/v1/services/homePageDetails': (request) => json(200, request.body),
    });
    const { user } = renderSite('/admin/site?tab=home');
    const title = await screen.findByLabelText('Headline');
    await user.clear(title);
    await user.type(title, 'See an Australian GP online, today');
    await user.click(screen.getByRole('button', { name: 'Add a highlight' }));
    await user.type(screen.getByLabelText('Highlight 2'), 'eScripts by SMS');
    await user.click(screen.getByRole('button', { name: 'Add a highlight' }));
    await user.click(screen.getByRole('button', { name: 'Move highlight 2 up' }));
    await user.type(screen.getByLabelText(/Announcement/), 'Open on public holidays');
    await user.click(screen.getByRole('button', { name: 'Save home page' }));
    await waitFor(() => expect(api.calls('PUT', '/api/v1/services/homePageDetails')).toHaveLength(1));
    expect(api.calls('PUT', '/api/v1/services/homePageDetails')[0]?.body).toEqual({
      heroTitle: 'See an Australian GP online, today',
      heroLead: 'Video and phone.',
      highlights: ['eScripts by SMS', 'GPs 8 am – 10 pm'],
      announcement: 'Open on public holidays',
    });
    expect(await screen.findByText('The home page is saved.')).toBeInTheDocument();
  });

  it('adds a review with its rating, hides another, and shows a refusal', async () => {
    const sarah = buildReview();
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/services/googleReviews/all': () => json(200, { items: [sarah], average: 5, count: 1 }),
      'POST /api/v1/services/googleReviews': () => apiError(400, 'Body/text must not be empty'),
      [`PUT /api/v1/services/googleReviews/${sarah.id}`]: () => json(200, { ...sarah, visible: false }),
    });
    const { user } = renderSite('/admin/site?tab=reviews');
    const list = await screen.findByRole('list', { name: 'Reviews' });
    expect(within(list).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: "Hide Sarah M.'s review" }));
    await waitFor(() =>
      expect(api.calls('PUT', `/api/v1/services/googleReviews/${sarah.id}`)).toHaveLength(1),
    );
    expect(api.calls('PUT', `/api/v1/services/googleReviews/${sarah.id}`)[0]?.body).toEqual({
      authorName: 'Sarah M.',
      rating: 5,
      text: 'Simple and kind.',
      reviewedOn: '2026-10-12',
      visible: false,
      position: 0,
    });

    await user.click(screen.getByRole('button', { name: 'Add review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a review' });
    await user.type(within(dialog).getByLabelText('Name as shown'), 'Liam O.');
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByLabelText('Review'), 'Quick and clear.');
    await user.click(within(dialog).getByRole('button', { name: 'Add review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Body/text must not be empty');
    expect(api.calls('POST', '/api/v1/services/googleReviews')[0]?.body).toMatchObject({
      authorName: 'Liam O.',
      rating: 4,
      text: 'Quick and clear.',
      visible: true,
    });
  });
});
