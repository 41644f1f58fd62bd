import { ROLES } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/principals';
import { AppError } from '../../platform/errors';
import { assertMaySeeInvoice, assertMaySeeInvoices, auditsInvoiceRead } from './invoices.policy';

const MIA = '00000000-0000-4000-8000-000000000001';
const refusal = (fn: () => void) => {
  try {
    fn();
    return 'allowed';
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
};

describe('who sees whose invoices', () => {
  it('lets the patient and admins see the list and each invoice; anyone else of any role meets 404', () => {
    const invoice = { patientId: MIA };
    expect(refusal(() => assertMaySeeInvoices(signedIn('patient', MIA), MIA))).toBe('allowed');
    expect(refusal(() => assertMaySeeInvoice(signedIn('patient', MIA), invoice))).toBe('allowed');
    for (const role of ROLES) {
      const expected = role === 'admin' ? 'allowed' : ErrorCode.NOT_FOUND;
      expect(
        refusal(() => assertMaySeeInvoices(signedIn(role), MIA)),
        role,
      ).toBe(expected);
      expect(
        refusal(() => assertMaySeeInvoice(signedIn(role), invoice)),
        role,
      ).toBe(expected);
    }
  });

  it('audits an admin reading someone else’s invoice, not a patient reading their own', () => {
    const invoice = { patientId: MIA };
    expect(auditsInvoiceRead(signedIn('admin'), invoice)).toBe(true);
    expect(auditsInvoiceRead(signedIn('patient', MIA), invoice)).toBe(false);
  });
});
