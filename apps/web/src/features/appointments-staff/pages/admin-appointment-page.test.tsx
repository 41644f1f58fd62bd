import { ErrorCode } from '@curo/core/errors';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { FakeSocket } from '../../../test/fake-socket';
import { renderRoute } from '../../../test/render-route';
import {
  APPOINTMENT_ID,
  buildAppointment,
  buildDetails,
  buildDoctorCard,
  buildParticipant,
  me,
  OTHER_DOCTOR_ID,
  useStaffTestSetup,
} from '../testing/build-staff-data';
import { AdminAppointmentPage } from './admin-appointment-page';

const DETAILS = `/api/v1/appointments/details/${APPOINTMENT_ID}/all`;
const ACTION = (name: string) => `/api/v1/appointments/${APPOINTMENT_ID}/${name}`;
const base = { [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, me.admin()) };
const renderDetails = () =>
  renderRoute(
    [{ path: '/admin/appointments/:appointmentId', element: <AdminAppointmentPage /> }],
    `/admin/appointments/${APPOINTMENT_ID}`,
  );
const heading = () => screen.findByRole('heading', { level: 1, name: 'Consult with Mia Nguyen' });

describe('an appointment’s details for an administrator', () => {
  useStaffTestSetup();

  it('shows names, times in the viewer’s zone with the doctor’s beside them, state, fee and history', async () => {
    stubApi({
      ...base,
      [`GET ${DETAILS}`]: () => json(200, buildDetails({ doctorTimeZone: 'Australia/Brisbane' })),
    });
    renderDetails();
    await heading();
    expect(screen.getAllByText('Booked').length).toBeGreaterThan(0);
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Tue 1 Dec, 10:00 am AEDT');
    expect(summary).toHaveTextContent('9:00 am AEST for the doctor in Brisbane');
    expect(summary).toHaveTextContent('15 minutes');
    expect(summary).toHaveTextContent('$89.00, GST-free');
    expect(summary).toHaveTextContent('Persistent cough');
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Changed the price')).toBeInTheDocument();
    expect(history).toHaveTextContent('Sam Taylor');
    expect(history).toHaveTextContent('Fee $89.00 · “Pensioner rate”');
    expect(within(history).getByText('Booked')).toBeInTheDocument();
  });

  it('offers only the changes the state allows', async () => {
    stubApi({
      ...base,
      [`GET ${DETAILS}`]: () =>
        json(
          200,
          buildDetails({
            appointment: buildAppointment({ status: 'completed' }),
            allowedActions: ['adminEdit'],
          }),
        ),
    });
    renderDetails();
    await heading();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel consult' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change fee' })).not.toBeInTheDocument();
  });

  it('searches the history through the API', async () => {
    const api = stubApi({
      ...base,
      [`GET ${DETAILS}`]: () => json(200, buildDetails()),
      [`GET ${DETAILS}?search=sam`]: () => json(200, buildDetails({ history: [] })),
    });
    const { user } = renderDetails();
    await heading();
    await user.type(screen.getByRole('searchbox', { name: 'Search the history' }), 'sam');
    expect(await screen.findByText('Nothing in the history matches this search.')).toBeInTheDocument();
    expect(api.calls('GET', `${DETAILS}?search=sam`)).toHaveLength(1);
  });

  it('says so when the consult does not exist', async () => {
    stubApi({
      ...base,
      [`GET ${DETAILS}`]: () => apiError(404, 'Appointment not found', ErrorCode.NOT_FOUND),
    });
    renderDetails();
    expect(
      await screen.findByRole('heading', { name: 'We could not find that consult' }),
    ).toBeInTheDocument();
  });

  it('changes the fee: dollars typed, cents sent, with the reason; the page refreshes', async () => {
    let price = 8900;
    const api = stubApi({
      ...base,
      [`GET ${DETAILS}`]: () =>
        json(200, buildDetails({ appointment: buildAppointment({ priceCents: price }) })),
      [`POST ${ACTION('changePrice')}`]: (request) => {
        price = (request.body as { priceCents: number }).priceCents;
        return json(200, buildAppointment({ priceCents: price }));
      },
    });
    const { user } = renderDetails();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Change fee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the fee' });
    const dollars = within(dialog).getByLabelText('New fee in dollars');
    expect(dollars).toHaveValue('89.00');

    await user.clear(dollars);
    await user.type(dollars, 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Change the fee' }));
    expect(within(dialog).getByText('Enter the price in dollars, such as 190 or 189.50')).toBeInTheDocument();
    expect(within(dialog).getByText('Say why the price changes')).toBeInTheDocument();
    expect(api.calls('POST', ACTION('changePrice'))).toHaveLength(0);

    await user.clear(dollars);
    await user.type(dollars, '$59.50');
    await user.type(within(dialog).getByLabelText('Why the fee changes'), 'Concession card');
    await user.click(within(dialog).getByRole('button', { name: 'Change the fee' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST', ACTION('changePrice'))[0]?.body).toEqual({
      priceCents: 5950,
      reason: 'Concession card',
    });
    expect(await screen.findByText('The fee is now $59.50.')).toBeInTheDocument();
    expect(await screen.findByText('$59.50, GST-free')).toBeInTheDocument();
  });

  it('cancels with a reason, and keeps the API’s refusal in the dialog', async () => {
    const api = stubApi({
      ...base,
      [`GET ${DETAILS}`]: () => json(200, buildDetails()),
      [`POST ${ACTION('cancel')}`]: () =>
        apiError(409, 'This consult is in progress and cannot be cancelled', ErrorCode.INVALID_STATE),
    });
    const { user } = renderDetails();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Cancel consult' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this consult' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the consult' }));
    expect(within(dialog).getByText('Say why the consult is cancelled')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'Patient unwell');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the consult' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This consult is in progress and cannot be cancelled',
    );
    expect(api.calls('POST', ACTION('cancel'))[0]?.body).toEqual({ reason: 'Patient unwell' });
  });

  it('hands the consult to another specialist chosen from the doctors', async () => {
    const api = stubApi({
      ...base,
      [`GET ${DETAILS}`]: () => json(200, buildDetails()),
      'GET /api/v1/users/getDoctors': () =>
        json(200, {
          items: [
            buildDoctorCard(),
            buildDoctorCard({
              id: OTHER_DOCTOR_ID,
              firstName: 'Tom',
              lastName: 'Baker',
              specialties: ['Dermatology'],
            }),
          ],
        }),
      [`POST ${ACTION('changeSpecialist')}`]: () =>
        json(200, buildAppointment({ doctorId: OTHER_DOCTOR_ID })),
    });
    const { user } = renderDetails();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Change specialist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the specialist' });
    await user.click(within(dialog).getByRole('button', { name: 'Change the specialist' }));
    expect(within(dialog).getByText('Choose the new specialist')).toBeInTheDocument();

    const select = within(dialog).getByRole('combobox', { name: 'New specialist' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    expect(within(select).queryByRole('option', { name: /Priya Raman/ })).not.toBeInTheDocument();
    await user.selectOptions(select, 'Dr Tom Baker (Dermatology)');
    await user.click(within(dialog).getByRole('button', { name: 'Change the specialist' }));
    expect(await screen.findByText('The consult is now with Dr Tom Baker.')).toBeInTheDocument();
    expect(api.calls('POST', ACTION('changeSpecialist'))[0]?.body).toEqual({ doctorId: OTHER_DOCTOR_ID });
  });

  it('moves the consult to a new time typed in the admin’s zone, and shows the API’s refusal', async () => {
    const api = stubApi({
      ...base,
      [`GET ${DETAILS}`]: () => json(200, buildDetails()),
      [`POST ${ACTION('adminEdit')}`]: () =>
        apiError(409, 'That time has just been booked. Choose another', ErrorCode.SLOT_TAKEN),
    });
    const { user } = renderDetails();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the consult' });
    const time = within(dialog).getByLabelText('Time');
    expect(time).toHaveValue('2026-12-01T10:00');

    await user.click(within(dialog).getByRole('button', { name: 'Save the changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Change at least one thing');

    await user.clear(time);
    await user.type(time, '2026-12-01T18:30');
    await user.type(within(dialog).getByLabelText('Admin note (optional)'), 'Phone arrangement');
    await user.click(within(dialog).getByRole('button', { name: 'Save the changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That time has just been booked. Choose another',
    );
    expect(api.calls('POST', ACTION('adminEdit'))[0]?.body).toEqual({
      adminNote: 'Phone arrangement',
      startsAt: '2026-12-01T07:30:00.000Z',
    });
  });

  it('lists participants, invites a guest by name and email, and removes one', async () => {
    let participants = [buildParticipant({ acceptedAt: '2026-11-21T03:00:00.000Z' })];
    const api = stubApi({
      ...base,
      [`GET ${DETAILS}`]: () => json(200, buildDetails({ participants })),
      'POST /api/v1/participants': (request) => {
        const body = request.body as { name: string; email: string };
        const added = buildParticipant({ id: '0190a5c1-0000-7000-8000-0000000c0002', ...body });
        participants = [...participants, added];
        return json(201, added);
      },
      'DELETE /api/v1/participants/0190a5c1-0000-7000-8000-0000000c0001': () => {
        participants = participants.slice(1);
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderDetails();
    await heading();
    const panel = screen.getByRole('region', { name: 'Participants' });
    expect(panel).toHaveTextContent('Linh Nguyen · Guest');
    expect(panel).toHaveTextContent('Joined Sat 21 Nov, 2:00 pm AEDT');

    await user.click(within(panel).getByRole('button', { name: 'Invite a guest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a guest' });
    await user.type(within(dialog).getByLabelText('Name'), 'Ana Lopez');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com.au');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(
      await screen.findByText('Ana Lopez has been emailed a link to join. It works once.'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/v1/participants')[0]?.body).toEqual({
      appointmentId: APPOINTMENT_ID,
      name: 'Ana Lopez',
      email: 'ana@example.com.au',
      role: 'guest',
    });
    expect(await within(panel).findByRole('button', { name: 'Remove Ana Lopez' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Remove Linh Nguyen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Linh Nguyen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Remove Linh Nguyen' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Linh Nguyen can no longer join this consult.')).toBeInTheDocument();
  });

  it('follows the consult live: a change made elsewhere shows without a reload', async () => {
    let status: 'scheduled' | 'checked_in' = 'scheduled';
    stubApi({
      ...base,
      [`GET ${DETAILS}`]: () => json(200, buildDetails({ appointment: buildAppointment({ status }) })),
    });
    renderDetails();
    await heading();
    const socket = FakeSocket.latest();
    act(() => socket.open());
    await waitFor(() =>
      expect(socket.sent).toContainEqual({ type: 'subscribe', topic: `appointment:${APPOINTMENT_ID}` }),
    );
    status = 'checked_in';
    act(() =>
      socket.publish(`appointment:${APPOINTMENT_ID}`, {
        type: 'appointment.changed',
        action: 'checkIn',
        appointment: buildAppointment({ status }),
      }),
    );
    expect(await screen.findAllByText('Checked in')).not.toHaveLength(0);
  });
});
