import { useSearchParams } from 'react-router';

export const BOOKING_PARAMS = [
  'kind',
  'specialty',
  'doctor',
  'duration',
  'month',
  'date',
  'slot',
  'company',
  /** An accepted referral the consult is booked with (decision 0042). */
  'referral',
  /** The patient's live hold of `slot`: a reload at the confirm step resumes it (decision 0048). */
  'hold',
] as const;
export type TBookingParam = (typeof BOOKING_PARAMS)[number];
export type TBookingParams = Record<TBookingParam, string | null>;

/**
 * The booking flow's choices live in the address (`/book?doctor=…&date=…&slot=…`), so Back steps
 * back, a link can start part-way, and signing in returns to the same step.
 */
export function useBookingParams() {
  const [search, setSearch] = useSearchParams();
  const values = Object.fromEntries(BOOKING_PARAMS.map((k) => [k, search.get(k)])) as TBookingParams;
  const duration = values.duration ? Number(values.duration) : undefined;
  const set = (patch: Partial<TBookingParams>) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  return {
    ...values,
    duration: Number.isFinite(duration) ? duration : undefined,
    set,
    search: search.toString(),
  };
}
