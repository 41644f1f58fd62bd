import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { buildDoctorDetail, buildPatientDetail } from '../../../test/build-user-detail';
import { apiError, buildUser, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { GET_PATIENTS_PATH } from '../api/search-patients';
import { PatientsPage } from './patients-page';

const routes = [{ path: '/account/patients', element: <PatientsPage /> }];
const ME = 'GET /api/v1/users/fetchLogin';
const mia = { ...buildUser(), status: 'active' as const };
const tom = {
  ...buildUser({
    id: '9b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
    firstName: 'Tom',
    lastName: 'Walker',
    email: 'tom@example.com.au',
  }),
  status: 'blocked' as const,
};
const page = (items: unknown[], total = items.length, pageNo = 1) =>
  json(200, { items, total, page: pageNo, pageSize: 20 });

beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1'));
afterEach(() => {
  act(() => toast.clear());
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('staff finding a patient', () => {
  it('lists the patients the doctor may see, each a link to their page, a blocked one marked', async () => {
    stubApi({
      [ME]: () => json(200, buildDoctorDetail()),
      [`GET ${GET_PATIENTS_PATH}`]: () => page([mia, tom]),
    });
    renderRoute(routes, '/account/patients');
    expect(await screen.findByRole('heading', { level: 1, name: 'Patients' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Patients found' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      `/account/patients/${mia.id}`,
      `/account/patients/${tom.id}`,
    ]);
    expect(links[0]).toHaveTextContent('Mia Nguyen');
    expect(within(links[1]!).getByText('Blocked')).toBeInTheDocument();
    expect(screen.getByText('2 patients')).toBeInTheDocument();
    expect(
      screen.getByText(/Patients appear here once you have had a consult with them/),
    ).toBeInTheDocument();
  });

  it('searches as the person types, keeping the search in the address, and says when nothing matches', async () => {
    const api = stubApi({
      [ME]: () => json(200, buildDoctorDetail()),
      [`GET ${GET_PATIENTS_PATH}`]: () => page([mia]),
      [`GET ${GET_PATIENTS_PATH}?query=zed`]: () => page([]),
    });
    const { user, router } = renderRoute(routes, '/account/patients');
    await screen.findByRole('list', { name: 'Patients found' });
    await user.type(screen.getByLabelText('Search patients'), 'zed');
    expect(await screen.findByText('No patients match “zed”')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/account/patients?query=zed');
    expect(api.calls('GET', `${GET_PATIENTS_PATH}?query=zed`)).toHaveLength(1);
  });

  it('pages through the results', async () => {
    const api = stubApi({
      [ME]: () => json(200, buildDoctorDetail()),
      [`GET ${GET_PATIENTS_PATH}`]: () => page([mia], 41),
      [`GET ${GET_PATIENTS_PATH}?page=2`]: () => page([tom], 41, 2),
    });
    const { user } = renderRoute(routes, '/account/patients');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Tom Walker')).toBeInTheDocument();
    expect(api.calls('GET', `${GET_PATIENTS_PATH}?page=2`)).toHaveLength(1);
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    stubApi({
      [ME]: () => json(200, buildDoctorDetail()),
      [`GET ${GET_PATIENTS_PATH}`]: () => (fail ? apiError(500, 'Something went wrong') : page([mia])),
    });
    const { user } = renderRoute(routes, '/account/patients');
    expect(await screen.findByText('The patients could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Mia Nguyen')).toBeInTheDocument();
  });

  it('shows an admin that they can find anyone', async () => {
    stubApi({
      [ME]: () => json(200, buildDoctorDetail({ role: 'admin' }, {})),
      [`GET ${GET_PATIENTS_PATH}`]: () => page([]),
    });
    renderRoute(routes, '/account/patients');
    expect(await screen.findByText('Find any patient by name or email.')).toBeInTheDocument();
    expect(await screen.findByText('No patients yet')).toBeInTheDocument();
  });

  it('is not there for a patient', async () => {
    const api = stubApi({ [ME]: () => json(200, buildPatientDetail()) });
    renderRoute(routes, '/account/patients');
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', GET_PATIENTS_PATH)).toHaveLength(0));
  });
});
