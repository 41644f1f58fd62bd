import { type TReferral, ZReferral } from '@curo/core/referrals';
import { fixture } from '../../../test/fixture';

let n = 0;
/** A referral as `GET /referrals` lists it: Dr Priya Raman (GP) to Dermatology, offered, valid 12 months. */
export const buildReferral = (overrides: Partial<TReferral> = {}): TReferral => {
  n += 1;
  return fixture(
    { ZReferral },
    {
      id: `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      appointmentId: '50000000-0000-4000-8000-000000000001',
      patient: { id: '60000000-0000-4000-8000-000000000001', name: 'Mia Nguyen' },
      referrer: {
        id: '7a0c3c1e-2b5d-4e8f-9a1b-2c3d4e5f6a7b',
        name: 'Dr Priya Raman',
        kind: 'gp',
        providerNumber: '2426621B',
      },
      target: { kind: 'specialty', specialty: 'Dermatology', doctor: null, external: null },
      reason: 'Changing mole on the left shoulder',
      clinicalDetails: 'Asymmetric pigmented lesion, 7 mm.',
      validity: { kind: 'standard' },
      issuedOn: '2026-11-24',
      validUntil: '2027-11-23',
      status: 'offered',
      responseReason: null,
      respondedAt: null,
      bookedAppointmentId: null,
      createdAt: '2026-11-24T01:00:00.000Z',
      ...overrides,
    },
  );
};
