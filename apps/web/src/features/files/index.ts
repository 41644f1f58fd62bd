/**
 * What other features may use of the file store and the IHI (decision 0040): a consult's "Files"
 * (referral letters) and its patient's IHI, and a doctor's letter templates.
 */
export { ConsultFilesPanel } from './components/consult-files-panel';
export { ConsultRecordSections } from './components/consult-record-sections';
export { IhiCard } from './components/ihi-card';
export { LetterTemplatesCard } from './components/letter-templates-card';
