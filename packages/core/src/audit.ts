import { z } from 'zod';

export const ZAuditEvent = z.object({
  id: z.string().uuid(),
  action: z.string(),
  actorId: z.string().uuid().nullable(),
  actingAsId: z.string().uuid().nullable(),
  subjectUserId: z.string().uuid().nullable(),
  recordType: z.string().nullable(),
  recordId: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export const ZAuditEventList = z.object({
  items: z.array(ZAuditEvent),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** One line of a patient's access history: who opened their record, and when. */
export const ZAccessHistoryEntry = z.object({
  at: z.string(),
  viewerName: z.string(),
  viewerRole: z.string(),
  action: z.string(),
  /** The reason a clinician gave for break-glass access (`patient.break_glass`); otherwise null. */
  reason: z.string().nullable(),
});
export type TAccessHistoryEntry = z.infer<typeof ZAccessHistoryEntry>;
export const ZAccessHistory = z.object({ items: z.array(ZAccessHistoryEntry) });
