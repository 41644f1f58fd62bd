import { type TQueuePosition, ZQueuePosition } from '@curo/core/scheduling-on-demand';
import {
  type TDateOffer,
  type TRequestAppointment,
  ZDateOffer,
  ZDateOffers,
  ZRequestAppointment,
  ZRequestDetails,
} from '@curo/core/scheduling-requests';
import { buildDoctorDetail, buildPatientDetail } from '../../../test/build-user-detail';
import { json } from '../../../test/fake-api';
import { fixture } from '../../../test/fixture';
import {
  APPOINTMENT_ID,
  buildAppointment,
  PATIENT_ID,
  SYDNEY_DOCTOR_ID,
} from '../../scheduling/testing/build-scheduling';

export { APPOINTMENT_ID, PATIENT_ID, SYDNEY_DOCTOR_ID };
export const OFFER_ID = '8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const OFFER_2_ID = '9b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
export const OTHER_ID = '6e3f9c3b-4c9d-4f4b-8d84-3a5c6b7d8e9f';
export const INSTANT_DOCTOR_ID = '2d1e8b3f-3c8d-4e9f-9a73-4b5c6d7e8f90';

export const emptyDetails = (): TRequestAppointment['details'] =>
  fixture(
    { ZRequestDetails },
    {
      specialty: null,
      preferredTimes: null,
      duration: null,
      phone: null,
      preferredFrom: null,
      preferredTo: null,
      question: null,
      answer: null,
      response: null,
      respondedAt: null,
      followUpOf: null,
      instructions: null,
      certificate: null,
    },
  );

export const buildConsultAppointment = (
  overrides: Partial<TRequestAppointment> = {},
  details: Partial<TRequestAppointment['details']> = {},
): TRequestAppointment =>
  fixture(
    { ZRequestAppointment },
    {
      ...buildAppointment({ type: 'request', status: 'requested', startsAt: null, endsAt: null }),
      ...overrides,
      details: { ...emptyDetails(), ...details },
    },
  );

export const consultResponse = (appointment: TRequestAppointment, offers: TDateOffer[] = []) =>
  json(200, fixture({ ZDateOffers }, { appointment, offers }));

export const buildOffer = (overrides: Partial<TDateOffer> = {}): TDateOffer =>
  fixture(
    { ZDateOffer },
    {
      id: OFFER_ID,
      appointmentId: APPOINTMENT_ID,
      doctorId: SYDNEY_DOCTOR_ID,
      // Tuesday 24 November 2026, 9:00 am in Sydney.
      startsAt: '2026-11-23T22:00:00.000Z',
      endsAt: '2026-11-23T22:30:00.000Z',
      duration: 30,
      status: 'open',
      createdAt: '2026-11-20T01:00:00.000Z',
      ...overrides,
    },
  );

export const buildPosition = (overrides: Partial<TQueuePosition> = {}): TQueuePosition =>
  fixture(
    { ZQueuePosition },
    {
      appointmentId: APPOINTMENT_ID,
      status: 'queued',
      position: 3,
      ahead: 2,
      doctorsOnShift: 1,
      estimatedWaitMinutes: 30,
      basis: 'Based on the average length of recent instant consults (15 minutes).',
      message: null,
      ...overrides,
    },
  );

export const signedInPatient = () => ({
  'GET /api/v1/users/fetchLogin': () => json(200, buildPatientDetail()),
});
export const signedInDoctor = () => ({
  'GET /api/v1/users/fetchLogin': () => json(200, buildDoctorDetail()),
});
export const signedInInstantDoctor = () => ({
  'GET /api/v1/users/fetchLogin': () =>
    json(
      200,
      buildDoctorDetail({
        id: INSTANT_DOCTOR_ID,
        role: 'instantDoctor',
        email: 'sam@example.com.au',
        firstName: 'Sam',
        lastName: 'Okafor',
      }),
    ),
});
