import { consultDocumentsPath } from '@curo/core/documents';
import {
  documentPharmacyPath,
  pharmacyWords,
  sendToPharmacyPath,
  type TPharmacy,
} from '@curo/core/pharmacies';
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
const DOCUMENT_ID = '40000000-0000-4000-8000-0000000000aa';
const consult: DocumentsPanelConsult = {
  id: '50000000-0000-4000-8000-000000000001',
  status: 'completed',
  patientId: patient.id,
  doctorId: doctor.id,
};
const quay: TPharmacy = {
  id: '0190a1b2-0000-7000-8000-000000000001',
  name: 'Circular Quay Pharmacy',
  address: '2 Loftus Street',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  phone: '+61255500101',
  fax: '+61255500102',
  email: 'scripts@cq.example.com',
  latitude: -33.8627,
  longitude: 151.2105,
  openingHours: null,
};

function serve(me: typeof doctor, extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, me),
    [`GET ${consultDocumentsPath(consult.id)}`]: () => json(200, [buildDocument({ id: DOCUMENT_ID })]),
    ...extra,
  });
}
const renderPanel = () =>
  renderRoute([{ path: '/consult', element: <DocumentsPanel appointment={consult} /> }], '/consult');

describe('sending a document to the patient’s pharmacy', () => {
  beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1'));
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lets the doctor fax it once they confirm the patient asked', async () => {
    const api = serve(doctor, {
      [`GET ${documentPharmacyPath(DOCUMENT_ID)}`]: () => json(200, { pharmacy: quay }),
      [`POST ${sendToPharmacyPath(DOCUMENT_ID)}`]: ({ body }) =>
        json(200, {
          documentId: DOCUMENT_ID,
          pharmacyId: quay.id,
          pharmacyName: quay.name,
          channel: (body as { channel: string }).channel,
          to: '+61255500102',
          sentAt: '2026-03-02T01:00:00.000Z',
        }),
    });
    const user = userEvent.setup();
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Documents of this consult' });
    await user.click(within(list).getByRole('button', { name: /Send to pharmacy/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Circular Quay Pharmacy')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Fax to +61255500102')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Send to pharmacy' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(pharmacyWords.consent);
    expect(api.calls('POST', sendToPharmacyPath(DOCUMENT_ID))).toHaveLength(0);
    await user.click(within(dialog).getByLabelText(/The patient asked/));
    await user.click(within(dialog).getByRole('button', { name: 'Send to pharmacy' }));
    await waitFor(() =>
      expect(api.calls('POST', sendToPharmacyPath(DOCUMENT_ID))[0]?.body).toEqual({
        channel: 'fax',
        consent: true,
      }),
    );
    expect(await screen.findByText('Sent to Circular Quay Pharmacy by fax')).toBeInTheDocument();
  });

  it('can email instead, and shows the server’s refusal in words', async () => {
    const api = serve(doctor, {
      [`GET ${documentPharmacyPath(DOCUMENT_ID)}`]: () => json(200, { pharmacy: quay }),
      [`POST ${sendToPharmacyPath(DOCUMENT_ID)}`]: () => apiError(503, 'No fax provider is set up'),
    });
    const user = userEvent.setup();
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Documents of this consult' });
    await user.click(within(list).getByRole('button', { name: /Send to pharmacy/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByLabelText('Email a link to scripts@cq.example.com'));
    await user.click(within(dialog).getByLabelText(/The patient asked/));
    await user.click(within(dialog).getByRole('button', { name: 'Send to pharmacy' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No fax provider is set up');
    expect(api.calls('POST', sendToPharmacyPath(DOCUMENT_ID))[0]?.body).toEqual({
      channel: 'email',
      consent: true,
    });
  });

  it('says when the patient has not chosen a pharmacy', async () => {
    serve(doctor, { [`GET ${documentPharmacyPath(DOCUMENT_ID)}`]: () => json(200, { pharmacy: null }) });
    const user = userEvent.setup();
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Documents of this consult' });
    await user.click(within(list).getByRole('button', { name: /Send to pharmacy/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/has not chosen a pharmacy/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send to pharmacy' })).toBeNull();
  });

  it('is not offered to the patient', async () => {
    serve(patient);
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Documents of this consult' });
    expect(within(list).queryByRole('button', { name: /Send to pharmacy/ })).toBeNull();
  });
});
