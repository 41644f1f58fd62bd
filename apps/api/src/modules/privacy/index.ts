/** The privacy module's public face (decision 0057): the patient's copy of their record, which the app registers. */
export { privacyRoutes } from './privacy.routes';
