import { type TReceivedFax, ZReceivedFax } from '@curo/core/faxes';
import { paths } from '@curo/core/routes';
import { ZAppointmentList } from '@curo/core/scheduling';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { setViewerTimeZone } from '../../../lib/date-time';
import { toast } from '../../../lib/toast-store';
import { buildUser, json, stubApi } from '../../../test/fake-api';
import { fixture } from '../../../test/fixture';
import { renderRoute } from '../../../test/render-route';
import { FaxesAdminPage } from './faxes-admin-page';

let serial = 0;
const buildFax = (overrides: Partial<TReceivedFax> = {}): TReceivedFax => {
  serial += 1;
  return fixture(
    { ZReceivedFax },
    {
      id: `0190a5c1-0000-7000-8000-${String(serial).padStart(12, '0')}`,
      fromNumber: '+61299990000',
      toNumber: '+61280001234',
      receivedAt: '2026-11-19T23:30:00.000Z',
      pages: 2,
      sizeBytes: 20_000,
      source: 'phaxio',
      folder: 'inbox',
      status: 'unfiled',
      read: false,
      label: null,
      note: null,
      patient: null,
      appointmentId: null,
      filedAt: null,
      deletedAt: null,
      purgeAfter: null,
      ...overrides,
    },
  );
};

const admin = buildUser({
  id: '0190a5c1-0000-7000-8000-0000000000aa',
  role: 'admin',
  firstName: 'Sam',
  lastName: 'Taylor',
});
const signedIn = (role: 'admin' | 'doctor' = 'admin') => ({
  [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, { ...admin, role }),
});
const pageOf = (items: TReceivedFax[], extra = {}) =>
  json(200, { items, page: 1, pageSize: 20, total: items.length, unread: 1, dropIn: false, ...extra });
const render = (path: string = paths.adminFaxes) =>
  renderRoute([{ path: paths.adminFaxes, element: <FaxesAdminPage /> }], path);
const INBOX = '/api/v1/ReceivedFaxes/paginated/inbox/1/20';

