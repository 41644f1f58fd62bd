import { z } from 'zod';
import {
  CERTIFICATE_MAX_DAYS,
  daysCovered,
  documentWords,
  ZCertificateReason,
  ZIssueCertificate,
} from './documents';

/**
 * A certificate request (decision 0043): an offline consult with `purpose: 'certificate'` whose
 * details say what certificate the patient asks for. A doctor issues it, asks for a call, or declines.
 */
export const certificateRequestWords = {
  symptomsRequired: 'Tell the doctor what is wrong (at least 10 characters)',
  notACertificateRequest: 'This consult is not a certificate request',
  declineReasonRequired: 'Tell the patient why you decline',
  issuedSubject: 'Your medical certificate is ready',
  declinedSubject: 'Your certificate request was declined',
  callSubject: 'Your doctor needs to speak with you',
  callReason: 'The doctor needs to speak with you before issuing a certificate. Please book a consult.',
} as const;

export const CERTIFICATE_DECISIONS = ['issued', 'call', 'declined'] as const;
export type TCertificateOutcome = (typeof CERTIFICATE_DECISIONS)[number];

/** `POST /appointments/createCertificateRequest`: what certificate, for when, why, for whom. */
const { kind: _kind, ...certificateFields } = ZIssueCertificate.shape;
export const ZCertificateRequest = z
  .object({
    ...certificateFields,
    symptoms: z
      .string({ error: certificateRequestWords.symptomsRequired })
      .trim()
      .min(10, { error: certificateRequestWords.symptomsRequired })
      .max(2000, { error: 'Keep it under 2000 characters' }),
    doctorId: z.string().uuid().optional(),
  })
  .superRefine((body, ctx) => {
    // The same period rules as the certificate the doctor issues (decision 0039).
    const days = daysCovered(body.fromDate, body.toDate);
    if (Number.isNaN(days)) return;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['toDate'], message: documentWords.toBeforeFrom });
    else if (days > CERTIFICATE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: documentWords.tooLong });
  });
export type TCertificateRequest = z.input<typeof ZCertificateRequest>;

/** What a certificate request's consult carries, and how it ended. */
export const ZCertificateRequestDetails = z.object({
  reason: ZCertificateReason,
  fromDate: z.string(),
  toDate: z.string(),
  organisation: z.string().nullable(),
  symptoms: z.string(),
  decision: z.enum(CERTIFICATE_DECISIONS).nullable(),
  /** The doctor's reason when declined or asking for a call; the patient sees it. */
  decisionNote: z.string().nullable(),
  documentId: z.string().uuid().nullable(),
});
export type TCertificateRequestDetails = z.infer<typeof ZCertificateRequestDetails>;

/**
 * `POST /appointments/{id}/certificateDecision`: the doctor issues (dates may be narrowed from the
 * request's), asks the patient to book a call, or declines with a reason.
 */
export const ZCertificateDecision = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('issue'),
    fromDate: z.string().optional(),
    toDate: z.string().optional(),
  }),
  z.object({ decision: z.literal('call'), note: z.string().trim().max(1000).optional() }),
  z.object({
    decision: z.literal('decline'),
    reason: z
      .string({ error: certificateRequestWords.declineReasonRequired })
      .trim()
      .min(1, { error: certificateRequestWords.declineReasonRequired })
      .max(1000),
  }),
]);
export type TCertificateDecisionBody = z.infer<typeof ZCertificateDecision>;
