import { PAYMENTS_PAGE_SIZE, type TPayment } from '@curo/core/billing';
import { ErrorCode } from '@curo/core/errors';
import { invoicePdfPath, invoicesPath, type TInvoice } from '@curo/core/invoices';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { buildPatientDetail } from '../../../test/build-user-detail';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { buildAdmin } from '../../admin/testing/build-admin-data';

const patientPath = (id: string) => `/api/v1/users/getUserById/${id}`;

import { paymentsPath } from '../api/get-payments';
import { refundPaymentPath } from '../api/refund-payment';
import { buildPayment } from '../testing/build-billing';
import { buildInvoice } from '../testing/build-invoices';
import { AdminPatientBillingPage } from './admin-patient-billing-page';

const mia = buildPatientDetail();
const admin = buildAdmin();
type Handlers = Parameters<typeof stubApi>[0];

const paid = buildPayment({
  description: 'Video consult with Dr Priya Raman',
  amountCents: 8900,
  status: 'captured',
  test: true,
});
const partlyRefunded = buildPayment({
  description: 'Phone consult with Dr Tom Lee',
  priceCents: 5900,
  amountCents: 5900,
  refundedCents: 2000,
  status: 'partially_refunded',
});
const refunded = buildPayment({
  description: 'Callback with Dr Ana Silva',
  amountCents: 4900,
  priceCents: 4900,
  refundedCents: 4900,
  status: 'refunded',
});
const held = buildPayment({ description: 'Consult next week', status: 'authorised', capturedAt: null });

const pageOf = <T,>(items: T[], page = 1, pageSize = 20) =>
  json(200, {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    total: items.length,
    page,
    pageSize,
  });

/** The admin's API: the patient, their payments and invoices, and whatever `extra` adds. */
function billingServer({
  payments = [paid, partlyRefunded, refunded, held],
  invoices = [buildInvoice({ number: 'INV-2026-000007', paymentId: paid.id, test: true })],
  extra = {},
}: {
  payments?: TPayment[];
  invoices?: TInvoice[];
  extra?: Handlers;
} = {}) {
  const api = stubApi({
    [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, admin),
    [`GET ${patientPath(mia.id)}`]: () => json(200, mia),
    [`GET ${paymentsPath(mia.id)}`]: () => pageOf(payments),
    [`GET ${paymentsPath(mia.id)}?page=2`]: () => pageOf(payments, 2),
    [`GET ${invoicesPath(mia.id)}`]: () => pageOf(invoices),
    ...extra,
  });
  /** The Idempotency-Key of each refund sent, in order. */
  const refundKeys = (paymentId: string) =>
    api.fetchMock.mock.calls
      .filter(([input, init]) => String(input) === refundPaymentPath(paymentId) && init?.method === 'POST')
      .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
  return { ...api, refundKeys };
}

const renderBilling = (path = `/admin/patient/billing?id=${mia.id}`) =>
  renderRoute([{ path: '/admin/patient/billing', element: <AdminPatientBillingPage /> }], path);

const paymentRows = async () =>
  within(await screen.findByRole('list', { name: 'Payments' })).getAllByRole('listitem');

async function openRefund(user: ReturnType<typeof renderBilling>['user'], name: RegExp) {
  await paymentRows();
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Refund a payment' });
}

const amountBox = () => screen.getByLabelText('Amount to refund in dollars');
const reasonBox = () => screen.getByLabelText('Reason for the refund');

