import { ErrorCode } from '@curo/core/errors';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { apiError, json } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { fakeLiveConnection, stubSchedulingApi } from '../../scheduling/testing/build-scheduling';
import { ConsultPage } from '../pages/consult-page';
import {
  APPOINTMENT_ID,
  buildConsultAppointment,
  consultResponse,
  signedInPatient,
} from '../testing/build-consults';

const routes = [{ path: '/account/consults/:appointmentId', element: <ConsultPage /> }];
const CONSULT = `GET /api/v1/dateOffers/${APPOINTMENT_ID}`;
const DOCUMENTS = `/api/v1/appointments/${APPOINTMENT_ID}/documents`;

const pdf = (name = 'letter.pdf', size = 2000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const stored = (i: number, fileName = `scan-${i}.pdf`) => ({
  id: `0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4${String(i).padStart(2, '0')}`,
  fileName,
  contentType: 'application/pdf',
  sizeBytes: 2000,
  uploadedBy: null,
  createdAt: '2026-11-20T01:00:00.000Z',
});
const offline = (status: 'requested' | 'waiting_info' | 'completed' | 'cancelled' = 'waiting_info') =>
  buildConsultAppointment(
    { type: 'offline', status, reason: 'A rash on my arm for two weeks' },
    status === 'completed' ? { response: 'It is eczema.' } : {},
  );

beforeEach(async () => {
  setViewerTimeZone('Australia/Perth');
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  await fakeLiveConnection();
});
afterEach(() => {
  setViewerTimeZone(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('adding documents to an offline review', () => {
  it('checks each file as the form does, then uploads the rest as multipart and lists them', async () => {
    let documents = [stored(1)];
    const api = stubSchedulingApi({
      ...signedInPatient(),
      [CONSULT]: () => consultResponse(offline()),
      [`GET ${DOCUMENTS}`]: () => json(200, documents),
      [`POST ${DOCUMENTS}`]: () => {
        documents = [...documents, stored(2, 'arm.pdf')];
        return json(201, [stored(2, 'arm.pdf')]);
      },
    });
    const { user } = renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    expect(await screen.findByRole('button', { name: 'Download scan-1.pdf' })).toBeInTheDocument();
    expect(screen.getByText(/up to 5 at a time and 10 on the consult/)).toBeInTheDocument();
    const heic = new File([new Uint8Array(10)], 'photo.heic', { type: 'image/heic' });
    fireEvent.change(screen.getByLabelText('Add documents'), { target: { files: [pdf('arm.pdf'), heic] } });
    const chosen = screen.getByRole('list', { name: 'Chosen documents' });
    expect(
      within(chosen).getByText('Attach PDF, JPEG or PNG documents only (save iPhone photos as JPEG)'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send these 2 documents' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Remove or replace the documents marked below');
    expect(api.calls('POST', DOCUMENTS)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove photo.heic' }));
    await user.click(screen.getByRole('button', { name: 'Send this document' }));
    expect(await screen.findByText('Your document is with the doctor')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download arm.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen documents' })).not.toBeInTheDocument();
    const call = vi
      .mocked(fetch)
      .mock.calls.find(([url, init]) => String(url).endsWith('/documents') && init?.method === 'POST');
    const form = call?.[1]?.body as FormData;
    expect(form.getAll('documents').map((f) => (f as File).name)).toEqual(['arm.pdf']);
  });

  it('shows the API’s refusal of a document', async () => {
    stubSchedulingApi({
      ...signedInPatient(),
      [CONSULT]: () => consultResponse(offline('requested')),
      [`GET ${DOCUMENTS}`]: () => json(200, []),
      [`POST ${DOCUMENTS}`]: () =>
        apiError(
          415,
          'Attach PDF, JPEG or PNG documents only (save iPhone photos as JPEG)',
          ErrorCode.UNSUPPORTED_MEDIA_TYPE,
        ),
    });
    const { user } = renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    await user.upload(await screen.findByLabelText('Add documents'), pdf('renamed.pdf'));
    await user.click(screen.getByRole('button', { name: 'Send this document' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Attach PDF, JPEG or PNG documents only (save iPhone photos as JPEG)',
    );
    // Kept, so the patient can remove or replace it.
    expect(
      within(screen.getByRole('list', { name: 'Chosen documents' })).getByText('renamed.pdf'),
    ).toBeInTheDocument();
  });

  it('stops at ten documents on the consult', async () => {
    stubSchedulingApi({
      ...signedInPatient(),
      [CONSULT]: () => consultResponse(offline('requested')),
      [`GET ${DOCUMENTS}`]: () =>
        json(
          200,
          Array.from({ length: 9 }, (_, i) => stored(i + 1)),
        ),
    });
    const { user } = renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    await screen.findByRole('button', { name: 'Download scan-9.pdf' });
    fireEvent.change(screen.getByLabelText('Add documents'), {
      target: { files: [pdf('a.pdf'), pdf('b.pdf')] },
    });
    await user.click(screen.getByRole('button', { name: 'Send these 2 documents' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A consult holds at most 10 documents, so you can add 1 more',
    );
  });

  it.each(['completed', 'cancelled'] as const)('offers no upload once the consult is %s', async (status) => {
    stubSchedulingApi({
      ...signedInPatient(),
      [CONSULT]: () => consultResponse(offline(status)),
      [`GET ${DOCUMENTS}`]: () => json(200, [stored(1)]),
    });
    renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    await screen.findByRole('button', { name: 'Download scan-1.pdf' });
    expect(screen.queryByLabelText('Add documents')).not.toBeInTheDocument();
  });
});
