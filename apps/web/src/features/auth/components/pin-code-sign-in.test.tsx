import { pinMessages } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { apiError, buildTokens, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { LOGIN_WITH_PIN_CODE_PATH } from '../api/login-with-pin-code';
import { SEND_PIN_CODE_PATH, SEND_PIN_CODE_WITH_MAIL_PATH } from '../api/send-pin-code';
import { LoginPage } from '../pages/login-page';

/** The sign-in page with "Use a code" chosen. */
async function renderCodeTab(path = '/login') {
  const rendered = renderRoute([{ path: '/login', element: <LoginPage /> }], path);
  await rendered.user.click(screen.getByRole('tab', { name: 'Use a code' }));
  return rendered;
}

const sent = () => json(200, { message: pinMessages.sent });

describe('"Use a code" on the sign-in page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('emails a code, then signs in with it, keeps the tokens and goes to ?next=', async () => {
    const api = stubApi({
      [`POST ${SEND_PIN_CODE_WITH_MAIL_PATH}`]: sent,
      [`POST ${LOGIN_WITH_PIN_CODE_PATH}`]: () => json(200, buildTokens()),
    });
    const { router, user } = await renderCodeTab('/login?next=%2Faccount%2Fsecurity');
    expect(screen.getByRole('radio', { name: 'By email' })).toBeChecked();
    await user.type(screen.getByLabelText('Email'), 'mia@example.com.au');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('status')).toHaveTextContent(pinMessages.sent);
    const code = screen.getByLabelText('6-digit code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(locationOf(router)).toBe('/account/security'));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-1');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    expect(api.sent().map(({ path, body, authorization }) => ({ path, body, authorization }))).toEqual([
      { path: SEND_PIN_CODE_WITH_MAIL_PATH, body: { email: 'mia@example.com.au' }, authorization: null },
      {
        path: LOGIN_WITH_PIN_CODE_PATH,
        body: { email: 'mia@example.com.au', pinCode: '123456' },
        authorization: null,
      },
    ]);
  });

  it('texts a code to a mobile typed the usual way, and signs in with that mobile', async () => {
    const api = stubApi({
      [`POST ${SEND_PIN_CODE_PATH}`]: sent,
      [`POST ${LOGIN_WITH_PIN_CODE_PATH}`]: () => json(200, buildTokens()),
    });
    const { router, user } = await renderCodeTab();
    await user.click(screen.getByRole('radio', { name: 'By text message' }));
    await user.type(screen.getByLabelText('Mobile number'), '0412 345 678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(locationOf(router)).toBe('/account'));
    expect(api.calls('POST', SEND_PIN_CODE_PATH)[0]?.body).toEqual({ phone: '+61412345678' });
    expect(api.calls('POST', LOGIN_WITH_PIN_CODE_PATH)[0]?.body).toEqual({
      phone: '+61412345678',
      pinCode: '654321',
    });
  });

  it('shows "That code is not right" on the code field and keeps no tokens', async () => {
    stubApi({
      [`POST ${SEND_PIN_CODE_WITH_MAIL_PATH}`]: sent,
      [`POST ${LOGIN_WITH_PIN_CODE_PATH}`]: () => apiError(401, pinMessages.invalid, ErrorCode.UNAUTHORIZED),
    });
    const { router, user } = await renderCodeTab();
    await user.type(screen.getByLabelText('Email'), 'mia@example.com.au');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(pinMessages.invalid);
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(pinMessages.invalid);
    expect(locationOf(router)).toBe('/login');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('sends a new code to the same address and clears the old one', async () => {
    const api = stubApi({
      [`POST ${SEND_PIN_CODE_WITH_MAIL_PATH}`]: sent,
      [`POST ${LOGIN_WITH_PIN_CODE_PATH}`]: () => apiError(401, pinMessages.tooManyTries),
    });
    const { user } = await renderCodeTab();
    await user.type(screen.getByLabelText('Email'), 'mia@example.com.au');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(pinMessages.tooManyTries);

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(api.calls('POST', SEND_PIN_CODE_WITH_MAIL_PATH)).toHaveLength(2));
    expect(api.calls('POST', SEND_PIN_CODE_WITH_MAIL_PATH)[1]?.body).toEqual({ email: 'mia@example.com.au' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(pinMessages.sent));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveValue('');
  });

  it('says the account is locked without blaming the code', async () => {
    stubApi({
      [`POST ${SEND_PIN_CODE_WITH_MAIL_PATH}`]: sent,
      [`POST ${LOGIN_WITH_PIN_CODE_PATH}`]: () => apiError(403, pinMessages.locked, ErrorCode.ACCOUNT_LOCKED),
    });
    const { user } = await renderCodeTab();
    await user.type(screen.getByLabelText('Email'), 'mia@example.com.au');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(pinMessages.locked);
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'false');
  });

  it('checks the mobile and the code in the browser before sending them', async () => {
    const api = stubApi({ [`POST ${SEND_PIN_CODE_PATH}`]: sent });
    const { user } = await renderCodeTab();
    await user.click(screen.getByRole('radio', { name: 'By text message' }));
    const mobile = screen.getByLabelText('Mobile number');
    await user.type(mobile, '02 9876 5432');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(mobile).toHaveAccessibleDescription(expect.stringContaining(pinMessages.phoneInvalid));
    expect(api.sent()).toEqual([]);

    await user.clear(mobile);
    await user.type(mobile, '+61 412 345 678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('6-digit code');
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(code).toHaveAccessibleDescription('Enter the 6-digit code');
    expect(api.calls('POST', LOGIN_WITH_PIN_CODE_PATH)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Use a different number' }));
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveFocus());
    expect(screen.getByLabelText('Mobile number')).toHaveValue('+61 412 345 678');
  });
});
