import { ErrorCode } from '@curo/core/errors';
import { accountEmailMessages } from '@curo/core/users';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { VERIFY_EMAIL_PATH } from '../api/verify-email';
import { VerifyEmailPage } from './verify-email-page';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const open = (hash = `#token=${TOKEN}`) =>
  renderRoute([{ path: '/verify-email', element: <VerifyEmailPage /> }], `/verify-email${hash}`);

describe('the email verification page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the token once, takes it out of the address bar and says the email is verified', async () => {
    const api = stubApi({
      [`POST ${VERIFY_EMAIL_PATH}`]: () => json(200, { message: accountEmailMessages.verified }),
    });
    const { router } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(await screen.findByText(accountEmailMessages.verified)).toBeInTheDocument();
    expect(api.calls('POST', VERIFY_EMAIL_PATH)).toHaveLength(1);
    expect(api.calls('POST', VERIFY_EMAIL_PATH)[0]?.body).toEqual({ token: TOKEN });
    await waitFor(() => expect(locationOf(router)).toBe('/verify-email'));
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
  });

  it.each([
    ['used', 410, accountEmailMessages.linkUsed, ErrorCode.LINK_USED],
    ['expired', 410, accountEmailMessages.linkExpired, ErrorCode.LINK_EXPIRED],
    ['unknown', 404, accountEmailMessages.linkInvalid, ErrorCode.NOT_FOUND],
  ] as const)(
    'explains a link that is %s, and where to get another',
    async (_what, status, message, code) => {
      stubApi({ [`POST ${VERIFY_EMAIL_PATH}`]: () => apiError(status, message, code) });
      open();
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByText(accountEmailMessages.verified)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to your account' })).toBeInTheDocument();
    },
  );

  it('without a token, asks nothing of the server and says what the page needs', async () => {
    const api = stubApi({});
    open('');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page needs the link from your verification email.',
    );
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
