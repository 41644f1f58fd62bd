import { describe, expect, it } from 'vitest';
import type { AppointmentRow } from '../appointments.repository';
import { readerLink } from './appointment-notifications';

const URL = 'https://curo.example';
const row = (status: AppointmentRow['status']) =>
  ({ id: '0f0e0d0c-0b0a-4a09-8807-060504030201', status }) as AppointmentRow;

describe('the link at the foot of a consult’s emails', () => {
  it.each(['patient', 'doctor'] as const)('takes the %s to the consult’s own page', (part) => {
    expect(readerLink(URL, row('scheduled'), part, false)).toBe(
      'Open this consult: https://curo.example/account/consults/0f0e0d0c-0b0a-4a09-8807-060504030201',
    );
  });

  it('takes a doctor to their requests while a request waits for them', () => {
    expect(readerLink(URL, row('requested'), 'doctor', false)).toBe(
      'Your requests: https://curo.example/account/doctor/requests',
    );
    expect(readerLink(URL, row('requested'), 'patient', false)).toContain('/account/consults/');
  });

  it('takes a doctor the consult was handed away from to their appointments', () => {
    expect(readerLink(URL, row('scheduled'), 'doctor', true)).toBe(
      'Your appointments: https://curo.example/account/appointments',
    );
  });
});
