import { ErrorCode } from '@curo/core/errors';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';

/** Who sets the emergency line up (decision 0063): platform admins. */
export const PHONE_SETTINGS_ROLES = ['admin'] as const;

/** Who reads the emergency call log: admins every call, a doctor the calls they answered. */
export const CALL_LOG_ROLES = ['admin', 'doctor'] as const;

/**
 * Which calls `principal` may see in the log: all of them for an admin; for a doctor, only the calls
 * they answered (a call they were rung for but did not take is not theirs: its caller spoke to
 * someone else, or to voicemail).
 */
export function callLogScope(principal: Principal): { answeredBy?: string } {
  if (principal.role === 'admin') return {};
  if (principal.role === 'doctor') return { answeredBy: principal.userId };
  throw new AppError(ErrorCode.FORBIDDEN);
}
