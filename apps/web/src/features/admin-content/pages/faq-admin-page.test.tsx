import { ErrorCode } from '@curo/core/errors';
import { paths } from '@curo/core/routes';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { buildFaq, buildFaqCategory } from '../testing/build-content-admin';
import { renderAdminScreen, signedInAdmin, signedInDoctor } from '../testing/render-admin';
import { FaqAdminPage } from './faq-admin-page';

const fees = buildFaqCategory();
const booking = buildFaqCategory({ slug: 'booking-and-consults', name: 'Booking and consults', count: 0 });
const rebate = buildFaq({ question: 'Is there a Medicare rebate?', slug: 'is-there-a-medicare-rebate' });
const refund = buildFaq({ question: 'Can I get a refund?', slug: 'can-i-get-a-refund', position: 1 });
const invoice = buildFaq({
  question: 'Where is my invoice?',
  slug: 'where-is-my-invoice',
  position: 2,
  published: false,
});

const renderFaq = (path: string = paths.adminFaq) =>
  renderAdminScreen(paths.adminFaq, <FaqAdminPage />, path);
const categories =
  (...items: ReturnType<typeof buildFaqCategory>[]) =>
  () =>
    json(200, { items });
const feesPage =
  (...items: ReturnType<typeof buildFaq>[]) =>
  () =>
    json(200, { category: fees, items });

