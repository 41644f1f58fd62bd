/** After this many consecutive failed sign-ins of any kind the account stops accepting them until reset. */
export const MAX_CONSECUTIVE_FAILURES = 100;
