/**
 * Query keys of the other consult kinds. They sit under `scheduling`, so a live
 * `appointment.changed` (which invalidates that prefix, see useLiveUpdates) refetches them too.
 */
export const consultKeys = {
  all: ['scheduling', 'consults'] as const,
  consult: (id: string) => ['scheduling', 'consults', 'one', id] as const,
  documents: (id: string) => ['scheduling', 'consults', 'documents', id] as const,
  queuePosition: (id: string) => ['scheduling', 'consults', 'queue-position', id] as const,
  instantQueue: () => ['scheduling', 'consults', 'instant-queue'] as const,
  emergencyOffers: () => ['scheduling', 'consults', 'emergency-offers'] as const,
  openRequests: () => ['scheduling', 'consults', 'open-requests'] as const,
  offerSlots: (id: string, date: string, duration: number | null) =>
    ['scheduling', 'consults', 'offer-slots', id, date, duration] as const,
  shifts: (kind: string) => ['scheduling', 'consults', 'shifts', kind] as const,
  patient: (id: string) => ['scheduling', 'consults', 'patient', id] as const,
  earlierConsults: (patientId: string) => ['scheduling', 'consults', 'earlier', patientId] as const,
  patientFaxes: (patientId: string) => ['scheduling', 'consults', 'patient-faxes', patientId] as const,
};

/** A consult's phone calls (callbacks), under the consult's own key so its refetch takes them. */
export const consultCallKeys = {
  calls: (id: string) => ['scheduling', 'consults', 'calls', id] as const,
};
