import type { Principal } from '../../platform/auth/auth-guard';

/**
 * Whose family members the caller sees and changes: their own, and nobody else's, an admin's
 * included (the routes are for patients; an admin acting as a patient is that patient). Every
 * query is scoped to this owner, so someone else's family member is simply not found (404), and
 * ids cannot be probed.
 */
export const familyOwnerOf = (principal: Principal): string => principal.userId;