describe('the FAQ admin', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-admin');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-admin');
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('keeps anyone but an administrator out, asking for nothing', async () => {
    const api = stubApi({ ...signedInDoctor });
    renderFaq();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('/api/v1/faqs'))).toHaveLength(0);
  });

  it("lists the categories and the first one's entries in order, drafts marked", async () => {
    stubApi({
      ...signedInAdmin,
      'GET /api/v1/faqs/categories': categories(fees, booking),
      'GET /api/v1/faqs/category/fees-and-medicare': feesPage(rebate, refund, invoice),
    });
    renderFaq();
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'FAQ categories' });
    expect(within(nav).getByRole('button', { name: /Fees and Medicare/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const panel = await screen.findByRole('region', { name: 'Fees and Medicare' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Is there a Medicare rebate?',
      'Can I get a refund?',
      'Where is my invoice?',
    ]);
    expect(rows[2]).toHaveTextContent('Draft');
    expect(
      within(rows[0] as HTMLElement).getByRole('button', { name: 'Move up: Is there a Medicare rebate?' }),
    ).toBeDisabled();
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves an entry down: the new order is sent and shown, and focus stays on the entry', async () => {
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/faqs/categories': categories(fees),
      'GET /api/v1/faqs/category/fees-and-medicare': feesPage(rebate, refund),
      'POST /api/v1/faqs/reorder': () => json(200, { category: fees, items: [refund, rebate] }),
    });
    const { user } = renderFaq();
    const down = await screen.findByRole('button', { name: 'Move down: Is there a Medicare rebate?' });
    await user.click(down);

    await waitFor(() => expect(api.calls('POST', '/api/v1/faqs/reorder')).toHaveLength(1));
    expect(api.calls('POST', '/api/v1/faqs/reorder')[0]?.body).toEqual({
      categorySlug: 'fees-and-medicare',
      ids: [refund.id, rebate.id],
    });
    const panel = screen.getByRole('region', { name: 'Fees and Medicare' });
    await waitFor(() =>
      expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent('Can I get a refund?'),
    );
    // At the bottom now, so its Move up button has focus.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move up: Is there a Medicare rebate?' })).toHaveFocus(),
    );
    expect(screen.getByText('“Is there a Medicare rebate?” moved to position 2 of 2.')).toBeInTheDocument();
  });

  it('puts the order back and says why when the server refuses it', async () => {
    stubApi({
      ...signedInAdmin,
      'GET /api/v1/faqs/categories': categories(fees),
      'GET /api/v1/faqs/category/fees-and-medicare': feesPage(rebate, refund),
      'POST /api/v1/faqs/reorder': () =>
        apiError(400, 'List every entry of the category once, in the new order'),
    });
    const { user } = renderFaq();
    await user.click(await screen.findByRole('button', { name: 'Move down: Is there a Medicare rebate?' }));
    expect(
      await screen.findByText('List every entry of the category once, in the new order'),
    ).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Fees and Medicare' });
    expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent('Is there a Medicare rebate?');
  });

  it('adds an entry with a live preview of its answer, and sends it', async () => {
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/faqs/categories': categories(fees, booking),
      'GET /api/v1/faqs/category/fees-and-medicare': feesPage(rebate),
      'POST /api/v1/faqs': () => json(201, buildFaq({ question: 'Do you bulk bill?', published: false })),
    });
    const { user } = renderFaq();
    await user.click(await screen.findByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an entry' });
    await user.type(within(dialog).getByLabelText('Question'), 'Do you bulk bill?');
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('do-you-bulk-bill');
    await user.type(within(dialog).getByLabelText('Answer'), 'Not for **most** consults.');
    const preview = within(dialog).getByRole('region', { name: 'Preview of answer' });
    expect(within(preview).getByText('most').tagName).toBe('STRONG');
    await user.click(within(dialog).getByRole('switch', { name: 'Published' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST', '/api/v1/faqs')[0]?.body).toEqual({
      question: 'Do you bulk bill?',
      answer: 'Not for **most** consults.',
      categorySlug: 'fees-and-medicare',
      slug: 'do-you-bulk-bill',
      published: false,
    });
    expect(await screen.findByText('The entry is saved as a draft.')).toBeInTheDocument();
  });

  it("checks an entry before sending it, and shows the server's 409 in the dialog", async () => {
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/faqs/categories': categories(fees),
      'GET /api/v1/faqs/category/fees-and-medicare': feesPage(rebate),
      [`PUT /api/v1/faqs/${rebate.id}`]: () =>
        apiError(409, 'Another entry already uses that slug', ErrorCode.SLUG_TAKEN),
    });
    const { user } = renderFaq();
    await user.click(await screen.findByRole('button', { name: 'Edit entry: Is there a Medicare rebate?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit entry' });
    const answer = within(dialog).getByLabelText('Answer');
    await user.clear(answer);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(answer).toHaveAccessibleDescription(expect.stringContaining('Write the answer'));
    expect(api.calls('PUT', `/api/v1/faqs/${rebate.id}`)).toHaveLength(0);

    await user.type(answer, 'Sometimes.');
    await user.clear(within(dialog).getByLabelText('Slug'));
    await user.type(within(dialog).getByLabelText('Slug'), 'can-i-get-a-refund');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Another entry already uses that slug',
    );
    expect(api.calls('PUT', `/api/v1/faqs/${rebate.id}`)[0]?.body).toMatchObject({
      slug: 'can-i-get-a-refund',
    });
  });

  it('adds a category with a slug from its name, and shows it', async () => {
    const accounts = buildFaqCategory({
      slug: 'your-account-and-privacy',
      name: 'Your account & privacy',
      count: 0,
    });
    let added = false;
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/faqs/categories': () => json(200, { items: added ? [fees, accounts] : [fees] }),
      'GET /api/v1/faqs/category/fees-and-medicare': feesPage(rebate),
      'GET /api/v1/faqs/category/your-account-and-privacy': () =>
        json(200, { category: accounts, items: [] }),
      'POST /api/v1/faqs/categories': () => {
        added = true;
        return json(201, accounts);
      },
    });
    const { user } = renderFaq();
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a category' });
    await user.type(within(dialog).getByLabelText('Name'), 'Your account & privacy');
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));

    expect(await screen.findByRole('region', { name: 'Your account & privacy' })).toHaveTextContent(
      'No entries in this category yet.',
    );
    expect(api.calls('POST', '/api/v1/faqs/categories')[0]?.body).toEqual({
      name: 'Your account & privacy',
      slug: 'your-account-and-privacy',
      description: null,
    });
  });

  it('deletes a category only when the server agrees, showing its reason in the dialog', async () => {
    stubApi({
      ...signedInAdmin,
      'GET /api/v1/faqs/categories': categories(fees),
      'GET /api/v1/faqs/category/fees-and-medicare': feesPage(rebate),
      'DELETE /api/v1/faqs/categories/fees-and-medicare': () =>
        apiError(409, 'Move or delete its entries first', ErrorCode.CATEGORY_NOT_EMPTY),
    });
    const { user } = renderFaq();
    await user.click(await screen.findByRole('button', { name: 'Delete category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Fees and Medicare”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Move or delete its entries first');
  });

  it('deletes an entry after confirming', async () => {
    let deleted = false;
    const api = stubApi({
      ...signedInAdmin,
      'GET /api/v1/faqs/categories': categories(fees),
      'GET /api/v1/faqs/category/fees-and-medicare': () =>
        json(200, { category: fees, items: deleted ? [refund] : [rebate, refund] }),
      [`DELETE /api/v1/faqs/${rebate.id}`]: () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderFaq();
    await user.click(
      await screen.findByRole('button', { name: 'Delete entry: Is there a Medicare rebate?' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this entry?' })).getByRole('button', {
        name: 'Delete entry',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Is there a Medicare rebate?')).not.toBeInTheDocument());
    expect(api.calls('DELETE', `/api/v1/faqs/${rebate.id}`)).toHaveLength(1);
    expect(await screen.findByText('The entry is deleted.')).toBeInTheDocument();
  });
});
