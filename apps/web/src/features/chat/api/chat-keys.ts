/**
 * Query keys of the consult chat. They sit outside LIVE_QUERY_ROOT: chat events patch these
 * caches directly, so an appointment change elsewhere need not refetch every conversation.
 */
export const chatKeys = {
  conversations: () => ['chat', 'conversations'] as const,
  summary: (appointmentId: string) => ['chat', 'consult', appointmentId, 'summary'] as const,
  history: (appointmentId: string) => ['chat', 'consult', appointmentId, 'history'] as const,
  attachment: (url: string) => ['chat', 'attachment', url] as const,
};
