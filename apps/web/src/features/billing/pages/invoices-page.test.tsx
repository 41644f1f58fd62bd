import { ErrorCode } from '@curo/core/errors';
import { INVOICES_PAGE_SIZE, invoicePdfPath, invoicesPath, type TInvoice } from '@curo/core/invoices';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { buildPatientDetail } from '../../../test/build-user-detail';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { buildInvoice } from '../testing/build-invoices';
import { InvoicesPage } from './invoices-page';

const patient = buildPatientDetail();
type Handlers = Parameters<typeof stubApi>[0];

/** The invoices API over `invoices`, newest first, a page at a time as the server pages them. */
function invoicesServer(invoices: TInvoice[], extra: Handlers = {}) {
  const pageOf = (page: number) =>
    json(200, {
      items: invoices.slice((page - 1) * INVOICES_PAGE_SIZE, page * INVOICES_PAGE_SIZE),
      total: invoices.length,
      page,
      pageSize: INVOICES_PAGE_SIZE,
    });
  const pageCount = Math.max(1, Math.ceil(invoices.length / INVOICES_PAGE_SIZE));
  return stubApi({
    [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, patient),
    [`GET ${invoicesPath(patient.id)}`]: () => pageOf(1),
    ...Object.fromEntries(
      Array.from({ length: pageCount }, (_, i) => [
        `GET ${invoicesPath(patient.id)}?page=${i + 1}`,
        () => pageOf(i + 1),
      ]),
    ),
    ...extra,
  });
}

const pdf = (fileName: string) => () =>
  new Response(new Blob(['%PDF-1.7 invoice'], { type: 'application/pdf' }), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    },
  });

/** Catches what would go to the browser's downloads. */
function stubDownloads() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:curo/invoice');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const saved: { href: string; download: string }[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
  return { createObjectURL, click, saved };
}

const renderInvoices = (path = '/account/invoices') =>
  renderRoute([{ path: '/account/invoices', element: <InvoicesPage /> }], path);

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Invoices' })).getAllByRole('listitem');

describe('the invoices page', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    vi.setSystemTime(new Date('2026-11-25T01:00:00.000Z'));
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('lists each invoice with its number, date in Sydney, service, amount, refunds and a test-payment badge', async () => {
    invoicesServer([
      buildInvoice({
        number: 'INV-2026-000042',
        description: 'Video consult with Dr Priya Raman',
        amountCents: 7900,
        test: true,
        // 9:00 am on 24 November in Sydney, still the 23rd in UTC.
        issuedAt: '2026-11-23T22:00:00.000Z',
      }),
      buildInvoice({
        number: 'INV-2026-000017',
        description: 'Phone consult with Dr Tom Lee',
        amountCents: 5900,
        refundedCents: 2000,
        issuedAt: '2026-11-10T01:30:00.000Z',
      }),
    ]);
    renderInvoices();
    const [first, second] = (await rows()) as [HTMLElement, HTMLElement];
    expect(screen.getAllByRole('heading', { level: 1, name: 'Invoices' })).toHaveLength(1);
    expect(screen.getByText('Showing 1–2 of 2 invoices')).toBeInTheDocument();

    expect(within(first).getByText('INV-2026-000042')).toBeInTheDocument();
    expect(first).toHaveTextContent('Video consult with Dr Priya Raman');
    expect(within(first).getByText('24 November 2026')).toBeInTheDocument();
    expect(within(first).getByText('$79.00')).toBeInTheDocument();
    expect(within(first).getByText('Test payment')).toBeInTheDocument();
    expect(first).toHaveTextContent('no money moved');
    expect(first).not.toHaveTextContent('refunded');
    expect(
      within(first).getByRole('button', { name: 'Download PDF of invoice INV-2026-000042' }),
    ).toBeEnabled();

    expect(within(second).getByText('INV-2026-000017')).toBeInTheDocument();
    expect(within(second).getByText('10 November 2026')).toBeInTheDocument();
    expect(within(second).getByText('$59.00')).toBeInTheDocument();
    expect(second).toHaveTextContent('$20.00 refunded');
    expect(within(second).queryByText('Test payment')).toBeNull();
  });

  it('downloads the PDF with the session’s token, under the invoice’s number', async () => {
    const downloads = stubDownloads();
    const invoice = buildInvoice({ number: 'INV-2026-000042' });
    const api = invoicesServer([invoice], {
      [`GET ${invoicePdfPath(invoice.id)}`]: pdf('INV-2026-000042.pdf'),
    });
    const { user } = renderInvoices();
    await rows();
    await user.click(screen.getByRole('button', { name: /^Download PDF/ }));

    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved).toEqual([{ href: 'blob:curo/invoice', download: 'INV-2026-000042.pdf' }]);
    const [sent] = api.calls('GET', invoicePdfPath(invoice.id));
    expect(sent?.authorization).toBe('Bearer access-1');
    expect(downloads.createObjectURL.mock.calls[0]?.[0].type).toBe('application/pdf');
  });

  it('says why when the PDF cannot be had', async () => {
    const downloads = stubDownloads();
    const invoice = buildInvoice();
    invoicesServer([invoice], {
      [`GET ${invoicePdfPath(invoice.id)}`]: () =>
        apiError(429, 'Too many requests. Try again in a minute.', ErrorCode.RATE_LIMITED),
    });
    const { user } = renderInvoices();
    await rows();
    await user.click(screen.getByRole('button', { name: /^Download PDF/ }));
    expect(await screen.findByText('Too many requests. Try again in a minute.')).toBeInTheDocument();
    expect(downloads.saved).toEqual([]);
  });

  it('pages through the address: Next asks for page 2 and puts it in the URL', async () => {
    const invoices = Array.from({ length: INVOICES_PAGE_SIZE + 3 }, (_, i) =>
      buildInvoice({ description: `Consult ${i + 1}` }),
    );
    const api = invoicesServer(invoices);
    const { user, router } = renderInvoices();
    expect(await rows()).toHaveLength(INVOICES_PAGE_SIZE);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(locationOf(router)).toBe('/account/invoices?page=2');
    expect(await screen.findByText('Consult 21')).toBeInTheDocument();
    expect(await rows()).toHaveLength(3);
    expect(screen.getByText('Showing 21–23 of 23 invoices')).toBeInTheDocument();
    expect(api.calls('GET', `${invoicesPath(patient.id)}?page=2`)).toHaveLength(1);
  });

  it('says, when there are none, that an invoice appears once a consult is completed', async () => {
    invoicesServer([]);
    renderInvoices();
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
    expect(
      screen.getByText('An invoice appears here once a consult you paid for is completed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of invoices' })).toBeNull();
  });
});
