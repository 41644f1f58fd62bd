/** The FAQ module's public face: the latest published entries, for the home page. */
export { latestFaqs } from './faq.repository';
