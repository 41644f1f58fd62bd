/**
 * What other features may use of the clinical notes (decision 0038): the clinicians' and admins'
 * panel, and the patient's summary, which the consult's page embeds.
 */
export { ConsultNotesPanel } from './components/consult-notes-panel';
export { ConsultSummary } from './components/consult-summary';
