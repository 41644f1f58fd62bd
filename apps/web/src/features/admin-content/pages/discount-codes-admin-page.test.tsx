import { discountMessages, type TDiscountCode, ZDiscountCode } from '@curo/core/discounts';
import { ErrorCode } from '@curo/core/errors';
import { paths } from '@curo/core/routes';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { toast } from '../../../lib/toast-store';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { fixture } from '../../../test/fixture';
import { locationOf } from '../../../test/render-route';
import { buildCompany } from '../testing/build-content-admin';
import { renderAdminScreen, signedInAdmin, signedInDoctor } from '../testing/render-admin';
import { DiscountCodesAdminPage } from './discount-codes-admin-page';

/** Friday 20 November 2026, 12:00 in Sydney (AEDT, +11:00). */
const NOW = new Date('2026-11-20T01:00:00.000Z');
const LIST = '/api/v1/discountCodes/listDiscountCodes';

let serial = 0;
const buildDiscountCode = (overrides: Partial<TDiscountCode> = {}): TDiscountCode => {
  serial += 1;
  return fixture(
    { ZDiscountCode },
    {
      id: `0190a5c1-0000-7000-8000-${String(serial).padStart(12, '0')}`,
      code: 'SUMMER20',
      percentOff: 20,
      amountOffCents: null,
      // 1 November to 31 December 2026 in Sydney: from its first midnight, up to the one after the last day.
      validFrom: '2026-10-31T13:00:00.000Z',
      validUntil: '2026-12-31T13:00:00.000Z',
      maxRedemptions: 5,
      redemptions: 3,
      companyId: null,
      companyName: null,
      oncePerPatient: true,
      disabled: false,
      createdAt: '2026-10-20T00:00:00.000Z',
      ...overrides,
    },
  );
};

const harbourview = buildCompany({ slug: 'harbourview-health', name: 'Harbourview Health Partners' });
const redgum = buildCompany();
const summer = buildDiscountCode();
const harbour = buildDiscountCode({
  code: 'HARBOUR15',
  percentOff: null,
  amountOffCents: 1500,
  validFrom: null,
  validUntil: null,
  maxRedemptions: null,
  companyId: harbourview.id,
  companyName: harbourview.name,
  oncePerPatient: false,
  disabled: true,
});
// SPRING10 ended with 31 October in Sydney.
const spring = buildDiscountCode({
  code: 'SPRING10',
  percentOff: 10,
  validFrom: null,
  validUntil: '2026-10-31T13:00:00.000Z',
});
const xmas = buildDiscountCode({
  code: 'XMAS-26',
  validFrom: '2026-12-19T13:00:00.000Z',
  validUntil: null,
  redemptions: 0,
});
const full = buildDiscountCode({ code: 'launch_2', maxRedemptions: 2, redemptions: 2 });

const page = (items: TDiscountCode[], overrides = {}) =>
  json(200, { items, total: items.length, page: 1, pageSize: 20, ...overrides });
const companies = {
  'GET /api/v1/companies': () => json(200, { items: [harbourview, redgum], total: 2, page: 1, pageSize: 20 }),
};
const renderCodes = (path: string = paths.adminDiscountCodes) =>
  renderAdminScreen(paths.adminDiscountCodes, <DiscountCodesAdminPage />, path);

/** The codes listed, each named by its code. */
async function listedCodes() {
  const list = await screen.findByRole('list', { name: 'Discount codes' });
  return within(list).getAllByRole('listitem');
}

