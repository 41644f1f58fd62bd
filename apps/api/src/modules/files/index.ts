/**
 * The file store's public face (decision 0040): its routes, and its sweep of expired temp files,
 * which the app registers as a job.
 */

export { exportFilesFor } from './export-files-for';
export { filesRoutes } from './files.routes';
export { registerFilesJobs } from './files-jobs';
export { removeFilesOfPerson } from './remove-files-of-person';
export { sweepExpiredFiles } from './sweep-temp-files';
