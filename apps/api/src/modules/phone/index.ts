/** The phone module's public face (issue 17, decision 0063): its routes for the app. */
export { type PhoneSettings, phoneRoutes, voiceUrls } from './phone.routes';
export { registerPhoneJobs } from './phone-jobs';
