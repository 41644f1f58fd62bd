import { authMessages, pinMessages, totpMessages } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import { totpChallengeMessages } from '@curo/core/users';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { apiError, buildTokens, buildUser, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { MAGIC_TOKENS_PATH } from '../api/exchange-magic-token';
import { LOGIN_PATH } from '../api/login-user';
import { LOGIN_WITH_PIN_CODE_PATH } from '../api/login-with-pin-code';
import { SEND_PIN_CODE_WITH_MAIL_PATH } from '../api/send-pin-code';
import { VERIFY_TOTP_PATH } from '../api/verify-totp';
import { LoginPage } from '../pages/login-page';

const renderLogin = (path = '/login') => renderRoute([{ path: '/login', element: <LoginPage /> }], path);
const challenge = () => json(200, { totpRequired: true, challenge: 'challenge-1' });
const admin = buildUser({ role: 'admin', firstName: 'Sam', lastName: 'Taylor', email: 'sam@curo.au' });

async function signInWithPassword(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(screen.getByLabelText('Email'), 'sam@curo.au');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('two-step sign-in', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('after a right password, asks for the code in one focused numeric box, keeping no tokens yet', async () => {
    stubApi({ [`POST ${LOGIN_PATH}`]: challenge });
    const { router, user } = renderLogin();
    await signInWithPassword(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeInTheDocument();
    const code = screen.getByLabelText('6-digit code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(locationOf(router)).toBe('/login');
  });

  it('sends the challenge with the code, keeps the tokens and goes on to ?next=', async () => {
    const api = stubApi({
      [`POST ${LOGIN_PATH}`]: challenge,
      [`POST ${VERIFY_TOTP_PATH}`]: () => json(200, buildTokens(admin)),
    });
    const { router, user, queryClient } = renderLogin('/login?next=%2Fadmin');
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('6-digit code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    await waitFor(() => expect(locationOf(router)).toBe('/admin'));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-1');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    expect(queryClient.getQueryData(['auth', 'current-user'])).toMatchObject({ firstName: 'Sam' });
    expect(api.calls('POST', VERIFY_TOTP_PATH)).toEqual([
      {
        method: 'POST',
        path: VERIFY_TOTP_PATH,
        body: { challenge: 'challenge-1', code: '123456' },
        authorization: null,
      },
    ]);
  });

  it('asks for six digits before sending anything', async () => {
    const api = stubApi({ [`POST ${LOGIN_PATH}`]: challenge });
    const { user } = renderLogin();
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('6-digit code'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the 6-digit code'),
    );
    expect(api.calls('POST', VERIFY_TOTP_PATH)).toHaveLength(0);
  });

  it('says a wrong code is wrong, empties the box and lets the next code through', async () => {
    let tries = 0;
    stubApi({
      [`POST ${LOGIN_PATH}`]: challenge,
      [`POST ${VERIFY_TOTP_PATH}`]: () => {
        tries += 1;
        return tries === 1 ? apiError(400, totpMessages.invalidCode) : json(200, buildTokens(admin));
      },
    });
    const { router, user } = renderLogin();
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(totpMessages.invalidCode);
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveValue('');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();

    await user.type(code, '654321');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    // An administrator with nowhere asked for lands on /admin.
    await waitFor(() => expect(locationOf(router)).toBe('/admin'));
  });

  it('once the challenge has expired, says so and "Start again" goes back to the password form', async () => {
    stubApi({
      [`POST ${LOGIN_PATH}`]: challenge,
      [`POST ${VERIFY_TOTP_PATH}`]: () =>
        apiError(401, totpChallengeMessages.expired, ErrorCode.UNAUTHORIZED),
    });
    const { user } = renderLogin();
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(totpChallengeMessages.expired);
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('sam@curo.au');
  });

  it("keeps the first step's own errors: a wrong password never reaches the code step", async () => {
    stubApi({ [`POST ${LOGIN_PATH}`]: () => apiError(401, authMessages.invalidCredentials) });
    const { user } = renderLogin();
    await signInWithPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.invalidCredentials);
    expect(screen.queryByText('Two-step sign-in')).not.toBeInTheDocument();
  });

  it('follows a sign-in link that answers with a challenge', async () => {
    stubApi({
      [`POST ${MAGIC_TOKENS_PATH}`]: challenge,
      [`POST ${VERIFY_TOTP_PATH}`]: () => json(200, buildTokens(admin)),
    });
    const { router, user } = renderLogin('/login?magicToken=one-time-token');
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    // An administrator with nowhere asked for lands on /admin.
    await waitFor(() => expect(locationOf(router)).toBe('/admin'));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-1');
  });

  it('follows an emailed code that answers with a challenge', async () => {
    const api = stubApi({
      [`POST ${SEND_PIN_CODE_WITH_MAIL_PATH}`]: () => json(200, { message: pinMessages.sent }),
      [`POST ${LOGIN_WITH_PIN_CODE_PATH}`]: challenge,
      [`POST ${VERIFY_TOTP_PATH}`]: () => json(200, buildTokens(admin)),
    });
    const { router, user } = renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Use a code' }));
    await user.type(screen.getByLabelText('Email'), 'sam@curo.au');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('6-digit code'), '222222');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    // An administrator with nowhere asked for lands on /admin.
    await waitFor(() => expect(locationOf(router)).toBe('/admin'));
    expect(api.calls('POST', VERIFY_TOTP_PATH)[0]?.body).toEqual({
      challenge: 'challenge-1',
      code: '222222',
    });
  });
});
