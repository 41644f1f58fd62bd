import { magicLinkMessages } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast-store';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { SEND_MAGIC_LINK_PATH } from '../api/send-magic-link';
import { LoginPage } from '../pages/login-page';

/** The sign-in page with "Email me a link" chosen. */
async function renderMagicLinkTab() {
  const rendered = renderRoute([{ path: '/login', element: <LoginPage /> }], '/login');
  await rendered.user.click(screen.getByRole('tab', { name: 'Email me a link' }));
  return rendered;
}

describe('"Email me a link" on the sign-in page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("sends the email and shows the server's message in a status region", async () => {
    const api = stubApi({
      [`POST ${SEND_MAGIC_LINK_PATH}`]: () => json(200, { message: magicLinkMessages.sent }),
    });
    const { user } = await renderMagicLinkTab();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.type(screen.getByLabelText('Email'), ' mia@example.com.au ');
    await user.click(screen.getByRole('button', { name: 'Send sign-in link' }));

    await waitFor(() => expect(status).toHaveTextContent(magicLinkMessages.sent));
    expect(api.calls('POST', SEND_MAGIC_LINK_PATH)).toEqual([
      {
        method: 'POST',
        path: SEND_MAGIC_LINK_PATH,
        body: { email: 'mia@example.com.au' },
        authorization: null,
      },
    ]);
    expect(screen.getByRole('button', { name: 'Send another link' })).toBeInTheDocument();
  });

  it('asks for a valid email before sending anything', async () => {
    const api = stubApi({});
    const { user } = await renderMagicLinkTab();
    await user.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Please enter your email');
    await waitFor(() => expect(email).toHaveFocus());

    await user.type(email, 'mia@nowhere');
    await user.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email');
    expect(api.sent()).toEqual([]);
  });

  it("shows the server's message when too many links were asked for", async () => {
    const message = 'Too many sign-in links requested. Please try again in an hour.';
    stubApi({ [`POST ${SEND_MAGIC_LINK_PATH}`]: () => apiError(429, message, ErrorCode.RATE_LIMITED) });
    const { user } = await renderMagicLinkTab();
    await user.type(screen.getByLabelText('Email'), 'mia@example.com.au');
    await user.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
