/**
 * The documents module's public face (decision 0039): its routes, and issuing, sending and reading
 * a document for the modules that send letters (referrals, decision 0042).
 */
export { type DocumentForSending, documentForSending } from './document-for-sending';
export type { DocumentIssuer } from './document-pdf';
export { documentsRoutes } from './documents.routes';
export { exportDocumentsFor } from './export-documents-for';
export { getDocumentPdf } from './get-document-pdf';
export { issueDocument } from './issue-document';
export { sendDocumentEmail } from './send-document-email';
