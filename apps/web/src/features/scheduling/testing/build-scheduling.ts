import { ErrorCode } from '@curo/core/errors';
import {
  type TAppointment,
  type TAppointmentList,
  ZAppointment,
  ZAppointmentList,
  ZAppointmentListItem,
} from '@curo/core/scheduling';
import { type TDirectoryDoctor, ZDirectoryDoctor } from '@curo/core/scheduling-directory';
import { vi } from 'vitest';
import { apiError, type SeenRequest } from '../../../test/fake-api';
import { fixture, onlyFieldsOf } from '../../../test/fixture';
import type { TMonthAvailability } from '../api/get-month-availability';

export const SYDNEY_DOCTOR_ID = '0b9c6f0e-1f6a-4c1e-9a51-0d2f3e4a5b6c';
export const BRISBANE_DOCTOR_ID = '1c0d7a1f-2a7b-4d2f-8b62-1e3a4f5b6c7d';
export const PATIENT_ID = '3f1c2a4e-8d7b-4c1a-9e2f-1a2b3c4d5e6f';
export const APPOINTMENT_ID = '5d2e8b2a-3b8c-4e3a-9c73-2f4b5a6c7d8e';

/** Tuesday 24 November 2026, 9:00 am in Sydney (AEDT, UTC+11). */
export const NINE_SYDNEY = '2026-11-23T22:00:00.000Z';
export const NINE_FIFTEEN_SYDNEY = '2026-11-23T22:15:00.000Z';

export const buildDirectoryDoctor = (overrides: Partial<TDirectoryDoctor> = {}): TDirectoryDoctor =>
  fixture(
    { ZDirectoryDoctor },
    {
      id: SYDNEY_DOCTOR_ID,
      role: 'doctor',
      firstName: 'Priya',
      lastName: 'Raman',
      username: 'priya-raman',
      specialties: ['General practice'],
      bio: 'GP with an interest in women’s health.',
      photoUrl: null,
      timeZone: 'Australia/Sydney',
      durations: [15, 30],
      next: { startsAt: NINE_SYDNEY, endsAt: '2026-11-23T22:15:00.000Z' },
      ...overrides,
    },
  );

export const buildBrisbaneDoctor = (overrides: Partial<TDirectoryDoctor> = {}) =>
  buildDirectoryDoctor({
    id: BRISBANE_DOCTOR_ID,
    firstName: 'Tom',
    lastName: 'Walker',
    username: 'tom-walker',
    specialties: ['Dermatology'],
    timeZone: 'Australia/Brisbane',
    durations: [30],
    next: null,
    ...overrides,
  });

export const buildMonth = (
  doctorId = SYDNEY_DOCTOR_ID,
  free: Record<string, number> = { '2026-11-24': 2 },
): TMonthAvailability => ({
  doctorId,
  timeZone: 'Australia/Sydney',
  month: '2026-11',
  dates: Array.from({ length: 30 }, (_, i) => {
    const date = `2026-11-${String(i + 1).padStart(2, '0')}`;
    const freeSlots = free[date] ?? 0;
    return { date, available: freeSlots > 0, freeSlots };
  }),
});

export const buildAppointment = (overrides: Partial<TAppointment> = {}): TAppointment =>
  fixture(
    { ZAppointment },
    {
      id: APPOINTMENT_ID,
      type: 'scheduled',
      status: 'scheduled',
      patientId: PATIENT_ID,
      doctorId: SYDNEY_DOCTOR_ID,
      familyMemberId: null,
      startsAt: NINE_SYDNEY,
      endsAt: '2026-11-23T22:15:00.000Z',
      reason: 'Sore throat for three days',
      priceCents: null,
      billing: null,
      holdExpiresAt: null,
      cancelReason: null,
      runningLateMinutes: null,
      createdAt: '2026-11-20T01:00:00.000Z',
      updatedAt: '2026-11-20T01:00:00.000Z',
      ...overrides,
    },
  );

export const buildList = (
  items: Array<TAppointmentList['items'][number]>,
  overrides: Partial<TAppointmentList> = {},
): TAppointmentList =>
  fixture({ ZAppointmentList }, { items, total: items.length, page: 1, pageSize: 10, ...overrides });

/** A row of an appointment list; a test may pass a whole consult, whose details no list holds. */
export const listItem = (overrides: Partial<TAppointmentList['items'][number]> = {}) =>
  fixture(
    { ZAppointmentListItem },
    onlyFieldsOf(ZAppointmentListItem, {
      ...buildAppointment(),
      patientName: 'Mia Nguyen',
      doctorName: 'Priya Raman',
      ...overrides,
    }),
  );

type Handler = (request: SeenRequest) => Response | Promise<Response>;

/**
 * Like stubApi, but the slots' cache-busting `timestamp` is dropped before matching, so a handler
 * is keyed `"GET /api/v1/users/{id}/getDoctorAvailableSlots?date=…&duration=15"`.
 */
export function stubSchedulingApi(handlers: Record<string, Handler>) {
  const requests: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(input).replace(/[?&]timestamp=\d+$/, '');
    const raw = typeof init.body === 'string' ? init.body : undefined;
    const headers = new Headers(init.headers);
    const request: SeenRequest = {
      method,
      path,
      body: raw ? JSON.parse(raw) : undefined,
      authorization: headers.get('authorization'),
      idempotencyKey: headers.get('idempotency-key') ?? undefined,
    };
    requests.push(request);
    const handler = handlers[`${method} ${path}`];
    return handler ? handler(request) : apiError(404, 'Not found', ErrorCode.NOT_FOUND);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}

/** Live updates through a fake socket (jsdom's would try to reach a server). */
export async function fakeLiveConnection() {
  const { configureLiveConnection } = await import('../../../lib/use-live-updates');
  const { FakeSocket } = await import('../../../test/fake-socket');
  FakeSocket.reset();
  configureLiveConnection({
    getToken: () => localStorage.getItem('accessToken'),
    renewToken: async () => {},
    createSocket: (url) => new FakeSocket(url),
    origin: 'ws://curo.test',
  });
  return FakeSocket;
}