/** A code's rules as the admin reads them: each term with what it says. */
const factsOf = (item: HTMLElement) =>
  Object.fromEntries(
    within(item)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('the discount codes admin', () => {
  beforeEach(() => {
    vi.setSystemTime(NOW);
    setViewerTimeZone('Australia/Sydney');
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-admin');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-admin');
  });
  afterEach(() => {
    act(() => toast.clear());
    setViewerTimeZone(null);
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('keeps anyone but an administrator out', async () => {
    const api = stubApi({ ...signedInDoctor });
    renderCodes();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.includes('discountCodes'))).toHaveLength(0);
  });

  it('lists each code with what it takes off, for whom, when, its uses and its status now', async () => {
    stubApi({ ...signedInAdmin, [`GET ${LIST}`]: () => page([summer, harbour, spring, xmas, full]) });
    renderCodes();
    const [first, second, third, fourth, fifth] = (await listedCodes()) as HTMLElement[];
    expect(screen.getByText(/Patients enter a code when they book a consult/)).toBeInTheDocument();
    expect(first).toHaveAccessibleName('SUMMER20');
    expect(factsOf(first as HTMLElement)).toEqual({
      Discount: '20% off',
      For: 'Everyone',
      Dates: '1 Nov 2026 – 31 Dec 2026',
      Uses: '3 of 5 used',
      'Once per patient': 'Yes',
    });
    expect(first).toHaveTextContent('Active');
    expect(factsOf(second as HTMLElement)).toEqual({
      Discount: '$15.00 off',
      For: 'Harbourview Health Partners',
      Dates: 'No end date',
      Uses: '3 used',
      'Once per patient': 'No',
    });
    expect(second).toHaveTextContent('Disabled');
    expect(
      within(second as HTMLElement).getByRole('button', { name: 'Enable HARBOUR15' }),
    ).toBeInTheDocument();
    expect(factsOf(third as HTMLElement).Dates).toBe('Until 31 Oct 2026');
    expect(third).toHaveTextContent('Expired');
    expect(factsOf(fourth as HTMLElement).Dates).toBe('From 20 Dec 2026, no end date');
    expect(fourth).toHaveTextContent('Not yet valid');
    expect(factsOf(fifth as HTMLElement).Uses).toBe('2 of 2 used');
    expect(fifth).toHaveTextContent('Used up');
    expect(screen.getByText('Showing 1–5 of 5 codes')).toHaveAttribute('role', 'status');
  });

  it('reads its dates in the viewer’s zone', async () => {
    setViewerTimeZone('Australia/Perth');
    stubApi({ ...signedInAdmin, [`GET ${LIST}`]: () => page([summer]) });
    renderCodes();
    // Sydney's midnight on 1 November is 9 pm on 31 October in Perth.
    const [item] = await listedCodes();
    expect(factsOf(item as HTMLElement).Dates).toBe('31 Oct 2026 – 31 Dec 2026');
  });

  it('keeps the search and the page in the address', async () => {
    const api = stubApi({
      ...signedInAdmin,
      [`GET ${LIST}`]: () => page([summer, harbour], { total: 45 }),
      [`GET ${LIST}?page=2`]: () => page([spring], { total: 45, page: 2 }),
      [`GET ${LIST}?q=sum`]: () => page([summer]),
      [`GET ${LIST}?q=nothing`]: () => page([]),
    });
    const { user, router } = renderCodes();
    await listedCodes();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/discount-codes?page=2'));
    expect(await screen.findByRole('listitem', { name: 'SPRING10' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'sum');
    await waitFor(() => expect(locationOf(router)).toBe('/admin/discount-codes?q=sum'));
    // Back to page 1 of what matches.
    expect(await screen.findByRole('listitem', { name: 'SUMMER20' })).toBeInTheDocument();
    expect(await listedCodes()).toHaveLength(1);
    expect(api.calls('GET', `${LIST}?q=sum`)).toHaveLength(1);

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing');
    expect(await screen.findByText('No discount code matches.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/discount-codes'));
  });

  it('opens on the page and search the address names', async () => {
    const api = stubApi({
      ...signedInAdmin,
      [`GET ${LIST}?q=xmas&page=2`]: () => page([xmas], { total: 21, page: 2 }),
    });
    renderCodes('/admin/discount-codes?q=xmas&page=2');
    expect(await screen.findByRole('listitem', { name: 'XMAS-26' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('xmas');
    expect(api.calls('GET', `${LIST}?q=xmas&page=2`)).toHaveLength(1);
  });

  it('says when there are no codes yet, and makes the first', async () => {
    stubApi({ ...signedInAdmin, ...companies, [`GET ${LIST}`]: () => page([]) });
    const { user } = renderCodes();
    expect(await screen.findByText('There are no discount codes yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make the first one' }));
    expect(await screen.findByRole('dialog', { name: 'New discount code' })).toBeInTheDocument();
  });

  it('makes a code of an amount in dollars, sent in cents, with its days as instants in the viewer’s zone', async () => {
    const api = stubApi({
      ...signedInAdmin,
      ...companies,
      [`GET ${LIST}`]: () => page([summer]),
      'POST /api/v1/discountCodes/create': () =>
        json(201, buildDiscountCode({ code: 'REDGUM15', percentOff: null, amountOffCents: 1550 })),
    });
    const { user } = renderCodes();
    await user.click(await screen.findByRole('button', { name: 'New discount code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New discount code' });
    await user.type(within(dialog).getByLabelText('Code'), 'REDGUM15');
    await user.selectOptions(within(dialog).getByLabelText('Kind of discount'), 'amount');
    await user.type(within(dialog).getByLabelText('Amount off, in dollars'), '15.50');
    fireEvent.change(within(dialog).getByLabelText(/First day/), { target: { value: '2026-12-01' } });
    fireEvent.change(within(dialog).getByLabelText(/Last day/), { target: { value: '2026-12-31' } });
    await user.type(within(dialog).getByLabelText(/Use limit/), '100');
    const who = within(dialog).getByRole('combobox', { name: 'Who can use it' });
    await within(who).findByRole('option', { name: 'Redgum Logistics' });
    await user.selectOptions(who, redgum.id);
    await user.click(within(dialog).getByLabelText('Once per patient'));
    await user.click(within(dialog).getByRole('button', { name: 'Create discount code' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST', '/api/v1/discountCodes/create')[0]?.body).toEqual({
      code: 'REDGUM15',
      amountOffCents: 1550,
      // Midnight at the start of 1 December, and at the end of 31 December, in Sydney (AEDT).
      validFrom: '2026-11-30T13:00:00.000Z',
      validUntil: '2026-12-31T13:00:00.000Z',
      maxRedemptions: 100,
      companyId: redgum.id,
      oncePerPatient: true,
    });
    expect(await screen.findByText('REDGUM15 is ready to use.')).toBeInTheDocument();
  });

  it('makes a percentage code for everyone, and shows the 409 under the code', async () => {
    let calls = 0;
    const api = stubApi({
      ...signedInAdmin,
      ...companies,
      [`GET ${LIST}`]: () => page([summer]),
      'POST /api/v1/discountCodes/create': () => {
        calls += 1;
        return calls === 1
          ? apiError(409, discountMessages.codeTaken, ErrorCode.DISCOUNT_CODE_TAKEN)
          : json(201, buildDiscountCode({ code: 'SUMMER25', percentOff: 25 }));
      },
    });
    const { user } = renderCodes();
    await user.click(await screen.findByRole('button', { name: 'New discount code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New discount code' });
    await user.type(within(dialog).getByLabelText('Code'), 'summer20');
    await user.type(within(dialog).getByLabelText('Percentage off'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Create discount code' }));

    const code = within(dialog).getByLabelText('Code');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(/Another discount code already uses that code/),
    );
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(api.calls('POST', '/api/v1/discountCodes/create')[0]?.body).toEqual({
      code: 'summer20',
      percentOff: 20,
      oncePerPatient: false,
    });

    await user.clear(code);
    await user.type(code, 'SUMMER25');
    await user.clear(within(dialog).getByLabelText('Percentage off'));
    await user.type(within(dialog).getByLabelText('Percentage off'), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Create discount code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST', '/api/v1/discountCodes/create')[1]?.body).toEqual({
      code: 'SUMMER25',
      percentOff: 25,
      oncePerPatient: false,
    });
  });

  it('checks the code, the value and the days before sending anything', async () => {
    const api = stubApi({ ...signedInAdmin, ...companies, [`GET ${LIST}`]: () => page([summer]) });
    const { user } = renderCodes();
    await user.click(await screen.findByRole('button', { name: 'New discount code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New discount code' });
    const create = within(dialog).getByRole('button', { name: 'Create discount code' });

    await user.type(within(dialog).getByLabelText('Code'), 'a b');
    await user.type(within(dialog).getByLabelText('Percentage off'), '120');
    await user.type(within(dialog).getByLabelText(/Use limit/), '0');
    await user.click(create);
    expect(within(dialog).getByLabelText('Code')).toHaveAccessibleDescription(
      new RegExp(discountMessages.codeFormat),
    );
    expect(within(dialog).getByLabelText('Code')).toHaveFocus();
    expect(within(dialog).getByLabelText('Percentage off')).toHaveAccessibleDescription(
      new RegExp(discountMessages.percentRange),
    );
    expect(within(dialog).getByLabelText(/Use limit/)).toHaveAccessibleDescription(
      new RegExp(discountMessages.maxRedemptions),
    );

    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), 'AUTUMN');
    await user.clear(within(dialog).getByLabelText(/Use limit/));
    await user.selectOptions(within(dialog).getByLabelText('Kind of discount'), 'amount');
    await user.type(within(dialog).getByLabelText('Amount off, in dollars'), '15.555');
    await user.click(create);
    expect(within(dialog).getByLabelText('Amount off, in dollars')).toHaveAccessibleDescription(
      /Enter an amount from \$0\.01 to \$10,000\.00/,
    );

    await user.clear(within(dialog).getByLabelText('Amount off, in dollars'));
    await user.type(within(dialog).getByLabelText('Amount off, in dollars'), '15.55');
    fireEvent.change(within(dialog).getByLabelText(/First day/), { target: { value: '2026-12-10' } });
    fireEvent.change(within(dialog).getByLabelText(/Last day/), { target: { value: '2026-12-01' } });
    await user.click(create);
    expect(within(dialog).getByLabelText(/Last day/)).toHaveFocus();
    expect(within(dialog).getByLabelText(/Last day/)).toHaveAccessibleDescription(
      new RegExp(discountMessages.untilAfterFrom),
    );
    expect(api.calls('POST', '/api/v1/discountCodes/create')).toHaveLength(0);
  });

  it('sends only what an edit changes, and shows why the server refuses one', async () => {
    let calls = 0;
    const api = stubApi({
      ...signedInAdmin,
      ...companies,
      [`GET ${LIST}`]: () => page([summer]),
      [`PATCH /api/v1/discountCodes/${summer.id}`]: () => {
        calls += 1;
        return calls === 1
          ? apiError(400, 'It has been used 3 times already: allow at least that many')
          : json(200, { ...summer, maxRedemptions: 10, oncePerPatient: false });
      },
    });
    const { user } = renderCodes();
    await user.click(await screen.findByRole('button', { name: 'Edit SUMMER20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit SUMMER20' });
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Percentage off')).toHaveValue('20');
    expect(within(dialog).getByLabelText(/First day/)).toHaveValue('2026-11-01');
    expect(within(dialog).getByLabelText(/Last day/)).toHaveValue('2026-12-31');
    const save = within(dialog).getByRole('button', { name: 'Save changes' });

    await user.click(save);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(discountMessages.nothingToChange);

    await user.clear(within(dialog).getByLabelText(/Use limit/));
    await user.type(within(dialog).getByLabelText(/Use limit/), '2');
    await user.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'It has been used 3 times already: allow at least that many',
    );
    expect(api.calls('PATCH', `/api/v1/discountCodes/${summer.id}`)[0]?.body).toEqual({ maxRedemptions: 2 });

    await user.clear(within(dialog).getByLabelText(/Use limit/));
    await user.type(within(dialog).getByLabelText(/Use limit/), '10');
    await user.click(within(dialog).getByLabelText('Once per patient'));
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('PATCH', `/api/v1/discountCodes/${summer.id}`)[1]?.body).toEqual({
      maxRedemptions: 10,
      oncePerPatient: false,
    });
    expect(await screen.findByText('SUMMER20 is saved.')).toBeInTheDocument();
  });

  it('switches a code to an amount off and clears its limits, sending null for what goes', async () => {
    const api = stubApi({
      ...signedInAdmin,
      ...companies,
      [`GET ${LIST}`]: () => page([summer]),
      [`PATCH /api/v1/discountCodes/${summer.id}`]: () => json(200, summer),
    });
    const { user } = renderCodes();
    await user.click(await screen.findByRole('button', { name: 'Edit SUMMER20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit SUMMER20' });
    await user.selectOptions(within(dialog).getByLabelText('Kind of discount'), 'amount');
    await user.type(within(dialog).getByLabelText('Amount off, in dollars'), '$15');
    fireEvent.change(within(dialog).getByLabelText(/Last day/), { target: { value: '' } });
    await user.clear(within(dialog).getByLabelText(/Use limit/));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('PATCH', `/api/v1/discountCodes/${summer.id}`)[0]?.body).toEqual({
      percentOff: null,
      amountOffCents: 1500,
      validUntil: null,
      maxRedemptions: null,
    });
  });

  it('asks before disabling a code, then disables it; enabling needs no question', async () => {
    let disabled = false;
    const api = stubApi({
      ...signedInAdmin,
      [`GET ${LIST}`]: () => page([{ ...summer, disabled }]),
      [`PATCH /api/v1/discountCodes/${summer.id}`]: (request) => {
        disabled = (request.body as { disabled: boolean }).disabled;
        return json(200, { ...summer, disabled });
      },
    });
    const { user } = renderCodes();
    await user.click(await screen.findByRole('button', { name: 'Disable SUMMER20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable SUMMER20?' });
    expect(dialog).toHaveTextContent(
      'Patients can no longer use SUMMER20. Codes already applied to bookings stay.',
    );
    expect(api.calls('PATCH', `/api/v1/discountCodes/${summer.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Disable code' }));

    expect(await screen.findByText('SUMMER20 is disabled.')).toBeInTheDocument();
    expect(api.calls('PATCH', `/api/v1/discountCodes/${summer.id}`)[0]?.body).toEqual({ disabled: true });
    const summerItem = await screen.findByRole('listitem', { name: 'SUMMER20' });
    await waitFor(() => expect(summerItem).toHaveTextContent('Disabled'));

    await user.click(within(summerItem).getByRole('button', { name: 'Enable SUMMER20' }));
    expect(await screen.findByText('SUMMER20 can be used again.')).toBeInTheDocument();
    expect(api.calls('PATCH', `/api/v1/discountCodes/${summer.id}`)[1]?.body).toEqual({ disabled: false });
  });
});
