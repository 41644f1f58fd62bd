import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { PROVIDERS_PATH } from '../api/get-sign-in-providers';
import { GOOGLE_LOGIN_PATH } from '../api/google-login';
import { GoogleSignIn, GSI_SCRIPT } from './google-sign-in';

const tokens = { access: { token: 'a' }, refresh: { token: 'r' }, accessToken: 'a' };

function renderGoogle(onSignedIn = vi.fn(), onTotpRequired = vi.fn()) {
  renderRoute(
    [{ path: '/login', element: <GoogleSignIn onSignedIn={onSignedIn} onTotpRequired={onTotpRequired} /> }],
    '/login',
  );
  return { onSignedIn, onTotpRequired };
}

describe('Sign in with Google', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.google;
    for (const script of document.head.querySelectorAll(`script[src="${GSI_SCRIPT}"]`)) script.remove();
    localStorage.clear();
  });

  it('shows nothing and loads nothing from Google when the server does not offer it', async () => {
    const api = stubApi({ [`GET ${PROVIDERS_PATH}`]: () => json(200, { google: null }) });
    renderGoogle();
    await waitFor(() => expect(api.calls('GET', PROVIDERS_PATH)).toHaveLength(1));
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(document.head.querySelector(`script[src="${GSI_SCRIPT}"]`)).toBeNull();
  });

  it("renders Google's button with our client id and signs in with the token it gives", async () => {
    let callback: ((r: { credential?: string }) => void) | undefined;
    const initialize = vi.fn((options: { client_id: string; callback: typeof callback }) => {
      callback = options.callback;
    });
    const renderButton = vi.fn();
    window.google = { accounts: { id: { initialize, renderButton } } } as unknown as typeof window.google;
    const api = stubApi({
      [`GET ${PROVIDERS_PATH}`]: () =>
        json(200, { google: { clientId: 'curo-web.apps.googleusercontent.com' } }),
      [`POST ${GOOGLE_LOGIN_PATH}`]: () => json(200, tokens),
    });
    const { onSignedIn } = renderGoogle();
    await waitFor(() => expect(renderButton).toHaveBeenCalled());
    expect(initialize.mock.calls[0]?.[0].client_id).toBe('curo-web.apps.googleusercontent.com');
    callback?.({ credential: 'google-id-token' });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(api.calls('POST', GOOGLE_LOGIN_PATH)[0]?.body).toEqual({ idToken: 'google-id-token' });
  });

  it("hands over to the two-step step, and shows the server's refusal", async () => {
    let callback: ((r: { credential?: string }) => void) | undefined;
    window.google = {
      accounts: {
        id: {
          initialize: (o: { callback: typeof callback }) => {
            callback = o.callback;
          },
          renderButton: vi.fn(),
        },
      },
    } as unknown as typeof window.google;
    let answer = json(200, { totpRequired: true, challenge: 'c-1' });
    stubApi({
      [`GET ${PROVIDERS_PATH}`]: () => json(200, { google: { clientId: 'x' } }),
      [`POST ${GOOGLE_LOGIN_PATH}`]: () => answer,
    });
    const { onTotpRequired } = renderGoogle();
    await waitFor(() => expect(callback).toBeDefined());
    callback?.({ credential: 't' });
    await waitFor(() => expect(onTotpRequired).toHaveBeenCalledWith('c-1'));
    answer = apiError(403, 'This account cannot sign in. Contact support if you think this is a mistake');
    callback?.({ credential: 't' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This account cannot sign in');
  });
});
