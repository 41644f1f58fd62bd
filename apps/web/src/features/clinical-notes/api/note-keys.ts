/** Query keys of a consult's clinical notes. */
export const noteKeys = {
  all: ['clinical-notes'] as const,
  note: (appointmentId: string) => ['clinical-notes', 'note', appointmentId] as const,
  versions: (appointmentId: string) => ['clinical-notes', 'versions', appointmentId] as const,
  summary: (appointmentId: string) => ['clinical-notes', 'summary', appointmentId] as const,
};
