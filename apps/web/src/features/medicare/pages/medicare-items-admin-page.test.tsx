import { ErrorCode } from '@curo/core/errors';
import { medicareMessages } from '@curo/core/medicare';
import { paths } from '@curo/core/routes';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { renderAdminScreen, signedInAdmin, signedInDoctor } from '../../admin-content/testing/render-admin';
import { MBS_ITEMS_PATH } from '../api/get-mbs-items';
import { mbsItemPath } from '../api/update-mbs-item';
import { buildMbsItem } from '../testing/build-medicare';
import { MedicareItemsAdminPage } from './medicare-items-admin-page';

const levelB = buildMbsItem({ demo: true });
const levelD = buildMbsItem({
  itemNumber: '91802',
  description: 'GP video consult, level D: 40 minutes or more',
  minMinutes: 40,
  maxMinutes: null,
  feeCents: 12_210,
});
const phone = buildMbsItem({
  itemNumber: '91891',
  description: 'GP phone consult, level B',
  consultType: 'callback',
  bulkBillable: false,
  active: false,
});

const renderItems = () => renderAdminScreen(paths.adminMedicareItems, <MedicareItemsAdminPage />);
const listed = async () =>
  within(await screen.findByRole('list', { name: 'MBS items' })).getAllByRole('listitem');
