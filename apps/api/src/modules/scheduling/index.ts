/**
 * What scheduling's repository lends other modules (docs/architecture.md, "API layering"): who
 * takes part in a consult, as SQL for their own queries, so the rule stays scheduling's; and a
 * line in a consult's history, which only scheduling writes; and the consult a principal may see
 * (404 otherwise), so another module asks scheduling's own rule.
 */
export { appointmentFor } from './appointments.policy';
export { consultsTakenPartIn, peopleInConsult, recordHistoryLine } from './appointments.repository';
export { exportConsultsFor, exportWaitlistFor } from './export-consults-for';
