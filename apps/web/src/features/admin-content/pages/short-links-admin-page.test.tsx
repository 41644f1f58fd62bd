import { shortLinkMessages } from '@curo/core/content';
import { ErrorCode } from '@curo/core/errors';
import { paths } from '@curo/core/routes';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { buildShortLink } from '../testing/build-content-admin';
import { renderAdminScreen, signedInAdmin, signedInDoctor } from '../testing/render-admin';
import { ShortLinksAdminPage } from './short-links-admin-page';

const flu = buildShortLink();
const expired = buildShortLink({
  nano: 'xmas24',
  shortUrl: 'https://curo.example/t/xmas24',
  expiresAt: '2024-12-31T13:00:00.000Z',
});
const page = (items: ReturnType<typeof buildShortLink>[]) =>
  json(200, { items, total: items.length, page: 1, pageSize: 20 });
const renderLinks = () => renderAdminScreen(paths.adminShortLinks, <ShortLinksAdminPage />);

describe('the short links admin', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-admin');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-admin');
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
    process.env.TZ = zone;
  });

  it('keeps anyone but an administrator out', async () => {
    const api = stubApi({ ...signedInDoctor });
    renderLinks();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.includes('shortLinks'))).toHaveLength(0);
  });

  it('lists links with where they lead, clicks and expiry, and copies one', async () => {
    stubApi({ ...signedInAdmin, 'GET /api/v1/shortLinks': () => page([flu, expired]) });
    const { user } = renderLinks();
    const [first, second] = within(await screen.findByRole('list', { name: 'Short links' })).getAllByRole(
      'listitem',
    );
    expect(first).toHaveTextContent('https://curo.example/t/flu2026');
    expect(first).toHaveTextContent('Leads to /blog/flu-season');
    expect(first).toHaveTextContent('4 clicks · never expires');
    expect(second).toHaveTextContent('Expired');
    await user.click(
      within(first as HTMLElement).getByRole('button', { name: 'Copy https://curo.example/t/flu2026' }),
    );
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe('https://curo.example/t/flu2026');
    expect(within(first as HTMLElement).getByText('Copied')).toBeInTheDocument();
  });

  it("shows the server's message when a target is not allowed, then makes the link with its expiry", async () => {
    process.env.TZ = 'Australia/Brisbane';
    let calls = 0;
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/shortLinks': () => page([flu]),
      'POST /api/v1/shortLinks': () => {
        calls += 1;
        return calls === 1
          ? apiError(400, shortLinkMessages.notAllowed, ErrorCode.VALIDATION_ERROR)
          : json(201, buildShortLink({ nano: 'winter', target: '/pricing' }));
      },
    });
    const { user } = renderLinks();
    await user.click(await screen.findByRole('button', { name: 'Make short link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a short link' });
    await user.type(within(dialog).getByLabelText('Where it leads'), 'https://evil.example/login');
    await user.click(within(dialog).getByRole('button', { name: 'Make short link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(shortLinkMessages.notAllowed);
    expect(within(dialog).getByLabelText('Where it leads')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(dialog).getByLabelText('Where it leads'));
    await user.type(within(dialog).getByLabelText('Where it leads'), '/pricing');
    await user.type(within(dialog).getByLabelText(/Code/), 'winter');
    fireEvent.change(within(dialog).getByLabelText(/Stops working at/), {
      target: { value: '2031-07-01T09:00' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Make short link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST', '/api/v1/shortLinks')[1]?.body).toEqual({
      target: '/pricing',
      nano: 'winter',
      expiresAt: '2031-07-01T09:00:00+10:00',
    });
  });

  it('checks a chosen code before sending it', async () => {
    const api = stubApi({ ...signedInAdmin, 'GET /api/v1/shortLinks': () => page([]) });
    const { user } = renderLinks();
    await user.click(await screen.findByRole('button', { name: 'Make the first one' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a short link' });
    await user.type(within(dialog).getByLabelText('Where it leads'), '/pricing');
    await user.type(within(dialog).getByLabelText(/Code/), 'a b');
    await user.click(within(dialog).getByRole('button', { name: 'Make short link' }));
    expect(within(dialog).getByLabelText(/Code/)).toHaveAccessibleDescription(
      /Use 4–32 letters, digits, - or _/,
    );
    expect(api.calls('POST', '/api/v1/shortLinks')).toHaveLength(0);
  });

  it('deletes a link after confirming', async () => {
    let gone = false;
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/shortLinks': () => page(gone ? [] : [flu]),
      'DELETE /api/v1/shortLinks/flu2026': () => {
        gone = true;
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderLinks();
    await user.click(await screen.findByRole('button', { name: 'Delete https://curo.example/t/flu2026' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this short link?' })).getByRole('button', {
        name: 'Delete link',
      }),
    );
    expect(await screen.findByText('There are no short links yet.')).toBeInTheDocument();
    expect(api.calls('DELETE', '/api/v1/shortLinks/flu2026')).toHaveLength(1);
  });
});
