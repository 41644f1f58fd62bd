import type { TUser } from '@curo/core/auth';
import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { toUserDto } from './user-dto';
import { findUserById } from './users.repository';

/** The signed-in user (`GET /users/fetchLogin`). */
export async function getCurrentUser({
  db,
  principal,
}: {
  db: Executor;
  principal: Principal;
}): Promise<TUser> {
  const user = await findUserById(db, principal.userId);
  if (!user) throw notFound();
  return toUserDto(user);
}