describe('the received faxes admin', () => {
  beforeEach(() => {
    setViewerTimeZone('Australia/Sydney');
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-admin');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-admin');
    URL.createObjectURL = vi.fn(() => 'blob:fax');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    act(() => toast.clear());
    setViewerTimeZone(null);
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('keeps anyone but a platform administrator out', async () => {
    const api = stubApi(signedIn('doctor'));
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.includes('ReceivedFaxes'))).toHaveLength(0);
  });

  it('lists the inbox with who sent what, when, pages, label and status; opening one shows the PDF and marks it read', async () => {
    const unread = buildFax({ label: 'Referral' });
    const read = buildFax({ fromNumber: null, read: true, pages: null });
    const api = stubApi({
      ...signedIn(),
      [`GET ${INBOX}`]: () => pageOf([unread, read]),
      [`GET /api/v1/ReceivedFaxes/${unread.id}/pdf`]: () =>
        new Response(new Blob(['%PDF-1.7 fax']), {
          status: 200,
          headers: { 'content-type': 'application/pdf' },
        }),
      'POST /api/v1/ReceivedFaxes/update': () => json(200, { ...unread, read: true }),
    });
    render();
    const list = await screen.findByRole('list', { name: 'Received faxes' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveAccessibleName('Fax from +61299990000');
    expect(first).toHaveTextContent('Unread');
    expect(first).toHaveTextContent('Not filed');
    expect(first).toHaveTextContent('Referral');
    expect(first).toHaveTextContent('20 Nov 2026');
    expect(second).toHaveAccessibleName('Fax from Unknown number');
    expect(second).not.toHaveTextContent('Unread');
    expect(screen.getByText(/1 unread/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a fax (development)' })).not.toBeInTheDocument();

    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: /Open/ }));
    expect(await screen.findByTitle('Fax preview')).toHaveAttribute('src', 'blob:fax');
    await waitFor(() =>
      expect(api.calls('POST', '/api/v1/ReceivedFaxes/update').map((r) => r.body)).toEqual([
        { id: unread.id, read: true },
      ]),
    );
    expect(api.calls('GET', `/api/v1/ReceivedFaxes/${unread.id}/pdf`)[0]?.authorization).toBe(
      'Bearer access-admin',
    );
  });

  it('files a fax into a patient found by name, moves and deletes', async () => {
    const fax = buildFax({ read: true });
    const mia = { ...buildUser(), status: 'active' as const };
    const api = stubApi({
      ...signedIn(),
      [`GET ${INBOX}`]: () => pageOf([fax]),
      [`GET /api/v1/ReceivedFaxes/${fax.id}/pdf`]: () =>
        new Response(new Blob(['%PDF-1.7']), { status: 200 }),
      'GET /api/v1/users?role=patient&query=Mia': () =>
        json(200, { items: [mia], total: 1, page: 1, pageSize: 20 }),
      'POST /api/v1/ReceivedFaxes/move': () =>
        json(200, {
          ...fax,
          folder: 'filed',
          status: 'filed',
          patient: { id: mia.id, name: 'Mia Nguyen', email: mia.email },
        }),
      'POST /api/v1/ReceivedFaxes/update': () => json(200, { ...fax, label: 'Bloods' }),
      'POST /api/v1/ReceivedFaxes/delete': () => json(200, { ...fax, status: 'deleted' }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: /Open the fax from/ }));
    fireEvent.change(await screen.findByLabelText('Label', { exact: false }), {
      target: { value: 'Bloods' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save label and note' }));
    await waitFor(() =>
      expect(api.calls('POST', '/api/v1/ReceivedFaxes/update').at(-1)?.body).toEqual({
        id: fax.id,
        label: 'Bloods',
        note: '',
      }),
    );

    fireEvent.change(screen.getByRole('searchbox', { name: /File into a patient/ }), {
      target: { value: 'Mia' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'File with Mia Nguyen' }));
    await waitFor(() =>
      expect(api.calls('POST', '/api/v1/ReceivedFaxes/move')[0]?.body).toEqual({
        id: fax.id,
        to: { kind: 'patient', patientId: mia.id },
      }),
    );
    expect(await screen.findByText('Filed into Mia Nguyen’s record.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Move to a folder'), { target: { value: 'results' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(api.calls('POST', '/api/v1/ReceivedFaxes/move')[1]?.body).toEqual({
        id: fax.id,
        to: { kind: 'folder', folder: 'results' },
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.calls('POST', '/api/v1/ReceivedFaxes/delete')[0]?.body).toEqual({ id: fax.id }),
    );
    expect(
      await screen.findByText('Deleted. It can be restored for 30 days from the Deleted folder.'),
    ).toBeInTheDocument();
  });

  it('files a fax already with a patient under one of their consults', async () => {
    const mia = { id: '0190a5c1-0000-7000-8000-0000000000bb', name: 'Mia Nguyen', email: null };
    const consultId = '0190a5c1-0000-7000-8000-0000000000cc';
    const fax = buildFax({ read: true, folder: 'filed', status: 'filed', patient: mia });
    const api = stubApi({
      ...signedIn(),
      [`GET ${INBOX}`]: () => pageOf([fax]),
      [`GET /api/v1/ReceivedFaxes/${fax.id}/pdf`]: () =>
        new Response(new Blob(['%PDF-1.7']), { status: 200 }),
      [`GET /api/v1/appointments/consultHistory/${mia.id}?pageSize=20`]: () =>
        json(
          200,
          fixture(
            { ZAppointmentList },
            {
              items: [
                {
                  id: consultId,
                  type: 'scheduled',
                  status: 'completed',
                  patientId: mia.id,
                  doctorId: admin.id,
                  familyMemberId: null,
                  startsAt: '2026-11-18T23:00:00.000Z',
                  endsAt: '2026-11-18T23:15:00.000Z',
                  reason: 'Skin check',
                  priceCents: null,
                  billing: null,
                  holdExpiresAt: null,
                  cancelReason: null,
                  runningLateMinutes: null,
                  createdAt: '2026-11-10T00:00:00.000Z',
                  updatedAt: '2026-11-18T23:15:00.000Z',
                  patientName: 'Mia Nguyen',
                  doctorName: 'Priya Raman',
                },
              ],
              page: 1,
              pageSize: 20,
              total: 1,
            },
          ),
        ),
      'POST /api/v1/ReceivedFaxes/move': () => json(200, { ...fax, appointmentId: consultId }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: /Open the fax from/ }));
    const choice = await screen.findByLabelText('File under one of Mia Nguyen’s consults');
    const button = screen.getByRole('button', { name: 'File under this consult' });
    expect(button).toBeDisabled();
    fireEvent.change(choice, { target: { value: consultId } });
    expect(
      within(choice as HTMLElement).getByRole('option', { name: /Dr Priya Raman · Completed/ }),
    ).toBeInTheDocument();
    fireEvent.click(button);
    await waitFor(() =>
      expect(api.calls('POST', '/api/v1/ReceivedFaxes/move')[0]?.body).toEqual({
        id: fax.id,
        to: { kind: 'appointment', appointmentId: consultId },
      }),
    );
    expect(await screen.findByText('Filed under the consult.')).toBeInTheDocument();
  });

  it('shows the Deleted folder with a restore, pages through a long folder, and offers the drop-in without a provider', async () => {
    const gone = buildFax({
      read: true,
      status: 'deleted',
      deletedAt: '2026-11-18T00:00:00.000Z',
      purgeAfter: '2026-12-18T00:00:00.000Z',
    });
    const api = stubApi({
      ...signedIn(),
      'GET /api/v1/ReceivedFaxes/paginated/deleted/1/20': () => pageOf([gone], { total: 25, dropIn: true }),
      'GET /api/v1/ReceivedFaxes/paginated/deleted/2/20': () =>
        pageOf([], { page: 2, total: 25, dropIn: true }),
      [`GET /api/v1/ReceivedFaxes/${gone.id}/pdf`]: () =>
        new Response(new Blob(['%PDF-1.7']), { status: 200 }),
      'POST /api/v1/ReceivedFaxes/restore': () =>
        json(200, { ...gone, status: 'unfiled', deletedAt: null, purgeAfter: null }),
    });
    render(`${paths.adminFaxes}?folder=deleted`);
    expect(await screen.findByRole('tab', { name: 'Deleted', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Add a fax (development)' })).toBeInTheDocument();
    const [item] = within(await screen.findByRole('list', { name: 'Received faxes' })).getAllByRole(
      'listitem',
    );
    expect(item).toHaveTextContent('Deleted');
    fireEvent.click(within(item as HTMLElement).getByRole('button', { name: /Open/ }));
    expect(await screen.findByText(/purged for good after/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(api.calls('POST', '/api/v1/ReceivedFaxes/restore')[0]?.body).toEqual({ id: gone.id }),
    );
    // Opening a deleted fax does not mark it read or unread.
    expect(api.calls('POST', '/api/v1/ReceivedFaxes/update')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(api.calls('GET', '/api/v1/ReceivedFaxes/paginated/deleted/2/20')).toHaveLength(1),
    );
  });
});
