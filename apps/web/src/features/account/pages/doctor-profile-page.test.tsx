import type { TUserDetail } from '@curo/core/users';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { buildDoctorDetail } from '../../../test/build-user-detail';
import { apiError, buildUser, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { userPath } from '../api/get-user';
import { uploadEsignPath } from '../api/upload-esign';
import { accountMessages } from '../utils/account-messages';
import { specialtyMessages } from '../utils/specialties';
import { DoctorProfilePage } from './doctor-profile-page';

type Handlers = Parameters<typeof stubApi>[0];

function doctorServer(user: TUserDetail = buildDoctorDetail(), extra: Handlers = {}) {
  return stubApi({
    [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, user),
    [`GET ${userPath(user.id)}`]: () => json(200, user),
    ...extra,
  });
}

async function openForm() {
  const view = renderRoute(
    [{ path: '/account/doctor/profile', element: <DoctorProfilePage /> }],
    '/account/doctor/profile',
  );
  await screen.findByRole('form', { name: 'Your profile' });
  return view;
}

describe('the doctor profile page', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    URL.createObjectURL = vi.fn(() => 'blob:signature');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the public username read-only and the stored specialties', async () => {
    doctorServer();
    await openForm();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByLabelText('Public username')).toHaveValue('priya-raman');
    expect(screen.getByLabelText('Public username')).toHaveAttribute('readonly');
    const list = screen.getByRole('list', { name: 'Your specialties' });
    expect(within(list).getByText('General practice')).toBeInTheDocument();
  });

  it('adds a specialty with Enter, without saving the form, and removes one with its button', async () => {
    const api = doctorServer();
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Specialties'), "Women's health{Enter}");
    expect(screen.getByRole('button', { name: "Remove Women's health" })).toBeInTheDocument();
    expect(screen.getByLabelText('Specialties')).toHaveValue('');
    expect(screen.getByText("Added Women's health.")).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove General practice' }));
    expect(screen.queryByRole('button', { name: 'Remove General practice' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Specialties')).toHaveFocus();
  });

  it('keeps each specialty under 80 characters', async () => {
    doctorServer();
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Specialties'), `${'a'.repeat(81)}{Enter}`);
    expect(screen.getByLabelText('Specialties')).toHaveAccessibleDescription(
      expect.stringContaining(specialtyMessages.tooLong),
    );
  });

  it('counts the bio’s characters as it is typed', async () => {
    doctorServer(buildDoctorDetail({}, { bio: '' }));
    const { user } = await openForm();
    await user.type(screen.getByLabelText(/About you/), 'Hello');
    expect(screen.getByLabelText(/About you/)).toHaveAccessibleDescription(
      expect.stringContaining('5 / 2000 characters used'),
    );
  });

  it('saves with PUT /users/{id}, including a specialty still in the box, and says so', async () => {
    const doctor = buildDoctorDetail();
    const api = doctorServer(doctor, { [`PUT ${userPath(doctor.id)}`]: () => json(200, doctor) });
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Specialties'), 'Skin checks');
    await user.clear(screen.getByLabelText(/About you/));
    await user.type(screen.getByLabelText(/About you/), 'GP in Brisbane.');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Australia/Perth');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(accountMessages.profileSaved)).toBeInTheDocument();
    expect(api.calls('PUT', userPath(doctor.id))[0]?.body).toEqual({
      firstName: 'Priya',
      lastName: 'Raman',
      phone: '0412 345 678',
      doctorProfile: {
        providerNumber: '2426621B',
        bio: 'GP in Brisbane.',
        specialties: ['General practice', 'Skin checks'],
        timeZone: 'Australia/Perth',
      },
    });
  });

  it('shows a refusal from the server in the form', async () => {
    const doctor = buildDoctorDetail();
    doctorServer(doctor, {
      [`PUT ${userPath(doctor.id)}`]: () => apiError(400, 'Please enter a last name'),
    });
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a last name');
  });

  it('previews the stored signature, fetched with the session', async () => {
    const doctor = buildDoctorDetail({}, { esignUrl: '/api/v1/files/esign-1' });
    const api = doctorServer(doctor, {
      'GET /api/v1/files/esign-1': () => new Response(new Blob(['png'], { type: 'image/png' })),
    });
    await openForm();
    expect(await screen.findByRole('img', { name: 'Your signature' })).toHaveAttribute(
      'src',
      'blob:signature',
    );
    expect(api.calls('GET', '/api/v1/files/esign-1')[0]?.authorization).toBe('Bearer access-1');
  });

  it('uploads a new signature and says so', async () => {
    const doctor = buildDoctorDetail();
    const api = doctorServer(doctor, {
      [`POST ${uploadEsignPath(doctor.id)}`]: () =>
        json(200, buildDoctorDetail({}, { esignUrl: '/api/v1/files/esign-2' })),
      'GET /api/v1/files/esign-2': () => new Response(new Blob(['png'], { type: 'image/png' })),
    });
    const { user } = await openForm();
    expect(screen.getByText('No signature yet')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Upload signature'),
      new File(['png'], 'signature.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(accountMessages.esignSaved)).toBeInTheDocument();
    expect(api.calls('POST', uploadEsignPath(doctor.id))).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Your signature' })).toBeInTheDocument();
  });

  it.each([
    ['patient', '/account/profile'],
    ['nurse', '/account'],
  ] as const)('sends a %s to %s', async (role, to) => {
    stubApi({ [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildUser({ role })) });
    const { router } = renderRoute(
      [{ path: '/account/doctor/profile', element: <DoctorProfilePage /> }],
      '/account/doctor/profile',
    );
    await waitFor(() => expect(locationOf(router)).toBe(to));
  });
});
