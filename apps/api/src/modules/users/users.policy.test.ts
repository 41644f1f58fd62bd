import type { TRole } from '@curo/core/auth';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/auth/auth-guard';
import {
  canBookFor,
  maskRefusal,
  mayBreakGlass,
  maySeeSignature,
  mayShutOut,
  seesWholeRecord,
  unnamedPatientOf,
} from './users.policy';
import type { UserRow } from './users.repository';

/** Someone signed in with `role`; their id is their role. */
const as = (role: TRole): Principal => ({ userId: role, role, sessionId: 'session' });
const account = (id: string, role: TRole, deleted = false) =>
  ({ id, role, deletedAt: deleted ? new Date('2026-01-01T00:00:00Z') : null }) as UserRow;

const accounts = {
  'a patient': account('pat', 'patient'),
  'a deleted patient': account('gone', 'patient', true),
  'a doctor': account('gee', 'doctor'),
  'a nurse': account('nell', 'nurse'),
  themselves: account('admin', 'admin'),
  'another admin': account('ada', 'admin'),
};
type Target = keyof typeof accounts;
const pat = accounts['a patient'];
const gone = accounts['a deleted patient'];
const gee = accounts['a doctor'];

describe('users policy', () => {
  it.each<[string, Principal, UserRow, boolean]>([
    ['a patient, themselves', { ...as('patient'), userId: 'pat' }, pat, true],
    ['a patient, another patient', as('patient'), pat, false],
    ['a doctor, a patient', as('doctor'), pat, true],
    ['a nurse, a patient', as('nurse'), pat, true],
    ['an admin, a patient', as('admin'), pat, true],
    ['a company admin, a patient', as('companyAdmin'), pat, false],
    ['a doctor, a deleted patient', as('doctor'), gone, false],
    ['an admin, a doctor', as('admin'), gee, false],
  ])('books for: %s → %s', (_, viewer, target, allowed) => {
    expect(canBookFor(viewer, target)).toBe(allowed);
  });

  it.each<[TRole, string | null]>([
    ['patient', 'patient'],
    ['doctor', null],
    ['nurse', null],
    ['admin', null],
  ])('a booking by a %s that names no patient is for %s', (role, patientId) => {
    expect(unnamedPatientOf(as(role))).toBe(patientId);
  });

  it.each<[TRole, Target, boolean]>([
    ['doctor', 'a patient', true],
    ['nurse', 'a patient', true],
    ['instantDoctor', 'a patient', true],
    ['doctor', 'a deleted patient', false],
    ['doctor', 'a doctor', false],
    ['admin', 'a patient', false],
    ['companyAdmin', 'a patient', false],
    ['patient', 'a patient', false],
  ])('lets a %s break the glass on %s: %s', (role, target, allowed) => {
    expect(mayBreakGlass(as(role), accounts[target])).toBe(allowed);
  });

  it.each<[string, Principal, boolean]>([
    ['the doctor', { ...as('doctor'), userId: 'gee' }, true],
    ['another doctor', as('doctor'), false],
    ['an admin', as('admin'), true],
    ['a nurse', as('nurse'), false],
  ])("lets %s see a doctor's signature: %s", (_, viewer, allowed) => {
    expect(maySeeSignature(viewer, 'gee')).toBe(allowed);
  });

  it.each<[Target, boolean]>([
    ['themselves', false],
    ['a patient', true],
    ['another admin', true],
  ])('lets an admin block or delete %s: %s', (target, allowed) => {
    expect(mayShutOut(as('admin'), accounts[target])).toBe(allowed);
  });

  it.each<[Target, ReturnType<typeof maskRefusal>]>([
    ['a patient', null],
    ['a deleted patient', 'gone'],
    ['a doctor', 'notPatient'],
    ['a nurse', 'notPatient'],
  ])('lets an admin act as %s, unless: %s', (target, refusal) => {
    expect(maskRefusal(accounts[target])).toBe(refusal);
  });

  it.each([
    ['self', true],
    ['admin', true],
    ['consult', true],
    ['breakGlass', true],
    ['company', false],
  ] as const)('shows the whole record on the ground %s: %s', (access, whole) => {
    expect(seesWholeRecord(access)).toBe(whole);
  });
});
