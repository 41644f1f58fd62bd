import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_COMPANIES_QUERY_KEY, getCompanies } from './get-companies';

export interface TCompanyChoice {
  id: string;
  name: string;
}

/** Enough pages for any real list of companies, and a stop should the count keep growing. */
const MAX_PAGES = 50;

/**
 * Every company by name, for a "which company" choice: `GET /companies` gives 20 a page, so this
 * reads the pages one after another.
 */
export async function getCompanyChoices(): Promise<TCompanyChoice[]> {
  const choices: TCompanyChoice[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { items, total, pageSize } = await getCompanies({ page });
    choices.push(...items.map(({ id, name }) => ({ id, name })));
    if (items.length === 0 || page * pageSize >= total) break;
  }
  return choices;
}

export const companyChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_COMPANIES_QUERY_KEY, 'choices'],
    queryFn: getCompanyChoices,
    staleTime: 60_000,
  });

export function useCompanyChoices() {
  return useQuery(companyChoicesQueryOptions());
}
