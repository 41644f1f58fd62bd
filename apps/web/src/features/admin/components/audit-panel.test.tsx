import { ErrorCode } from '@curo/core/errors';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { AdminPage } from '../pages/admin-page';
import { buildAdmin } from '../testing/build-admin-data';

/** The audit trail and the records-opened report on `/admin`, against a stubbed API. */
const renderAdmin = (path: string) => renderRoute([{ path: '/admin', element: <AdminPage /> }], path);
const me = () => json(200, buildAdmin());

const PRIYA = '0190a5c1-0000-7000-8000-0000000d0c01';
const MIA = '0190a5c1-0000-7000-8000-0000000a7101';
const page =
  (...items: unknown[]) =>
  () =>
    json(200, { items, page: 1, pageSize: 50 });
const viewed = {
  id: '0190a5c1-0000-7000-8000-0000000e0002',
  action: 'patient.record_viewed',
  actorId: PRIYA,
  actorName: 'Priya Raman',
  actorRole: 'doctor',
  actingAsId: null,
  actingAsName: null,
  subjectUserId: MIA,
  subjectName: 'Mia Nguyen',
  subjectRole: 'patient',
  recordType: 'clinical_note',
  recordId: 'n1',
  ip: '203.0.113.20',
  // 1 April 2026, 9:30 am in Sydney (AEDT, +11).
  createdAt: '2026-03-31T22:30:00.000Z',
};

const csv = (filename: string, rows: number) => () =>
  new Response('header\r\n', {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'x-total-count': String(rows),
    },
  });

function stubDownloads() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:curo/audit');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const saved: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}

describe('the audit trail screen', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-admin');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-admin');
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows names and roles beside the ids, in Sydney time, and narrows to a person picked from the list', async () => {
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: me,
      'GET /api/v1/audit': page(viewed),
      [`GET /api/v1/audit?actorId=${PRIYA}`]: page(viewed),
    });
    const { router, user } = renderAdmin('/admin?tab=audit');
    const trail = await screen.findByRole('table', { name: 'Audit trail, newest first' });
    const row = within(trail).getByRole('row', { name: /Patient record opened/ });
    expect(row).toHaveTextContent('Priya Raman');
    expect(row).toHaveTextContent('Doctor');
    expect(row).toHaveTextContent('Mia Nguyen');
    expect(row).toHaveTextContent('1 Apr 2026');
    expect(row).toHaveTextContent('9:30');

    await user.click(within(row).getByRole('button', { name: 'Show only what Priya Raman did' }));
    await waitFor(() => expect(locationOf(router)).toBe(`/admin?tab=audit&actorId=${PRIYA}`));
    expect(await screen.findByText('By Priya Raman')).toBeInTheDocument();
    expect(api.calls('GET', `/api/v1/audit?actorId=${PRIYA}`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Whose records did they open?' })).toHaveAttribute(
      'href',
      `/admin?tab=views&actorId=${PRIYA}`,
    );

    await user.click(screen.getByRole('button', { name: 'Remove the filter: By Priya Raman' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin?tab=audit'));
  });

  it('filters by Sydney days through the address, and says when the days run backwards', async () => {
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: me,
      'GET /api/v1/audit': page(viewed),
      'GET /api/v1/audit?from=2026-04-01': page(viewed),
      'GET /api/v1/audit?from=2026-04-01&to=2026-04-02': page(viewed),
      'GET /api/v1/audit?from=2026-04-03&to=2026-04-02': () =>
        apiError(400, 'The start date must be on or before the end date'),
    });
    const { router, user } = renderAdmin('/admin?tab=audit');
    await screen.findByRole('table', { name: 'Audit trail, newest first' });
    const from = screen.getByLabelText(/^From/);
    expect(from).toHaveAccessibleDescription('A day in Sydney time');
    await user.type(from, '2026-04-01');
    await waitFor(() => expect(locationOf(router)).toBe('/admin?tab=audit&from=2026-04-01'));
    await user.type(screen.getByLabelText(/^To/), '2026-04-02');
    await waitFor(() => expect(locationOf(router)).toBe('/admin?tab=audit&from=2026-04-01&to=2026-04-02'));
    await waitFor(() =>
      expect(api.calls('GET', '/api/v1/audit?from=2026-04-01&to=2026-04-02')).toHaveLength(1),
    );

    await router.navigate('/admin?tab=audit&from=2026-04-03&to=2026-04-02');
    expect(await screen.findByText('Choose a day on or after the start')).toBeInTheDocument();
  });

  it('exports the filtered trail, and shows the reason when there is too much for one file', async () => {
    const downloads = stubDownloads();
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: me,
      'GET /api/v1/audit?action=patient.record_viewed&from=2026-04-01': page(viewed),
      'GET /api/v1/audit/export?action=patient.record_viewed&from=2026-04-01': csv(
        'curo-audit-trail-2026-11-26.csv',
        1,
      ),
      'GET /api/v1/audit?from=2026-01-01': page(viewed),
      'GET /api/v1/audit/export?from=2026-01-01': () =>
        apiError(
          422,
          'More than 10,000 events match, more than one file can hold. Narrow the dates or filters and export again',
          ErrorCode.EXPORT_TOO_LARGE,
        ),
    });
    const { router, user } = renderAdmin('/admin?tab=audit&action=patient.record_viewed&from=2026-04-01');
    await screen.findByRole('table', { name: 'Audit trail, newest first' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('Downloaded 1 event as curo-audit-trail-2026-11-26.csv.'),
    ).toBeInTheDocument();
    const [sent] = api.calls('GET', '/api/v1/audit/export?action=patient.record_viewed&from=2026-04-01');
    expect(sent?.authorization).toBe('Bearer access-admin');
    expect(downloads.saved).toEqual(['curo-audit-trail-2026-11-26.csv']);

    await router.navigate('/admin?tab=audit&from=2026-01-01');
    await waitFor(() => expect(api.calls('GET', '/api/v1/audit?from=2026-01-01')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/More than 10,000 events match/)).toBeInTheDocument();
    downloads.restore();
  });
});

