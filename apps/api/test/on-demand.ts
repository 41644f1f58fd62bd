import { bearer } from './auth-helpers';
import type { TestApp } from './build-test-app';

/**
 * Shifts covering now, for the on-demand (instant queue, emergency) tests. Clinicians come from
 * accounts.ts; the realtime client from realtime-client.ts.
 */

/** A shift covering now (an hour back to `hours` ahead), made through the API by an admin. */
export async function shiftNow(
  t: TestApp,
  admin: string,
  kind: 'instant' | 'emergency',
  doctorId: string,
  hours = 4,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: kind === 'instant' ? '/api/v1/shifts' : '/api/v1/emergencyShifts',
    headers: bearer(admin),
    payload: {
      doctorId,
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + hours * 3_600_000).toISOString(),
    },
  });
  if (res.statusCode !== 201) throw new Error(`shift not made: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string };
}
