import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import {
  APPOINTMENT_ID,
  buildDetails,
  buildList,
  buildRow,
  me,
  useStaffTestSetup,
} from '../testing/build-staff-data';
import { CompanyAppointmentsPage } from './company-appointments-page';
import { NurseAppointmentPage, NurseAppointmentsPage } from './nurse-appointments-page';

const nurse = me.nurse();
const companyAdmin = me.companyAdmin();
const NURSE_LIST = `/api/v1/appointments/nurse/${nurse.id}`;
const COMPANY_LIST = `/api/v1/appointments/companyAdmin/${companyAdmin.id}`;

const nurseRoutes = [
  { path: '/account/nurse/appointments', element: <NurseAppointmentsPage /> },
  { path: '/account/nurse/appointments/:appointmentId', element: <NurseAppointmentPage /> },
];
const companyRoutes = [{ path: '/account/company/appointments', element: <CompanyAppointmentsPage /> }];

describe('a nurse’s appointments', () => {
  useStaffTestSetup();

  it('lists the nurse’s own consults with the reason, and links each to its details', async () => {
    stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, nurse),
      [`GET ${NURSE_LIST}`]: () => json(200, buildList([buildRow()])),
      [`GET /api/v1/appointments/details/${APPOINTMENT_ID}/all`]: () => json(200, buildDetails()),
    });
    const { user } = renderRoute(nurseRoutes, '/account/nurse/appointments');
    const table = await screen.findByRole('table', { name: 'Your appointments' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Tue 1 Dec10:00 am AEDT');
    expect(row).toHaveTextContent('Persistent cough');
    expect(row).not.toHaveTextContent('$89.00');

    await user.click(within(row).getByRole('link', { name: /Details/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consult with Mia Nguyen' }),
    ).toBeInTheDocument();
    // A nurse reads the consult and its people, but the administrator's changes are not offered.
    expect(screen.queryByRole('button', { name: 'Change fee' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Participants' })).toBeInTheDocument();
  });

  it('searches and pages through the nurse’s list', async () => {
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, nurse),
      [`GET ${NURSE_LIST}`]: () => json(200, buildList([buildRow()], { total: 40 })),
      [`GET ${NURSE_LIST}?page=2`]: () => json(200, buildList([buildRow()], { total: 40, page: 2 })),
      [`GET ${NURSE_LIST}?search=mia`]: () => json(200, buildList([buildRow()])),
    });
    const { user } = renderRoute(nurseRoutes, '/account/nurse/appointments');
    await screen.findByRole('table', { name: 'Your appointments' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'mia');
    await waitFor(() => expect(api.calls('GET', `${NURSE_LIST}?search=mia`)).toHaveLength(1));
  });

  it('is not there for other roles', async () => {
    const api = stubApi({ [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, companyAdmin) });
    renderRoute(nurseRoutes, '/account/nurse/appointments');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('/api/v1/appointments'))).toHaveLength(0);
  });
});

describe('a company administrator’s appointments', () => {
  useStaffTestSetup();

  it('lists the organisation’s consults without any reason, and says why plainly', async () => {
    stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, companyAdmin),
      // Even if a reason arrived, the screen would not show it.
      [`GET ${COMPANY_LIST}`]: () => json(200, buildList([buildRow()])),
    });
    renderRoute(companyRoutes, '/account/company/appointments');
    const table = await screen.findByRole('table', { name: "Your organisation's appointments" });
    expect(within(table).queryByRole('columnheader', { name: 'Reason' })).not.toBeInTheDocument();
    expect(table).not.toHaveTextContent('Persistent cough');
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    expect(
      screen.getByText(/The reason for each consult is private to the patient and their doctor/),
    ).toBeInTheDocument();
  });

  it('searches names through the API', async () => {
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, companyAdmin),
      [`GET ${COMPANY_LIST}`]: () => json(200, buildList([])),
      [`GET ${COMPANY_LIST}?search=noah`]: () => json(200, buildList([])),
    });
    const { user } = renderRoute(companyRoutes, '/account/company/appointments');
    expect(await screen.findByText('No consults yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'noah');
    await waitFor(() => expect(api.calls('GET', `${COMPANY_LIST}?search=noah`)).toHaveLength(1));
    expect(await screen.findByText('No consults match these filters.')).toBeInTheDocument();
  });
});
