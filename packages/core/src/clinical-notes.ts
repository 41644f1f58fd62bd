import { z } from 'zod';
import type { TRole } from './auth.ts';

/**
 * Clinical notes of a consult (issue 14 item 1, decision 0038): the structured fields its doctor
 * writes (saved as drafts, every save kept as a version), signed and locked when the doctor signs or
 * completes the consult; afterwards only dated addenda. Nurses and other clinicians on the consult
 * add dated observations. The plain-language patient summary is the only part the patient reads.
 */

/** The roles that may ask for the clinical fields at all; patients and company admins never do. */
export const NOTE_READER_ROLES: readonly TRole[] = ['doctor', 'nurse', 'instantDoctor', 'admin'];
/** The roles that write to a note: a consult's doctor, and clinicians adding observations. */
export const NOTE_WRITER_ROLES: readonly TRole[] = ['doctor', 'nurse', 'instantDoctor'];

/** The most characters one field of a note, an addendum or an observation may hold. */
export const NOTE_FIELD_MAX = 20_000;

/** The structured fields, in the order a note reads. */
export const NOTE_FIELDS = [
  'reason',
  'history',
  'examination',
  'assessment',
  'plan',
  'patientSummary',
] as const;
export type TNoteField = (typeof NOTE_FIELDS)[number];

/** How each field is labelled on the screens. */
export const NOTE_FIELD_LABELS: Record<TNoteField, string> = {
  reason: 'Reason for consult',
  history: 'History',
  examination: 'Examination',
  assessment: 'Assessment',
  plan: 'Plan',
  patientSummary: 'Summary for the patient',
};

/** Where a note stands: nothing saved yet, a draft, or signed (locked). */
export const NOTE_STATUSES = ['empty', 'draft', 'signed'] as const;
export type TNoteStatus = (typeof NOTE_STATUSES)[number];

/** How a note came to be signed: by its doctor's "Sign", or by completing the consult. */
export const NOTE_SIGNED_ON = ['signed', 'completed'] as const;

/** A dated entry after the fact: a nurse's (or another clinician's) observation, or the doctor's addendum. */
export const NOTE_ENTRY_KINDS = ['observation', 'addendum'] as const;
export type TNoteEntryKind = (typeof NOTE_ENTRY_KINDS)[number];

export const noteMessages = {
  notFound: 'Appointment not found',
  versionConflict:
    'This note was saved from somewhere else since you opened it. Reload it to see the latest version before saving again',
  locked: 'This note is signed and can no longer be edited. Add an addendum instead',
  notSigned: 'Addenda are added once the note is signed. Until then, edit the note itself',
  doctorOnly: 'Only the consult’s doctor writes and signs its notes',
  cliniciansOnly: 'Only clinicians on the consult add observations',
  noNotes: 'This consult has no notes: it was cancelled, has expired or is not booked yet',
  tooLong: `At most ${NOTE_FIELD_MAX.toLocaleString('en-AU')} characters`,
  entryEmpty: 'Write something first',
} as const;

const field = z.string().max(NOTE_FIELD_MAX, noteMessages.tooLong);

/** The fields as they are saved and read: empty strings for fields not written. */
export const ZNoteFields = z.object({
  reason: field,
  history: field,
  examination: field,
  assessment: field,
  plan: field,
  patientSummary: field,
});
export type TNoteFields = z.infer<typeof ZNoteFields>;

export const EMPTY_NOTE_FIELDS: TNoteFields = {
  reason: '',
  history: '',
  examination: '',
  assessment: '',
  plan: '',
  patientSummary: '',
};

/**
 * `PUT /appointmentNotes/{appointmentId}`: a draft save. `baseVersion` is the version the client
 * last saw (0 before the first save); the server answers 409 NOTE_VERSION_CONFLICT when the note has
 * moved on since, so two tabs never overwrite each other silently.
 */
export const ZNoteDraftSave = ZNoteFields.extend({
  baseVersion: z.number().int().min(0),
});
export type TNoteDraftSave = z.infer<typeof ZNoteDraftSave>;

