import {
  type TAppointment,
  type TAppointmentList,
  ZAppointment,
  ZAppointmentList,
  ZAppointmentListItem,
} from '@curo/core/scheduling';
import {
  type TAppointmentDetails,
  type TParticipant,
  ZAppointmentDetails,
  ZParticipant,
} from '@curo/core/scheduling-staff';
import { type TDoctorCard, ZDoctorCard } from '@curo/core/users';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { toast } from '../../../lib/toast-store';
import { configureLiveConnection } from '../../../lib/use-live-updates';
import { FakeSocket } from '../../../test/fake-socket';
import { fixture } from '../../../test/fixture';
import { buildAdmin } from '../../admin/testing/build-admin-data';

type TRow = TAppointmentList['items'][number];

export const APPOINTMENT_ID = '0190a5c1-0000-7000-8000-0000000a0001';
export const DOCTOR_ID = '0190a5c1-0000-7000-8000-0000000d0001';
export const OTHER_DOCTOR_ID = '0190a5c1-0000-7000-8000-0000000d0002';
export const PATIENT_ID = '0190a5c1-0000-7000-8000-0000000b0001';

/** A scheduled consult on Tuesday 1 December 2026, 10:00 in Sydney (23:00 UTC the day before). */
export const buildAppointment = (overrides: Partial<TAppointment> = {}): TAppointment =>
  fixture(
    { ZAppointment },
    {
      id: APPOINTMENT_ID,
      type: 'scheduled',
      status: 'scheduled',
      patientId: PATIENT_ID,
      doctorId: DOCTOR_ID,
      familyMemberId: null,
      startsAt: '2026-11-30T23:00:00.000Z',
      endsAt: '2026-11-30T23:15:00.000Z',
      reason: 'Persistent cough',
      priceCents: 8900,
      billing: null,
      holdExpiresAt: null,
      cancelReason: null,
      runningLateMinutes: null,
      createdAt: '2026-11-20T01:00:00.000Z',
      updatedAt: '2026-11-20T01:00:00.000Z',
      ...overrides,
    },
  );

export const buildRow = (overrides: Partial<TRow> = {}): TRow =>
  fixture(
    { ZAppointmentListItem },
    {
      ...buildAppointment(),
      patientName: 'Mia Nguyen',
      doctorName: 'Priya Raman',
      ...overrides,
    },
  );

export const buildList = (items: TRow[], { total = items.length, page = 1 } = {}): TAppointmentList =>
  fixture(
    { ZAppointmentList },
    {
      items,
      total,
      page,
      pageSize: 25,
    },
  );

export const buildParticipant = (overrides: Partial<TParticipant> = {}): TParticipant =>
  fixture(
    { ZParticipant },
    {
      id: '0190a5c1-0000-7000-8000-0000000c0001',
      appointmentId: APPOINTMENT_ID,
      userId: null,
      name: 'Linh Nguyen',
      email: 'linh@example.com.au',
      role: 'guest',
      invited: true,
      acceptedAt: null,
      createdAt: '2026-11-21T00:00:00.000Z',
      ...overrides,
    },
  );

export const buildDetails = (overrides: Partial<TAppointmentDetails> = {}): TAppointmentDetails =>
  fixture(
    { ZAppointmentDetails },
    {
      appointment: buildAppointment(),
      patientName: 'Mia Nguyen',
      doctorName: 'Priya Raman',
      doctorTimeZone: 'Australia/Sydney',
      allowedActions: ['amend', 'changeSpecialist', 'changePrice', 'adminEdit', 'cancel', 'checkIn'],
      history: [
        {
          id: '0190a5c1-0000-7000-8000-0000000e0001',
          action: 'create',
          fromStatus: null,
          toStatus: 'scheduled',
          actorName: 'Mia Nguyen',
          actingAsName: null,
          details: {},
          createdAt: '2026-11-20T01:00:00.000Z',
        },
        {
          id: '0190a5c1-0000-7000-8000-0000000e0002',
          action: 'changePrice',
          fromStatus: 'scheduled',
          toStatus: 'scheduled',
          actorName: 'Sam Taylor',
          actingAsName: null,
          details: { priceCents: 8900, reason: 'Pensioner rate' },
          createdAt: '2026-11-21T02:00:00.000Z',
        },
      ],
      participants: [],
      ...overrides,
    },
  );

export const buildDoctorCard = (overrides: Partial<TDoctorCard> = {}): TDoctorCard =>
  fixture(
    { ZDoctorCard },
    {
      id: DOCTOR_ID,
      role: 'doctor',
      firstName: 'Priya',
      lastName: 'Raman',
      username: 'priya-raman',
      specialties: ['General practice'],
      bio: null,
      photoUrl: null,
      ...overrides,
    },
  );

export const me = {
  admin: () => buildAdmin(),
  nurse: () =>
    buildAdmin({
      id: '0190a5c1-0000-7000-8000-00000000aa02',
      role: 'nurse',
      firstName: 'Jo',
      lastName: 'Ellis',
    }),
  companyAdmin: () =>
    buildAdmin({
      id: '0190a5c1-0000-7000-8000-00000000aa03',
      role: 'companyAdmin',
      firstName: 'Ari',
      lastName: 'Cole',
    }),
};

/**
 * The usual set-up of a staff screen test: signed in, the viewer in Sydney, live updates through
 * a fake socket (jsdom's would try to reach a server), and nothing left behind afterwards.
 */
export function useStaffTestSetup() {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-staff');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-staff');
    setViewerTimeZone('Australia/Sydney');
    FakeSocket.reset();
    configureLiveConnection({
      getToken: () => localStorage.getItem(ACCESS_TOKEN_KEY),
      renewToken: async () => {},
      createSocket: (url) => new FakeSocket(url),
      origin: 'ws://curo.test',
    });
  });
  afterEach(() => {
    act(() => toast.clear());
    configureLiveConnection(null);
    setViewerTimeZone(null);
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}
