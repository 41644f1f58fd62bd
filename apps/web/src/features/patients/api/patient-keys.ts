/** The query keys of the staff's patient pages. */
export const patientKeys = {
  all: ['patients'] as const,
  search: (query: string, page: number) => ['patients', 'search', query, page] as const,
  one: (patientId: string) => ['patients', 'one', patientId] as const,
  history: (patientId: string, page: number) => ['patients', 'history', patientId, page] as const,
};
