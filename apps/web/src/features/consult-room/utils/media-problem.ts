/** Why a camera or microphone could not be used. */
export type MediaProblem = 'blocked' | 'missing' | 'inUse' | 'failed';

/**
 * What a `getUserMedia` refusal means for the person: the browser (or they) blocked it, there is
 * no such device, another app holds it, or something else went wrong. Older browsers used other
 * names for the same refusals.
 */
export function mediaProblemOf(error: unknown): MediaProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (['NotAllowedError', 'PermissionDeniedError', 'SecurityError'].includes(name)) return 'blocked';
  if (['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError'].includes(name)) return 'missing';
  if (['NotReadableError', 'TrackStartError', 'AbortError'].includes(name)) return 'inUse';
  return 'failed';
}
