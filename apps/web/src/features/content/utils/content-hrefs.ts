import { paths } from '@curo/core/routes';
import { generatePath } from 'react-router';

/** Links to content pages, built from the route table so a renamed route moves them all. */
export const faqEntryHref = (slug: string) => generatePath(paths.faqEntry, { slug });
export const faqCategoryHref = (category: string) => generatePath(paths.faqCategory, { category });
export const blogPostHref = (slug: string) => generatePath(paths.blogPost, { slug });

/** The blog list filtered to one category or tag. */
export const blogFilterHref = (filter: { category?: string; tag?: string }) => {
  const params = new URLSearchParams();
  if (filter.category) params.set('category', filter.category);
  if (filter.tag) params.set('tag', filter.tag);
  const search = params.toString();
  return search ? `${paths.blog}?${search}` : paths.blog;
};
