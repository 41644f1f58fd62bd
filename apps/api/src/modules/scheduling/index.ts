/**
 * What scheduling's repository lends other modules (docs/architecture.md, "API layering"): who
 * takes part in a consult, as SQL for their own queries, so the rule stays scheduling's; and a
 * line in a consult's history, which only scheduling writes.
 */
export { consultsTakenPartIn, peopleInConsult, recordHistoryLine } from './appointments.repository';
export { exportConsultsFor, exportWaitlistFor } from './export-consults-for';
