import type { TRole } from '@curo/core/auth';
import type { Principal } from '../src/platform/auth/auth-guard';

/** Someone signed in with `role`, as the policies see them; their id is their role unless given. */
export const signedIn = (role: TRole, userId: string = role): Principal => ({
  userId,
  role,
  sessionId: 'session',
});

/** Someone signed in with `role`, or nobody (the caller of a public route). */
export const callerAs = (who: TRole | 'anonymous'): Principal | null =>
  who === 'anonymous' ? null : signedIn(who);
