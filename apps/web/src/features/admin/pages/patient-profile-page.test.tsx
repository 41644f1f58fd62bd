import { totpMessages } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import { maskMessages } from '@curo/core/users';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { MASK_RETURN_KEY } from '../../../lib/mask-session';
import { toast } from '../../../lib/toast-store';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { maskUserPath } from '../api/mask-user';
import { buildAdmin, buildListedUser, buildPatientDetail } from '../testing/build-admin-data';
import { PatientProfilePage } from './patient-profile-page';

const mia = buildPatientDetail();
const PROFILE_PATH = `/api/v1/users/getUserById/${mia.id}`;
const renderPatient = (path = `/admin/patient/profile?id=${mia.id}`) =>
  renderRoute([{ path: '/admin/patient/profile', element: <PatientProfilePage /> }], path);

const maskedTokens = {
  access: { token: 'access-masked' },
  refresh: { token: 'refresh-masked' },
  accessToken: 'access-masked',
};

async function openViewAs(user: ReturnType<typeof renderPatient>['user']) {
  await user.click(await screen.findByRole('button', { name: 'View as patient' }));
  return screen.findByRole('dialog', { name: 'View as Mia Nguyen' });
}

describe("an admin's view of a patient", () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-admin');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-admin');
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows their account and patient profile, the Medicare card as printed', async () => {
    stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildAdmin()),
      [`GET ${PROFILE_PATH}`]: () => json(200, mia),
    });
    renderPatient();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Nguyen' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent('mia@example.com.au');
    expect(screen.getByText('Active')).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Patient profile' });
    expect(profile).toHaveTextContent('12 Apr 1990');
    expect(profile).toHaveTextContent('2953 12345 1, IRN 2, expires 08/2029');
    expect(profile).toHaveTextContent('8003 6081 6669 0503');
    expect(profile).toHaveTextContent('12 Wattle Street, Paddington NSW 2021');
    expect(screen.getByRole('link', { name: 'All users' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Payments and invoices' })).toHaveAttribute(
      'href',
      `/admin/patient/billing?id=${mia.id}`,
    );
    expect(document.title).toBe('Mia Nguyen | Curo');
  });

  it('says so when the link has no patient, or the patient does not exist', async () => {
    stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildAdmin()),
      [`GET ${PROFILE_PATH}`]: () => apiError(404, 'User not found', ErrorCode.NOT_FOUND),
    });
    renderPatient('/admin/patient/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that patient" }),
    ).toBeInTheDocument();
    document.body.innerHTML = '';
    renderPatient();
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
  });

  it('blocks and unblocks the patient', async () => {
    let status: 'active' | 'blocked' = 'active';
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildAdmin()),
      [`GET ${PROFILE_PATH}`]: () => json(200, { ...mia, status }),
      [`POST /api/v1/users/${mia.id}/block`]: ({ body }) => {
        status = (body as { blocked: boolean }).blocked ? 'blocked' : 'active';
        return json(200, buildListedUser());
      },
    });
    const { user } = renderPatient();
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(screen.getByText('Blocked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View as patient' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(api.calls('POST', `/api/v1/users/${mia.id}/block`).map((r) => r.body)).toEqual([
      { blocked: true },
      { blocked: false },
    ]);
  });

  describe('View as patient', () => {
    it('asks for a reason of at least 10 characters and a 6-digit code before sending', async () => {
      const api = stubApi({
        [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildAdmin()),
        [`GET ${PROFILE_PATH}`]: () => json(200, mia),
      });
      const { user } = renderPatient();
      const dialog = await openViewAs(user);
      await user.type(within(dialog).getByLabelText('Reason'), 'too short');
      await user.type(within(dialog).getByLabelText('Code from your authenticator app'), '12');
      await user.click(within(dialog).getByRole('button', { name: 'View as Mia' }));

      const reason = within(dialog).getByLabelText('Reason');
      expect(reason).toHaveAttribute('aria-invalid', 'true');
      expect(reason).toHaveAccessibleDescription(expect.stringContaining('at least 10 characters'));
      expect(within(dialog).getByLabelText('Code from your authenticator app')).toHaveAccessibleDescription(
        'Enter the 6-digit code from your authenticator app',
      );
      await waitFor(() => expect(reason).toHaveFocus());
      expect(api.calls('POST', maskUserPath(mia.id))).toHaveLength(0);
    });

    it("sets the admin's tokens aside, uses the patient's and opens their account", async () => {
      const api = stubApi({
        [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildAdmin()),
        [`GET ${PROFILE_PATH}`]: () => json(200, mia),
        [`POST ${maskUserPath(mia.id)}`]: () => json(200, maskedTokens),
      });
      const { router, user, queryClient } = renderPatient();
      const dialog = await openViewAs(user);
      await user.type(within(dialog).getByLabelText('Reason'), 'Patient rang: booking page shows an error');
      await user.type(within(dialog).getByLabelText('Code from your authenticator app'), '123456');
      await user.click(within(dialog).getByRole('button', { name: 'View as Mia' }));

      await waitFor(() => expect(locationOf(router)).toBe('/account'));
      expect(api.calls('POST', maskUserPath(mia.id))[0]).toMatchObject({
        body: { reason: 'Patient rang: booking page shows an error', totpCode: '123456' },
        authorization: 'Bearer access-admin',
      });
      expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-masked');
      expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-masked');
      expect(JSON.parse(sessionStorage.getItem(MASK_RETURN_KEY) ?? 'null')).toEqual({
        accessToken: 'access-admin',
        refreshToken: 'refresh-admin',
      });
      // Nothing the admin's session fetched is left for the patient's.
      expect(queryClient.getQueryData(['auth', 'current-user'])).toBeUndefined();
    });

    it('says a wrong code is wrong and empties the code box, keeping the reason', async () => {
      stubApi({
        [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildAdmin()),
        [`GET ${PROFILE_PATH}`]: () => json(200, mia),
        [`POST ${maskUserPath(mia.id)}`]: () =>
          apiError(400, totpMessages.invalidCode, ErrorCode.VALIDATION_ERROR),
      });
      const { router, user } = renderPatient();
      const dialog = await openViewAs(user);
      await user.type(within(dialog).getByLabelText('Reason'), 'Checking a reported display problem');
      await user.type(within(dialog).getByLabelText('Code from your authenticator app'), '000000');
      await user.click(within(dialog).getByRole('button', { name: 'View as Mia' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(totpMessages.invalidCode);
      const code = within(dialog).getByLabelText('Code from your authenticator app');
      expect(code).toHaveValue('');
      expect(code).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getByLabelText('Reason')).toHaveValue('Checking a reported display problem');
      expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-admin');
      expect(sessionStorage.getItem(MASK_RETURN_KEY)).toBeNull();
      expect(locationOf(router)).toBe(`/admin/patient/profile?id=${mia.id}`);
    });

    it('explains, and links to Security, when the admin has no two-step sign-in', async () => {
      stubApi({
        [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildAdmin({ totpEnabled: false })),
        [`GET ${PROFILE_PATH}`]: () => json(200, mia),
      });
      const { user } = renderPatient();
      const dialog = await openViewAs(user);
      expect(
        await within(dialog).findByText(/needs two-step sign-in on your own account/),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: 'Turn on two-step sign-in' })).toHaveAttribute(
        'href',
        '/account/security',
      );
      expect(within(dialog).queryByLabelText('Reason')).not.toBeInTheDocument();
    });

    it('switches to the explanation when the server says two-step sign-in is off', async () => {
      stubApi({
        [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildAdmin()),
        [`GET ${PROFILE_PATH}`]: () => json(200, mia),
        [`POST ${maskUserPath(mia.id)}`]: () =>
          apiError(403, maskMessages.totpRequired, ErrorCode.TOTP_REQUIRED),
      });
      const { user } = renderPatient();
      const dialog = await openViewAs(user);
      await user.type(within(dialog).getByLabelText('Reason'), 'Checking a reported display problem');
      await user.type(within(dialog).getByLabelText('Code from your authenticator app'), '123456');
      await user.click(within(dialog).getByRole('button', { name: 'View as Mia' }));
      expect(
        await within(dialog).findByRole('link', { name: 'Turn on two-step sign-in' }),
      ).toBeInTheDocument();
    });

    it('closes with Escape', async () => {
      stubApi({
        [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildAdmin()),
        [`GET ${PROFILE_PATH}`]: () => json(200, mia),
      });
      const { user } = renderPatient();
      await openViewAs(user);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'View as patient' })).toHaveFocus();
    });
  });
});
