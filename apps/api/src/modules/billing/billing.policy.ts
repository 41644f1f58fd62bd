import type { Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';

/**
 * Who may see and change a person's cards and payments (decision 0035): their cards only they
 * manage (an admin viewing as them may not: the route refuses a masked session); their payments
 * they and admins see. Anyone else's answer 404, as if the person had none.
 */
export function assertOwnCards(principal: Principal, userId: string): void {
  if (principal.userId !== userId) throw notFound('User not found');
}

export function assertMaySeePayments(principal: Principal, userId: string): void {
  if (principal.userId !== userId && principal.role !== 'admin') throw notFound('User not found');
}
