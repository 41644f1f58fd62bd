import { ErrorCode } from '@curo/core/errors';
import { maskMessages, profileMessages, type TUserDetail, uploadMessages } from '@curo/core/users';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import {
  buildDoctorDetail,
  buildPatientDetail,
  INVALID_MEDICARE,
  VALID_MEDICARE,
} from '../../../test/build-user-detail';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { ACCESS_HISTORY_PATH } from '../api/get-access-history';
import { FAMILY_MEMBERS_PATH } from '../api/get-family-members';
import { notificationSettingsPath } from '../api/get-notification-settings';
import { userPath } from '../api/get-user';
import { postcodePath } from '../api/lookup-postcode';
import { uploadProfilePicturePath } from '../api/upload-profile-picture';
import { accountMessages } from '../utils/account-messages';
import { MEDICARE_LOOKS_RIGHT } from '../utils/medicare-feedback';
import { PatientProfilePage } from './patient-profile-page';

type Handlers = Parameters<typeof stubApi>[0];

/** The API a patient's profile page talks to, with a profile it can be given, and `extra` on top. */
function patientServer(user: TUserDetail = buildPatientDetail(), extra: Handlers = {}) {
  return stubApi({
    [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, user),
    [`GET ${userPath(user.id)}`]: () => json(200, user),
    [`GET ${notificationSettingsPath(user.id)}`]: () =>
      json(200, {
        appointmentReminders: { email: true, sms: true },
        messages: { email: true, sms: false },
        productNews: { email: false },
      }),
    [`GET ${FAMILY_MEMBERS_PATH}`]: () => json(200, { items: [] }),
    [`GET ${ACCESS_HISTORY_PATH}`]: () => json(200, { items: [] }),
    [`GET ${postcodePath('2021')}`]: () => json(200, { postcode: '2021', state: 'NSW' }),
    ...extra,
  });
}

const renderProfile = () =>
  renderRoute([{ path: '/account/profile', element: <PatientProfilePage /> }], '/account/profile');

async function openForm() {
  const view = renderProfile();
  await screen.findByRole('form', { name: 'Your details' });
  return view;
}

// Within the details form: the pharmacy finder below it has postcode fields of its own.
const field = (name: string) =>
  within(screen.getByRole('form', { name: 'Your details' })).getByLabelText(name, {
    exact: false,
    selector: 'input, select',
  });

