import { ErrorCode } from '@curo/core/errors';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { longUrlPath } from '../api/get-long-url';
import { leaveSite } from '../utils/leave-site';
import { ShortLinkPage } from './short-link-page';

vi.mock('../utils/leave-site', () => ({ leaveSite: vi.fn() }));

const routes = [
  { path: '/t/:nano', element: <ShortLinkPage /> },
  { path: '/pricing', element: <h1>Pricing</h1> },
];

describe('a short link (/t/:nano)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(leaveSite).mockClear();
  });

  it('says it is opening the link, then replaces itself with our page', async () => {
    let answer: (r: Response) => void = () => {};
    stubApi({ [`GET ${longUrlPath('promo24')}`]: () => new Promise((resolve) => (answer = resolve)) });
    const { router } = renderRoute(routes, '/t/promo24', { strict: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Opening link…');

    answer(json(200, { url: '/pricing?from=sms' }));
    expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/pricing?from=sms');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it('leaves for an allowed site with a full page load', async () => {
    stubApi({
      [`GET ${longUrlPath('partner')}`]: () => json(200, { url: 'https://www.health.gov.au/topics' }),
    });
    renderRoute(routes, '/t/partner', { strict: true });
    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith('https://www.health.gov.au/topics'));
    expect(leaveSite).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Opening link…');
  });

  it('shows the not-found page for an unknown or expired link', async () => {
    stubApi({
      [`GET ${longUrlPath('xyz123')}`]: () =>
        apiError(404, 'This link does not exist or has expired', ErrorCode.NOT_FOUND),
    });
    renderRoute(routes, '/t/xyz123');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
  });

  it('does not ask about a code that cannot exist', async () => {
    const api = stubApi({});
    renderRoute(routes, '/t/a');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('refuses to follow a target that would leave for an unsafe address', async () => {
    stubApi({ [`GET ${longUrlPath('sneaky')}`]: () => json(200, { url: '//evil.example/' }) });
    renderRoute(routes, '/t/sneaky');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it('offers to try again when the lookup fails', async () => {
    let fail = true;
    stubApi({
      [`GET ${longUrlPath('promo24')}`]: () =>
        fail ? apiError(503, 'Unavailable') : json(200, { url: '/pricing' }),
    });
    const { user, router } = renderRoute(routes, '/t/promo24');
    // A server error is asked once more before it is shown.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      "We couldn't look up this link",
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(locationOf(router)).toBe('/pricing'));
  });
});
