import { nextCallbackWindow } from '@curo/core/service-hours';

/** A Monday at least `days` ahead, as YYYY-MM-DD: well inside a doctor's notice and horizon. */
export function mondayAhead(days = 7): string {
  const d = new Date(Date.now() + days * 86_400_000);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The callback window the form would suggest at `now` (always within service hours, at least
 * 30 minutes ahead), as the API takes it, and `extraMinutes` longer if asked.
 */
export function callbackWindow(now = Date.now(), extraMinutes = 0) {
  const { from, to } = nextCallbackWindow(now);
  return {
    preferredFrom: new Date(from).toISOString(),
    preferredTo: new Date(to + extraMinutes * 60_000).toISOString(),
  };
}
