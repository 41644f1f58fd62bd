import { z } from 'zod';

/**
 * The waitlist (decision 0049): a patient waits for a doctor, or for any doctor of a specialty,
 * when no time suits. A freed or newly opened time is offered to the first waiting patients in
 * the order they joined; the first to accept holds it, and books it as any hold is booked.
 */

/** How long an offer keeps its time for the patients it was sent to. */
export const WAITLIST_OFFER_MINUTES = 10;
/** How many waiting patients each offer goes to at once (the first to accept has it). */
export const WAITLIST_OFFER_BATCH = 3;

export const WAITLIST_ENTRY_STATUSES = ['waiting', 'booked', 'left'] as const;
export const WAITLIST_OFFER_STATUSES = ['open', 'accepted', 'lapsed'] as const;

/** `POST /waitlist/join`: a doctor, or a specialty (its name), not both. */
export const ZJoinWaitlist = z
  .object({
    doctorId: z.string().uuid().optional(),
    specialty: z.string().trim().min(1).max(100).optional(),
  })
  .refine((v) => Boolean(v.doctorId) !== Boolean(v.specialty), {
    message: 'Choose a doctor or a specialty to wait for',
    path: ['doctorId'],
  });
export type TJoinWaitlist = z.infer<typeof ZJoinWaitlist>;

/** A time offered to the patient from the waitlist, open until `expiresAt`. */
export const ZWaitlistOffer = z.object({
  id: z.string().uuid(),
  doctorId: z.string().uuid(),
  doctorName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  expiresAt: z.string(),
});
export type TWaitlistOffer = z.infer<typeof ZWaitlistOffer>;

export const ZWaitlistEntry = z.object({
  id: z.string().uuid(),
  doctorId: z.string().uuid().nullable(),
  /** The doctor's name, when waiting for one doctor. */
  doctorName: z.string().nullable(),
  specialty: z.string().nullable(),
  status: z.enum(WAITLIST_ENTRY_STATUSES),
  joinedAt: z.string(),
  /** Open offers of times to this entry, soonest first. */
  offers: z.array(ZWaitlistOffer),
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntry>;
export const ZWaitlist = z.object({ items: z.array(ZWaitlistEntry) });
export type TWaitlist = z.infer<typeof ZWaitlist>;
