import { type TMbsItem, ZMbsItem } from '@curo/core/medicare';
import { fixture } from '../../../test/fixture';

let serial = 0;
/** An MBS item as `GET /medicareItems` lists it: a level B GP video consult unless told otherwise. */
export const buildMbsItem = (overrides: Partial<TMbsItem> = {}): TMbsItem => {
  serial += 1;
  return fixture(
    { ZMbsItem },
    {
      id: `0190b6d2-0000-7000-8000-${String(serial).padStart(12, '0')}`,
      itemNumber: '91800',
      description: 'GP video consult, level B: 6 to 20 minutes',
      consultType: 'scheduled',
      minMinutes: 6,
      maxMinutes: 20,
      feeCents: 4_285,
      bulkBillable: true,
      demo: false,
      active: true,
      updatedAt: '2026-11-20T01:00:00.000Z',
      ...overrides,
    },
  );
};
