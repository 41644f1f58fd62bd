import { referralMessages } from '@curo/core/referrals';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { buildDoctorDetail, buildPatientDetail } from '../../../test/build-user-detail';
import { json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { buildReferral } from '../testing/build-referrals';
import { OfferReferral } from './offer-referral-dialog';

const doctor = buildDoctorDetail();
const appointmentId = '50000000-0000-4000-8000-000000000001';
const OFFER = `/api/v1/appointments/${appointmentId}/offerReferral`;

function renderButton(status: 'in_progress' | 'scheduled' = 'in_progress', me = doctor) {
  const api = stubApi({
    [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, me),
    [`POST ${OFFER}`]: () => json(201, buildReferral()),
    [`GET /api/v1/referrals?appointmentId=${appointmentId}`]: () =>
      json(200, { items: [], total: 0, page: 1, pageSize: 20 }),
  });
  const rendered = renderRoute(
    [
      {
        path: '/c',
        element: <OfferReferral appointment={{ id: appointmentId, doctorId: doctor.id, status }} />,
      },
    ],
    '/c',
  );
  return { api, ...rendered };
}

describe('Offer referral on the consult page', () => {
  beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1'));
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lets the consult’s doctor refer to a specialty, with reason, clinical details and a stated period', async () => {
    const { api, user } = renderButton();
    await user.click(await screen.findByRole('button', { name: 'Offer referral' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Specialty'), 'Dermatology');
    await user.type(within(dialog).getByLabelText('Reason for referral'), 'Changing mole');
    await user.type(within(dialog).getByLabelText('Clinical details'), 'Asymmetric lesion, 7 mm');
    await user.selectOptions(within(dialog).getByLabelText('Valid for'), 'months');
    await user.type(within(dialog).getByLabelText('Months'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Offer referral' }));
    await screen.findByText(/Referral offered/);
    expect(api.calls('POST', OFFER)[0]?.body).toEqual({
      target: { kind: 'specialty', specialty: 'Dermatology' },
      reason: 'Changing mole',
      clinicalDetails: 'Asymmetric lesion, 7 mm',
      validity: { kind: 'months', months: 6 },
    });
  });

  it('asks for an outside provider’s contact before sending anything', async () => {
    const { api, user } = renderButton();
    await user.click(await screen.findByRole('button', { name: 'Offer referral' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Refer to'), 'external');
    await user.type(within(dialog).getByLabelText('Provider’s name'), 'Dr Jane Doe');
    await user.type(within(dialog).getByLabelText('Reason for referral'), 'Mohs surgery');
    await user.type(within(dialog).getByLabelText('Clinical details'), 'BCC on the nose');
    await user.click(within(dialog).getByRole('button', { name: 'Offer referral' }));
    expect(await within(dialog).findByText(referralMessages.contactNeeded)).toBeInTheDocument();
    expect(api.calls('POST', OFFER)).toHaveLength(0);
  });

  it('is not offered before the consult starts', async () => {
    stubApi({ [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, doctor) });
    renderRoute(
      [
        {
          path: '/c',
          element: (
            <>
              <OfferReferral appointment={{ id: appointmentId, doctorId: doctor.id, status: 'scheduled' }} />
              <OfferReferral appointment={{ id: appointmentId, doctorId: doctor.id, status: 'completed' }} />
            </>
          ),
        },
      ],
      '/c',
    );
    await screen.findByRole('button', { name: 'Offer referral' });
    expect(screen.getAllByRole('button', { name: 'Offer referral' })).toHaveLength(1);
  });

  it('is not offered to anyone but the consult’s doctor', async () => {
    const { api } = renderButton('in_progress', buildPatientDetail());
    await vi.waitFor(() => expect(api.calls('GET', FETCH_LOGIN_PATH).length).toBeGreaterThan(0));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.queryByRole('button', { name: 'Offer referral' })).not.toBeInTheDocument();
  });
});
