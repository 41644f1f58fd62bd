import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { ACCESS_HISTORY_PATH } from '../api/get-access-history';
import { AccessHistoryCard } from './access-history-card';

const renderCard = () =>
  renderRoute([{ path: '/', element: <AccessHistoryCard timeZone="Australia/Brisbane" /> }], '/');

describe('who has opened my record', () => {
  beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists who opened the record, their role and when, in the patient’s zone', async () => {
    stubApi({
      [`GET ${ACCESS_HISTORY_PATH}`]: () =>
        json(200, {
          items: [
            {
              at: '2026-11-21T03:30:00.000Z',
              viewerName: 'Priya Raman',
              viewerRole: 'doctor',
              action: 'patient.record_viewed',
              reason: null,
            },
          ],
        }),
    });
    renderCard();
    const entry = (await screen.findByText('Priya Raman')).closest('li') as HTMLElement;
    expect(entry).toHaveTextContent('Priya Raman, Doctor');
    expect(entry).toHaveTextContent('Opened your record');
    expect(entry).not.toHaveTextContent('Reason given');
    expect(entry).toHaveTextContent('21 Nov 2026, 1:30 pm AEST');
  });

  it('shows emergency (break-glass) access with the reason the clinician gave', async () => {
    stubApi({
      [`GET ${ACCESS_HISTORY_PATH}`]: () =>
        json(200, {
          items: [
            {
              at: '2026-11-21T03:30:00.000Z',
              viewerName: "Tom O'Connor",
              viewerRole: 'nurse',
              action: 'patient.break_glass',
              reason: 'Patient collapsed in the waiting room',
            },
          ],
        }),
    });
    renderCard();
    const entry = (await screen.findByText("Tom O'Connor")).closest('li') as HTMLElement;
    expect(entry).toHaveTextContent("Tom O'Connor, Nurse");
    expect(entry).toHaveTextContent('Used emergency access to your record, without a consult with you');
    expect(entry).toHaveTextContent('Reason given: “Patient collapsed in the waiting room”');
  });

  it('says so when no one has', async () => {
    stubApi({ [`GET ${ACCESS_HISTORY_PATH}`]: () => json(200, { items: [] }) });
    renderCard();
    expect(await screen.findByText(/No one has opened your record yet/)).toBeInTheDocument();
  });
});
