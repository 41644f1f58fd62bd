import { ErrorCode } from '@curo/core/errors';
import { referralMessages, type TReferral } from '@curo/core/referrals';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { buildDoctorDetail } from '../../../test/build-user-detail';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { buildReferral } from '../testing/build-referrals';
import { OfferReferral } from './offer-referral-dialog';

const doctor = buildDoctorDetail();
const appointmentId = '50000000-0000-4000-8000-000000000001';
const LIST = `/api/v1/referrals?appointmentId=${appointmentId}`;
const SEND = '/api/v1/appointments/sendReferralByDoctor';
const OFFER = `/api/v1/appointments/${appointmentId}/offerReferral`;

const external = (overrides: Partial<TReferral> = {}) =>
  buildReferral({
    target: {
      kind: 'external',
      specialty: null,
      doctor: null,
      external: {
        name: 'Dr Jane Doe',
        practice: 'Harbour Skin Clinic',
        email: 'rooms@harbourskin.example',
        fax: '+61298765432',
        phone: null,
      },
    },
    status: 'accepted',
    respondedAt: '2026-11-24T02:00:00.000Z',
    ...overrides,
  });

const page = (items: TReferral[]) => json(200, { items, total: items.length, page: 1, pageSize: 20 });

function renderSection(handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({ [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, doctor), ...handlers });
  const rendered = renderRoute(
    [
      {
        path: '/c',
        element: (
          <OfferReferral appointment={{ id: appointmentId, doctorId: doctor.id, status: 'completed' }} />
        ),
      },
    ],
    '/c',
  );
  return { api, ...rendered };
}

describe('Referrals from this consult, for its doctor', () => {
  beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1'));
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists each referral with its target, status, validity and a decline’s reason', async () => {
    renderSection({
      [`GET ${LIST}`]: () =>
        page([
          buildReferral(),
          buildReferral({
            target: {
              kind: 'doctor',
              specialty: 'Cardiology',
              doctor: { id: '80000000-0000-4000-8000-000000000001', name: 'Dr Sam Lee' },
              external: null,
            },
            status: 'declined',
            responseReason: 'I will see my own cardiologist',
          }),
          buildReferral({ status: 'expired', validUntil: '2026-11-20' }),
        ]),
    });
    const section = await screen.findByRole('region', { name: 'Referrals from this consult' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(
      within(items[0] as HTMLElement).getByRole('heading', { level: 3, name: 'Dermatology' }),
    ).toBeVisible();
    expect(within(items[0] as HTMLElement).getByText('Offered, waiting for the patient')).toBeVisible();
    expect(within(items[0] as HTMLElement).getByText('23 November 2027')).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText('Dr Sam Lee (Cardiology)')).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText('Declined')).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText('I will see my own cardiologist')).toBeVisible();
    expect(within(items[2] as HTMLElement).getByText('Expired')).toBeVisible();
    // Only accepted or booked referrals have a letter to send.
    expect(within(section).queryByRole('button', { name: 'Send letter' })).not.toBeInTheDocument();
  });

  it('sends an accepted referral’s letter to the provider’s email, prefilled, and says where it went', async () => {
    const referral = external();
    const { api, user } = renderSection({
      [`GET ${LIST}`]: () => page([referral]),
      [`POST ${SEND}`]: () =>
        json(200, {
          referralId: referral.id,
          channel: 'email',
          to: 'rooms@harbourskin.example',
          sentAt: '2026-11-24T03:00:00.000Z',
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Send letter' }));
    const form = screen.getByRole('form', { name: 'Send the referral letter' });
    expect(within(form).getByLabelText('Email')).toHaveValue('rooms@harbourskin.example');
    await user.click(within(form).getByRole('button', { name: 'Send letter' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Letter sent to rooms@harbourskin.example.',
    );
    expect(api.calls('POST', SEND)[0]?.body).toEqual({
      referralId: referral.id,
      channel: 'email',
      email: 'rooms@harbourskin.example',
    });
  });

  it('faxes it to the provider’s fax number, and checks a typed number before sending', async () => {
    const referral = external({ status: 'booked' });
    const { api, user } = renderSection({
      [`GET ${LIST}`]: () => page([referral]),
      [`POST ${SEND}`]: () =>
        json(200, {
          referralId: referral.id,
          channel: 'fax',
          to: '+61298765432',
          sentAt: '2026-11-24T03:00:00Z',
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Send letter' }));
    const form = screen.getByRole('form', { name: 'Send the referral letter' });
    await user.selectOptions(within(form).getByLabelText('Send by'), 'fax');
    const fax = within(form).getByLabelText('Fax number');
    expect(fax).toHaveValue('+61298765432');
    await user.clear(fax);
    await user.type(fax, '0412 345 678');
    await user.click(within(form).getByRole('button', { name: 'Send letter' }));
    expect(await within(form).findByText(referralMessages.faxInvalid)).toBeVisible();
    expect(fax).toHaveFocus();
    expect(api.calls('POST', SEND)).toHaveLength(0);
    await user.clear(fax);
    await user.type(fax, '02 9876 5432');
    await user.click(within(form).getByRole('button', { name: 'Send letter' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Letter sent to +61298765432.');
    expect(api.calls('POST', SEND)[0]?.body).toEqual({
      referralId: referral.id,
      channel: 'fax',
      faxNumber: '+61298765432',
    });
  });

  it('says in words why the server would not send it', async () => {
    const referral = external();
    const { user } = renderSection({
      [`GET ${LIST}`]: () => page([referral]),
      [`POST ${SEND}`]: () =>
        apiError(503, referralMessages.sendingUnavailable, ErrorCode.REFERRAL_SENDING_UNAVAILABLE),
    });
    await user.click(await screen.findByRole('button', { name: 'Send letter' }));
    const form = screen.getByRole('form', { name: 'Send the referral letter' });
    await user.selectOptions(within(form).getByLabelText('Send by'), 'fax');
    await user.click(within(form).getByRole('button', { name: 'Send letter' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(referralMessages.sendingUnavailable);
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a newly offered referral once the offer is made', async () => {
    let offered: TReferral[] = [];
    const { user } = renderSection({
      [`GET ${LIST}`]: () => page(offered),
      [`POST ${OFFER}`]: () => {
        offered = [buildReferral()];
        return json(201, offered[0]);
      },
    });
    expect(await screen.findByText('No referrals offered from this consult yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Offer referral' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Specialty'), 'Dermatology');
    await user.type(within(dialog).getByLabelText('Reason for referral'), 'Changing mole');
    await user.type(within(dialog).getByLabelText('Clinical details'), 'Asymmetric lesion, 7 mm');
    await user.click(within(dialog).getByRole('button', { name: 'Offer referral' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Dermatology' })).toBeVisible();
  });
});
