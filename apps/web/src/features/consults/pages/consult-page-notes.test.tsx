import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { json } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { buildNote, buildSummary, NOTE_PATH, SUMMARY_PATH } from '../../clinical-notes/testing/build-notes';
import { fakeLiveConnection, stubSchedulingApi } from '../../scheduling/testing/build-scheduling';
import {
  APPOINTMENT_ID,
  buildConsultAppointment,
  consultResponse,
  signedInDoctor,
  signedInPatient,
} from '../testing/build-consults';
import { ConsultPage } from './consult-page';

const routes = [{ path: '/account/consults/:appointmentId', element: <ConsultPage /> }];
const CONSULT = `GET /api/v1/dateOffers/${APPOINTMENT_ID}`;
const consult = () => consultResponse(buildConsultAppointment({ status: 'completed' }));

beforeEach(async () => {
  setViewerTimeZone('Australia/Sydney');
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  await fakeLiveConnection();
});
afterEach(() => {
  setViewerTimeZone(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('notes on the consult’s page', () => {
  it('shows the patient the summary from their doctor, never the clinical notes', async () => {
    const api = stubSchedulingApi({
      ...signedInPatient(),
      [CONSULT]: consult,
      [`GET ${SUMMARY_PATH}`]: () => json(200, buildSummary()),
    });
    renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    const summary = await screen.findByRole('region', { name: 'Summary from your doctor' });
    expect(within(summary).getByText(/most likely after a virus/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Clinical notes' })).toBeNull();
    expect(api.calls('GET', NOTE_PATH)).toHaveLength(0);
  });

  it('gives the consult’s doctor the notes to write', async () => {
    stubSchedulingApi({
      ...signedInDoctor(),
      [CONSULT]: consult,
      [`GET ${NOTE_PATH}`]: () => json(200, buildNote()),
    });
    renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    const notes = await screen.findByRole('region', { name: 'Clinical notes' });
    expect(await within(notes).findByRole('textbox', { name: /Assessment/ })).toHaveValue('Post-viral cough');
    expect(screen.queryByRole('region', { name: 'Summary from your doctor' })).toBeNull();
  });

  it('shows a booked consult as itself (when, its state, its reason), not as a request', async () => {
    stubSchedulingApi({
      ...signedInDoctor(),
      [CONSULT]: () =>
        consultResponse(
          buildConsultAppointment({
            type: 'scheduled',
            status: 'ended',
            startsAt: '2026-11-23T22:00:00.000Z',
            endsAt: '2026-11-23T22:15:00.000Z',
            reason: 'Gastro, off work',
          }),
        ),
      [`GET ${NOTE_PATH}`]: () => json(200, buildNote()),
    });
    renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    const heading = await screen.findByRole('heading', { level: 1, name: /^Consult, Tue 24 Nov, 9:00 am/ });
    const card = heading.closest('section') as HTMLElement;
    expect(within(card).getByText('Ended')).toBeInTheDocument();
    expect(within(card).getByText('Gastro, off work')).toBeInTheDocument();
    expect(screen.queryByText(/This request is closed/)).toBeNull();
  });
});
