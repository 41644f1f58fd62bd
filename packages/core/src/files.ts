import { z } from 'zod';

/**
 * The file store (spec §7 `/fileUploads` and `/containers/{name}`; decision 0040): four kinds of
 * file, each a container with its own rules. Content is checked by its bytes (magic numbers),
 * never by its name or declared type; every file is private to the people its kind allows.
 *
 * - `referrals`: a referral letter (or a photo of one) for a consult, uploaded by its patient or a
 *   treating clinician; a health file, every access audited.
 * - `masters`: a doctor's own letter templates.
 * - `temp`: a scratch file of its uploader's, removed 24 hours after upload by a sweep.
 * - `call-recordings`: the consult room's recordings (decision 0033), listed and downloaded here;
 *   they are made by the room in chunks, never uploaded through this store.
 */
export const FILE_KINDS = ['referrals', 'masters', 'temp', 'call-recordings'] as const;
export const ZFileKind = z.enum(FILE_KINDS);
export type TFileKind = z.infer<typeof ZFileKind>;

/** The kinds uploaded through the store (call recordings arrive from the consult room). */
export const UPLOADABLE_KINDS = ['referrals', 'masters', 'temp'] as const;
export type TUploadableKind = (typeof UPLOADABLE_KINDS)[number];

const MB = 1024 * 1024;
export const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const IMAGES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What each uploadable kind accepts, by content, and how large. */
export const FILE_RULES: Record<
  TUploadableKind,
  { maxBytes: number; types: readonly string[]; accept: string; describe: string }
> = {
  referrals: {
    maxBytes: 10 * MB,
    types: [PDF, ...IMAGES],
    accept: '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp',
    describe: 'a PDF, JPEG, PNG or WebP file of at most 10 MB',
  },
  masters: {
    maxBytes: 5 * MB,
    types: [PDF, DOCX],
    accept: `.pdf,.docx,${PDF},${DOCX}`,
    describe: 'a PDF or Word (.docx) file of at most 5 MB',
  },
  temp: {
    maxBytes: 10 * MB,
    types: [PDF, ...IMAGES],
    accept: '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp',
    describe: 'a PDF, JPEG, PNG or WebP file of at most 10 MB',
  },
};

/** The largest file any kind takes: the multipart parser's own limit. */
export const FILE_UPLOAD_MAX_BYTES = Math.max(...Object.values(FILE_RULES).map((r) => r.maxBytes));

/** How long a temp file lives. */
export const TEMP_FILE_HOURS = 24;

export const fileMessages = {
  referrals: {
    empty: 'Choose a referral letter to upload',
    tooLarge: 'That file is larger than 10 MB',
    wrongType: 'Upload the referral as a PDF, JPEG, PNG or WebP file (iPhone photos: share as JPEG)',
  },
  masters: {
    empty: 'Choose a letter template to upload',
    tooLarge: 'That file is larger than 5 MB',
    wrongType: 'Upload the template as a PDF or Word (.docx) file',
  },
  temp: {
    empty: 'Choose a file to upload',
    tooLarge: 'That file is larger than 10 MB',
    wrongType: 'Upload a PDF, JPEG, PNG or WebP file',
  },
  notMultipart: 'Send the file as multipart/form-data, in the field `file`',
  wrongField: 'Send the file in the field `file`',
  tooManyFiles: 'Send one file at a time',
  tooManyFields: 'Send only the file: the consult goes in the address (`?appointmentId=`)',
  appointmentNeeded: 'Say which consult the referral is for (`?appointmentId=`)',
  recordingsNotUploaded: 'Call recordings are made in the consult room, not uploaded here',
  fileNotFound: 'File not found',
  containerNotFound: 'There is no such container',
  mastersDoctorsOnly: 'Only a doctor keeps letter templates',
} as const;

/** `?appointmentId=`: the consult a referral belongs to (required for referrals and call recordings). */
export const ZFileQuery = z.object({
  appointmentId: z.string().uuid().optional(),
  /** An admin reading one doctor's templates. */
  ownerId: z.string().uuid().optional(),
});
export type TFileQuery = z.infer<typeof ZFileQuery>;

/** A stored file as the API answers it: never where it is stored. */
export const ZStoredFile = z.object({
  id: z.string().uuid(),
  kind: ZFileKind,
  /** Cleaned of paths and odd characters; the extension is ours, from the content. */
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** Hex SHA-256 of the stored bytes; null for a call recording (stored in chunks). */
  sha256: z.string().nullable(),
  appointmentId: z.string().uuid().nullable(),
  patientId: z.string().uuid().nullable(),
  uploadedBy: z.object({ userId: z.string().uuid(), name: z.string() }),
  createdAt: z.string(),
  /** Temp files: when the sweep removes them. */
  expiresAt: z.string().nullable(),
  /** Where to download it (`GET`, with the bearer token). */
  downloadPath: z.string(),
});
export type TStoredFile = z.infer<typeof ZStoredFile>;

export const ZStoredFileList = z.object({ files: z.array(ZStoredFile) });
export type TStoredFileList = z.infer<typeof ZStoredFileList>;
