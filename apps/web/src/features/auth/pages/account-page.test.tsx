import { accountEmailMessages } from '@curo/core/users';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { apiError, buildUser, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { SEND_VERIFICATION_EMAIL_PATH } from '../api/send-verification-email';
import { AccountPage } from './account-page';

const renderAccount = () => renderRoute([{ path: '/account', element: <AccountPage /> }], '/account');

describe('the account page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('greets the user by first name and shows their role and email', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildUser({ role: 'companyAdmin' })),
    });
    renderAccount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Mia' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByText(/Company administrator/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/mia@example\.com\.au/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Security/ })).toHaveAttribute('href', '/account/security');
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/users/sign_out');
    expect(api.calls('GET', FETCH_LOGIN_PATH)[0]?.authorization).toBe('Bearer access-1');
  });

  it('offers "Resend verification email" beside "Not yet verified", and says the link is on its way', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildUser({ emailVerified: false })),
      [`POST ${SEND_VERIFICATION_EMAIL_PATH}`]: () =>
        json(200, { message: accountEmailMessages.confirmationSent }),
    });
    const { user } = renderAccount();
    expect(await screen.findByText('Not yet verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(accountEmailMessages.confirmationSent)).toBeInTheDocument();
    expect(api.calls('POST', SEND_VERIFICATION_EMAIL_PATH)).toHaveLength(1);
    expect(api.calls('POST', SEND_VERIFICATION_EMAIL_PATH)[0]?.authorization).toBe('Bearer access-1');
  });

  it('says why a resend was refused', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildUser({ emailVerified: false })),
      [`POST ${SEND_VERIFICATION_EMAIL_PATH}`]: () =>
        apiError(429, accountEmailMessages.tooManyConfirmations),
    });
    const { user } = renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountEmailMessages.tooManyConfirmations);
  });

  it('offers no resend once the email is verified', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    stubApi({ [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildUser({ emailVerified: true })) });
    renderAccount();
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });

  it('redirects a visitor who is not signed in to /login?next=/account, asking nothing of the server', async () => {
    const api = stubApi({});
    const { router } = renderAccount();
    await waitFor(() => expect(locationOf(router)).toBe('/login?next=%2Faccount'));
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('offers to try again when the account cannot be loaded', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    stubApi({ [`GET ${FETCH_LOGIN_PATH}`]: () => apiError(503, 'Curo is briefly unavailable') });
    renderAccount();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Curo is briefly unavailable',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
