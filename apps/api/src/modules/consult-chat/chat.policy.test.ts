import type { TRole } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import { assertMayWrite, auditsAttachmentRead, chatAccess, isChatOpen } from './chat.policy';
import type { ChatAppointment } from './chat.repository';

const PATIENT = '00000000-0000-4000-8000-000000000001';
const DOCTOR = '00000000-0000-4000-8000-000000000002';
const NURSE = '00000000-0000-4000-8000-000000000003';
const ADMIN = '00000000-0000-4000-8000-000000000004';
const GUEST = '00000000-0000-4000-8000-000000000005';

const as = (userId: string, role: TRole): Principal => ({ userId, role, sessionId: 'session' });

/** A consult Mia's nurse booked with Dr Raman (only the fields the policy reads matter). */
const consult = {
  id: '00000000-0000-4000-8000-0000000000aa',
  patientId: PATIENT,
  doctorId: DOCTOR,
  bookedBy: NURSE,
} as ChatAppointment;

const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
  return null;
};

describe('chat policy', () => {
  it('lets the patient, the doctor, the staff who booked it and participants write', () => {
    expect(chatAccess(as(PATIENT, 'patient'), consult)).toBe('write');
    expect(chatAccess(as(DOCTOR, 'doctor'), consult)).toBe('write');
    expect(chatAccess(as(NURSE, 'nurse'), consult)).toBe('write');
    // A participant reaches the chat through appointmentFor (takesPart); the chat lets them write.
    expect(chatAccess(as(GUEST, 'doctor'), consult)).toBe('write');
  });

  it('lets an admin read a consult they are not in, and write in one they booked', () => {
    expect(chatAccess(as(ADMIN, 'admin'), consult)).toBe('read');
    expect(chatAccess(as(ADMIN, 'admin'), { ...consult, bookedBy: ADMIN })).toBe('write');
  });

  it('keeps the chat open until it closes; with no closing time, while the consult is on', () => {
    const closesAt = new Date('2026-11-27T00:00:00Z');
    expect(isChatOpen(closesAt, new Date('2026-11-26T23:59:59.999Z'))).toBe(true);
    expect(isChatOpen(closesAt, closesAt)).toBe(false);
    expect(isChatOpen(null, new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });

  it('refuses a reader’s write with 403 and any write after closing with 409 CHAT_CLOSED', () => {
    const closesAt = new Date('2026-11-27T00:00:00Z');
    const before = new Date('2026-11-26T00:00:00Z');
    const after = new Date('2026-11-28T00:00:00Z');
    expect(refusal(() => assertMayWrite('write', closesAt, before))).toBeNull();
    expect(refusal(() => assertMayWrite('read', closesAt, before))).toBe(ErrorCode.FORBIDDEN);
    expect(refusal(() => assertMayWrite('write', closesAt, after))).toBe(ErrorCode.CHAT_CLOSED);
  });

  it('audits downloads by admins only', () => {
    expect(auditsAttachmentRead(as(ADMIN, 'admin'))).toBe(true);
    for (const role of ['patient', 'doctor', 'nurse', 'instantDoctor', 'companyAdmin'] as const)
      expect(auditsAttachmentRead(as(PATIENT, role))).toBe(false);
  });
});
