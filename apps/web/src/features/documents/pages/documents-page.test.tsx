import { documentPdfPath, documentWords, myDocumentsPath } from '@curo/core/documents';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { buildPatientDetail } from '../../../test/build-user-detail';
import { json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { buildDocument } from '../testing/build-documents';
import { DocumentsPage } from './documents-page';

const patient = buildPatientDetail();
const page = (items: ReturnType<typeof buildDocument>[]) =>
  json(200, { items, total: items.length, page: 1, pageSize: 20 });
const renderPage = () =>
  renderRoute([{ path: '/account/documents', element: <DocumentsPage /> }], '/account/documents');

describe('the documents page', () => {
  beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1'));
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('lists the patient’s documents as the server orders them, each to download as issued', async () => {
    const certificate = buildDocument({ verificationCode: 'QRSTV-45678' });
    const summary = buildDocument({
      kind: 'consult_summary',
      title: 'Consult summary',
      issuedAt: '2026-11-18T01:00:00.000Z',
      certificate: null,
    });
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, patient),
      [`GET ${myDocumentsPath}`]: () => page([certificate, summary]),
      [`GET ${documentPdfPath(certificate.id)}`]: () =>
        new Response(new Blob(['%PDF-1.7']), {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="c.pdf"',
          },
        }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderPage();
    const rows = within(await screen.findByRole('list', { name: 'Documents' })).getAllByRole('listitem');
    expect(
      rows.map((row) => within(row).getByText(/certificate|summary/i, { selector: 'p' }).textContent),
    ).toEqual(['Medical certificate', 'Consult summary']);
    expect(rows[0]).toHaveTextContent('Issued 20 November 2026 by Dr Priya Raman');
    expect(rows[0]).toHaveTextContent('Unfit for work: 20 November 2026 to 22 November 2026');
    expect(within(rows[0] as HTMLElement).getByText('QRSTV-45678')).toBeInTheDocument();
    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: /Download/ }));
    await waitFor(() => expect(saved).toEqual(['c.pdf']));
    expect(api.calls('GET', documentPdfPath(certificate.id))).toHaveLength(1);
  });

  it('says when there are none yet', async () => {
    stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, patient),
      [`GET ${myDocumentsPath}`]: () => page([]),
    });
    renderPage();
    expect(await screen.findByText(documentWords.empty)).toBeInTheDocument();
  });
});
