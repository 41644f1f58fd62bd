/** What other features may use of documents: the consult page's documents panel (decision 0039). */
export { DocumentsPanel, type DocumentsPanelConsult } from './components/documents-panel';
