/** "waiting under a minute", "waiting 1 minute", "waiting 12 minutes", "waiting 1 h 5 min". */
export function waited(minutes: number): string {
  if (minutes < 1) return 'waiting under a minute';
  if (minutes < 60) return `waiting ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `waiting ${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
