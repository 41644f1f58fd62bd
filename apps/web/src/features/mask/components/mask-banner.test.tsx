import type { TUserDetail } from '@curo/core/users';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { MASK_RETURN_KEY } from '../../../lib/mask-session';
import { buildUser, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { LOGOUT_PATH } from '../../auth';
import { MaskBanner } from './mask-banner';

const ADMIN_ID = '0190a5c1-0000-7000-8000-00000000ad01';

/** The patient as `GET /users/fetchLogin` answers in a masked session. */
const buildMaskedPatient = (overrides: Partial<TUserDetail> = {}): TUserDetail => ({
  ...buildUser(),
  status: 'active',
  totpEnabled: false,
  photoUrl: null,
  patientProfile: null,
  doctorProfile: null,
  maskedBy: { id: ADMIN_ID, firstName: 'Sam', lastName: 'Taylor' },
  ...overrides,
});

const renderAccount = () =>
  renderRoute(
    [
      {
        path: '/account',
        element: (
          <>
            <MaskBanner />
            <h1>Hello, Mia</h1>
          </>
        ),
      },
    ],
    '/account',
  );

describe('the mask banner', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-masked');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-masked');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
    document.documentElement.removeAttribute('style');
  });

  it('says whom the admin is viewing as, and who is really acting', async () => {
    stubApi({ [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildMaskedPatient()) });
    renderAccount();
    const banner = await screen.findByRole('region', { name: 'Viewing as a patient' });
    expect(banner).toHaveTextContent('Viewing as Mia Nguyen');
    expect(banner).toHaveTextContent('You are Sam Taylor');
    expect(screen.getByRole('button', { name: 'Exit viewing as Mia Nguyen' })).toBeInTheDocument();
    // The sticky site header is told how tall the banner is, to sit beneath it.
    expect(document.documentElement.style.getPropertyValue('--mask-banner-height')).toMatch(/px$/);
  });

  it('is not there in an ordinary session', async () => {
    stubApi({ [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildMaskedPatient({ maskedBy: null })) });
    renderAccount();
    expect(await screen.findByRole('heading', { name: 'Hello, Mia' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Viewing as/)).not.toBeInTheDocument());
  });

  it("on Exit, ends the patient's session, restores the admin's tokens and returns to the patient's page", async () => {
    sessionStorage.setItem(
      MASK_RETURN_KEY,
      JSON.stringify({ accessToken: 'access-admin', refreshToken: 'refresh-admin' }),
    );
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildMaskedPatient()),
      [`POST ${LOGOUT_PATH}`]: () => new Response(null, { status: 204 }),
    });
    const { router, user, queryClient } = renderAccount();
    await user.click(await screen.findByRole('button', { name: /^Exit/ }));

    await waitFor(() => expect(locationOf(router)).toBe(`/admin/patient/profile?id=${buildUser().id}`));
    expect(api.calls('POST', LOGOUT_PATH)).toEqual([
      {
        method: 'POST',
        path: LOGOUT_PATH,
        body: { refreshToken: 'refresh-masked' },
        authorization: 'Bearer access-masked',
      },
    ]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-admin');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-admin');
    expect(sessionStorage.getItem(MASK_RETURN_KEY)).toBeNull();
    expect(queryClient.getQueryData(['auth', 'current-user'])).toBeUndefined();
  });

  it('restores the admin even when the server cannot be told', async () => {
    sessionStorage.setItem(
      MASK_RETURN_KEY,
      JSON.stringify({ accessToken: 'access-admin', refreshToken: 'refresh-admin' }),
    );
    stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildMaskedPatient()),
      [`POST ${LOGOUT_PATH}`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { router, user } = renderAccount();
    await user.click(await screen.findByRole('button', { name: /^Exit/ }));
    await waitFor(() => expect(locationOf(router)).toMatch(/^\/admin\/patient\/profile/));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-admin');
  });

  it("without the admin's saved tokens, signs out fully and goes to sign in", async () => {
    stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildMaskedPatient()),
      [`POST ${LOGOUT_PATH}`]: () => new Response(null, { status: 204 }),
    });
    const { router, user } = renderAccount();
    await user.click(await screen.findByRole('button', { name: /^Exit/ }));
    await waitFor(() => expect(locationOf(router)).toBe('/login'));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });
});
