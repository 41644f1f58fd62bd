/**
 * The users module's public face for other modules (docs/architecture.md, "API layering"): who an
 * account is, and the changes identity (sign-in, verification, two-step) makes to one. Other
 * modules import from here, never from users.repository.ts.
 */

export { exportAccountFor } from './export-account-for';
export {
  claimTotpEpoch,
  clearFailedAttempts,
  findPatientProfile,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertPatientProfile,
  insertUser,
  isUserActive,
  markEmailVerified,
  recordFailedAttempt,
  setPasswordHash,
  setTotp,
  setVerifiedEmail,
  setVerifiedPhone,
  type UserRow,
} from './users.repository';