describe('the records-opened report', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-admin');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-admin');
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const report = {
    actor: { id: PRIYA, name: 'Priya Raman', role: 'doctor' },
    from: '2026-04-01',
    to: '2026-04-02',
    total: 2,
    items: [
      {
        subjectUserId: MIA,
        subjectName: 'Mia Nguyen',
        subjectEmail: 'mia@example.com.au',
        subjectRole: 'patient',
        firstViewedAt: '2026-03-31T22:30:00.000Z',
        lastViewedAt: '2026-04-01T23:00:00.000Z',
        views: 3,
      },
      {
        subjectUserId: '0190a5c1-0000-7000-8000-0000000b0b01',
        subjectName: 'Bo Lindqvist',
        subjectEmail: 'bo@example.com.au',
        subjectRole: 'patient',
        firstViewedAt: '2026-04-01T01:00:00.000Z',
        lastViewedAt: '2026-04-01T01:00:00.000Z',
        views: 1,
      },
    ],
  };
  const query = `actorId=${PRIYA}&from=2026-04-01&to=2026-04-02`;

  it('asks for the person and both days, then lists everyone whose record they opened, and exports it', async () => {
    const downloads = stubDownloads();
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: me,
      [`GET /api/v1/audit/record-views?${query}`]: () => json(200, report),
      [`GET /api/v1/audit/record-views/export?${query}`]: csv(
        'curo-record-views-2026-04-01-to-2026-04-02.csv',
        2,
      ),
    });
    const { router, user } = renderAdmin('/admin?tab=views');
    await user.click(await screen.findByRole('button', { name: 'Show records opened' }));
    expect(screen.getByLabelText('Person (account ID)')).toHaveAccessibleDescription(/Enter the account ID/);
    expect(screen.getByText('Choose the first day')).toBeInTheDocument();
    expect(api.sent().filter((r) => r.path.startsWith('/api/v1/audit'))).toEqual([]);

    await user.type(screen.getByLabelText('Person (account ID)'), PRIYA);
    await user.type(screen.getByLabelText('From'), '2026-04-02');
    await user.type(screen.getByLabelText('To'), '2026-04-01');
    await user.click(screen.getByRole('button', { name: 'Show records opened' }));
    expect(screen.getByText('Choose a day on or after the first day')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-04-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-04-02');
    await user.click(screen.getByRole('button', { name: 'Show records opened' }));
    await waitFor(() => expect(locationOf(router)).toBe(`/admin?tab=views&${query}`));

    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Records Priya Raman (Doctor) opened, Wednesday 1 April 2026 to Thursday 2 April 2026',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 people, latest first.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'People whose records were opened, latest first' });
    const mia = within(table).getByRole('row', { name: /Mia Nguyen/ });
    expect(mia).toHaveTextContent('mia@example.com.au');
    expect(mia).toHaveTextContent('3');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('Downloaded 2 people as curo-record-views-2026-04-01-to-2026-04-02.csv.'),
    ).toBeInTheDocument();
    expect(downloads.saved).toEqual(['curo-record-views-2026-04-01-to-2026-04-02.csv']);
    downloads.restore();
  });
});
