import { paths } from '@curo/core/routes';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { buildDoctorDetail, buildPatientDetail } from '../../../test/build-user-detail';
import { buildUser, json, type SeenRequest, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { DOCTORS_PATH } from '../../appointments-staff';
import { buildDoctorCard } from '../../appointments-staff/testing/build-staff-data';
import { STATEMENT_PATH } from '../api/get-statement';
import { buildStatement, buildStatementLine } from '../testing/build-statement';
import { DoctorStatementsPage } from './doctor-statements-page';

/** Friday 20 November 2026, 12:00 in Sydney: last month is October. */
const NOW = new Date('2026-11-20T01:00:00.000Z');
const doctor = buildDoctorDetail();
const admin = buildUser({ id: '5b1d4d2f-3c6e-4f90-8b2c-3d4e5f6a7b8c', role: 'admin', firstName: 'Sam' });

const discounted = buildStatementLine({
  dateOfService: '2026-10-06T23:00:00.000Z',
  mbsItem: '91800',
  discountCents: 1_000,
  collectedCents: 7_900,
  netCents: 7_900,
  commissionCents: 1_580,
  payableCents: 6_320,
});
const bulkBilled = buildStatementLine({
  dateOfService: '2026-10-14T03:30:00.000Z',
  patientName: 'Leo Marsh',
  type: 'callback',
  billing: 'bulk_billed',
  feeCents: 4_285,
  collectedCents: 0,
  netCents: 0,
  commissionCents: 0,
  payableCents: 0,
});
const october = buildStatement([discounted, bulkBilled]);

const pdf = () =>
  new Response(new Blob(['%PDF-1.3 statement'], { type: 'application/pdf' }), {
    status: 200,
    headers: { 'content-type': 'application/pdf' },
  });
/** The statement API: a PDF when asked for one, else the statement for the month asked. */
const statementServer = (answer: (body: { from: string; doctorId?: string }) => Response) => ({
  [`POST ${STATEMENT_PATH}`]: (request: SeenRequest) => {
    const body = request.body as { from: string; format?: string; doctorId?: string };
    return body.format === 'pdf' ? pdf() : answer(body);
  },
});
const renderStatements = (path: string = paths.doctorStatements) =>
  renderRoute([{ path: paths.doctorStatements, element: <DoctorStatementsPage /> }], path);

describe('the statements page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows a doctor last month: the totals and each consult, in Sydney time', async () => {
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, doctor),
      ...statementServer(() => json(200, october)),
    });
    renderStatements();
    const consults = await screen.findByRole('list', { name: 'Consults' });
    expect(api.calls('POST', STATEMENT_PATH)[0]?.body).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('2026-10');

    const totals = screen.getByRole('region', { name: 'October 2026' });
    expect(totals).toHaveTextContent('Dr Priya Raman, provider number 2426621B');
    expect(totals).toHaveTextContent('Completed consults2');
    expect(totals).toHaveTextContent('Collected$79.00');
    expect(totals).toHaveTextContent('Commission (20%)$15.80');
    expect(totals).toHaveTextContent('Payable to you$63.20');

    const [first, second] = within(consults).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveAccessibleName('Mia Nguyen');
    expect(first).toHaveTextContent('Wed 7 Oct 2026, 10:00 am AEDT');
    expect(first).toHaveTextContent('Scheduled consult (video) · Paid by card · MBS item 91800');
    expect(first).toHaveTextContent('Discount$10.00');
    expect(first).toHaveTextContent('Payable$63.20');
    expect(second).toHaveTextContent('Callback consult (phone) · Bulk billed');
    expect(second).toHaveTextContent('Collected$0.00');
    expect(second).not.toHaveTextContent('Discount');
    expect(document.body).not.toHaveTextContent(/Curo (will )?lodges?/i);
  });

  it('keeps the month chosen in the address and asks for it', async () => {
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, doctor),
      ...statementServer((body) =>
        json(
          200,
          body.from === '2026-09-01' ? buildStatement([], { from: '2026-09-01', to: '2026-09-30' }) : october,
        ),
      ),
    });
    const { user, router } = renderStatements();
    await screen.findByRole('list', { name: 'Consults' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '2026-09');
    expect(locationOf(router)).toBe('/account/doctor/statements?month=2026-09');
    expect(await screen.findByText('No completed consults in September 2026.')).toBeInTheDocument();
    expect(api.calls('POST', STATEMENT_PATH).at(-1)?.body).toEqual({ from: '2026-09-01', to: '2026-09-30' });
  });

  it('downloads the PDF of the month shown', async () => {
    const createObjectURL = vi.fn(() => 'blob:statement');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, doctor),
      ...statementServer(() => json(200, october)),
    });
    const { user } = renderStatements('/account/doctor/statements?month=2026-10');
    await user.click(await screen.findByRole('button', { name: 'Download the PDF' }));
    expect(await screen.findByText('The statement PDF is downloading.')).toBeInTheDocument();
    const asked = api.calls('POST', STATEMENT_PATH).find((r) => (r.body as { format?: string }).format);
    expect(asked?.body).toEqual({ from: '2026-10-01', to: '2026-10-31', format: 'pdf' });
    expect(asked?.authorization).toBe('Bearer access-1');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('lets an admin choose the doctor, kept in the address', async () => {
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, admin),
      [`GET ${DOCTORS_PATH}`]: () =>
        json(200, { items: [buildDoctorCard({ id: doctor.id, firstName: 'Priya', lastName: 'Raman' })] }),
      ...statementServer(() => json(200, october)),
    });
    const { user, router } = renderStatements();
    expect(await screen.findByText('Whose statement?')).toBeInTheDocument();
    expect(api.calls('POST', STATEMENT_PATH)).toHaveLength(0);
    const select = screen.getByRole('combobox', { name: 'Doctor' });
    await within(select).findByRole('option', { name: 'Dr Priya Raman' });
    await user.selectOptions(select, doctor.id);
    expect(locationOf(router)).toBe(`/account/doctor/statements?doctor=${doctor.id}`);
    await screen.findByRole('list', { name: 'Consults' });
    expect(api.calls('POST', STATEMENT_PATH)[0]?.body).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      doctorId: doctor.id,
    });
    expect(screen.getByRole('region', { name: 'October 2026' })).toHaveTextContent(
      'Payable to the doctor$63.20',
    );
  });

  it('is not a page for patients', async () => {
    const api = stubApi({ [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildPatientDetail()) });
    renderStatements();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.calls('POST', STATEMENT_PATH)).toHaveLength(0));
  });
});
