import type { TUser } from '@curo/core/auth';
import type { UserRow } from './users.repository';

/** The only shape in which a user leaves the server: never the hash or the counters. */
export function toUserDto(user: UserRow): TUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    companyId: user.companyId,
    emailVerified: user.emailVerifiedAt !== null,
  };
}

/** Blocked and soft-deleted users get in by no path. */
export const canSignIn = (user: UserRow) => user.status === 'active' && user.deletedAt === null;
