/**
 * The clinical-notes module's public face (decision 0038): the app registers its routes, which
 * also sign a consult's note when the consult is announced completed.
 */
export { clinicalNotesRoutes } from './clinical-notes.routes';
export { exportNotesFor } from './export-notes-for';
