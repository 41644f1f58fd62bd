import { authMessages, pinMessages } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { apiError, buildUser, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { changeEmailPath, SEND_CHANGE_EMAIL_CODE_PATH } from '../api/change-email';
import { ChangeEmailCard } from './change-email-card';

const NEW = 'mia.nguyen@example.net';
const renderCard = () =>
  renderRoute(
    [{ path: '/account/security', element: <ChangeEmailCard currentEmail="mia@example.com.au" /> }],
    '/account/security',
  );
const sent = () => json(200, { message: 'If an account matches, a 6-digit code is on its way.' });

async function askForCode(user: ReturnType<typeof renderCard>['user'], email = NEW) {
  await user.type(screen.getByLabelText('New email'), email);
  await user.click(screen.getByRole('button', { name: 'Send a code' }));
}

beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1'));
afterEach(() => {
  act(() => toast.clear());
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('changing the account email', () => {
  it('says which email signs in now, and checks the new one before sending anything', async () => {
    const api = stubApi({});
    const { user } = renderCard();
    const card = screen.getByRole('region', { name: 'Email' });
    expect(within(card).getByText('mia@example.com.au')).toBeInTheDocument();
    await askForCode(user, 'not-an-email');
    expect(screen.getByLabelText('New email')).toHaveAccessibleDescription('Please enter a valid email');
    await user.clear(screen.getByLabelText('New email'));
    await askForCode(user, 'MIA@example.com.au');
    expect(screen.getByLabelText('New email')).toHaveAccessibleDescription('That is already your email');
    expect(api.requests).toHaveLength(0);
  });

  it('sends a code to the new address, then changes the email with it', async () => {
    const changed = buildUser({ email: NEW });
    const api = stubApi({
      [`POST ${SEND_CHANGE_EMAIL_CODE_PATH}`]: sent,
      [`POST ${changeEmailPath(NEW)}`]: () => json(200, changed),
    });
    const { user } = renderCard();
    await askForCode(user);
    expect(api.calls('POST', SEND_CHANGE_EMAIL_CODE_PATH)[0]?.body).toEqual({ email: NEW });
    expect(await screen.findByText(/Enter the code we sent to/)).toHaveTextContent(NEW);
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(
      await screen.findByText(`Your email is now ${NEW}. Use it to sign in from now on.`),
    ).toBeInTheDocument();
    expect(api.calls('POST', changeEmailPath(NEW))[0]?.body).toEqual({ pinCode: '123456' });
    expect(screen.getByLabelText('New email')).toHaveValue('');
  });

  it('shows an address already in use by the email field', async () => {
    stubApi({
      [`POST ${SEND_CHANGE_EMAIL_CODE_PATH}`]: () =>
        apiError(409, authMessages.emailTaken, ErrorCode.EMAIL_TAKEN),
    });
    const { user } = renderCard();
    await askForCode(user);
    const field = await screen.findByLabelText('New email');
    expect(field).toHaveAccessibleDescription(authMessages.emailTaken);
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a wrong or expired code by the code field, and can send a new one', async () => {
    const api = stubApi({
      [`POST ${SEND_CHANGE_EMAIL_CODE_PATH}`]: sent,
      [`POST ${changeEmailPath(NEW)}`]: () => apiError(400, pinMessages.invalid, ErrorCode.VALIDATION_ERROR),
    });
    const { user } = renderCard();
    await askForCode(user);
    await user.type(await screen.findByLabelText('6-digit code'), '999999');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByLabelText('6-digit code')).toHaveAccessibleDescription(pinMessages.invalid);
    // The session stays: a wrong code is not a reason to sign the person out.
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-1');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(api.calls('POST', SEND_CHANGE_EMAIL_CODE_PATH)).toHaveLength(2);
  });

  it('checks the code has six digits, and goes back to choose another address', async () => {
    const api = stubApi({ [`POST ${SEND_CHANGE_EMAIL_CODE_PATH}`]: sent });
    const { user } = renderCard();
    await askForCode(user);
    await user.type(await screen.findByLabelText('6-digit code'), '12');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription('Enter the 6-digit code');
    expect(api.calls('POST', changeEmailPath(NEW))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByLabelText('New email')).toHaveValue(NEW);
  });

  it('says when too many codes were asked for', async () => {
    stubApi({
      [`POST ${SEND_CHANGE_EMAIL_CODE_PATH}`]: () =>
        apiError(429, 'Too many codes requested. Please try again in an hour.', ErrorCode.RATE_LIMITED),
    });
    const { user } = renderCard();
    await askForCode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many codes requested. Please try again in an hour.',
    );
  });
});
