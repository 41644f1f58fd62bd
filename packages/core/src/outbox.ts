import { z } from 'zod';

/** One message as the development outbox shows it. */
export const ZOutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Files sent with it, such as a calendar invite (`.ics` text). */
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() }))
    .optional(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZOutboxList = z.object({ items: z.array(ZOutboxMessage) });
export type TOutboxList = z.infer<typeof ZOutboxList>;
