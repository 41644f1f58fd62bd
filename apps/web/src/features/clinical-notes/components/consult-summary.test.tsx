import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { setViewerTimeZone } from '../../../lib/date-time';
import { buildDoctorDetail, buildPatientDetail } from '../../../test/build-user-detail';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { APPOINTMENT_ID, buildSummary, NOTE_PATH, SUMMARY_PATH } from '../testing/build-notes';
import { ConsultSummary } from './consult-summary';

const show = () =>
  renderRoute([{ path: '/', element: <ConsultSummary appointmentId={APPOINTMENT_ID} /> }], '/');

beforeEach(() => {
  setViewerTimeZone('Australia/Sydney');
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
});

afterEach(() => {
  setViewerTimeZone(null);
  localStorage.clear();
});

describe('the patient’s summary of a consult', () => {
  it('shows the summary the doctor signed, with who and when, and nothing of the clinical notes', async () => {
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildPatientDetail()),
      [`GET ${SUMMARY_PATH}`]: () => json(200, buildSummary()),
    });
    show();
    const section = await screen.findByRole('region', { name: 'Summary from your doctor' });
    expect(section).toHaveTextContent('Your cough is most likely after a virus. Rest and drink fluids.');
    expect(section).toHaveTextContent('Dr Priya Raman, 24 Nov 2026, 9:30 am AEDT');
    expect(api.calls('GET', NOTE_PATH)).toHaveLength(0);
  });

  it('shows nothing until the doctor has signed a summary', async () => {
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildPatientDetail()),
      [`GET ${SUMMARY_PATH}`]: () =>
        json(200, buildSummary({ summary: null, signedAt: null, doctorName: null })),
    });
    show();
    await waitFor(() => expect(api.calls('GET', SUMMARY_PATH)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Summary from your doctor' })).toBeNull();
  });

  it('shows nothing on a consult that is not theirs', async () => {
    const api = stubApi({
      [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildPatientDetail()),
      [`GET ${SUMMARY_PATH}`]: () => apiError(404, 'Appointment not found'),
    });
    show();
    await waitFor(() => expect(api.calls('GET', SUMMARY_PATH)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Summary from your doctor' })).toBeNull();
  });

  it('shows staff nothing, and does not ask for it', async () => {
    const api = stubApi({ [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildDoctorDetail()) });
    show();
    await waitFor(() => expect(api.calls('GET', FETCH_LOGIN_PATH)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Summary from your doctor' })).toBeNull();
    expect(api.calls('GET', SUMMARY_PATH)).toHaveLength(0);
  });
});
