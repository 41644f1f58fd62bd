import { authMessages } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import { maskMessages } from '@curo/core/users';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';

/**
 * Whose record `principal` may download (decision 0057): a patient's own, and only their own. The
 * record holds their family members' consults too, since the patient booked them; a family member
 * has no account of their own to ask with. Staff read a patient's record through the screens that
 * audit each look, never as one download, and an admin acting as a patient (mask login) may not
 * take the patient's copy: it is the patient's to ask for.
 */
export function exportSubjectOf(principal: Principal): string {
  if (principal.actorId) throw new AppError(ErrorCode.MASKED_SESSION, maskMessages.notWhileMasked);
  if (principal.role !== 'patient') throw new AppError(ErrorCode.FORBIDDEN, authMessages.forbidden);
  return principal.userId;
}
