/**
 * Retention (decision 0058): closed accounts' records are kept for the period Australian practice
 * requires, then de-identified by a nightly job.
 */
export { deidentifyClosedAccounts, type RetentionRun } from './deidentify-closed-accounts';
export { RETENTION_CRON, registerRetentionJobs } from './retention-jobs';