describe('the patient profile page', () => {
  beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1'));
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the stored details in the form, with one h1', async () => {
    patientServer(buildPatientDetail({}, { medicareNumber: VALID_MEDICARE, medicareIrn: 2 }));
    await openForm();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(field('First name')).toHaveValue('Mia');
    expect(field('Postcode')).toHaveValue('2021');
    expect(field('State')).toHaveValue('NSW');
    expect(field('Card number')).toHaveValue(VALID_MEDICARE);
    expect(field('IRN')).toHaveValue('2');
    expect(field('Time zone')).toHaveValue('Australia/Sydney');
  });

  describe('the Medicare card, checked as it is typed', () => {
    it('says nothing while fewer than 10 digits are typed', async () => {
      patientServer();
      const { user } = await openForm();
      await user.type(field('Card number'), '2953 1234');
      expect(screen.queryByText(profileMessages.medicareNumber)).not.toBeInTheDocument();
      expect(field('Card number')).toHaveAttribute('aria-invalid', 'false');
    });

    it('says "Check the 10-digit Medicare card number" at the 10th digit when the check digit is wrong', async () => {
      patientServer();
      const { user } = await openForm();
      await user.type(field('Card number'), INVALID_MEDICARE);
      const input = field('Card number');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(profileMessages.medicareNumber));
    });

    it('confirms "Card number looks right" in green when it adds up, spaces and all', async () => {
      patientServer();
      const { user } = await openForm();
      await user.type(field('Card number'), '2953 12345 1');
      const input = field('Card number');
      expect(input).toHaveAttribute('aria-invalid', 'false');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(MEDICARE_LOOKS_RIGHT));
      expect(screen.getAllByText(MEDICARE_LOOKS_RIGHT).length).toBeGreaterThan(0);
    });

    it('flags an IRN that is not one digit from 1 to 9 straight away', async () => {
      patientServer();
      const { user } = await openForm();
      await user.type(field('IRN'), '0');
      expect(field('IRN')).toHaveAccessibleDescription(expect.stringContaining(profileMessages.medicareIrn));
    });

    it('will not save part of a card: the number without IRN and expiry marks both, and sends nothing', async () => {
      const api = patientServer();
      const { user } = await openForm();
      await user.type(field('Card number'), VALID_MEDICARE);
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(field('IRN')).toHaveAccessibleDescription(
        expect.stringContaining(profileMessages.medicareIncomplete),
      );
      expect(field('Valid to')).toHaveAccessibleDescription(
        expect.stringContaining(profileMessages.medicareIncomplete),
      );
      expect(field('IRN')).toHaveFocus();
      expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    });

    it('writes the expiry as MM/YYYY while it is typed', async () => {
      patientServer();
      const { user } = await openForm();
      await user.type(field('Valid to'), '032028');
      expect(field('Valid to')).toHaveValue('03/2028');
    });
  });

  describe('the postcode', () => {
    it('fills in the state once four digits are typed, and says so', async () => {
      patientServer(undefined, {
        [`GET ${postcodePath('4000')}`]: () => json(200, { postcode: '4000', state: 'QLD' }),
      });
      const { user } = await openForm();
      await user.clear(field('Postcode'));
      await user.type(field('Postcode'), '4000');
      await waitFor(() => expect(field('State')).toHaveValue('QLD'));
      expect(field('State')).toHaveAttribute('readonly');
      expect(screen.getByText('Queensland (QLD)')).toBeInTheDocument();
    });

    it('shows the server’s word for a postcode no state has', async () => {
      patientServer(undefined, {
        [`GET ${postcodePath('0999')}`]: () =>
          apiError(404, 'That postcode is not in use in Australia', ErrorCode.NOT_FOUND),
      });
      const { user } = await openForm();
      await user.clear(field('Postcode'));
      await user.type(field('Postcode'), '0999');
      await waitFor(() =>
        expect(field('Postcode')).toHaveAccessibleDescription(
          expect.stringContaining('That postcode is not in use in Australia'),
        ),
      );
      expect(field('State')).toHaveValue('');
    });
  });

  describe('saving', () => {
    it('sends the whole profile as PUT /users/{id}, blanks as null and the IRN as a number, then says so', async () => {
      const stored = buildPatientDetail();
      const api = patientServer(stored, {
        [`PUT ${userPath(stored.id)}`]: () => json(200, stored),
        [`GET ${postcodePath('4000')}`]: () => json(200, { postcode: '4000', state: 'QLD' }),
      });
      const { user } = await openForm();
      await user.clear(field('Mobile number'));
      await user.clear(field('Postcode'));
      await user.type(field('Postcode'), '4000');
      await user.selectOptions(field('Time zone'), 'Australia/Brisbane');
      await user.type(field('Card number'), '2953 12345 1');
      await user.type(field('IRN'), '2');
      await user.type(field('Valid to'), '032028');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));

      expect(await screen.findByText(accountMessages.profileSaved)).toBeInTheDocument();
      const [put] = api.calls('PUT', userPath(stored.id));
      expect(put?.body).toEqual({
        firstName: 'Mia',
        lastName: 'Nguyen',
        phone: null,
        patientProfile: {
          dateOfBirth: '1990-04-12',
          sex: 'female',
          addressLine: '12 Wattle Street',
          suburb: 'Paddington',
          postcode: '4000',
          timeZone: 'Australia/Brisbane',
          medicareNumber: VALID_MEDICARE,
          medicareIrn: 2,
          medicareExpiry: '03/2028',
          ihi: null,
        },
      });
      expect(put?.authorization).toBe('Bearer access-1');
    });

    it('shows a refusal from the server in the form, in its words', async () => {
      const stored = buildPatientDetail();
      patientServer(stored, {
        [`PUT ${userPath(stored.id)}`]: () => apiError(403, maskMessages.notWhileMasked, ErrorCode.FORBIDDEN),
      });
      const { user } = await openForm();
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(maskMessages.notWhileMasked);
      expect(screen.queryByText(accountMessages.profileSaved)).not.toBeInTheDocument();
    });

    it('marks the field a server message is about', async () => {
      const stored = buildPatientDetail();
      patientServer(stored, {
        [`PUT ${userPath(stored.id)}`]: () => apiError(400, profileMessages.ihi, ErrorCode.VALIDATION_ERROR),
      });
      const { user } = await openForm();
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await screen.findByRole('alert');
      expect(field('Individual Healthcare Identifier (IHI)')).toHaveAttribute('aria-invalid', 'true');
      expect(field('Individual Healthcare Identifier (IHI)')).toHaveAccessibleDescription(
        expect.stringContaining(profileMessages.ihi),
      );
    });
  });

  describe('the photo', () => {
    beforeEach(() => {
      URL.createObjectURL = vi.fn(() => 'blob:preview');
      URL.revokeObjectURL = vi.fn();
    });

    it('uploads a chosen image at once, shows it, and says so', async () => {
      const stored = buildPatientDetail();
      const api = patientServer(stored, {
        [`POST ${uploadProfilePicturePath(stored.id)}`]: () =>
          json(200, { ...stored, photoUrl: '/files/photo-1.webp' }),
      });
      const { user } = await openForm();
      const photo = new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' });
      await user.upload(screen.getByLabelText('Upload a photo'), photo);
      expect(await screen.findByText(accountMessages.photoSaved)).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Mia Nguyen' })).toHaveAttribute('src', 'blob:preview');
      const [post] = api.calls('POST', uploadProfilePicturePath(stored.id));
      const sent = api.fetchMock.mock.calls.find(([path]) => path === post?.path)?.[1]?.body as FormData;
      expect(sent.get('file')).toBeInstanceOf(File);
    });

    it('refuses an image over 5 MB without uploading it', async () => {
      const stored = buildPatientDetail();
      const api = patientServer(stored);
      const { user } = await openForm();
      const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
      await user.upload(screen.getByLabelText('Upload a photo'), big);
      expect(await screen.findByText(uploadMessages.tooLarge)).toBeInTheDocument();
      expect(api.calls('POST', uploadProfilePicturePath(stored.id))).toHaveLength(0);
    });

    it('shows why the server refused an image', async () => {
      const stored = buildPatientDetail();
      patientServer(stored, {
        [`POST ${uploadProfilePicturePath(stored.id)}`]: () => apiError(400, uploadMessages.wrongType),
      });
      const { user } = await openForm();
      const fake = new File(['not really'], 'me.png', { type: 'image/png' });
      await user.upload(screen.getByLabelText('Upload a photo'), fake);
      expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.wrongType);
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
    });
  });

  it.each([
    ['doctor', '/account/doctor/profile'],
    ['instantDoctor', '/account/doctor/profile'],
    ['nurse', '/account'],
    ['companyAdmin', '/account'],
    ['admin', '/account'],
  ] as const)('sends a %s to %s', async (role, to) => {
    stubApi({ [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildDoctorDetail({ role })) });
    const { router } = renderProfile();
    await waitFor(() => expect(locationOf(router)).toBe(to));
  });

  it('links to each part of the page, the access history included', async () => {
    patientServer();
    await openForm();
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(nav).getByRole('link', { name: 'Who has opened my record' })).toHaveAttribute(
      'href',
      '#access-history',
    );
    expect(await screen.findByRole('heading', { name: 'Who has opened my record' })).toBeInTheDocument();
  });
});
