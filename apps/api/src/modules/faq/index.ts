/** The FAQ module's public face: the latest published entries (home page), and search widening (assistant). */
export { latestFaqs } from './faq.repository';
export { widenSearch } from './manage-faqs';
