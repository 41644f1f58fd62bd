import type { TRole } from '@curo/core/auth';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/principals';
import type { Principal } from '../../platform/auth/auth-guard';
import {
  bookingDoctor,
  mayConfirmHold,
  mayFollowUp,
  mayManageParticipants,
  mayReactivate,
  mayTakeStep,
  partyOf,
  reminderAccess,
  seesAdminNote,
  seesAppointmentsOf,
} from './appointments.policy';
import type { AppointmentRow } from './appointments.repository';

/** A consult of Pat's with Dr Gee, booked by Nurse Nell. Ids are the people's names. */
const consult = { id: 'consult', patientId: 'pat', doctorId: 'gee', bookedBy: 'nell' } as AppointmentRow;

const people = {
  'its patient': signedIn('patient', 'pat'),
  'its doctor': signedIn('doctor', 'gee'),
  'the nurse who booked it': signedIn('nurse', 'nell'),
  'an admin': signedIn('admin', 'ada'),
  'another patient': signedIn('patient', 'pia'),
  'another doctor': signedIn('doctor', 'gus'),
} satisfies Record<string, Principal>;
type Who = keyof typeof people;

describe('appointments policy', () => {
  it.each<[Who, ReturnType<typeof partyOf>]>([
    ['its patient', 'patient'],
    ['its doctor', 'doctor'],
    ['the nurse who booked it', 'booker'],
    ['an admin', null],
    ['another doctor', null],
  ])('%s takes part as %s', (who, party) => {
    expect(partyOf(people[who], consult)).toBe(party);
  });

  it.each<[Who, string | null, boolean]>([
    ['its patient', 'pat', true],
    ['its patient', 'gee', true],
    ['an admin', 'pat', true],
    ['its doctor', 'pat', false],
    ['its doctor', 'gee', true],
    ['its doctor', 'ada', true],
    ['its doctor', null, true],
  ])('%s, after a cancel by %s, may reactivate: %s', (who, cancelledBy, may) => {
    expect(mayReactivate(people[who], consult, cancelledBy)).toBe(may);
  });

  it('does not count a patient who booked for someone else as a booker', () => {
    expect(partyOf(people['another patient'], { ...consult, bookedBy: 'pia' })).toBeNull();
  });

  it.each<[Who, 'checkIn' | 'start' | 'amend' | 'changePrice', boolean]>([
    ['its patient', 'checkIn', true],
    ['its patient', 'start', false],
    ['its patient', 'amend', true],
    ['its doctor', 'start', true],
    ['its doctor', 'changePrice', false],
    ['the nurse who booked it', 'checkIn', false],
    ['an admin', 'changePrice', true],
    ['another doctor', 'start', false],
  ])('lets %s %s: %s', (who, action, allowed) => {
    expect(mayTakeStep(people[who], consult, action)).toBe(allowed);
  });

  it.each<[Who, boolean, ReturnType<typeof reminderAccess>, boolean, boolean]>([
    // [who, manages participants, reminders, confirms a hold, follows up]
    ['its patient', true, 'own', true, false],
    ['its doctor', true, 'all', false, true],
    ['the nurse who booked it', true, null, true, false],
    ['an admin', true, 'all', true, false],
    ['another patient', false, null, false, false],
    ['another doctor', false, null, false, false],
  ])(
    '%s: participants %s, reminders %s, hold %s, follow-up %s',
    (who, participants, reminders, hold, followUp) => {
      const principal = people[who];
      expect(mayManageParticipants(principal, consult)).toBe(participants);
      expect(reminderAccess(principal, consult)).toBe(reminders);
      expect(mayConfirmHold(principal, consult)).toBe(hold);
      expect(mayFollowUp(principal, consult)).toBe(followUp);
    },
  );

  it.each<[Who, string, boolean]>([
    ['its doctor', 'gee', true],
    ['its doctor', 'gus', false],
    ['the nurse who booked it', 'nell', true],
    ['the nurse who booked it', 'gee', false],
    ['an admin', 'gee', true],
  ])("lets %s read %s's lists of consults: %s", (who, owner, allowed) => {
    expect(seesAppointmentsOf(people[who], owner)).toBe(allowed);
  });

  it.each<[Who, boolean]>([
    ['an admin', true],
    ['its doctor', false],
    ['its patient', false],
  ])('shows %s the admin note: %s', (who, answer) => {
    expect(seesAdminNote(people[who])).toBe(answer);
  });

  it.each<[TRole, string | undefined, ReturnType<typeof bookingDoctor>]>([
    ['doctor', undefined, { doctorId: 'doctor' }],
    ['doctor', 'doctor', { doctorId: 'doctor' }],
    ['doctor', 'gus', 'notYours'],
    ['nurse', 'gus', { doctorId: 'gus' }],
    ['nurse', undefined, 'nameOne'],
    ['admin', 'gus', { doctorId: 'gus' }],
    ['admin', undefined, 'nameOne'],
  ])('puts a booking by a %s naming %s in the right calendar', (role, named, answer) => {
    expect(bookingDoctor(signedIn(role), named)).toEqual(answer);
  });
});
