import type { TUser } from '@curo/core/auth';
import type { TCompanyMember } from '@curo/core/users';
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

/**
 * A person as their employer's company admin sees them: field by field, so nothing clinical,
 * no Medicare card, address, date of birth or phone, and nothing added to the user later.
 */
export function toCompanyMember(user: UserRow): TCompanyMember {
  return {
    id: user.id,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    companyId: user.companyId,
    status: user.status,
    emailVerified: user.emailVerifiedAt !== null,
  };
}

/** Blocked and soft-deleted users get in by no path. */
export const canSignIn = (user: UserRow) => user.status === 'active' && user.deletedAt === null;
