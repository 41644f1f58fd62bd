import { ErrorCode } from '@curo/core/errors';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { buildAppointment } from '../../scheduling/testing/build-scheduling';
import { EMERGENCY_DOCTORS_PATH, SEND_EMERGENCY_OFFER_PATH } from '../api/emergency-offer';
import { EmergencyOfferPanel, isWaitingEmergency } from './emergency-offer-panel';

const waiting = buildAppointment({
  type: 'emergency',
  status: 'requested',
  doctorId: null,
  startsAt: null,
  endsAt: null,
});
const PRIYA = '7a0c3c1e-2b5d-4e8f-9a1b-2c3d4e5f6a7b';
const JAMES = '2d1e8b3f-4c5d-4e6f-9a8b-7c6d5e4f3a2b';
const doctorCard = (id: string, firstName: string, lastName: string) => ({
  id,
  role: 'doctor',
  firstName,
  lastName,
  username: null,
  specialties: [],
  bio: null,
  photoUrl: null,
});
const doctors = () =>
  json(200, { items: [doctorCard(PRIYA, 'Priya', 'Raman'), doctorCard(JAMES, 'James', 'Whitfield')] });
const renderPanel = () =>
  renderRoute(
    [{ path: '/admin/appointments/:id', element: <EmergencyOfferPanel appointment={waiting} /> }],
    `/admin/appointments/${waiting.id}`,
  );

beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1'));
afterEach(() => {
  act(() => toast.clear());
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('offering a waiting urgent consult again', () => {
  it('is offered only while an urgent consult waits for a doctor', () => {
    expect(isWaitingEmergency(waiting)).toBe(true);
    expect(isWaitingEmergency({ ...waiting, doctorId: PRIYA })).toBe(false);
    expect(isWaitingEmergency({ ...waiting, status: 'cancelled' })).toBe(false);
    expect(isWaitingEmergency({ ...waiting, type: 'scheduled' })).toBe(false);
  });

  it('offers it to everyone on an urgent shift now, and says to how many', async () => {
    const api = stubApi({
      [`POST ${SEND_EMERGENCY_OFFER_PATH}`]: () =>
        json(200, { appointmentId: waiting.id, offeredTo: [PRIYA, JAMES] }),
    });
    const { user } = renderPanel();
    expect(
      screen.getByRole('heading', { name: 'No doctor has taken this urgent consult' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Everyone on an urgent shift now')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Offer again' }));
    expect(await screen.findByText('Offered to 2 doctors.')).toBeInTheDocument();
    expect(api.calls('POST', SEND_EMERGENCY_OFFER_PATH)[0]?.body).toEqual({ appointmentId: waiting.id });
  });

  it('says when nobody new was offered it', async () => {
    stubApi({
      [`POST ${SEND_EMERGENCY_OFFER_PATH}`]: () => json(200, { appointmentId: waiting.id, offeredTo: [] }),
    });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Offer again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/No new doctor was offered it/);
  });

  it('offers it to the doctors chosen, asking for at least one first', async () => {
    const api = stubApi({
      [`GET ${EMERGENCY_DOCTORS_PATH}`]: doctors,
      [`POST ${SEND_EMERGENCY_OFFER_PATH}`]: () =>
        json(200, { appointmentId: waiting.id, offeredTo: [JAMES] }),
    });
    const { user } = renderPanel();
    await user.click(screen.getByLabelText('Doctors I choose'));
    const list = await screen.findByRole('group', { name: 'Doctors who take urgent consults' });
    await user.click(screen.getByRole('button', { name: 'Offer again' }));
    expect(list).toHaveAccessibleDescription('Choose at least one doctor');
    expect(api.calls('POST', SEND_EMERGENCY_OFFER_PATH)).toHaveLength(0);
    await user.click(within(list).getByLabelText('Dr James Whitfield'));
    await user.click(screen.getByRole('button', { name: 'Offer again' }));
    expect(await screen.findByText('Offered to 1 doctor.')).toBeInTheDocument();
    expect(api.calls('POST', SEND_EMERGENCY_OFFER_PATH)[0]?.body).toEqual({
      appointmentId: waiting.id,
      doctorIds: [JAMES],
    });
  });

  it('shows a refused doctor by the list, and a consult taken meanwhile above the form', async () => {
    let answer = () => apiError(400, 'Dr James Whitfield does not take emergency consults');
    stubApi({
      [`GET ${EMERGENCY_DOCTORS_PATH}`]: doctors,
      [`POST ${SEND_EMERGENCY_OFFER_PATH}`]: () => answer(),
    });
    const { user } = renderPanel();
    await user.click(screen.getByLabelText('Doctors I choose'));
    const list = await screen.findByRole('group', { name: 'Doctors who take urgent consults' });
    await user.click(within(list).getByLabelText('Dr James Whitfield'));
    await user.click(screen.getByRole('button', { name: 'Offer again' }));
    expect(
      await screen.findByText('Dr James Whitfield does not take emergency consults'),
    ).toBeInTheDocument();
    expect(list).toHaveAccessibleDescription('Dr James Whitfield does not take emergency consults');
    answer = () => apiError(409, 'The consult cannot be offered to doctors now', ErrorCode.INVALID_STATE);
    await user.click(screen.getByRole('button', { name: 'Offer again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The consult cannot be offered to doctors now',
    );
  });

  it('says when the doctors cannot be loaded', async () => {
    stubApi({ [`GET ${EMERGENCY_DOCTORS_PATH}`]: () => apiError(500, 'Something went wrong') });
    const { user } = renderPanel();
    await user.click(screen.getByLabelText('Doctors I choose'));
    expect(await screen.findByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});
