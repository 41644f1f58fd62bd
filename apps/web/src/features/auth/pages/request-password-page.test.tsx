import { authMessages } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast-store';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { REQUEST_PASSWORD_RESET_PATH } from '../api/request-password-reset';
import { RESET_PASSWORD_PATH } from '../api/reset-password';
import { RequestPasswordPage } from './request-password-page';

const SENT =
  'If an account exists for that email, a reset link is on its way. It works once, for 30 minutes.';
const DONE = 'Your password has been changed. Sign in with your new password.';
const EXPIRED = 'This reset link has expired or was already used. Ask for a new one.';

const renderPage = (path = '/request-password', options: { strict?: boolean } = {}) =>
  renderRoute([{ path: '/request-password', element: <RequestPasswordPage /> }], path, options);

async function choosePassword(user: ReturnType<typeof renderPage>['user'], password: string) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('the reset-password page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  describe('without a token', () => {
    it('has one h1, a title and a labelled email field', () => {
      stubApi({});
      renderPage();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reset your password');
      expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      expect(document.title).toBe('Reset your password | Curo');
    });

    it("asks for a reset link and shows the server's message", async () => {
      const api = stubApi({ [`POST ${REQUEST_PASSWORD_RESET_PATH}`]: () => json(200, { message: SENT }) });
      const { user } = renderPage();
      await user.type(screen.getByLabelText('Email'), 'mia@example.com.au');
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));

      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SENT));
      expect(api.calls('POST', REQUEST_PASSWORD_RESET_PATH)).toEqual([
        {
          method: 'POST',
          path: REQUEST_PASSWORD_RESET_PATH,
          body: { email: 'mia@example.com.au' },
          authorization: null,
        },
      ]);
    });

    it('asks for an email before sending anything', async () => {
      const api = stubApi({});
      const { user } = renderPage();
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email');
      expect(api.fetchMock).not.toHaveBeenCalled();
    });
  });

  describe('with a token from the email', () => {
    it('takes the token out of the address bar, posts it with the new password and says it worked', async () => {
      const api = stubApi({ [`POST ${RESET_PASSWORD_PATH}`]: () => json(200, { message: DONE }) });
      const { router, user } = renderPage('/request-password?token=reset-token-1', { strict: true });

      await waitFor(() => expect(locationOf(router)).toBe('/request-password'));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const password = screen.getByLabelText('New password');
      expect(password).toHaveAttribute('autocomplete', 'new-password');
      expect(password).toHaveAccessibleDescription(/at least 8 characters/);
      await user.click(screen.getByRole('button', { name: 'Show password' }));
      expect(password).toHaveAttribute('type', 'text');

      await choosePassword(user, 'a long harbour view');
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(DONE));
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      expect(api.calls('POST', RESET_PASSWORD_PATH)).toEqual([
        {
          method: 'POST',
          path: RESET_PASSWORD_PATH,
          body: { token: 'reset-token-1', password: 'a long harbour view' },
          authorization: null,
        },
      ]);
    });

    it("shows a password the server turns down on the password field, in the server's words", async () => {
      stubApi({
        [`POST ${RESET_PASSWORD_PATH}`]: () =>
          apiError(400, authMessages.passwordTooCommon, ErrorCode.VALIDATION_ERROR),
      });
      const { user } = renderPage('/request-password?token=reset-token-1');
      await choosePassword(user, 'password123');

      const password = screen.getByLabelText('New password');
      await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
      expect(password).toHaveAccessibleDescription(expect.stringContaining(authMessages.passwordTooCommon));
      await waitFor(() => expect(password).toHaveFocus());
    });

    it('checks the length in the browser before sending', async () => {
      const api = stubApi({});
      const { user } = renderPage('/request-password?token=reset-token-1');
      await choosePassword(user, 'short');
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        expect.stringContaining(authMessages.passwordTooShort),
      );
      expect(api.fetchMock).not.toHaveBeenCalled();
    });

    it('says when the link has expired, and lets the visitor ask for a new one', async () => {
      stubApi({ [`POST ${RESET_PASSWORD_PATH}`]: () => apiError(401, EXPIRED, ErrorCode.UNAUTHORIZED) });
      const { user } = renderPage('/request-password?token=old-token');
      await choosePassword(user, 'a long harbour view');

      expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reset your password');
      expect(screen.getByLabelText('Email')).toBeInTheDocument();
    });
  });
});
