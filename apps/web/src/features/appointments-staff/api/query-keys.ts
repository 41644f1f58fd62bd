/**
 * Query keys of the staff screens. They sit under `scheduling` (see
 * features/scheduling/api/query-keys.ts), so a live `appointment.changed` that invalidates that
 * prefix refreshes the sheet, the lists and an open details page as well.
 */
export const staffKeys = {
  all: ['scheduling', 'staff'] as const,
  lists: () => ['scheduling', 'staff', 'list'] as const,
  list: (scope: string, query: string) => ['scheduling', 'staff', 'list', scope, query] as const,
  details: (id: string) => ['scheduling', 'staff', 'details', id] as const,
  detailsSection: (id: string, search: string) => ['scheduling', 'staff', 'details', id, search] as const,
};

/** The doctors to choose from: changes to appointments never alter it. */
export const doctorsKey = ['staff-doctors'] as const;
