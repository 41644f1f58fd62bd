import type { TRole } from '@curo/core/auth';
import { describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/principals';
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
    ['a patient, themselves', signedIn('patient', 'pat'), pat, true],
    ['a patient, another patient', signedIn('patient'), pat, false],
    ['a doctor, a patient', signedIn('doctor'), pat, true],
    ['a nurse, a patient', signedIn('nurse'), pat, true],
    ['an admin, a patient', signedIn('admin'), pat, true],
    ['a company admin, a patient', signedIn('companyAdmin'), pat, false],
    ['a doctor, a deleted patient', signedIn('doctor'), gone, false],
    ['an admin, a doctor', signedIn('admin'), gee, false],
  ])('books for: %s → %s', async (_, viewer, target, allowed) => {
    expect(await canBookFor(viewer, target.id, async () => target)).toBe(allowed);
  });

  it("reads no record when a patient books, for themselves or for someone else (booking's hot path)", async () => {
    const record = vi.fn(async () => pat);
    expect(await canBookFor(signedIn('patient', 'pat'), 'pat', record)).toBe(true);
    expect(await canBookFor(signedIn('patient'), 'pat', record)).toBe(false);
    expect(record).not.toHaveBeenCalled();
  });

  it('refuses staff naming nobody who exists', async () => {
    expect(await canBookFor(signedIn('doctor'), 'nobody', async () => undefined)).toBe(false);
  });

  it.each<[TRole, string | null]>([
    ['patient', 'patient'],
    ['doctor', null],
    ['nurse', null],
    ['admin', null],
  ])('a booking by a %s that names no patient is for %s', (role, patientId) => {
    expect(unnamedPatientOf(signedIn(role))).toBe(patientId);
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
    expect(mayBreakGlass(signedIn(role), accounts[target])).toBe(allowed);
  });

  it.each<[string, Principal, boolean]>([
    ['the doctor', signedIn('doctor', 'gee'), true],
    ['another doctor', signedIn('doctor'), false],
    ['an admin', signedIn('admin'), true],
    ['a nurse', signedIn('nurse'), false],
  ])("lets %s see a doctor's signature: %s", (_, viewer, allowed) => {
    expect(maySeeSignature(viewer, 'gee')).toBe(allowed);
  });

  it.each<[Target, boolean]>([
    ['themselves', false],
    ['a patient', true],
    ['another admin', true],
  ])('lets an admin block or delete %s: %s', (target, allowed) => {
    expect(mayShutOut(signedIn('admin'), accounts[target])).toBe(allowed);
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
