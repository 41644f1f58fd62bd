import { z } from 'zod';

/**
 * Received faxes (issue 14 item 7, decision 0041): faxes that reach the clinic's number arrive from
 * the fax provider as PDFs, and platform admins work them like a mail tray: read/unread, a label
 * and a note, filed into a patient's record (or one of their consults) or into another folder,
 * deleted (restorable for 30 days, then purged).
 */

/** The trays an admin files an unfiled fax into. `filed` is where a fax put in a patient's record lives. */
export const FAX_FOLDERS = ['inbox', 'referrals', 'results', 'other'] as const;
export type TFaxFolder = (typeof FAX_FOLDERS)[number];

/** What `GET /ReceivedFaxes/paginated/{folder}/{page}/{pageSize}` lists: a tray, the filed faxes, all, or the deleted ones. */
export const FAX_VIEWS = [...FAX_FOLDERS, 'filed', 'all', 'deleted'] as const;
export type TFaxView = (typeof FAX_VIEWS)[number];

export const FAX_PAGE_SIZE_MAX = 100;
export const FAX_DEFAULT_PAGE_SIZE = 20;
/** Days a deleted fax can be restored; after them it is purged, PDF and all. */
export const FAX_RESTORE_DAYS = 30;
export const FAX_LABEL_MAX = 60;
export const FAX_NOTE_MAX = 2000;

export const faxWords = {
  notFound: 'Fax not found',
  patientNotFound: 'Patient not found',
  appointmentNotFound: 'Consult not found',
  nothingToChange: 'Change at least one thing',
  deleted: 'This fax is deleted: restore it first',
  notDeleted: 'This fax is not deleted',
  notPdf: 'A fax must be a PDF',
  webhookOff: 'No fax webhook is set up',
  badSignature: 'The fax webhook signature does not match',
  noProvider: 'No fax provider is set up: faxes cannot be sent',
} as const;

export const FAX_VIEW_LABELS: Record<TFaxView, string> = {
  inbox: 'Inbox',
  referrals: 'Referrals',
  results: 'Results',
  other: 'Other',
  filed: 'Filed to a patient',
  all: 'All',
  deleted: 'Deleted',
};

/** The path parameters of the paginated list: folder (or view), page from 1, page size 1–100. */
export const ZFaxListParams = z.object({
  folder: z.enum(FAX_VIEWS, { error: `The folder is one of ${FAX_VIEWS.join(', ')}` }),
  page: z.coerce
    .number({ error: 'The page is a whole number from 1' })
    .int({ error: 'The page is a whole number from 1' })
    .min(1, { error: 'The page is a whole number from 1' })
    .max(100_000),
  pageSize: z.coerce
    .number({ error: `The page size is a whole number from 1 to ${FAX_PAGE_SIZE_MAX}` })
    .int({ error: `The page size is a whole number from 1 to ${FAX_PAGE_SIZE_MAX}` })
    .min(1, { error: `The page size is a whole number from 1 to ${FAX_PAGE_SIZE_MAX}` })
    .max(FAX_PAGE_SIZE_MAX, { error: `The page size is a whole number from 1 to ${FAX_PAGE_SIZE_MAX}` }),
});
export type TFaxListParams = z.infer<typeof ZFaxListParams>;

/** Where a fax is in its life: not yet filed, filed into a patient's record, or deleted (restorable). */
export const FAX_STATUSES = ['unfiled', 'filed', 'deleted'] as const;

export const ZReceivedFax = z.object({
  id: z.string().uuid(),
  /** The sender's number as the provider reports it (E.164), or null when withheld. */
  fromNumber: z.string().nullable(),
  toNumber: z.string().nullable(),
  receivedAt: z.string(),
  pages: z.number().int().nullable(),
  sizeBytes: z.number().int(),
  /** `phaxio`, or `development` for a PDF an admin dropped in without a provider (decision 0041). */
  source: z.enum(['phaxio', 'development']),
  folder: z.enum([...FAX_FOLDERS, 'filed']),
  status: z.enum(FAX_STATUSES),
  read: z.boolean(),
  label: z.string().nullable(),
  note: z.string().nullable(),
  patient: z.object({ id: z.string().uuid(), name: z.string(), email: z.string().nullable() }).nullable(),
  appointmentId: z.string().uuid().nullable(),
  filedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  /** When a deleted fax is purged for good. */
  purgeAfter: z.string().nullable(),
});
export type TReceivedFax = z.infer<typeof ZReceivedFax>;

export const ZReceivedFaxPage = z.object({
  items: z.array(ZReceivedFax),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Unread, not deleted faxes across every folder: the count beside the nav link. */
  unread: z.number().int(),
  /** No fax provider is set up (development): an admin may drop a PDF in as a received fax. */
  dropIn: z.boolean(),
});
export type TReceivedFaxPage = z.infer<typeof ZReceivedFaxPage>;

const ZLabel = z
  .string()
  .trim()
  .max(FAX_LABEL_MAX, { error: `A label is at most ${FAX_LABEL_MAX} characters` });
const ZNote = z
  .string()
  .trim()
  .max(FAX_NOTE_MAX, { error: `A note is at most ${FAX_NOTE_MAX} characters` });

/** `POST /ReceivedFaxes/update`: read or unread, a label, a note (empty or null clears them). */
export const ZUpdateReceivedFax = z
  .object({
    id: z.string().uuid(),
    read: z.boolean().optional(),
    label: ZLabel.nullable().optional(),
    note: ZNote.nullable().optional(),
  })
  .refine((v) => v.read !== undefined || v.label !== undefined || v.note !== undefined, {
    error: faxWords.nothingToChange,
  });
export type TUpdateReceivedFax = z.infer<typeof ZUpdateReceivedFax>;

/** `POST /ReceivedFaxes/move`: into a patient's record, into one of their consults, or to a folder. */
export const ZMoveReceivedFax = z.object({
  id: z.string().uuid(),
  to: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('patient'), patientId: z.string().uuid() }),
    z.object({ kind: z.literal('appointment'), appointmentId: z.string().uuid() }),
    z.object({ kind: z.literal('folder'), folder: z.enum(FAX_FOLDERS) }),
  ]),
});
export type TMoveReceivedFax = z.infer<typeof ZMoveReceivedFax>;

/** `POST /ReceivedFaxes/delete` and `/restore`. */
export const ZFaxId = z.object({ id: z.string().uuid() });

/** A fax filed into a patient's record, as their admins and treating clinicians see it. */
export const ZPatientFaxList = z.object({ items: z.array(ZReceivedFax) });
export type TPatientFaxList = z.infer<typeof ZPatientFaxList>;

/** Outbound faxes (referral letters later): queued, sent, failed, or held (no provider in development). */
export const OUTBOUND_FAX_STATUSES = ['queued', 'sent', 'failed', 'held'] as const;
export type TOutboundFaxStatus = (typeof OUTBOUND_FAX_STATUSES)[number];

/** An Australian or international fax number as E.164: `+61 2 9999 0000` is kept as `+61299990000`. */
export const ZFaxNumber = z
  .string()
  .transform((v) => v.replace(/[\s()-]/g, ''))
  .pipe(
    z.string().regex(/^\+[1-9]\d{6,14}$/, {
      error: 'Give the fax number in international form, e.g. +61 2 9999 0000',
    }),
  );
