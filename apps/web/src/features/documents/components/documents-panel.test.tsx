import {
  consultDocumentPreviewPath,
  consultDocumentsPath,
  documentPdfPath,
  documentWords,
  sendDocumentEmailPath,
} from '@curo/core/documents';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { buildDoctorDetail, buildPatientDetail } from '../../../test/build-user-detail';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { buildDocument } from '../testing/build-documents';
import { DocumentsPanel, type DocumentsPanelConsult } from './documents-panel';

const doctor = buildDoctorDetail();
const patient = buildPatientDetail();
const consult: DocumentsPanelConsult = {
  id: '50000000-0000-4000-8000-000000000001',
  status: 'completed',
  patientId: patient.id,
  doctorId: doctor.id,
};
type Handlers = Parameters<typeof stubApi>[0];

const renderPanel = (appointment = consult) =>
  renderRoute([{ path: '/consult', element: <DocumentsPanel appointment={appointment} /> }], '/consult');

const pdfResponse = () =>
  new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
    status: 200,
    headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="cert.pdf"' },
  });

function serve(me: typeof doctor, extra: Handlers = {}) {
  return stubApi({
    [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, me),
    [`GET ${consultDocumentsPath(consult.id)}`]: () =>
      json(200, [buildDocument({ id: '40000000-0000-4000-8000-0000000000aa' })]),
    ...extra,
  });
}

describe('the consult page’s documents panel', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:curo/pdf'), revokeObjectURL: vi.fn() }),
    );
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('lets the consult’s doctor preview a certificate, then issue it', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const issued = buildDocument({ verificationCode: 'QRSTV-45678' });
    const api = serve(doctor, {
      [`POST ${consultDocumentPreviewPath(consult.id)}`]: pdfResponse,
      [`POST ${consultDocumentsPath(consult.id)}`]: () => json(201, issued),
    });
    const user = userEvent.setup();
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Issue a document' });
    await user.clear(within(form).getByLabelText('To (inclusive)'));
    await user.type(within(form).getByLabelText('To (inclusive)'), '2026-11-22');
    await user.type(within(form).getByLabelText(/Employer or school/), 'Harbour Logistics');
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:curo/pdf', '_blank', 'noopener'));
    const [previewed] = api.calls('POST', consultDocumentPreviewPath(consult.id));
    expect(previewed?.body).toMatchObject({
      kind: 'medical_certificate',
      reason: 'unfit_for_work',
      toDate: '2026-11-22',
      organisation: 'Harbour Logistics',
    });
    await user.click(within(form).getByRole('button', { name: 'Issue medical certificate' }));
    await waitFor(() => expect(api.calls('POST', consultDocumentsPath(consult.id))).toHaveLength(1));
    expect(api.calls('POST', consultDocumentsPath(consult.id))[0]?.body).toEqual(previewed?.body);
    expect(await screen.findByText('Medical certificate issued')).toBeInTheDocument();
  });

  it('checks the dates before sending anything', async () => {
    const api = serve(doctor);
    const user = userEvent.setup();
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Issue a document' });
    const to = within(form).getByLabelText('To (inclusive)');
    await user.clear(to);
    await user.type(to, '2000-01-01');
    await user.click(within(form).getByRole('button', { name: 'Issue medical certificate' }));
    expect(await within(form).findByText(documentWords.toBeforeFrom)).toBeInTheDocument();
    expect(api.calls('POST', consultDocumentsPath(consult.id))).toHaveLength(0);
  });

  it('issues a referral letter with its own fields, and shows the server’s refusal', async () => {
    const api = serve(doctor, {
      [`POST ${consultDocumentsPath(consult.id)}`]: () => apiError(400, documentWords.backdatedTooFar(0)),
    });
    const user = userEvent.setup();
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Issue a document' });
    await user.selectOptions(within(form).getByLabelText('Document'), 'referral_letter');
    await user.click(within(form).getByRole('button', { name: 'Issue referral letter' }));
    expect(api.calls('POST', consultDocumentsPath(consult.id))).toHaveLength(0);
    await user.type(within(form).getByLabelText(/^To/), 'Dr Jane Lee');
    await user.type(within(form).getByLabelText('Reason for referral'), 'Skin check');
    await user.type(within(form).getByLabelText(/Clinical details/), 'Lesion on forearm');
    await user.click(within(form).getByRole('button', { name: 'Issue referral letter' }));
    await waitFor(() =>
      expect(api.calls('POST', consultDocumentsPath(consult.id))[0]?.body).toEqual({
        kind: 'referral_letter',
        to: 'Dr Jane Lee',
        reason: 'Skin check',
        clinicalDetails: 'Lesion on forearm',
      }),
    );
    expect(await within(form).findByText(documentWords.backdatedTooFar(0))).toBeInTheDocument();
  });

  it('sends to a third party only once the patient’s consent is ticked', async () => {
    const api = serve(doctor, {
      [`POST ${sendDocumentEmailPath(consult.id)}`]: () =>
        json(200, {
          id: '60000000-0000-4000-8000-000000000001',
          documentId: '40000000-0000-4000-8000-0000000000aa',
          to: 'third_party',
          email: 'hr@harbour.example',
          expiresAt: '2026-11-27T01:00:00.000Z',
        }),
    });
    const user = userEvent.setup();
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Documents of this consult' });
    await user.click(within(list).getByRole('button', { name: /Send by email/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText(/Someone else/));
    await user.type(within(dialog).getByLabelText('Their email'), 'hr@harbour.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByText(documentWords.consentNeeded)).toBeInTheDocument();
    expect(api.calls('POST', sendDocumentEmailPath(consult.id))).toHaveLength(0);
    await user.click(within(dialog).getByLabelText(/The patient agreed/));
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    await waitFor(() =>
      expect(api.calls('POST', sendDocumentEmailPath(consult.id))[0]?.body).toEqual({
        documentId: '40000000-0000-4000-8000-0000000000aa',
        to: 'third_party',
        email: 'hr@harbour.example',
        recipientName: null,
        consent: true,
      }),
    );
    expect(await screen.findByText('Link sent to hr@harbour.example')).toBeInTheDocument();
  });

  it('shows the patient the consult’s documents to download, without the form', async () => {
    const api = serve(patient, {
      [`GET ${documentPdfPath('40000000-0000-4000-8000-0000000000aa')}`]: pdfResponse,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Documents of this consult' });
    expect(screen.queryByRole('form', { name: 'Issue a document' })).not.toBeInTheDocument();
    expect(
      within(list).getByText('Unfit for work: 20 November 2026 to 22 November 2026'),
    ).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /Download/ }));
    await waitFor(() =>
      expect(api.calls('GET', documentPdfPath('40000000-0000-4000-8000-0000000000aa'))).toHaveLength(1),
    );
  });

  it('tells the doctor documents wait until the consult has started', async () => {
    serve(doctor);
    renderPanel({ ...consult, status: 'scheduled' });
    expect(
      await screen.findByText('You can issue documents once the consult has started.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Issue a document' })).not.toBeInTheDocument();
  });

  it('shows nothing to someone who is neither the consult’s doctor nor its patient', async () => {
    const api = serve(buildPatientDetail({ id: '7a0c3c1e-0000-4000-8000-000000000099' }));
    renderPanel();
    await waitFor(() => expect(api.calls('GET', FETCH_LOGIN_PATH)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Documents' })).not.toBeInTheDocument();
    expect(api.calls('GET', consultDocumentsPath(consult.id))).toHaveLength(0);
  });
});
