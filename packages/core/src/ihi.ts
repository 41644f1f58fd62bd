import { z } from 'zod';
import { passesLuhn } from './luhn';

/**
 * The Individual Healthcare Identifier (IHI): 16 digits, the first six `800360` (the IHI's issuer
 * prefix; `800361` is an HPI-I, a clinician's, and `800362` an HPI-O, an organisation's), the last a
 * Luhn check digit over the fifteen before it. Spaces are tolerated where a person types them, and
 * stripped.
 */
export const IHI_PREFIX = '800360';

/** An IHI as typed, without its spaces (`8003 6081 6669 0503` → `8003608166690503`). */
export const normaliseIhi = (input: string) => input.replace(/\s/g, '');

/** Whether `input` (spaces ignored) is an IHI: 16 digits, prefix 800360, valid Luhn check digit. */
export function isValidIhi(input: string): boolean {
  const digits = normaliseIhi(input);
  return /^\d{16}$/.test(digits) && digits.startsWith(IHI_PREFIX) && passesLuhn(digits);
}

export const ihiMessages = {
  invalid: 'An IHI is 16 digits starting 800360, as on the My Health Record or Medicare app',
  /** Every screen that shows an IHI says this: we never call the HI Service. */
  notVerified: 'Not verified with the HI Service',
  saved: 'IHI saved. It has not been verified with the HI Service',
  familyMember: 'This consult is for a family member: their IHI cannot be recorded here yet',
} as const;

/** `POST /appointments/{id}/submit/ihi`: the patient's IHI, spaces allowed. */
export const ZSubmitIhiRequest = z
  .object({
    ihi: z.preprocess(
      (v) => (typeof v === 'string' ? normaliseIhi(v) : v),
      z.string({ error: ihiMessages.invalid }).refine(isValidIhi, { error: ihiMessages.invalid }),
    ),
  })
  .strict();
export type TSubmitIhiRequest = z.infer<typeof ZSubmitIhiRequest>;

/** Only ever `unverified`: Curo does not call the HI Service (decision 0040). */
export const IHI_STATUSES = ['unverified'] as const;

/** A patient's IHI as the API answers it; `ihi` null when none is recorded. */
export const ZPatientIhi = z.object({
  patientId: z.string().uuid(),
  ihi: z.string().nullable(),
  status: z.enum(IHI_STATUSES).nullable(),
  /** Who submitted it and when; null when it came some other way (the patient's profile form). */
  submittedBy: z.object({ userId: z.string().uuid(), name: z.string() }).nullable(),
  submittedAt: z.string().nullable(),
  /** Always "Not verified with the HI Service". */
  notice: z.literal(ihiMessages.notVerified),
});
export type TPatientIhi = z.infer<typeof ZPatientIhi>;
