import { useSearchParams } from 'react-router';

/** Sydney: the audit trail's days and times are the clinic's (docs/decisions/0052). */
export const AUDIT_ZONE = 'Australia/Sydney';

/** A YYYY-MM-DD from the address, or nothing when it is not one. */
export const dateParam = (value: string | null): string | undefined =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/** A UUID from the address, or nothing when it is not one. */
export const idParam = (value: string | null): string | undefined =>
  value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value : undefined;

/** The address's parameters, with a way to change several at once (an empty value removes one). */
export function useParamUpdater() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { preventScrollReset: true },
    );
  return { params, update };
}
