import type { TRole } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import type { TAppointmentStatus, TAppointmentType } from '@curo/core/scheduling';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import {
  assertRoomOpen,
  opensAt,
  type RoomAppointment,
  roomOpening,
  roomPartOf,
  startsConsult,
} from './room.policy';

const PATIENT = '00000000-0000-4000-8000-000000000001';
const DOCTOR = '00000000-0000-4000-8000-000000000002';
const NURSE = '00000000-0000-4000-8000-000000000003';
const ADMIN = '00000000-0000-4000-8000-000000000004';
const GUEST = '00000000-0000-4000-8000-000000000005';

const as = (userId: string, role: TRole): Principal => ({ userId, role, sessionId: 'session' });

const STARTS = new Date('2026-11-23T23:00:00Z');

/** Mia's consult with Dr Raman that her nurse booked (only the fields the policy reads matter). */
const consult = (
  status: TAppointmentStatus = 'scheduled',
  type: TAppointmentType = 'scheduled',
  extra: Partial<RoomAppointment> = {},
) =>
  ({
    id: '00000000-0000-4000-8000-0000000000aa',
    type,
    status,
    patientId: PATIENT,
    doctorId: DOCTOR,
    bookedBy: NURSE,
    startsAt: STARTS,
    ...extra,
  }) as RoomAppointment;

const minutes = (n: number) => new Date(STARTS.getTime() + n * 60_000);

describe('room policy', () => {
  it('lets the patient, the doctor, the staff who booked it and participants in; an admin only sees it', () => {
    expect(roomPartOf(as(PATIENT, 'patient'), consult())).toBe('patient');
    expect(roomPartOf(as(DOCTOR, 'doctor'), consult())).toBe('doctor');
    expect(roomPartOf(as(NURSE, 'nurse'), consult())).toBe('booker');
    // Participants reach it through appointmentFor (takesPart); the call lets them in.
    expect(roomPartOf(as(GUEST, 'doctor'), consult())).toBe('participant');
    expect(roomPartOf(as(GUEST, 'nurse'), consult())).toBe('participant');
    expect(roomPartOf(as(ADMIN, 'admin'), consult())).toBeNull();
    expect(roomPartOf(as(ADMIN, 'admin'), consult('scheduled', 'scheduled', { bookedBy: ADMIN }))).toBe(
      'booker',
    );
  });

  it('opens a booked consult 10 minutes before it starts, to the millisecond', () => {
    expect(opensAt(consult())).toEqual(minutes(-10));
    expect(roomOpening(consult(), new Date(minutes(-10).getTime() - 1))).toEqual({
      open: false,
      code: 'ROOM_NOT_OPEN',
      at: minutes(-10),
    });
    expect(roomOpening(consult(), minutes(-10))).toEqual({ open: true });
    expect(roomOpening(consult('checked_in'), minutes(-11)).open).toBe(false);
    expect(roomOpening(consult('checked_in'), minutes(30)).open).toBe(true);
  });

  it('keeps a consult in progress open at any time, and an on-demand one once a doctor has it', () => {
    expect(roomOpening(consult('in_progress'), minutes(-60))).toEqual({ open: true });
    for (const type of ['instant', 'emergency', 'callback'] as const) {
      expect(roomOpening(consult('scheduled', type, { startsAt: null }), minutes(-600)).open, type).toBe(
        true,
      );
      expect(roomOpening(consult('queued', type, { doctorId: null }), minutes(0)).open, type).toBe(false);
    }
    expect(roomOpening(consult('scheduled', 'callback', { doctorId: null }), minutes(0))).toMatchObject({
      code: 'ROOM_NOT_OPEN',
      message: 'This consult has no doctor yet: its video call opens once a doctor takes it',
    });
  });

  it('closes an ended, completed, cancelled or expired consult, naming its state', () => {
    for (const status of ['ended', 'completed', 'cancelled', 'expired'] as const)
      expect(roomOpening(consult(status), minutes(0))).toEqual({
        open: false,
        code: 'ROOM_CLOSED',
        message: `This consult is ${status}: its video call is closed`,
      });
  });

  it('says what a consult still waits for before its call opens', () => {
    expect(roomOpening(consult('queued', 'instant', { doctorId: null }), minutes(0))).toMatchObject({
      code: 'ROOM_NOT_OPEN',
      message: 'This consult is in the queue: its video call opens once a doctor takes it',
    });
    expect(roomOpening(consult('waiting_info'), minutes(0))).toMatchObject({
      message: 'This consult is waiting for information: its video call opens once it goes ahead',
    });
    expect(roomOpening(consult('scheduled', 'offline', { startsAt: null }), minutes(0))).toMatchObject({
      code: 'WRONG_KIND',
    });
  });

  it('refuses too early with when it opens, in the words the caller reads', async () => {
    const refusal = await assertRoomOpen(consult(), minutes(-30), async (at) => at.toISOString()).catch(
      (error: AppError) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: ErrorCode.ROOM_NOT_OPEN,
      statusCode: 409,
      message: 'The video call opens at 2026-11-23T22:50:00.000Z, 10 minutes before the consult starts',
    });
    await expect(assertRoomOpen(consult(), minutes(-10), async () => '')).resolves.toBeUndefined();
  });

  it('starts the consult on the doctor’s first entry only', () => {
    expect(startsConsult('doctor', 'scheduled')).toBe(true);
    expect(startsConsult('doctor', 'checked_in')).toBe(true);
    expect(startsConsult('doctor', 'in_progress')).toBe(false);
    for (const part of ['patient', 'booker', 'participant'] as const)
      expect(startsConsult(part, 'scheduled')).toBe(false);
  });
});
