import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import {
  buildDoctorCard,
  buildList,
  buildRow,
  DOCTOR_ID,
  me,
  OTHER_DOCTOR_ID,
  useStaffTestSetup,
} from '../testing/build-staff-data';
import { AdminAppointmentsPage } from './admin-appointments-page';

const LIST = '/api/v1/appointments/admin/all';
const DOCTORS = '/api/v1/users/getDoctors';
const renderSheet = (path = '/admin/appointments') =>
  renderRoute([{ path: '/admin/appointments', element: <AdminAppointmentsPage /> }], path);
const table = () => screen.findByRole('table', { name: 'Appointments' });
const doctors = () =>
  json(200, {
    items: [buildDoctorCard(), buildDoctorCard({ id: OTHER_DOCTOR_ID, firstName: 'Tom', lastName: 'Baker' })],
  });
const base = { [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, me.admin()), [`GET ${DOCTORS}`]: doctors };

describe('the admin appointment sheet', () => {
  useStaffTestSetup();

  it('lists consults with the time in the viewer’s zone (named), patient, doctor, kind, state and fee', async () => {
    stubApi({
      ...base,
      [`GET ${LIST}`]: () =>
        json(
          200,
          buildList([
            buildRow(),
            buildRow({
              id: '0190a5c1-0000-7000-8000-0000000a0002',
              type: 'callback',
              status: 'requested',
              startsAt: null,
              endsAt: null,
              doctorName: null,
              priceCents: null,
              patientName: 'Noah Smith',
            }),
          ]),
        ),
    });
    renderSheet();
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointments' })).toBeInTheDocument();
    const rows = within(await table()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Tue 1 Dec10:00 am AEDT');
    expect(rows[1]).toHaveTextContent('Mia Nguyen');
    expect(rows[1]).toHaveTextContent('Priya Raman');
    expect(rows[1]).toHaveTextContent('Booked');
    expect(rows[1]).toHaveTextContent('$89.00');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: /Details/ })).toHaveAttribute(
      'href',
      '/admin/appointments/0190a5c1-0000-7000-8000-0000000a0001',
    );
    expect(rows[2]).toHaveTextContent('No time yet');
    expect(rows[2]).toHaveTextContent('Not assigned');
    expect(rows[2]).toHaveTextContent('Callback');
    expect(rows[2]).toHaveTextContent('No fee set');
    expect(screen.getByText('Showing 1–2 of 2 consults')).toBeInTheDocument();
  });

  it('asks for the chosen view, kind, state and doctor, each back on page 1', async () => {
    const api = stubApi({
      ...base,
      'GET /api/v1/appointments/admin/all?page=2': () =>
        json(200, buildList([buildRow()], { total: 30, page: 2 })),
      'GET /api/v1/appointments/admin/today': () => json(200, buildList([buildRow()])),
      'GET /api/v1/appointments/admin/today?type=callback': () => json(200, buildList([buildRow()])),
      'GET /api/v1/appointments/admin/today?type=callback&status=scheduled': () =>
        json(200, buildList([buildRow()])),
      [`GET /api/v1/appointments/admin/today?type=callback&status=scheduled&doctorId=${DOCTOR_ID}`]: () =>
        json(200, buildList([buildRow()])),
    });
    const { router, user } = renderSheet('/admin/appointments?page=2');
    await table();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'View' }), 'Today');
    await waitFor(() => expect(locationOf(router)).toBe('/admin/appointments?view=today'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Callback');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Booked');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Doctor' }), 'Dr Priya Raman');
    await waitFor(() =>
      expect(
        api.calls(
          'GET',
          `/api/v1/appointments/admin/today?type=callback&status=scheduled&doctorId=${DOCTOR_ID}`,
        ),
      ).toHaveLength(1),
    );
    expect(locationOf(router)).toBe(
      `/admin/appointments?view=today&type=callback&status=scheduled&doctor=${DOCTOR_ID}`,
    );
  });

  it('turns a date range into the instants the viewer’s days begin and end', async () => {
    const from = encodeURIComponent('2026-11-30T13:00:00.000Z');
    const to = encodeURIComponent('2026-12-07T13:00:00.000Z');
    const api = stubApi({
      ...base,
      [`GET ${LIST}?from=${from}&to=${to}`]: () => json(200, buildList([buildRow()])),
    });
    renderSheet('/admin/appointments?from=2026-12-01&to=2026-12-07');
    await table();
    expect(api.calls('GET', `${LIST}?from=${from}&to=${to}`)).toHaveLength(1);
    expect(screen.getByLabelText('From')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-12-07');
  });

  it('searches once typing pauses', async () => {
    const api = stubApi({
      ...base,
      [`GET ${LIST}`]: () => json(200, buildList([buildRow()])),
      [`GET ${LIST}?search=cough`]: () => json(200, buildList([buildRow()])),
    });
    const { router, user } = renderSheet();
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'cough');
    await waitFor(() => expect(locationOf(router)).toBe('/admin/appointments?q=cough'));
    await waitFor(() => expect(api.calls('GET', `${LIST}?search=cough`)).toHaveLength(1));
    expect(api.requests.filter((r) => r.path.startsWith(`${LIST}?search=`))).toHaveLength(1);
  });

  it('says when nothing matches, and clears the filters', async () => {
    stubApi({
      ...base,
      [`GET ${LIST}?type=offline`]: () => json(200, buildList([])),
      [`GET ${LIST}`]: () => json(200, buildList([buildRow()])),
    });
    const { router, user } = renderSheet('/admin/appointments?type=offline');
    expect(await screen.findByText('No consults match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/appointments'));
    expect(await table()).toBeInTheDocument();
  });

  it('shows the server’s reason when the sheet cannot load, and tries again', async () => {
    let fail = true;
    stubApi({
      ...base,
      [`GET ${LIST}`]: () =>
        fail
          ? apiError(503, 'The database is busy. Try again in a moment.')
          : json(200, buildList([buildRow()])),
    });
    const { user } = renderSheet();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the appointments.');
    expect(alert).toHaveTextContent('The database is busy. Try again in a moment.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('shows the not-found page to anyone but an administrator, and asks for no consults', async () => {
    const api = stubApi({ [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, me.nurse()) });
    renderSheet();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('/api/v1/appointments'))).toHaveLength(0);
  });

  it('shows stacked cards on a phone', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} })),
    );
    stubApi({ ...base, [`GET ${LIST}`]: () => json(200, buildList([buildRow()])) });
    renderSheet();
    const card = await screen.findByRole('link', {
      name: 'Consult with Mia Nguyen, Tue 1 Dec, 10:00 am AEDT',
    });
    expect(card).toHaveTextContent('Priya Raman · Scheduled · $89.00');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The filters fold away under one line, which says how many are in use.
    expect(screen.getByText('Filters')).toBeInTheDocument();
  });

  describe('Export CSV', () => {
    const csv = (total: number) => () =>
      new Response('id,patient\r\n', {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="curo-appointments-2026-11-22.csv"',
          'x-total-count': String(total),
        },
      });
    const stubDownloads = () => {
      const createObjectURL = vi.fn((_blob: Blob) => 'blob:curo/sheet');
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
      const saved: { href: string; download: string }[] = [];
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push({ href: this.href, download: this.download });
      });
      return { createObjectURL, click, saved };
    };

    it('downloads the same view and filters with the session’s token, and says how many rows', async () => {
      const downloads = stubDownloads();
      const api = stubApi({
        ...base,
        'GET /api/v1/appointments/admin/upcoming?type=scheduled': () =>
          json(200, buildList([buildRow()], { total: 57 })),
        'GET /api/v1/appointments/admin/sheets?view=upcoming&type=scheduled': csv(57),
      });
      const { user } = renderSheet('/admin/appointments?view=upcoming&type=scheduled');
      await table();
      expect(screen.getByText('57 consults will be exported.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));

      expect(await screen.findByText('The file holds 57 consults.')).toBeInTheDocument();
      const [sheet] = api.calls('GET', '/api/v1/appointments/admin/sheets?view=upcoming&type=scheduled');
      expect(sheet?.authorization).toBe('Bearer access-staff');
      expect(downloads.createObjectURL.mock.calls[0]?.[0].type).toMatch(/^text\/csv/);
      expect(downloads.saved).toEqual([
        { href: 'blob:curo/sheet', download: 'curo-appointments-2026-11-22.csv' },
      ]);
      expect(
        await screen.findByText('Downloaded 57 consults as curo-appointments-2026-11-22.csv.'),
      ).toBeInTheDocument();
      downloads.click.mockRestore();
    });

    it('warns when more consults match than one file holds', async () => {
      const downloads = stubDownloads();
      stubApi({
        ...base,
        [`GET ${LIST}`]: () => json(200, buildList([buildRow()], { total: 12_345 })),
        'GET /api/v1/appointments/admin/sheets?view=all': csv(12_345),
      });
      const { user } = renderSheet();
      await table();
      expect(
        screen.getByText(/12,345 consults match, and one file holds at most 10,000/),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByText('The file holds 10,000 consults.')).toBeInTheDocument();
      downloads.click.mockRestore();
    });

    it('says why when the export is refused', async () => {
      stubApi({
        ...base,
        [`GET ${LIST}`]: () => json(200, buildList([buildRow()])),
        'GET /api/v1/appointments/admin/sheets?view=all': () =>
          apiError(429, 'Too many requests. Try again in a minute.'),
      });
      const { user } = renderSheet();
      await table();
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(
        await screen.findByText('We could not export the sheet. Too many requests. Try again in a minute.'),
      ).toBeInTheDocument();
    });
  });
});
