import { z } from 'zod';
import { ZSlot } from './scheduling.ts';
import { ZDoctorCard } from './users.ts';

/** How far ahead the directory looks for a doctor's next free time. */
export const NEXT_AVAILABLE_DAYS = 14;

/** One doctor's next free slot within NEXT_AVAILABLE_DAYS, or null. */
export const ZNextAvailable = z.object({
  doctorId: z.string().uuid(),
  timeZone: z.string().nullable(),
  durations: z.array(z.number().int()),
  next: ZSlot.nullable(),
});
export type TNextAvailable = z.infer<typeof ZNextAvailable>;

/** A doctor in the public directory: their card, zone, consult lengths and next free time. */
export const ZDirectoryDoctor = ZDoctorCard.extend({
  timeZone: z.string().nullable(),
  durations: z.array(z.number().int()),
  next: ZSlot.nullable(),
});
export type TDirectoryDoctor = z.infer<typeof ZDirectoryDoctor>;
export const ZDirectory = z.object({ items: z.array(ZDirectoryDoctor) });
export type TDirectory = z.infer<typeof ZDirectory>;
