import type { TRole } from '@curo/core/auth';
import { DEFAULT_CONSULT_SETTINGS, type TAppointmentType } from '@curo/core/scheduling';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../../test/principals';
import type { AppointmentRow } from '../appointments.repository';
import {
  type ClaimFacts,
  claimSight,
  doctorActedFor,
  mayChangeShift,
  mayHoldShift,
  mayTakeFromQueue,
  type OnDemandDoctor,
  shiftListOf,
  takeRefusal,
  takesEmergencies,
} from './on-demand.policy';

/** Everyone's id is their name in these tables. */
const admin = signedIn('admin');
const nurse = signedIn('nurse');
const gp = signedIn('doctor', 'gp');
const instant = signedIn('instantDoctor', 'instant');
const people = { admin, nurse, gp, instant };

const doctor = (id: string, role: TRole, over: Partial<OnDemandDoctor['settings']> = {}): OnDemandDoctor => ({
  id,
  role,
  settings: { ...DEFAULT_CONSULT_SETTINGS, kinds: ['callback', 'offline'], acceptsEmergency: true, ...over },
});
const gpDoctor = doctor('gp', 'doctor');
const instantDoctor = doctor('instant', 'instantDoctor');

const consult = (type: TAppointmentType, doctorId: string | null = null) =>
  ({
    id: 'consult',
    type,
    status: 'requested',
    patientId: 'patient',
    doctorId,
    details: {},
  }) as AppointmentRow;

const facts = (over: Partial<ClaimFacts> = {}): ClaimFacts => ({
  onShift: async () => true,
  practises: async () => true,
  ...over,
});