/** `POST /appointmentNotes/{appointmentId}/sign`: the doctor signs the version they see. */
export const ZNoteSign = z.object({ baseVersion: z.number().int().min(0) });
export type TNoteSign = z.infer<typeof ZNoteSign>;

/** `POST …/addenda` and `POST …/observations`. */
export const ZNoteEntryInput = z.object({
  text: z.string().trim().min(1, noteMessages.entryEmpty).max(NOTE_FIELD_MAX, noteMessages.tooLong),
});
export type TNoteEntryInput = z.infer<typeof ZNoteEntryInput>;

/** `GET /appointmentNotes?appointmentId=`. */
export const ZNoteQuery = z.object({ appointmentId: z.string().uuid() });

/** Someone a note names: its author, who signed, who added an entry. */
export const ZNotePerson = z.object({ userId: z.string().uuid(), name: z.string(), role: z.string() });
export type TNotePerson = z.infer<typeof ZNotePerson>;

export const ZNoteEntry = z.object({
  id: z.string().uuid(),
  kind: z.enum(NOTE_ENTRY_KINDS),
  author: ZNotePerson,
  text: z.string(),
  createdAt: z.string(),
});
export type TNoteEntry = z.infer<typeof ZNoteEntry>;

/** What the caller may do to the note now: the screens show the matching controls. */
export const ZNoteAbilities = z.object({
  edit: z.boolean(),
  sign: z.boolean(),
  addAddendum: z.boolean(),
  addObservation: z.boolean(),
});
export type TNoteAbilities = z.infer<typeof ZNoteAbilities>;

/** The note as clinicians on the consult and admins read it (every read is audited). */
export const ZClinicalNote = z.object({
  appointmentId: z.string().uuid(),
  patientId: z.string().uuid(),
  status: z.enum(NOTE_STATUSES),
  /** The current version's number: 0 before the first save. */
  version: z.number().int(),
  /** How many versions are kept (the same as `version`: each save adds one). */
  versionCount: z.number().int(),
  fields: ZNoteFields,
  savedAt: z.string().nullable(),
  savedBy: ZNotePerson.nullable(),
  signedAt: z.string().nullable(),
  signedBy: ZNotePerson.nullable(),
  signedOn: z.enum(NOTE_SIGNED_ON).nullable(),
  /** Observations and addenda, oldest first. */
  entries: z.array(ZNoteEntry),
  you: ZNoteAbilities,
});
export type TClinicalNote = z.infer<typeof ZClinicalNote>;

/** `PUT …`: what a draft save answers (not the note: a save is not a read). */
export const ZNoteSaved = z.object({
  version: z.number().int(),
  savedAt: z.string(),
  /** False when the fields were the same as the current version's: no version was added. */
  changed: z.boolean(),
});
export type TNoteSaved = z.infer<typeof ZNoteSaved>;

/** `POST …/sign`. */
export const ZNoteSigned = z.object({
  version: z.number().int(),
  signedAt: z.string(),
  signedBy: ZNotePerson.nullable(),
  signedOn: z.enum(NOTE_SIGNED_ON),
});
export type TNoteSigned = z.infer<typeof ZNoteSigned>;

export const ZNoteVersion = z.object({
  version: z.number().int(),
  fields: ZNoteFields,
  savedAt: z.string(),
  savedBy: ZNotePerson,
});
export type TNoteVersion = z.infer<typeof ZNoteVersion>;

/** `GET /appointmentNotes/{appointmentId}/versions`: every saved version, newest first. */
export const ZNoteVersionList = z.object({
  appointmentId: z.string().uuid(),
  versions: z.array(ZNoteVersion),
});
export type TNoteVersionList = z.infer<typeof ZNoteVersionList>;

/**
 * `GET /appointmentNotes/{appointmentId}/summary`: what the patient reads, once the note is signed
 * (a draft's summary is not shown: the doctor may still change it).
 */
export const ZPatientSummary = z.object({
  appointmentId: z.string().uuid(),
  summary: z.string().nullable(),
  signedAt: z.string().nullable(),
  doctorName: z.string().nullable(),
});
export type TPatientSummary = z.infer<typeof ZPatientSummary>;
