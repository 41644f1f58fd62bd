import { ErrorCode } from '@curo/core/errors';
import { REFERRALS_PAGE_SIZE, type TReferral } from '@curo/core/referrals';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { buildPatientDetail } from '../../../test/build-user-detail';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { buildReferral } from '../testing/build-referrals';
import { ReferralsPage } from './referrals-page';

const patient = buildPatientDetail();
const LIST = '/api/v1/referrals';
const respondPath = (r: TReferral) => `POST /api/v1/appointments/${r.appointmentId}/responseReferralOffer`;

function server(items: TReferral[], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, patient),
    [`GET ${LIST}`]: () => json(200, { items, total: items.length, page: 1, pageSize: REFERRALS_PAGE_SIZE }),
    ...extra,
  });
}

const renderPage = () =>
  renderRoute([{ path: '/account/referrals', element: <ReferralsPage /> }], '/account/referrals');

const card = async (title: string) => {
  const heading = await screen.findByRole('heading', { name: title });
  return heading.closest('li') as HTMLElement;
};

describe('the referrals page', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists the patient’s referrals with who wrote them and until when they are valid; expired ones say “Expired”', async () => {
    server([
      buildReferral(),
      buildReferral({
        target: { kind: 'specialty', specialty: 'Cardiology', doctor: null, external: null },
        status: 'expired',
        issuedOn: '2024-01-10',
        validUntil: '2025-01-09',
      }),
    ]);
    renderPage();
    const derm = await card('Dermatology');
    expect(within(derm).getByText('Dr Priya Raman (GP)')).toBeInTheDocument();
    expect(within(derm).getByText('Waiting for your answer')).toBeInTheDocument();
    expect(within(derm).getByText('23 November 2027')).toBeInTheDocument();
    const cardio = await card('Cardiology');
    expect(within(cardio).getByText('Expired')).toBeInTheDocument();
    expect(within(cardio).getByText(/has expired/)).toBeInTheDocument();
    expect(within(cardio).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  });

  it('accepting a referral to a specialist on Curo goes to booking them with the referral attached', async () => {
    const offered = buildReferral({
      target: {
        kind: 'doctor',
        specialty: 'Dermatology',
        doctor: { id: '80000000-0000-4000-8000-000000000001', name: 'Dr Ava Chen' },
        external: null,
      },
    });
    const api = server([offered], {
      [respondPath(offered)]: () =>
        json(200, { ...offered, status: 'accepted', respondedAt: '2026-11-25T01:00:00.000Z' }),
    });
    const { user, router } = renderPage();
    const item = await card('Dr Ava Chen (Dermatology)');
    await user.click(
      within(item).getByRole('button', { name: 'Accept referral to Dr Ava Chen (Dermatology)' }),
    );
    await vi.waitFor(() =>
      expect(locationOf(router)).toBe(
        `/book?doctor=80000000-0000-4000-8000-000000000001&referral=${offered.id}`,
      ),
    );
    expect(
      api.calls('POST', `/api/v1/appointments/${offered.appointmentId}/responseReferralOffer`)[0]?.body,
    ).toEqual({
      referralId: offered.id,
      response: 'accept',
    });
  });

  it('declines with an optional reason', async () => {
    const offered = buildReferral();
    const api = server([offered], {
      [respondPath(offered)]: () => json(200, { ...offered, status: 'declined' }),
    });
    const { user } = renderPage();
    await user.click(
      within(await card('Dermatology')).getByRole('button', { name: 'Decline referral to Dermatology' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Why/), 'I will see my own dermatologist');
    await user.click(within(dialog).getByRole('button', { name: 'Decline referral' }));
    await screen.findByText('Referral declined.');
    expect(
      api.calls('POST', `/api/v1/appointments/${offered.appointmentId}/responseReferralOffer`)[0]?.body,
    ).toEqual({
      referralId: offered.id,
      response: 'decline',
      reason: 'I will see my own dermatologist',
    });
  });

  it('says so when the referral was already answered (409)', async () => {
    const offered = buildReferral();
    server([offered], {
      [respondPath(offered)]: () =>
        apiError(409, 'This referral has already been answered', ErrorCode.REFERRAL_ANSWERED),
    });
    const { user, router } = renderPage();
    await user.click(
      within(await card('Dermatology')).getByRole('button', { name: 'Accept referral to Dermatology' }),
    );
    await screen.findByText('This referral has already been answered');
    expect(locationOf(router)).toBe('/account/referrals');
  });

  it('offers to book an accepted referral that is not booked yet', async () => {
    server([buildReferral({ status: 'accepted' })]);
    renderPage();
    const link = within(await card('Dermatology')).getByRole('link', { name: 'Book this referral' });
    expect(link.getAttribute('href')).toMatch(/^\/book\?specialty=Dermatology&referral=/);
  });

  it('shows an empty state with no referrals', async () => {
    server([]);
    renderPage();
    expect(await screen.findByText('No referrals yet')).toBeInTheDocument();
  });
});
