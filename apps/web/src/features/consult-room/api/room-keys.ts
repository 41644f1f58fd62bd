/** Query keys of the consult room, apart from scheduling's: a live change refetches them itself. */
export const roomKeys = {
  all: ['consult-room'] as const,
  consult: (appointmentId: string) => ['consult-room', 'consult', appointmentId] as const,
  meeting: (appointmentId: string) => ['consult-room', 'meeting', appointmentId] as const,
  recordings: (appointmentId: string) => ['consult-room', 'recordings', appointmentId] as const,
};
