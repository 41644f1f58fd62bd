import { ZStoredFileList } from '@curo/core/files';
import { ihiMessages, ZPatientIhi } from '@curo/core/ihi';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { fixture } from '../../../test/fixture';
import { renderRoute } from '../../../test/render-route';
import { ConsultFilesPanel } from './consult-files-panel';
import { IhiCard } from './ihi-card';

const CONSULT = '0192f0e0-0000-7000-8000-000000000001';
const MIA = '3f1c2a4e-8d7b-4c1a-9e2f-1a2b3c4d5e6f';
const DOCTOR = '0192f0e0-0000-7000-8000-000000000002';
const IHI = '8003608166690503';

const ihiOf = (ihi: string | null) =>
  fixture(
    { ZPatientIhi },
    {
      patientId: MIA,
      ihi,
      status: ihi ? 'unverified' : null,
      submittedBy: ihi ? { userId: DOCTOR, name: 'Dr Priya Raman' } : null,
      submittedAt: ihi ? '2026-11-21T03:30:00.000Z' : null,
      notice: ihiMessages.notVerified,
    },
  );

describe('the IHI of a consult’s patient', () => {
  beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('says it is not verified, checks the number before sending, and shows what was saved', async () => {
    const api = stubApi({
      [`GET /api/v1/appointments/${CONSULT}/ihi`]: () => json(200, ihiOf(null)),
      [`POST /api/v1/appointments/${CONSULT}/submit/ihi`]: () => json(200, ihiOf(IHI)),
    });
    renderRoute([{ path: '/', element: <IhiCard appointmentId={CONSULT} /> }], '/');
    const card = await screen.findByRole('region', { name: /Individual Healthcare Identifier/ });
    expect(card).toHaveTextContent('Not verified with the HI Service');

    const field = await within(card).findByLabelText('IHI');
    // A wrong check digit is refused in the form, and nothing is sent.
    await userEvent.type(field, '8003 6081 6669 0504');
    await userEvent.click(within(card).getByRole('button', { name: 'Save IHI' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', `/api/v1/appointments/${CONSULT}/submit/ihi`)).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '8003 6081 6669 0503');
    await userEvent.click(within(card).getByRole('button', { name: 'Save IHI' }));
    expect(api.calls('POST', `/api/v1/appointments/${CONSULT}/submit/ihi`)[0]?.body).toEqual({ ihi: IHI });
    expect(await within(card).findByText('8003 6081 6669 0503')).toBeInTheDocument();
    expect(card).toHaveTextContent('Unverified · recorded by Dr Priya Raman');
    expect(card).toHaveTextContent('Not verified with the HI Service');
  });
});

describe('a consult’s files', () => {
  beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const list = fixture(
    { ZStoredFileList },
    {
      files: [
        {
          id: '0192f0e0-0000-7000-8000-000000000010',
          kind: 'referrals',
          fileName: 'Referral to cardiology.pdf',
          contentType: 'application/pdf',
          sizeBytes: 48_000,
          sha256: 'a'.repeat(64),
          appointmentId: CONSULT,
          patientId: MIA,
          uploadedBy: { userId: DOCTOR, name: 'Dr Priya Raman' },
          createdAt: '2026-11-21T03:30:00.000Z',
          expiresAt: null,
          downloadPath: '/api/v1/fileUploads/referrals/0192f0e0-0000-7000-8000-000000000010',
        },
      ],
    },
  );

  it('lists the referral letters, and says why the server refused an upload', async () => {
    stubApi({
      [`GET /api/v1/fileUploads/referrals?appointmentId=${CONSULT}`]: () => json(200, list),
      [`POST /api/v1/fileUploads/referrals?appointmentId=${CONSULT}`]: () =>
        apiError(415, 'Upload the referral as a PDF, JPEG, PNG or WebP file (iPhone photos: share as JPEG)'),
    });
    renderRoute([{ path: '/', element: <ConsultFilesPanel appointmentId={CONSULT} viewerId={MIA} /> }], '/');
    const panel = await screen.findByRole('region', { name: 'Files' });
    const item = (await within(panel).findByText('Referral to cardiology.pdf')).closest('li') as HTMLElement;
    expect(item).toHaveTextContent('Dr Priya Raman');
    expect(within(item).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    // Mia did not upload it: she cannot remove it.
    expect(within(item).queryByRole('button', { name: 'Remove' })).toBeNull();

    const input = within(panel).getByLabelText('Upload a referral');
    await userEvent.upload(input, new File(['<html>'], 'letter.pdf', { type: 'application/pdf' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Upload the referral as a PDF');
  });

  it('shows nothing to someone the consult is hidden from', async () => {
    const api = stubApi({});
    renderRoute([{ path: '/', element: <ConsultFilesPanel appointmentId={CONSULT} viewerId={MIA} /> }], '/');
    await vi.waitFor(() => expect(api.requests.length).toBeGreaterThan(0));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Files' })).toBeNull());
    expect(screen.queryByText(/could not load/)).toBeNull();
  });
});
