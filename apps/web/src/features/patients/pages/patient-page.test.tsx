import { ErrorCode } from '@curo/core/errors';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { toast } from '../../../lib/toast-store';
import { buildDoctorDetail, buildPatientDetail } from '../../../test/build-user-detail';
import { apiError, json } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import {
  buildAppointment,
  buildList,
  listItem,
  NINE_FIFTEEN_SYDNEY,
  NINE_SYDNEY,
  PATIENT_ID,
  SYDNEY_DOCTOR_ID,
  stubSchedulingApi,
} from '../../scheduling/testing/build-scheduling';
import { BOOK_PATIENT_PATH } from '../api/book-patient';
import { consultHistoryPath } from '../api/consult-history';
import { patientPath } from '../api/get-patient';
import { PatientPage } from './patient-page';

const routes = [{ path: '/account/patients/:patientId', element: <PatientPage /> }];
const at = `/account/patients/${PATIENT_ID}`;
const ME = 'GET /api/v1/users/fetchLogin';
const doctor = buildDoctorDetail({ id: SYDNEY_DOCTOR_ID }, { timeZone: 'Australia/Sydney' });
const patient = buildPatientDetail({ id: PATIENT_ID, phone: '0412 345 678' });
const HISTORY = `GET ${consultHistoryPath(PATIENT_ID, 1)}`;
const FREE = `GET /api/v1/users/${SYDNEY_DOCTOR_ID}/getDoctorAvailableSlots?date=2026-11-24&duration=15`;
const OTHER_DOCTOR = '2d1e8b3f-4c5d-4e6f-9a8b-7c6d5e4f3a2b';
const mine = listItem({
  id: '5d2e8b2a-3b8c-4e3a-9c73-2f4b5a6c7d8e',
  status: 'completed',
  reason: 'Sore throat',
});
const theirs = listItem({
  id: '6e3f9c3b-4c9d-4f4b-8d84-3a5c6b7d8e9f',
  doctorId: OTHER_DOCTOR,
  doctorName: 'James Whitfield',
  type: 'emergency',
  status: 'cancelled',
  reason: 'Chest pain',
});

const handlers = (me = doctor) => ({
  [ME]: () => json(200, me),
  [`GET ${patientPath(PATIENT_ID)}`]: () => json(200, patient),
  [HISTORY]: () => json(200, buildList([mine, theirs], { pageSize: 10 })),
  [`GET /api/v1/users/${SYDNEY_DOCTOR_ID}/getConsultSettings`]: () =>
    json(200, {
      durations: [15, 30],
      bufferMinutes: 0,
      minNoticeMinutes: 60,
      horizonDays: 60,
      kinds: ['scheduled'],
      acceptsEmergency: false,
      priceCents: null,
    }),
  [FREE]: () =>
    json(200, [
      { startsAt: NINE_SYDNEY, endsAt: NINE_FIFTEEN_SYDNEY },
      { startsAt: NINE_FIFTEEN_SYDNEY, endsAt: '2026-11-23T22:30:00.000Z' },
    ]),
});

async function openBookIn() {
  const rendered = renderRoute(routes, at);
  const button = await screen.findByRole('button', { name: 'Book in' });
  await waitFor(() => expect(button).toBeEnabled());
  await rendered.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Book in' });
  const day = within(dialog).getByLabelText('Day');
  await rendered.user.clear(day);
  await rendered.user.type(day, '2026-11-24');
  return { ...rendered, dialog };
}

