import { z } from 'zod';

/** The one error body every endpoint answers with. */
export const ZErrorEnvelope = z.object({
  error: z.object({
    statusCode: z.number().int(),
    code: z.string(),
    message: z.string(),
  }),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

/** Error codes shared by client and server. */
export const ErrorCode = {
  VALIDATION: 'VALIDATION_ERROR',
  INVALID_EMAIL: 'INVALID_EMAIL',
  NOT_FOUND: 'NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  INTERNAL: 'INTERNAL_ERROR',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
} as const;
