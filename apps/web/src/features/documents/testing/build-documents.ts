import {
  type TClinicalDocument,
  type TDocumentVerification,
  ZClinicalDocument,
  ZDocumentVerification,
} from '@curo/core/documents';
import { fixture } from '../../../test/fixture';

let made = 0;
/** A medical certificate as the documents routes list it. */
export const buildDocument = (overrides: Partial<TClinicalDocument> = {}): TClinicalDocument => {
  made += 1;
  return fixture(
    { ZClinicalDocument },
    {
      id: `40000000-0000-4000-8000-${String(made).padStart(12, '0')}`,
      appointmentId: '50000000-0000-4000-8000-000000000001',
      kind: 'medical_certificate',
      title: 'Medical certificate',
      patientName: 'Mia Nguyen',
      doctorName: 'Dr Priya Raman',
      issuedAt: '2026-11-20T01:00:00.000Z',
      verificationCode: 'ABCDE-23456',
      certificate: {
        reason: 'unfit_for_work',
        fromDate: '2026-11-20',
        toDate: '2026-11-22',
        backdatedDays: 0,
      },
      ...overrides,
    },
  );
};

/** The public answer for a certificate's code. */
export const buildVerification = (overrides: Partial<TDocumentVerification> = {}): TDocumentVerification =>
  fixture(
    { ZDocumentVerification },
    {
      verificationCode: 'ABCDE-23456',
      kind: 'medical_certificate',
      title: 'Medical certificate',
      doctorName: 'Dr Priya Raman',
      providerNumber: '2345678A',
      issuedAt: '2026-11-20T01:00:00.000Z',
      period: { fromDate: '2026-11-20', toDate: '2026-11-22' },
      patientInitials: 'M.N.',
      ...overrides,
    },
  );
