import { z } from 'zod';
import { APPOINTMENT_STATUSES, ZAppointment, ZAppointmentStatus, ZAppointmentType } from './scheduling';

/**
 * Staff views of appointments: the admin sheet and the scoped lists of nurses, company admins and
 * patients' consult history; the appointment's details page; amend, change specialist or price,
 * admin edits; participants and guest links (docs/decisions/0018-staff-lists-and-changes.md).
 */

/** `admin/{view}`: every appointment, or those of one time scope, today, or one state. */
export const ADMIN_VIEWS = ['all', 'upcoming', 'past', 'today', ...APPOINTMENT_STATUSES] as const;
export const ZAdminView = z.enum(ADMIN_VIEWS, { error: 'Choose all, upcoming, past, today or a state' });
export type TAdminView = z.infer<typeof ZAdminView>;

export const STAFF_PAGE_SIZE_MAX = 100;

/** Filters every staff list takes as query parameters. */
export const ZStaffListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(STAFF_PAGE_SIZE_MAX).default(25),
  search: z.string().trim().max(100).optional(),
  type: ZAppointmentType.optional(),
  status: ZAppointmentStatus.optional(),
  doctorId: z.string().uuid().optional(),
  /** Consults starting (or, without a time, created) at or after this instant. */
  from: z.iso.datetime({ offset: true, error: 'Give from as an ISO-8601 time' }).optional(),
  /** … and before this one. */
  to: z.iso.datetime({ offset: true, error: 'Give to as an ISO-8601 time' }).optional(),
});
export type TStaffListQuery = z.infer<typeof ZStaffListQuery>;

/** The most rows one CSV export holds; narrow the filters for more. */
export const SHEET_ROW_LIMIT = 10_000;

export const staffMessages = {
  inviteUsed: 'This invitation has already been used',
  inviteExpired: 'This invitation has expired. Ask the clinic for a new one',
  sameSpecialist: 'The consult is already with that specialist',
  nothingChanged: 'Change at least one thing',
} as const;

export const ZAmendRequest = z
  .object({
    startsAt: z.iso.datetime({ offset: true, error: 'Give startsAt as an ISO-8601 time' }).optional(),
    duration: z.number().int().min(5).max(240).optional(),
    reason: z
      .string()
      .trim()
      .min(1, { error: 'Tell the doctor what the consult is about' })
      .max(2000)
      .optional(),
  })
  .refine((v) => v.startsAt !== undefined || v.reason !== undefined || v.duration !== undefined, {
    error: 'Change the time, the length or the reason',
  });
export type TAmendRequest = z.infer<typeof ZAmendRequest>;

export const ZChangeSpecialistRequest = z.object({
  doctorId: z.string().uuid({ error: 'Choose the new specialist' }),
  note: z.string().trim().max(500).optional(),
});

export const ZChangePriceRequest = z.object({
  priceCents: z
    .number({ error: 'Give the price in cents' })
    .int({ error: 'Give the price in whole cents' })
    .min(0, { error: 'The price cannot be negative' })
    .max(10_000_000, { error: 'That price is too high' }),
  reason: z.string().trim().min(3, { error: 'Say why the price changes' }).max(500),
});

export const ZAdminEditRequest = z
  .object({
    reason: z.string().trim().min(1).max(2000).optional(),
    /** Moves the consult without the patient-facing notice and horizon rules (still never double-booked). */
    startsAt: z.iso.datetime({ offset: true, error: 'Give startsAt as an ISO-8601 time' }).optional(),
    duration: z.number().int().min(5).max(240).optional(),
    adminNote: z.string().trim().max(2000).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: staffMessages.nothingChanged });

/** One entry of an appointment's history with the names of who did it. */
export const ZAppointmentHistoryEntry = z.object({
  id: z.string().uuid(),
  action: z.string(),
  fromStatus: ZAppointmentStatus.nullable(),
  toStatus: ZAppointmentStatus,
  actorName: z.string().nullable(),
  actingAsName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

export const PARTICIPANT_ROLES = ['guest', 'nurse', 'interpreter', 'family', 'doctor'] as const;
export const ZParticipant = z.object({
  id: z.string().uuid(),
  appointmentId: z.string().uuid(),
  userId: z.string().uuid().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(PARTICIPANT_ROLES),
  invited: z.boolean(),
  acceptedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TParticipant = z.infer<typeof ZParticipant>;

export const ZAddParticipantRequest = z.object({
  appointmentId: z.string().uuid(),
  name: z.string().trim().min(1, { error: 'Give the person’s name' }).max(120),
  email: z.email({ error: 'Enter a valid email address' }).max(254).optional(),
  role: z.enum(PARTICIPANT_ROLES),
  /** An existing account (a nurse or a doctor) instead of an emailed guest link. */
  userId: z.string().uuid().optional(),
});

/** A guest link lasts until the consult's end, and at most this long when the consult has no time. */
export const GUEST_LINK_DAYS = 14;

export const ZAcceptGuestRequest = z.object({
  token: z.string().min(20).max(200),
});
export const ZAcceptGuestResponse = z.object({
  participantId: z.string().uuid(),
  appointmentId: z.string().uuid(),
  name: z.string(),
  doctorName: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  status: ZAppointmentStatus,
});

export const DETAIL_SECTIONS = ['all', 'history', 'participants'] as const;
export const ZAppointmentDetails = z.object({
  appointment: ZAppointment,
  patientName: z.string(),
  doctorName: z.string().nullable(),
  doctorTimeZone: z.string().nullable(),
  /** The state machine's actions from the current state (the caller may still be refused some). */
  allowedActions: z.array(z.string()),
  history: z.array(ZAppointmentHistoryEntry).optional(),
  /** The clinic's internal note (admins only; patients and doctors never see it). */
  adminNote: z.string().nullable().optional(),
  participants: z.array(ZParticipant).optional(),
});
export type TAppointmentDetails = z.infer<typeof ZAppointmentDetails>;