beforeEach(() => {
  setViewerTimeZone('Australia/Sydney');
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
});
afterEach(() => {
  act(() => toast.clear());
  setViewerTimeZone(null);
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a patient’s page for staff', () => {
  it('shows a doctor the patient’s details and every consult, their own ones linked to the consult page', async () => {
    stubSchedulingApi(handlers());
    renderRoute(routes, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Nguyen' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('0412 345 678')).toBeInTheDocument();
    expect(within(details).getByText('mia@example.com.au')).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'Consults' });
    const rows = within(history).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: /^Scheduled consult, / })).toHaveAttribute(
      'href',
      `/account/consults/${mine.id}`,
    );
    expect(within(rows[0]!).getByText('Completed')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('With James Whitfield')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All patients' })).toHaveAttribute('href', '/account/patients');
  });

  it('links an admin to each consult’s admin page and offers no booking', async () => {
    stubSchedulingApi(handlers(buildDoctorDetail({ role: 'admin' })));
    renderRoute(routes, at);
    const history = await screen.findByRole('list', { name: 'Consults' });
    expect(
      within(history)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([`/admin/appointments/${mine.id}`, `/admin/appointments/${theirs.id}`]);
    expect(screen.queryByRole('button', { name: 'Book in' })).not.toBeInTheDocument();
  });

  it('shows a nurse the details only: the history is for treating doctors and admins', async () => {
    const api = stubSchedulingApi(handlers(buildDoctorDetail({ role: 'nurse' })));
    renderRoute(routes, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Nguyen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Consult history' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book in' })).not.toBeInTheDocument();
    expect(api.calls('GET', consultHistoryPath(PATIENT_ID, 1))).toHaveLength(0);
  });

  it('says when the patient has had no consults yet', async () => {
    stubSchedulingApi({ ...handlers(), [HISTORY]: () => json(200, buildList([], { pageSize: 10 })) });
    renderRoute(routes, at);
    expect(await screen.findByText('No consults yet')).toBeInTheDocument();
  });

  it('offers to try the history again after a failure', async () => {
    let fail = true;
    stubSchedulingApi({
      ...handlers(),
      [HISTORY]: () => (fail ? apiError(500, 'Something went wrong') : json(200, buildList([mine]))),
    });
    const { user } = renderRoute(routes, at);
    expect(await screen.findByText('The consult history could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Consults' })).toBeInTheDocument();
  });

  it('says plainly when the patient is not one the viewer can see', async () => {
    stubSchedulingApi({
      ...handlers(),
      [`GET ${patientPath(PATIENT_ID)}`]: () => apiError(404, 'User not found', ErrorCode.NOT_FOUND),
    });
    renderRoute(routes, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'Patient not found' })).toBeInTheDocument();
  });
});

describe('a doctor booking a patient in', () => {
  it('asks what the consult is about and for a time before sending anything', async () => {
    const api = stubSchedulingApi(handlers());
    const { user, dialog } = await openBookIn();
    await within(dialog).findByRole('button', { name: '9:00 am AEDT' });
    await user.click(within(dialog).getByRole('button', { name: 'Book in' }));
    expect(within(dialog).getByText('Tell the doctor what the consult is about')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a time for the consult')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('What the consult is about')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.calls('POST', BOOK_PATIENT_PATH)).toHaveLength(0);
  });

  it('books one of the doctor’s free times for the patient and says when', async () => {
    const api = stubSchedulingApi({
      ...handlers(),
      [`POST ${BOOK_PATIENT_PATH}`]: () => json(201, buildAppointment({ startsAt: NINE_FIFTEEN_SYDNEY })),
    });
    const { user, dialog } = await openBookIn();
    await user.type(within(dialog).getByLabelText('What the consult is about'), 'Review of blood results');
    await user.click(await within(dialog).findByRole('button', { name: '9:15 am AEDT' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book in' }));
    expect(
      await screen.findByText('Mia Nguyen is booked in for Tue 24 Nov, 9:15 am AEDT.'),
    ).toBeInTheDocument();
    expect(api.calls('POST', BOOK_PATIENT_PATH)[0]?.body).toEqual({
      patientId: PATIENT_ID,
      reason: 'Review of blood results',
      duration: 15,
      startsAt: NINE_FIFTEEN_SYDNEY,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the time has just gone, and shows the free times again', async () => {
    const api = stubSchedulingApi({
      ...handlers(),
      [`POST ${BOOK_PATIENT_PATH}`]: () =>
        apiError(409, 'That time has just been booked. Choose another', ErrorCode.SLOT_TAKEN),
    });
    const { user, dialog } = await openBookIn();
    await user.type(within(dialog).getByLabelText('What the consult is about'), 'Review');
    await user.click(await within(dialog).findByRole('button', { name: '9:00 am AEDT' }));
    const before = api.calls('GET', FREE.slice(4)).length;
    await user.click(within(dialog).getByRole('button', { name: 'Book in' }));
    const alert = await within(dialog).findByText('That time could not be booked');
    expect(alert.parentElement).toHaveTextContent('That time has just been booked. Choose another.');
    await waitFor(() => expect(api.calls('GET', FREE.slice(4)).length).toBeGreaterThan(before));
    expect(screen.getByRole('dialog', { name: 'Book in' })).toBeInTheDocument();
  });
});
