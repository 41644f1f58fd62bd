import type { Executor } from '../../db/client';
import { revokeAllUserSessions } from './sessions.repository';

/** Signs a user out everywhere; other modules call this rather than the sessions table. */
export const endUserSessions = ({ db, userId, reason }: { db: Executor; userId: string; reason: string }) =>
  revokeAllUserSessions(db, userId, reason);