describe("an admin's view of a patient's payments and invoices", () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-admin');
    vi.setSystemTime(new Date('2026-11-25T01:00:00.000Z'));
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('names the patient and lists their payments, a Refund for each with money left to give back, and their invoices', async () => {
    billingServer();
    renderBilling();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Nguyen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Patient profile' })).toHaveAttribute(
      'href',
      `/admin/patient/profile?id=${mia.id}`,
    );
    const [first, second, third, fourth] = (await paymentRows()) as HTMLElement[];
    expect(first).toHaveTextContent('Video consult with Dr Priya Raman');
    expect(within(first as HTMLElement).getByText('Paid')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('Test')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByRole('button', { name: /^Refund/ })).toBeInTheDocument();
    expect(second).toHaveTextContent('$20.00 refunded');
    expect(within(second as HTMLElement).getByRole('button', { name: /^Refund/ })).toBeInTheDocument();
    expect(within(third as HTMLElement).getByText('Refunded')).toBeInTheDocument();
    expect(within(third as HTMLElement).queryByRole('button', { name: /^Refund/ })).toBeNull();
    expect(within(fourth as HTMLElement).getByText('Held on card')).toBeInTheDocument();
    expect(within(fourth as HTMLElement).queryByRole('button', { name: /^Refund/ })).toBeNull();

    const invoices = await screen.findByRole('list', { name: 'Invoices' });
    expect(invoices).toHaveTextContent('INV-2026-000007');
    expect(within(invoices).getByText('Test payment')).toBeInTheDocument();
    expect(within(invoices).getByRole('button', { name: /^Download PDF/ })).toBeInTheDocument();
  });

  it('downloads an invoice’s PDF', async () => {
    const invoice = buildInvoice({ number: 'INV-2026-000009' });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:curo/invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = billingServer({
      invoices: [invoice],
      extra: {
        [`GET ${invoicePdfPath(invoice.id)}`]: () =>
          new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
            headers: { 'content-disposition': 'attachment; filename="INV-2026-000009.pdf"' },
          }),
      },
    });
    const { user } = renderBilling();
    const invoices = await screen.findByRole('list', { name: 'Invoices' });
    await user.click(within(invoices).getByRole('button', { name: /^Download PDF/ }));
    await waitFor(() => expect(saved).toEqual(['INV-2026-000009.pdf']));
    expect(api.calls('GET', invoicePdfPath(invoice.id))[0]?.authorization).toBe('Bearer access-admin');
  });

  it('pages through the payments', async () => {
    const many = Array.from({ length: PAYMENTS_PAGE_SIZE + 2 }, (_, i) =>
      buildPayment({ description: `Consult ${i + 1}` }),
    );
    const api = billingServer({ payments: many });
    const { user } = renderBilling();
    expect(await paymentRows()).toHaveLength(PAYMENTS_PAGE_SIZE);
    const pages = screen.getByRole('navigation', { name: 'Pages of payments' });
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Consult 22')).toBeInTheDocument();
    expect(await paymentRows()).toHaveLength(2);
    expect(api.calls('GET', `${paymentsPath(mia.id)}?page=2`)).toHaveLength(1);
  });

  it('offers what is left to refund, and checks the amount and the reason before sending', async () => {
    const api = billingServer();
    const { user } = renderBilling();
    const dialog = await openRefund(user, /^Refund Phone consult/);
    expect(dialog).toHaveTextContent('Phone consult with Dr Tom Lee: $59.00 paid, $20.00 refunded so far.');
    expect(amountBox()).toHaveValue('39.00');

    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Say why the payment is refunded')).toBeInTheDocument();
    expect(reasonBox()).toHaveFocus();

    await user.type(reasonBox(), 'Consult cut short by a dropped call');
    await user.clear(amountBox());
    await user.type(amountBox(), '39.01');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('You can refund at most $39.00')).toBeInTheDocument();
    expect(amountBox()).toHaveFocus();

    await user.clear(amountBox());
    await user.type(amountBox(), 'ten');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('Enter the amount in dollars, such as 20 or 19.50'),
    ).toBeInTheDocument();

    await user.clear(amountBox());
    await user.type(amountBox(), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Enter an amount of at least $0.01')).toBeInTheDocument();
    expect(api.calls('POST', refundPaymentPath(partlyRefunded.id))).toEqual([]);
  });

  it('refunds: sends the cents and the reason with an Idempotency-Key, closes and reads the lists again', async () => {
    const api = billingServer({
      extra: {
        [`POST ${refundPaymentPath(paid.id)}`]: () =>
          json(200, { ...paid, refundedCents: 2500, status: 'partially_refunded' }),
      },
    });
    const { user } = renderBilling();
    const dialog = await openRefund(user, /^Refund Video consult/);
    expect(amountBox()).toHaveValue('89.00');
    await user.clear(amountBox());
    await user.type(amountBox(), '25');
    await user.type(reasonBox(), 'Goodwill: the doctor ran 40 minutes late');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(
      await screen.findByText('Refunded $25.00 of Video consult with Dr Priya Raman.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST', refundPaymentPath(paid.id)).map((r) => r.body)).toEqual([
      { amountCents: 2500, reason: 'Goodwill: the doctor ran 40 minutes late' },
    ]);
    const [key] = api.refundKeys(paid.id);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(api.calls('GET', paymentsPath(mia.id))).toHaveLength(2));
    await waitFor(() => expect(api.calls('GET', invoicesPath(mia.id))).toHaveLength(2));

    // A new opening is a new refund, with a key of its own.
    await user.click(screen.getAllByRole('button', { name: /^Refund Video consult/ })[0] as HTMLElement);
    await screen.findByRole('dialog', { name: 'Refund a payment' });
    await user.type(reasonBox(), 'The rest, as agreed');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.refundKeys(paid.id)).toHaveLength(2));
    expect(api.refundKeys(paid.id)[1]).not.toBe(key);
  });

  it('keeps the dialog open with the server’s reason when a refund fails; a retry sends the same key, another amount a new one', async () => {
    let answer = () => apiError(409, 'This payment cannot be refunded', ErrorCode.REFUND_NOT_POSSIBLE);
    const api = billingServer({
      extra: { [`POST ${refundPaymentPath(paid.id)}`]: () => answer() },
    });
    const { user } = renderBilling();
    const dialog = await openRefund(user, /^Refund Video consult/);
    await user.type(reasonBox(), 'Duplicate charge');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('This payment cannot be refunded')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Refund a payment' })).toBeInTheDocument();

    answer = () => apiError(503, 'The card processor did not answer', ErrorCode.SERVICE_UNAVAILABLE);
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.refundKeys(paid.id)).toHaveLength(2));

    await user.clear(amountBox());
    await user.type(amountBox(), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.refundKeys(paid.id)).toHaveLength(3));
    const [first, retry, changed] = api.refundKeys(paid.id);
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
  });

  it('says so when the patient does not exist', async () => {
    billingServer({
      extra: { [`GET ${patientPath(mia.id)}`]: () => apiError(404, 'User not found', ErrorCode.NOT_FOUND) },
    });
    renderBilling();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that patient" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/User not found/)).toBeInTheDocument();
  });

  it('says the link is not complete when it names no patient', async () => {
    billingServer();
    renderBilling('/admin/patient/billing');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that patient" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All users' })).toHaveAttribute('href', '/admin');
  });
});
