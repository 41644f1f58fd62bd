/** The IHI module's public face (decision 0040): its routes. */
export { ihiRoutes } from './ihi.routes';
