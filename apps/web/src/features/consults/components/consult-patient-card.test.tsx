import { ZPatientFaxList } from '@curo/core/faxes';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { buildPatientDetail } from '../../../test/build-user-detail';
import { json } from '../../../test/fake-api';
import { fixture } from '../../../test/fixture';
import { renderRoute } from '../../../test/render-route';
import {
  buildList,
  fakeLiveConnection,
  listItem,
  stubSchedulingApi,
} from '../../scheduling/testing/build-scheduling';
import { ConsultPage } from '../pages/consult-page';
import {
  APPOINTMENT_ID,
  buildConsultAppointment,
  consultResponse,
  OTHER_ID,
  PATIENT_ID,
  signedInDoctor,
  signedInPatient,
} from '../testing/build-consults';
import { ageOn, medicareStatus } from './consult-patient-card';

const routes = [{ path: '/account/consults/:appointmentId', element: <ConsultPage /> }];
const booked = () =>
  consultResponse(
    buildConsultAppointment({
      type: 'scheduled',
      status: 'in_progress',
      startsAt: '2026-11-23T22:00:00.000Z',
      endsAt: '2026-11-23T22:15:00.000Z',
    }),
  );
const EARLIER = `GET /api/v1/appointments/list/all/1/10?patientId=${PATIENT_ID}`;

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

describe('the patient beside the doctor’s work on a consult', () => {
  it('shows the doctor the patient’s age, phone, Medicare and IHI status, and their other consults', async () => {
    const api = stubSchedulingApi({
      ...signedInDoctor(),
      [`GET /api/v1/dateOffers/${APPOINTMENT_ID}`]: booked,
      [`GET /api/v1/users/${PATIENT_ID}`]: () =>
        json(
          200,
          buildPatientDetail(
            { id: PATIENT_ID, firstName: 'Mia', lastName: 'Nguyen', phone: '0412 345 678' },
            {
              dateOfBirth: '1990-12-01',
              medicareNumber: '2123456701',
              medicareIrn: 1,
              medicareExpiry: '01/2030',
              ihi: null,
            },
          ),
        ),
      [`GET /api/v1/ReceivedFaxes/patient/${PATIENT_ID}`]: () =>
        json(
          200,
          fixture(
            { ZPatientFaxList },
            {
              items: [
                {
                  id: '5c0d6a57-1f7e-4b3e-9a2c-7d8e9f0a1b2c',
                  fromNumber: '+61299990000',
                  toNumber: null,
                  receivedAt: '2026-11-20T01:00:00.000Z',
                  pages: 2,
                  sizeBytes: 20_000,
                  source: 'phaxio',
                  folder: 'filed',
                  status: 'filed',
                  read: true,
                  label: 'Referral from Harbour Skin',
                  note: null,
                  patient: { id: PATIENT_ID, name: 'Mia Nguyen', email: null },
                  appointmentId: null,
                  filedAt: '2026-11-20T02:00:00.000Z',
                  deletedAt: null,
                  purgeAfter: null,
                },
              ],
            },
          ),
        ),
      [EARLIER]: () =>
        json(
          200,
          buildList([
            listItem({ id: APPOINTMENT_ID }),
            listItem({
              id: OTHER_ID,
              status: 'completed',
              reason: 'Asthma review',
              startsAt: '2026-10-05T23:00:00.000Z',
            }),
          ]),
        ),
    });
    renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    const card = await screen.findByRole('region', { name: 'Patient: Mia Nguyen' });
    // The test clock is pinned in November 2026: 35 until her birthday on 1 December.
    expect(within(card).getByText('35 (born 1990-12-01)')).toBeInTheDocument();
    expect(within(card).getByText('0412 345 678')).toBeInTheDocument();
    expect(within(card).getByText('Medicare card on file (IRN 1)')).toBeInTheDocument();
    expect(within(card).getByText('Not given', { selector: 'dd' })).toBeInTheDocument();
    const other = within(card).getByRole('link', { name: /Tue 6 Oct/ });
    expect(other).toHaveAttribute('href', `/account/consults/${OTHER_ID}`);
    expect(within(card).getByText(/Completed · Asthma review/)).toBeInTheDocument();
    // This consult is not listed as another.
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    // What an admin filed into her record, to open from here.
    expect(
      within(card).getByRole('button', { name: /^Referral from Harbour Skin, received Fri 20 Nov/ }),
    ).toBeInTheDocument();
    expect(within(card).getByText(/from \+61299990000 · 2 pages/)).toBeInTheDocument();
    expect(api.calls('GET', `/api/v1/users/${PATIENT_ID}`)).toHaveLength(1);
  });

  it('is not shown to the patient', async () => {
    const api = stubSchedulingApi({
      ...signedInPatient(),
      [`GET /api/v1/dateOffers/${APPOINTMENT_ID}`]: booked,
    });
    renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: /^Consult, / })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Patient:/ })).toBeNull();
    expect(api.calls('GET', `/api/v1/users/${PATIENT_ID}`)).toHaveLength(0);
  });
});

describe('what the card works out', () => {
  it('counts age in whole years, the day before and on the birthday', () => {
    expect(ageOn('2000-03-15', new Date(2026, 2, 14))).toBe(25);
    expect(ageOn('2000-03-15', new Date(2026, 2, 15))).toBe(26);
  });

  it('says when the Medicare card has expired, or is missing', () => {
    const now = new Date(2026, 10, 24);
    const card = { medicareNumber: '2123456701', medicareIrn: 2, medicareExpiry: '10/2026' };
    expect(medicareStatus({ ...emptyProfile(), ...card }, now)).toBe('Medicare card expired 10/2026');
    expect(medicareStatus({ ...emptyProfile(), ...card, medicareExpiry: '11/2026' }, now)).toBe(
      'Medicare card on file (IRN 2)',
    );
    expect(medicareStatus(emptyProfile(), now)).toBe('No Medicare card on file');
  });
});

const emptyProfile = () => ({
  dateOfBirth: null,
  sex: null,
  addressLine: null,
  suburb: null,
  postcode: null,
  state: null,
  medicareNumber: null,
  medicareIrn: null,
  medicareExpiry: null,
  ihi: null,
  timeZone: 'Australia/Sydney',
});
