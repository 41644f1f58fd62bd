import { z } from 'zod';

/** Events a page of the audit trail holds. */
export const AUDIT_PAGE_SIZE = 50;
/** Rows one CSV export of the trail (or of a record-views report) may hold; more is refused. */
export const AUDIT_EXPORT_ROW_LIMIT = 10_000;
/** Patients a record-views report shows on screen; the CSV holds up to AUDIT_EXPORT_ROW_LIMIT. */
export const RECORD_VIEWS_SCREEN_LIMIT = 500;

/**
 * The actions that count as someone opening a person's record: what the person's access history
 * shows and what a record-views report (breach investigation) counts (docs/decisions/0052).
 */
export const RECORD_VIEW_ACTIONS = ['patient.record_viewed', 'patient.break_glass', 'mask.started'] as const;

/** A calendar date in Sydney (YYYY-MM-DD); a range of them runs from the first's midnight to the end of the last. */
const ZSydneyDate = z.iso.date({ error: 'Give the date as YYYY-MM-DD' });

const fromNotAfterTo = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const FROM_AFTER_TO = { message: 'The start date must be on or before the end date', path: ['from'] };

/** The filters of the audit trail and of its CSV export: all optional, combined with "and". */
export const ZAuditFilters = z.object({
  action: z.string().max(60).optional(),
  actorId: z.string().uuid().optional(),
  subjectUserId: z.string().uuid().optional(),
  /** First Sydney date, inclusive. */
  from: ZSydneyDate.optional(),
  /** Last Sydney date, inclusive. */
  to: ZSydneyDate.optional(),
});
export type TAuditFilters = z.infer<typeof ZAuditFilters>;

export const ZAuditQuery = ZAuditFilters.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
}).refine(fromNotAfterTo, FROM_AFTER_TO);
export const ZAuditExportQuery = ZAuditFilters.refine(fromNotAfterTo, FROM_AFTER_TO);

export const ZAuditEvent = z.object({
  id: z.string().uuid(),
  action: z.string(),
  actorId: z.string().uuid().nullable(),
  /** The actor's name and role as they are now; null when there is no actor (the system) or the account is gone. */
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  actingAsId: z.string().uuid().nullable(),
  actingAsName: z.string().nullable(),
  subjectUserId: z.string().uuid().nullable(),
  subjectName: z.string().nullable(),
  subjectRole: z.string().nullable(),
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

/** "Everyone whose record this person opened between two Sydney dates" (both required, inclusive). */
export const ZRecordViewsQuery = z
  .object({
    actorId: z.string().uuid(),
    from: ZSydneyDate,
    to: ZSydneyDate,
  })
  .refine(fromNotAfterTo, FROM_AFTER_TO);
export type TRecordViewsQuery = z.infer<typeof ZRecordViewsQuery>;

/** One person whose record the actor opened: when first and last in the range, and how often. */
export const ZRecordViewsEntry = z.object({
  subjectUserId: z.string().uuid(),
  subjectName: z.string().nullable(),
  subjectEmail: z.string().nullable(),
  subjectRole: z.string().nullable(),
  firstViewedAt: z.string(),
  lastViewedAt: z.string(),
  views: z.number().int(),
});
export const ZRecordViewsReport = z.object({
  actor: z.object({ id: z.string().uuid(), name: z.string(), role: z.string() }).nullable(),
  from: z.string(),
  to: z.string(),
  /** How many people in all; `items` holds at most RECORD_VIEWS_SCREEN_LIMIT of them, latest view first. */
  total: z.number().int(),
  items: z.array(ZRecordViewsEntry),
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
