import { authMessages, magicLinkMessages } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { CONNECTION_ERROR } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { apiError, buildTokens, buildUser, deferredResponse, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { MAGIC_TOKENS_PATH } from '../api/exchange-magic-token';
import { LOGIN_PATH } from '../api/login-user';
import { SEND_MAGIC_LINK_PATH } from '../api/send-magic-link';
import { LoginPage } from './login-page';

const renderLogin = (path = '/login', options: { strict?: boolean } = {}) =>
  renderRoute([{ path: '/login', element: <LoginPage /> }], path, options);

async function signIn(user: ReturnType<typeof renderLogin>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('has one h1, labelled fields and the ways to reset a password and to sign up', () => {
    stubApi({});
    renderLogin();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/request-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(document.title).toBe('Sign in | Curo');
  });

  it('signs in, keeps both tokens and goes to /account', async () => {
    const api = stubApi({ [`POST ${LOGIN_PATH}`]: () => json(200, buildTokens()) });
    const { router, user } = renderLogin();
    await signIn(user, ' mia@example.com.au ', 'correct horse');

    await waitFor(() => expect(locationOf(router)).toBe('/account'));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-1');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    expect(api.calls('POST', LOGIN_PATH)).toEqual([
      {
        method: 'POST',
        path: '/api/v1/users/login?include=user',
        body: { email: 'mia@example.com.au', password: 'correct horse' },
        authorization: null,
      },
    ]);
  });

  it('puts the user from the answer in the cache, so the next page need not ask', async () => {
    stubApi({ [`POST ${LOGIN_PATH}`]: () => json(200, buildTokens()) });
    const { router, user, queryClient } = renderLogin();
    await signIn(user, 'mia@example.com.au', 'correct horse');
    await waitFor(() => expect(locationOf(router)).toBe('/account'));
    expect(queryClient.getQueryData(['auth', 'current-user'])).toMatchObject({ firstName: 'Mia' });
  });

  it('goes back to ?next= when it is a page on this site', async () => {
    stubApi({ [`POST ${LOGIN_PATH}`]: () => json(200, buildTokens()) });
    const { router, user } = renderLogin(`/login?next=${encodeURIComponent('/account/security?tab=1')}`);
    await signIn(user, 'mia@example.com.au', 'correct horse');
    await waitFor(() => expect(locationOf(router)).toBe('/account/security?tab=1'));
  });

  it.each(['//evil.example/phish', '/\\evil.example', 'https://evil.example'])(
    'ignores ?next=%s, which leads off the site, and goes to /account',
    async (next) => {
      stubApi({ [`POST ${LOGIN_PATH}`]: () => json(200, buildTokens()) });
      const { router, user } = renderLogin(`/login?next=${encodeURIComponent(next)}`);
      await signIn(user, 'mia@example.com.au', 'correct horse');
      await waitFor(() => expect(locationOf(router)).toBe('/account'));
    },
  );

  it('shows "Incorrect email or password", marks both fields and keeps no tokens', async () => {
    stubApi({
      [`POST ${LOGIN_PATH}`]: () => apiError(401, authMessages.invalidCredentials, ErrorCode.UNAUTHORIZED),
    });
    const { router, user } = renderLogin();
    await signIn(user, 'mia@example.com.au', 'wrong');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect email or password');
    for (const label of ['Email', 'Password']) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Incorrect email or password');
    }
    expect(locationOf(router)).toBe('/login');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('mia@example.com.au');
  });

  it('clears the error once the visitor types again', async () => {
    stubApi({ [`POST ${LOGIN_PATH}`]: () => apiError(401, authMessages.invalidCredentials) });
    const { user } = renderLogin();
    await signIn(user, 'mia@example.com.au', 'wrong');
    await screen.findByRole('alert');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'false');
  });

  it('does not send an old session with the sign-in, so a wrong password is never taken for an expired token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'stale');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'stale-refresh');
    const api = stubApi({
      // Still checking the old session when the visitor signs in.
      'GET /api/v1/users/fetchLogin': () => new Promise<Response>(() => {}),
      [`POST ${LOGIN_PATH}`]: () => apiError(401, authMessages.invalidCredentials),
    });
    const { user } = renderLogin();
    await signIn(user, 'mia@example.com.au', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(api.calls('POST', LOGIN_PATH)[0]?.authorization).toBeNull();
    expect(api.calls('POST', '/api/v1/auth/refresh-token')).toHaveLength(0);
  });

  it.each([
    [403, ErrorCode.ACCOUNT_UNAVAILABLE, authMessages.accountUnavailable],
    [429, ErrorCode.RATE_LIMITED, 'Too many attempts. Please try again in 15 minutes.'],
  ])("shows the server's message on %i", async (status, code, message) => {
    stubApi({ [`POST ${LOGIN_PATH}`]: () => apiError(status, message, code) });
    const { user } = renderLogin();
    await signIn(user, 'mia@example.com.au', 'secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'false');
  });

  it('offers a closed or paused account the way to ask for it back', async () => {
    stubApi({
      [`POST ${LOGIN_PATH}`]: () =>
        apiError(403, authMessages.accountUnavailable, ErrorCode.ACCOUNT_UNAVAILABLE),
    });
    const { user } = renderLogin();
    await signIn(user, 'mia@example.com.au', 'secret123');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Ask for your account back' })).toHaveAttribute(
      'href',
      '/reactivate-account',
    );
  });

  it('says to check the connection when the server cannot be reached', async () => {
    stubApi({ [`POST ${LOGIN_PATH}`]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = renderLogin();
    await signIn(user, 'mia@example.com.au', 'secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(CONNECTION_ERROR);
  });

  it('asks for both fields before sending anything, and moves focus to the first', async () => {
    const api = stubApi({});
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password');
    await waitFor(() => expect(email).toHaveFocus());
    expect(api.sent()).toEqual([]);
  });

  describe('an administrator', () => {
    const admin = buildUser({ role: 'admin', firstName: 'Ada' });

    it('lands on /admin when nothing asked for a page', async () => {
      stubApi({ [`POST ${LOGIN_PATH}`]: () => json(200, buildTokens(admin)) });
      const { router, user } = renderLogin();
      await signIn(user, 'ada@curo.example', 'correct horse');
      await waitFor(() => expect(locationOf(router)).toBe('/admin'));
    });

    it('still goes to an explicit ?next=', async () => {
      stubApi({ [`POST ${LOGIN_PATH}`]: () => json(200, buildTokens(admin)) });
      const { router, user } = renderLogin('/login?next=%2Faccount%2Fsecurity');
      await signIn(user, 'ada@curo.example', 'correct horse');
      await waitFor(() => expect(locationOf(router)).toBe('/account/security'));
    });

    it('asks who signed in when the answer leaves the user out, then lands on /admin', async () => {
      stubApi({
        [`POST ${LOGIN_PATH}`]: () => json(200, { ...buildTokens(admin), user: undefined }),
        'GET /api/v1/users/fetchLogin': () => json(200, admin),
      });
      const { router, user } = renderLogin();
      await signIn(user, 'ada@curo.example', 'correct horse');
      await waitFor(() => expect(locationOf(router)).toBe('/admin'));
    });

    it('is sent on to /admin when already signed in', async () => {
      localStorage.setItem(ACCESS_TOKEN_KEY, 'access-0');
      stubApi({ 'GET /api/v1/users/fetchLogin': () => json(200, admin) });
      const { router } = renderLogin('/login');
      await waitFor(() => expect(locationOf(router)).toBe('/admin'));
    });
  });

  it('sends a visitor who is already signed in straight on', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-0');
    stubApi({ 'GET /api/v1/users/fetchLogin': () => json(200, buildTokens().user) });
    const { router } = renderLogin('/login?next=%2Faccount%2Fsecurity');
    await waitFor(() => expect(locationOf(router)).toBe('/account/security'));
  });

  describe('the ways in', () => {
    it('offers a password (selected), a link and a code as tabs that the arrow keys move between', async () => {
      stubApi({});
      const { user } = renderLogin();
      const tablist = screen.getByRole('tablist', { name: 'How to sign in' });
      expect(tablist).toBeInTheDocument();
      const [password, link, code] = screen.getAllByRole('tab');
      expect(password).toHaveAccessibleName('Use a password');
      expect(link).toHaveAccessibleName('Email me a link');
      expect(code).toHaveAccessibleName('Use a code');
      expect(password).toHaveAttribute('aria-selected', 'true');
      expect(link).toHaveAttribute('tabindex', '-1');
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Use a password');

      await user.click(password as HTMLElement);
      await user.keyboard('{ArrowRight}');
      expect(link).toHaveFocus();
      expect(link).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Email me a link');
      await user.keyboard('{End}');
      expect(code).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{ArrowRight}');
      expect(password).toHaveFocus();
      await user.keyboard('{ArrowLeft}');
      expect(code).toHaveFocus();
      await user.keyboard('{Home}');
      expect(password).toHaveAttribute('aria-selected', 'true');
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    });

    it('keeps what was typed in a tab while another is open', async () => {
      stubApi({});
      const { user } = renderLogin();
      await user.type(screen.getByLabelText('Email'), 'mia@example.com.au');
      await user.click(screen.getByRole('tab', { name: 'Use a code' }));
      await user.click(screen.getByRole('tab', { name: 'Use a password' }));
      expect(screen.getByLabelText('Email')).toHaveValue('mia@example.com.au');
    });
  });

  describe('a sign-in link', () => {
    it('takes the token out of the address bar, spends it once (even in StrictMode), keeps the tokens and goes on', async () => {
      const answer = deferredResponse();
      const api = stubApi({ [`POST ${MAGIC_TOKENS_PATH}`]: () => answer.promise });
      const { router } = renderLogin('/login?next=%2Faccount%2Fsecurity&magicToken=one-time-token', {
        strict: true,
      });

      expect(await screen.findByRole('status')).toHaveTextContent('Signing you in…');
      await waitFor(() => expect(locationOf(router)).toBe('/login?next=%2Faccount%2Fsecurity'));
      expect(router.state.historyAction).toBe('REPLACE');
      answer.send(json(200, buildTokens()));

      await waitFor(() => expect(locationOf(router)).toBe('/account/security'));
      expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-1');
      expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
      expect(api.calls('POST', MAGIC_TOKENS_PATH)).toEqual([
        {
          method: 'POST',
          path: MAGIC_TOKENS_PATH,
          body: { magicToken: 'one-time-token' },
          authorization: null,
        },
      ]);
    });

    it('goes to /account when the link has no ?next=', async () => {
      stubApi({ [`POST ${MAGIC_TOKENS_PATH}`]: () => json(200, buildTokens()) });
      const { router } = renderLogin('/login?magicToken=one-time-token');
      await waitFor(() => expect(locationOf(router)).toBe('/account'));
    });

    it('says a spent or expired link cannot be used, and offers to email a new one', async () => {
      const api = stubApi({
        [`POST ${MAGIC_TOKENS_PATH}`]: () => apiError(401, magicLinkMessages.invalid, ErrorCode.UNAUTHORIZED),
        [`POST ${SEND_MAGIC_LINK_PATH}`]: () => json(200, { message: magicLinkMessages.sent }),
      });
      const { router, user } = renderLogin('/login?magicToken=spent-token', { strict: true });

      expect(await screen.findByRole('alert')).toHaveTextContent(magicLinkMessages.invalid);
      expect(locationOf(router)).toBe('/login');
      expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
      expect(screen.getByRole('tab', { name: 'Email me a link' })).toHaveAttribute('aria-selected', 'true');
      expect(api.calls('POST', MAGIC_TOKENS_PATH)).toHaveLength(1);

      await user.type(screen.getByLabelText('Email'), 'mia@example.com.au');
      await user.click(screen.getByRole('button', { name: 'Send sign-in link' }));
      expect(await screen.findByText(magicLinkMessages.sent)).toBeInTheDocument();
      expect(screen.queryByText(magicLinkMessages.invalid)).not.toBeInTheDocument();
    });

    it('offers to try the same link again when the server could not be reached', async () => {
      let attempts = 0;
      const api = stubApi({
        [`POST ${MAGIC_TOKENS_PATH}`]: () => {
          attempts += 1;
          return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json(200, buildTokens());
        },
      });
      const { router, user } = renderLogin('/login?magicToken=one-time-token');
      expect(await screen.findByRole('alert')).toHaveTextContent(CONNECTION_ERROR);
      await user.click(screen.getByRole('button', { name: 'Try the link again' }));
      await waitFor(() => expect(locationOf(router)).toBe('/account'));
      expect(api.calls('POST', MAGIC_TOKENS_PATH).map((r) => r.body)).toEqual([
        { magicToken: 'one-time-token' },
        { magicToken: 'one-time-token' },
      ]);
    });
  });
});