describe('on-demand policy', () => {
  it.each([
    ['admin', 'gp', { doctorId: 'gp' }],
    ['admin', undefined, 'nameOne'],
    ['gp', undefined, { doctorId: 'gp' }],
    ['gp', 'gp', { doctorId: 'gp' }],
    ['gp', 'other', 'notYours'],
    ['instant', 'other', 'notYours'],
  ] as const)('acts for the right doctor: %s naming %s', (who, named, answer) => {
    expect(doctorActedFor(people[who], named)).toEqual(answer);
  });

  it.each([
    ['instant', instantDoctor, true],
    ['instant', gpDoctor, false],
    ['emergency', gpDoctor, true],
    ['emergency', doctor('gp', 'doctor', { acceptsEmergency: false }), false],
    ['emergency', instantDoctor, false],
  ] as const)('lets only the right doctors hold a %s shift (%#)', (kind, who, allowed) => {
    expect(mayHoldShift(kind, who)).toBe(allowed);
    if (kind === 'emergency') expect(takesEmergencies(who)).toBe(allowed);
  });

  it.each([
    ['admin', undefined, { doctorId: undefined }],
    ['admin', 'gp', { doctorId: 'gp' }],
    ['nurse', 'gp', { doctorId: 'gp' }],
    ['gp', undefined, { doctorId: 'gp' }],
    ['gp', 'gp', { doctorId: 'gp' }],
    ['gp', 'other', null],
  ] as const)('lists shifts: %s asking for %s', (who, asked, answer) => {
    expect(shiftListOf(people[who], asked)).toEqual(answer);
  });

  it.each([
    ['admin', 'gp', true],
    ['gp', 'gp', true],
    ['gp', 'other', false],
    ['nurse', 'gp', false],
  ] as const)('lets %s change a shift of %s: %s', (who, owner, allowed) => {
    expect(mayChangeShift(people[who], { doctorId: owner })).toBe(allowed);
  });

  it.each([
    ['instant', true, true],
    ['instant', false, false],
    ['gp', true, false],
  ] as const)('lets %s take from the queue (on shift: %s): %s', async (who, onShift, allowed) => {
    expect(await mayTakeFromQueue(people[who], async () => onShift)).toBe(allowed);
  });

  describe('claiming a consult', () => {
    it.each([
      ['an admin dispatching anything', admin, consult('instant'), instantDoctor, facts(), 'sees'],
      ['the doctor it names', gp, consult('callback', 'gp'), gpDoctor, facts(), 'sees'],
      ['an instant doctor, an instant consult', instant, consult('instant'), instantDoctor, facts(), 'sees'],
      ['a doctor, an instant consult', gp, consult('instant'), gpDoctor, facts(), null],
      [
        'a doctor offered the emergency',
        gp,
        consult('emergency'),
        gpDoctor,
        facts({ offer: { status: 'open' } }),
        'sees',
      ],
      ['a doctor not offered it', gp, consult('emergency'), gpDoctor, facts(), null],
      [
        'a doctor offered it, taken since',
        gp,
        consult('emergency', 'other'),
        gpDoctor,
        facts({ offer: { status: 'closed' } }),
        'offered',
      ],
      ['a doctor in its specialty', gp, consult('offline'), gpDoctor, facts(), 'sees'],
      [
        'a doctor outside its specialty',
        gp,
        consult('offline'),
        gpDoctor,
        facts({ practises: async () => false }),
        null,
      ],
      [
        'a doctor it was open to, taken since',
        gp,
        consult('callback', 'other'),
        gpDoctor,
        facts(),
        'wasOpen',
      ],
      ['an instant doctor, a callback', instant, consult('callback'), instantDoctor, facts(), null],
      ['anyone, another doctor’s consult', gp, consult('scheduled', 'other'), gpDoctor, facts(), null],
    ])('what %s may know of it', async (_, principal, row, taker, given, answer) => {
      expect(await claimSight(principal, row, taker, given)).toBe(answer);
    });

    it.each([
      ['an instant doctor on shift', instant, consult('instant'), instantDoctor, facts(), null],
      [
        'an instant doctor off shift',
        instant,
        consult('instant'),
        instantDoctor,
        facts({ onShift: async () => false }),
        'notOnShift',
      ],
      ['a doctor, an instant consult', admin, consult('instant'), gpDoctor, facts(), 'notInstantDoctor'],
      [
        'a doctor with an open offer',
        gp,
        consult('emergency'),
        gpDoctor,
        facts({ offer: { status: 'open' } }),
        null,
      ],
      [
        'a doctor who declined',
        gp,
        consult('emergency'),
        gpDoctor,
        facts({ offer: { status: 'declined' } }),
        'offerDeclined',
      ],
      [
        'an admin, to a doctor who declined',
        admin,
        consult('emergency'),
        gpDoctor,
        facts({ offer: { status: 'declined' } }),
        null,
      ],
      [
        'a doctor whose offer closed',
        gp,
        consult('emergency'),
        gpDoctor,
        facts({ offer: { status: 'closed' } }),
        'offerClosed',
      ],
      ['a doctor with no offer', gp, consult('emergency'), gpDoctor, facts(), 'noOffer'],
      ['an admin, to a doctor with no offer', admin, consult('emergency'), gpDoctor, facts(), null],
      [
        'a doctor who takes no emergencies',
        admin,
        consult('emergency'),
        doctor('gp', 'doctor', { acceptsEmergency: false }),
        facts(),
        'noEmergencies',
      ],
      ['a doctor who takes callbacks', gp, consult('callback'), gpDoctor, facts(), null],
      [
        'a doctor who does not',
        gp,
        consult('callback'),
        doctor('gp', 'doctor', { kinds: ['offline'] }),
        facts(),
        'kindNotTaken',
      ],
      [
        'an instant doctor, an offline consult',
        admin,
        consult('offline'),
        instantDoctor,
        facts(),
        'notDoctor',
      ],
      ['anyone, a booked consult', admin, consult('scheduled'), gpDoctor, facts(), 'notClaimable'],
    ])('whether %s may take it', async (_, principal, row, taker, given, answer) => {
      expect(await takeRefusal(principal, row, taker, given)).toBe(answer);
    });
  });
});
