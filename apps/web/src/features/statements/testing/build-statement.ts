import { type TDoctorStatement, type TStatementLine, totalOf, ZDoctorStatement } from '@curo/core/statements';
import { fixture } from '../../../test/fixture';

let serial = 0;
/** A statement line: a $89.00 video consult paid by card, with 20% commission. */
export const buildStatementLine = (overrides: Partial<TStatementLine> = {}): TStatementLine => {
  serial += 1;
  return {
    appointmentId: `0190c7e3-0000-7000-8000-${String(serial).padStart(12, '0')}`,
    dateOfService: '2026-10-06T23:00:00.000Z',
    patientName: 'Mia Nguyen',
    type: 'scheduled',
    billing: 'private',
    mbsItem: null,
    feeCents: 8_900,
    discountCents: 0,
    collectedCents: 8_900,
    refundedCents: 0,
    netCents: 8_900,
    commissionCents: 1_780,
    payableCents: 7_120,
    ...overrides,
  };
};

/** Dr Priya Raman's statement for October 2026, its totals the sum of `consults`. */
export const buildStatement = (
  consults: TStatementLine[],
  overrides: Partial<TDoctorStatement> = {},
): TDoctorStatement =>
  fixture(
    { ZDoctorStatement },
    {
      doctor: {
        id: '7a0c3c1e-2b5d-4e8f-9a1b-2c3d4e5f6a7b',
        name: 'Dr Priya Raman',
        providerNumber: '2426621B',
      },
      from: '2026-10-01',
      to: '2026-10-31',
      timeZone: 'Australia/Sydney',
      commissionPercent: 20,
      business: { name: 'Curo Health', abn: '51 824 753 556' },
      consults,
      totals: totalOf(consults),
      generatedAt: '2026-11-20T01:00:00.000Z',
      ...overrides,
    },
  );
