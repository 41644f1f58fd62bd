/** The audit module's public face: what other modules record in, and ask of, the audit trail. */
export { type AuditEventInput, actorsOf, auditedChange, recordAuditEvent } from './record-audit-event';
export { exportAccessHistoryFor } from './search-audit';
