import { totpMessages } from '@curo/core/auth';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { apiError, buildUser, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { TOTP_CONFIRM_PATH } from '../api/confirm-totp';
import { TOTP_DISABLE_PATH } from '../api/disable-totp';
import { SESSIONS_PATH } from '../api/get-sessions';
import { TOTP_SETUP_PATH } from '../api/setup-totp';
import { SecurityPage } from '../pages/security-page';

const renderSecurity = () =>
  renderRoute([{ path: '/account/security', element: <SecurityPage /> }], '/account/security');
const staff = (totpEnabled: boolean, role: 'admin' | 'patient' = 'admin') =>
  json(200, {
    ...buildUser({ role }),
    status: 'active',
    totpEnabled,
    patientProfile: null,
    doctorProfile: null,
  });

describe('two-step sign-in on the security page', () => {
  beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1'));
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sets up with the key shown once, and turns on with a first code', async () => {
    let enabled = false;
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => staff(enabled),
      [`GET ${SESSIONS_PATH}`]: () => json(200, { items: [] }),
      [`POST ${TOTP_SETUP_PATH}`]: () =>
        json(200, {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Curo:mia?secret=JBSWY3DPEHPK3PXP',
        }),
      [`POST ${TOTP_CONFIRM_PATH}`]: ({ body }) => {
        if ((body as { code: string }).code !== '123456') return apiError(400, totpMessages.invalidCode);
        enabled = true;
        return json(200, { enabled: true });
      },
    });
    const { user } = renderSecurity();
    const section = await screen.findByRole('region', { name: /Two-step sign-in/ });
    expect(section).toHaveTextContent('Off');
    await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));

    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('link', { name: 'open it in your authenticator app' })).toHaveAttribute(
      'href',
      'otpauth://totp/Curo:mia?secret=JBSWY3DPEHPK3PXP',
    );
    await user.type(screen.getByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(totpMessages.invalidCode);
    expect(screen.getByLabelText('6-digit code')).toHaveValue('');

    await user.type(screen.getByLabelText('6-digit code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    await waitFor(() => expect(section).toHaveTextContent('On'));
    expect(screen.queryByTestId('totp-secret')).not.toBeInTheDocument();
    expect(api.calls('POST', TOTP_CONFIRM_PATH).map((r) => r.body)).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);
  });

  it('turns off only with a current code', async () => {
    let enabled = true;
    stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => staff(enabled),
      [`GET ${SESSIONS_PATH}`]: () => json(200, { items: [] }),
      [`POST ${TOTP_DISABLE_PATH}`]: () => {
        enabled = false;
        return json(200, { enabled: false });
      },
    });
    const { user } = renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText('Current code from your app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await screen.findByRole('button', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
  });

  it('is not offered to patients', async () => {
    stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => staff(false, 'patient'),
      [`GET ${SESSIONS_PATH}`]: () => json(200, { items: [] }),
    });
    renderSecurity();
    expect(await screen.findByText(/No devices are signed in/)).toBeInTheDocument();
    expect(screen.queryByText('Two-step sign-in')).not.toBeInTheDocument();
  });
});
