import { describe, expect, it } from 'vitest';
import { type RoomGate, roomAccess, roomOpensAt } from './room';

const START = Date.parse('2026-11-24T22:00:00.000Z');
const MINUTE = 60_000;
const booked = (overrides: Partial<RoomGate> = {}): RoomGate => ({
  type: 'scheduled',
  status: 'scheduled',
  startsAt: new Date(START).toISOString(),
  doctorId: '3f1c2a4e-8d7b-4c1a-9e2f-1a2b3c4d5e6f',
  ...overrides,
});

describe('roomAccess', () => {
  it('opens a booked consult 10 minutes before it starts, and not a moment sooner', () => {
    expect(roomOpensAt(booked())).toBe(START - 10 * MINUTE);
    expect(roomAccess(booked(), START - 10 * MINUTE - 1)).toEqual({
      open: false,
      why: 'tooEarly',
      at: START - 10 * MINUTE,
    });
    expect(roomAccess(booked(), START - 10 * MINUTE)).toEqual({ open: true });
    expect(roomAccess(booked({ status: 'checked_in' }), START + 30 * MINUTE)).toEqual({ open: true });
  });

  it('keeps a consult in progress open whatever the clock says', () => {
    expect(roomAccess(booked({ status: 'in_progress' }), START - 60 * MINUTE)).toEqual({ open: true });
  });

  it('opens an instant, emergency or callback consult once a doctor has it, with no start time', () => {
    for (const type of ['instant', 'emergency', 'callback'] as const) {
      expect(roomAccess(booked({ type, startsAt: null }), START)).toEqual({ open: true });
      expect(roomAccess(booked({ type, startsAt: null, doctorId: null }), START)).toEqual({
        open: false,
        why: 'noDoctor',
      });
      expect(roomAccess(booked({ type, status: 'queued', doctorId: null }), START)).toEqual({
        open: false,
        why: 'waiting',
      });
    }
  });

  it('never opens an offline consult, nor one that is over', () => {
    expect(roomAccess(booked({ type: 'offline', status: 'in_progress' }), START)).toEqual({
      open: false,
      why: 'offline',
    });
    for (const status of ['ended', 'completed', 'cancelled', 'expired'] as const)
      expect(roomAccess(booked({ status }), START)).toEqual({ open: false, why: 'closed' });
  });
});
