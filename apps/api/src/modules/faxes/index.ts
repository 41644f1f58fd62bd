/**
 * The faxes module's public face (decision 0041): its routes and jobs for the app, and `sendFax`
 * for the modules that send letters by fax (referrals).
 */

export { exportFaxesFor } from './export-faxes-for';
export { type FaxSettings, faxesRoutes, faxWebhookUrl } from './faxes.routes';
export { registerFaxJobs } from './faxes-jobs';
export { purgeDeletedFaxes } from './purge-deleted-faxes';
export { type SendFaxDeps, type SendFaxInput, sendFax } from './send-fax';
