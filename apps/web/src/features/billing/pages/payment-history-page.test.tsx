import { PAYMENTS_PAGE_SIZE, type TPayment } from '@curo/core/billing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { setViewerTimeZone } from '../../../lib/date-time';
import { buildPatientDetail } from '../../../test/build-user-detail';
import { json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { paymentsPath } from '../api/get-payments';
import { buildPayment } from '../testing/build-billing';
import { PaymentHistoryPage } from './payment-history-page';

const patient = buildPatientDetail();

/** The payments API over `payments`, newest first, a page at a time as the server pages them. */
function paymentsServer(payments: TPayment[]) {
  const pageOf = (page: number) =>
    json(200, {
      items: payments.slice((page - 1) * PAYMENTS_PAGE_SIZE, page * PAYMENTS_PAGE_SIZE),
      total: payments.length,
      page,
      pageSize: PAYMENTS_PAGE_SIZE,
    });
  const pageCount = Math.max(1, Math.ceil(payments.length / PAYMENTS_PAGE_SIZE));
  return stubApi({
    [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, patient),
    [`GET ${paymentsPath(patient.id)}`]: () => pageOf(1),
    ...Object.fromEntries(
      Array.from({ length: pageCount }, (_, i) => [
        `GET ${paymentsPath(patient.id)}?page=${i + 1}`,
        () => pageOf(i + 1),
      ]),
    ),
  });
}

const renderHistory = (path = '/account/payment-history') =>
  renderRoute([{ path: '/account/payment-history', element: <PaymentHistoryPage /> }], path);

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Payments' })).getAllByRole('listitem');

describe('the payment history page', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    vi.setSystemTime(new Date('2026-11-25T01:00:00.000Z'));
    setViewerTimeZone('Australia/Perth');
  });
  afterEach(() => {
    setViewerTimeZone(null);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists each payment with its date in my zone, amount, discount, refund, status, card and a Test marker', async () => {
    paymentsServer([
      buildPayment({
        description: 'Video consult with Dr Priya Raman',
        priceCents: 8900,
        discountCents: 1000,
        discountCode: 'WELCOME10',
        amountCents: 7900,
        status: 'captured',
        test: true,
        card: { brand: 'visa', last4: '4242' },
        // 9:00 am in Sydney, 6:00 am in Perth.
        capturedAt: '2026-11-23T22:00:00.000Z',
      }),
      buildPayment({
        description: 'Phone consult with Dr Tom Lee',
        priceCents: 5900,
        amountCents: 5900,
        refundedCents: 2000,
        status: 'partially_refunded',
        card: { brand: 'mastercard', last4: '4444' },
        capturedAt: '2026-11-10T01:30:00.000Z',
      }),
    ]);
    renderHistory();
    const [first, second] = (await rows()) as [HTMLElement, HTMLElement];
    expect(screen.getByText('Showing 1–2 of 2 payments')).toBeInTheDocument();

    expect(first).toHaveTextContent('Video consult with Dr Priya Raman');
    expect(within(first).getByText('24 Nov 2026, 6:00 am AWST')).toBeInTheDocument();
    expect(within(first).getByText('$79.00')).toBeInTheDocument();
    expect(first).toHaveTextContent('$89.00 less a $10.00 discount (WELCOME10)');
    expect(within(first).getByText('Paid')).toBeInTheDocument();
    expect(within(first).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(first).getByText('Test')).toBeInTheDocument();

    expect(within(second).getByText('$59.00')).toBeInTheDocument();
    expect(second).toHaveTextContent('$20.00 refunded');
    expect(within(second).getByText('Partly refunded')).toBeInTheDocument();
    expect(within(second).getByText('Mastercard •••• 4444')).toBeInTheDocument();
    expect(within(second).queryByText('Test')).toBeNull();
    expect(second).not.toHaveTextContent('discount');
  });

  it('pages through the address: Next asks for page 2 and puts it in the URL', async () => {
    const payments = Array.from({ length: PAYMENTS_PAGE_SIZE + 3 }, (_, i) =>
      buildPayment({ description: `Consult ${i + 1}` }),
    );
    const api = paymentsServer(payments);
    const { user, router } = renderHistory();
    expect(await rows()).toHaveLength(PAYMENTS_PAGE_SIZE);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(locationOf(router)).toBe('/account/payment-history?page=2');
    expect(await screen.findByText('Consult 21')).toBeInTheDocument();
    expect(await rows()).toHaveLength(3);
    expect(screen.getByText('Showing 21–23 of 23 payments')).toBeInTheDocument();
    expect(api.calls('GET', `${paymentsPath(patient.id)}?page=2`)).toHaveLength(1);
  });

  it('opens at the page the address names', async () => {
    paymentsServer(
      Array.from({ length: PAYMENTS_PAGE_SIZE + 1 }, (_, i) =>
        buildPayment({ description: `Consult ${i + 1}` }),
      ),
    );
    const { user, router } = renderHistory('/account/payment-history?page=2');
    expect(await screen.findByText('Consult 21')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(locationOf(router)).toBe('/account/payment-history');
    expect(await screen.findByText('Consult 1')).toBeInTheDocument();
  });

  it('says when there are no payments, and nothing about invoices', async () => {
    paymentsServer([]);
    renderHistory();
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of payments' })).toBeNull();
    expect(document.body).not.toHaveTextContent(/invoice/i);
  });
});