const factsOf = (item: HTMLElement) =>
  Object.fromEntries(
    within(item)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('the Medicare items admin', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-admin');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-admin');
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('keeps anyone but an administrator out', async () => {
    const api = stubApi({ ...signedInDoctor });
    renderItems();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(api.calls('GET', MBS_ITEMS_PATH)).toHaveLength(0);
  });

  it('lists each item with its kind, length, fee and billing, and warns while demo values remain', async () => {
    stubApi({
      ...signedInAdmin,
      [`GET ${MBS_ITEMS_PATH}`]: () => json(200, { items: [levelB, levelD, phone] }),
    });
    renderItems();
    const [first, second, third] = (await listed()) as HTMLElement[];
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent(medicareMessages.demoNotice);
    expect(medicareMessages.demoNotice).toBe('Demo values — check the current MBS schedule before billing');

    expect(first).toHaveAccessibleName('Item 91800');
    expect(first).toHaveTextContent('Demo value');
    expect(first).toHaveTextContent('Active');
    expect(factsOf(first as HTMLElement)).toEqual({
      'Kind of consult': 'Scheduled consult (video)',
      Length: '6 to under 20 minutes',
      Fee: '$42.85, GST-free',
      Billing: 'May be bulk billed',
    });
    expect(factsOf(second as HTMLElement).Length).toBe('40 minutes or more');
    expect(second).not.toHaveTextContent('Demo value');
    expect(factsOf(third as HTMLElement)).toMatchObject({
      'Kind of consult': 'Callback consult (phone)',
      Billing: 'Private only',
    });
    expect(third).toHaveTextContent('Inactive');
    expect(
      within(third as HTMLElement).getByRole('button', { name: 'Reactivate item 91891' }),
    ).toBeInTheDocument();
    // Curo prepares accounts; it never says it lodges claims.
    expect(document.body).toHaveTextContent('Curo does not lodge claims');
  });

  it('says nothing of demo values when none is left', async () => {
    stubApi({ ...signedInAdmin, [`GET ${MBS_ITEMS_PATH}`]: () => json(200, { items: [levelD] }) });
    renderItems();
    await listed();
    expect(screen.queryByText(medicareMessages.demoNotice)).toBeNull();
  });

  it('adds an item: the fee typed in dollars goes in cents; a taken number is said under its box', async () => {
    let calls = 0;
    const api = stubApi({
      ...signedInAdmin,
      [`GET ${MBS_ITEMS_PATH}`]: () => json(200, { items: [levelD] }),
      [`POST ${MBS_ITEMS_PATH}`]: () => {
        calls += 1;
        return calls === 1
          ? apiError(409, medicareMessages.itemTaken, ErrorCode.MBS_ITEM_TAKEN)
          : json(201, buildMbsItem({ itemNumber: '91891', consultType: 'callback' }));
      },
    });
    const { user } = renderItems();
    await user.click(await screen.findByRole('button', { name: 'New MBS item' }));
    const dialog = await screen.findByRole('dialog', { name: 'New MBS item' });
    await user.type(within(dialog).getByLabelText('Item number'), '91802');
    await user.type(within(dialog).getByLabelText('Schedule fee, in dollars'), '42.85');
    await user.type(within(dialog).getByLabelText('Description'), 'GP phone consult, level B');
    await user.selectOptions(within(dialog).getByLabelText('Kind of consult'), 'callback');
    await user.clear(within(dialog).getByLabelText('Shortest, in minutes'));
    await user.type(within(dialog).getByLabelText('Shortest, in minutes'), '6');
    await user.type(within(dialog).getByLabelText(/Up to, in minutes/), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));

    const box = within(dialog).getByLabelText('Item number');
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription(expect.stringContaining(medicareMessages.itemTaken)),
    );
    await user.clear(box);
    await user.type(box, '91891');
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST', MBS_ITEMS_PATH).map((r) => r.body)).toEqual([
      {
        itemNumber: '91802',
        description: 'GP phone consult, level B',
        consultType: 'callback',
        minMinutes: 6,
        maxMinutes: 20,
        feeCents: 4_285,
        bulkBillable: true,
      },
      expect.objectContaining({ itemNumber: '91891' }),
    ]);
    expect(await screen.findByText('Item 91891 is added.')).toBeInTheDocument();
  });

  it('refuses a range that ends before it starts, before asking the server', async () => {
    const api = stubApi({ ...signedInAdmin, [`GET ${MBS_ITEMS_PATH}`]: () => json(200, { items: [] }) });
    const { user } = renderItems();
    await user.click(await screen.findByRole('button', { name: 'Add the first one' }));
    const dialog = await screen.findByRole('dialog', { name: 'New MBS item' });
    await user.type(within(dialog).getByLabelText('Item number'), '91801');
    await user.type(within(dialog).getByLabelText('Schedule fee, in dollars'), '82.90');
    await user.type(within(dialog).getByLabelText('Description'), 'GP video consult, level C');
    await user.clear(within(dialog).getByLabelText('Shortest, in minutes'));
    await user.type(within(dialog).getByLabelText('Shortest, in minutes'), '40');
    await user.type(within(dialog).getByLabelText(/Up to, in minutes/), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await within(dialog).findByText(medicareMessages.maxAfterMin)).toBeInTheDocument();
    expect(api.calls('POST', MBS_ITEMS_PATH)).toHaveLength(0);
  });

  it('edits only what changed, and marks a demo item checked', async () => {
    const api = stubApi({
      ...signedInAdmin,
      [`GET ${MBS_ITEMS_PATH}`]: () => json(200, { items: [levelB] }),
      [`PATCH ${mbsItemPath(levelB.id)}`]: () =>
        json(200, { ...levelB, description: 'Level B', demo: false }),
    });
    const { user } = renderItems();
    await user.click(await screen.findByRole('button', { name: 'Edit item 91800' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit item 91800' });
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.type(within(dialog).getByLabelText('Description'), 'Level B');
    await user.click(
      within(dialog).getByLabelText('I have checked this item against the current MBS schedule'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('PATCH', mbsItemPath(levelB.id))[0]?.body).toEqual({
      description: 'Level B',
      demo: false,
    });
  });

  it('deactivates an item after asking, and reactivates one', async () => {
    const api = stubApi({
      ...signedInAdmin,
      [`GET ${MBS_ITEMS_PATH}`]: () => json(200, { items: [levelD, phone] }),
      [`PATCH ${mbsItemPath(levelD.id)}`]: () => json(200, { ...levelD, active: false }),
      [`PATCH ${mbsItemPath(phone.id)}`]: () => json(200, { ...phone, active: true }),
    });
    const { user } = renderItems();
    await user.click(await screen.findByRole('button', { name: 'Deactivate item 91802' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate item 91802?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate item' }));
    await waitFor(() =>
      expect(api.calls('PATCH', mbsItemPath(levelD.id))[0]?.body).toEqual({ active: false }),
    );
    await user.click(screen.getByRole('button', { name: 'Reactivate item 91891' }));
    await waitFor(() => expect(api.calls('PATCH', mbsItemPath(phone.id))[0]?.body).toEqual({ active: true }));
    expect(await screen.findByText('Item 91891 is in use again.')).toBeInTheDocument();
  });
});
