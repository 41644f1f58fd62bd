import { freeEmergencyMessages } from '@curo/core/users';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast-store';
import { apiError, buildTokens, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { CREATE_PATIENT_PATH, CREATE_PATIENT_WITH_CODE_PATH } from '../api/create-patient';
import { SignupPage } from './signup-page';

const renderSignup = (path = '/signup') => renderRoute([{ path: '/signup', element: <SignupPage /> }], path);
const CODE_FIELD = 'Employer code (optional)';

async function fillValid(user: ReturnType<typeof renderSignup>['user']) {
  await user.type(screen.getByLabelText('First name'), 'Mia');
  await user.type(screen.getByLabelText('Last name'), 'Nguyen');
  await user.type(screen.getByLabelText('Email'), 'mia@example.com.au');
  await user.type(screen.getByLabelText('Password'), 'a long harbour view');
}

describe('signing up with an employer code', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('offers the code as an optional field that says what it brings', () => {
    stubApi({});
    renderSignup();
    expect(screen.getByLabelText(CODE_FIELD)).toHaveValue('');
    expect(screen.getByLabelText(CODE_FIELD)).toHaveAccessibleDescription(/free urgent consult/);
  });

  it('with a code (here from ?company=), joins the employer’s program', async () => {
    const api = stubApi({ [`POST ${CREATE_PATIENT_WITH_CODE_PATH}`]: () => json(201, buildTokens()) });
    const { router, user } = renderSignup('/signup?company=harbourview');
    expect(screen.getByLabelText(CODE_FIELD)).toHaveValue('harbourview');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(locationOf(router)).toBe('/?fromSignup=true'));
    expect(api.calls('POST', CREATE_PATIENT_WITH_CODE_PATH)[0]?.body).toEqual({
      firstName: 'Mia',
      lastName: 'Nguyen',
      email: 'mia@example.com.au',
      password: 'a long harbour view',
      companySlug: 'harbourview',
    });
    expect(api.calls('POST', CREATE_PATIENT_PATH)).toHaveLength(0);
  });

  it('shows an unknown code by the code field, and signs up without one once it is cleared', async () => {
    const api = stubApi({
      [`POST ${CREATE_PATIENT_WITH_CODE_PATH}`]: () => apiError(404, freeEmergencyMessages.unknownCompany),
      [`POST ${CREATE_PATIENT_PATH}`]: () => json(201, buildTokens()),
    });
    const { router, user } = renderSignup();
    await fillValid(user);
    await user.type(screen.getByLabelText(CODE_FIELD), 'nosuchco');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const field = screen.getByLabelText(CODE_FIELD);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(new RegExp(freeEmergencyMessages.unknownCompany)),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(locationOf(router)).toBe('/?fromSignup=true'));
    expect(api.calls('POST', CREATE_PATIENT_PATH)[0]?.body).not.toHaveProperty('companySlug');
  });
});
