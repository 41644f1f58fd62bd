/** The pharmacies module's public face (decisions 0065 and 0066): its routes, and the demo data's upsert. */
export { importPharmacies } from './import-pharmacies';
export { pharmaciesRoutes } from './pharmacies.routes';
