import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { json, stubApi } from '../../auth/testing/fake-api';
import { renderRoute } from '../../auth/testing/render-route';
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
            },
          ],
        }),
    });
    renderCard();
    const entry = (await screen.findByText('Priya Raman')).closest('li') as HTMLElement;
    expect(entry).toHaveTextContent('Priya Raman, Doctor');
    expect(entry).toHaveTextContent('Opened your record');
    expect(entry).toHaveTextContent('21 Nov 2026, 1:30 pm AEST');
  });

  it('says so when no one has', async () => {
    stubApi({ [`GET ${ACCESS_HISTORY_PATH}`]: () => json(200, { items: [] }) });
    renderCard();
    expect(await screen.findByText(/No one has opened your record yet/)).toBeInTheDocument();
  });
});
