import { authMessages } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { apiError, buildTokens, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { CREATE_PATIENT_PATH } from '../api/create-patient';
import { SignupPage } from './signup-page';

const renderSignup = () => renderRoute([{ path: '/signup', element: <SignupPage /> }], '/signup');

async function fillValid(user: ReturnType<typeof renderSignup>['user'], { phone = '' } = {}) {
  await user.type(screen.getByLabelText('First name'), 'Mia');
  await user.type(screen.getByLabelText('Last name'), 'Nguyen');
  await user.type(screen.getByLabelText('Email'), 'mia@example.com.au');
  if (phone) await user.type(screen.getByLabelText('Phone number (optional)'), phone);
  await user.type(screen.getByLabelText('Password'), 'a long harbour view');
}

const submit = (user: ReturnType<typeof renderSignup>['user']) =>
  user.click(screen.getByRole('button', { name: 'Create account' }));

describe('the sign-up page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('has one h1, a label on every field and says the password needs at least 8 characters', () => {
    stubApi({});
    renderSignup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const label of ['First name', 'Last name', 'Email', 'Phone number (optional)', 'Password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/at least 8 characters/);
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('creates the account, keeps the tokens and goes to /?fromSignup=true', async () => {
    const api = stubApi({ [`POST ${CREATE_PATIENT_PATH}`]: () => json(201, buildTokens()) });
    const { router, user } = renderSignup();
    await fillValid(user, { phone: '0412 345 678' });
    await submit(user);

    await waitFor(() => expect(locationOf(router)).toBe('/?fromSignup=true'));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-1');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    expect(api.calls('POST', CREATE_PATIENT_PATH)[0]?.body).toEqual({
      firstName: 'Mia',
      lastName: 'Nguyen',
      email: 'mia@example.com.au',
      phone: '0412 345 678',
      password: 'a long harbour view',
    });
  });

  it('leaves the phone out when none is given', async () => {
    const api = stubApi({ [`POST ${CREATE_PATIENT_PATH}`]: () => json(201, buildTokens()) });
    const { router, user } = renderSignup();
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(locationOf(router)).toBe('/?fromSignup=true'));
    expect(api.calls('POST', CREATE_PATIENT_PATH)[0]?.body).not.toHaveProperty('phone');
  });

  it("shows the server's message as it gives it and marks the password", async () => {
    stubApi({
      [`POST ${CREATE_PATIENT_PATH}`]: () =>
        apiError(400, authMessages.passwordTooCommon, ErrorCode.VALIDATION_ERROR),
    });
    const { router, user } = renderSignup();
    await fillValid(user);
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.passwordTooCommon);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining(authMessages.passwordTooCommon));
    expect(locationOf(router)).toBe('/signup');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('shows "An account with this email already exists" on a 409 and marks the email', async () => {
    stubApi({
      [`POST ${CREATE_PATIENT_PATH}`]: () => apiError(409, authMessages.emailTaken, ErrorCode.EMAIL_TAKEN),
    });
    const { user } = renderSignup();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.emailTaken);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows any other server message too', async () => {
    stubApi({ [`POST ${CREATE_PATIENT_PATH}`]: () => apiError(400, 'Sign-ups are paused for maintenance') });
    const { user } = renderSignup();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-ups are paused for maintenance');
  });

  it('checks presence and format in the browser and sends nothing until they pass', async () => {
    const api = stubApi({});
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('Email'), 'mia@nowhere');
    await user.type(screen.getByLabelText('Phone number (optional)'), 'call me');
    await user.type(screen.getByLabelText('Password'), 'short');
    await submit(user);

    const firstName = screen.getByLabelText('First name');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Please enter your first name');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Please enter your last name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(screen.getByLabelText('Phone number (optional)')).toHaveAccessibleDescription(
      /Please enter a valid phone number/,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining(authMessages.passwordTooShort),
    );
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
