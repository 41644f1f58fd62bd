import type { TNoteFields } from '@curo/core/clinical-notes';
import { ErrorCode } from '@curo/core/errors';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { saveDraft } from '../api/notes';

/** How long after the last keystroke the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1200;
/** Waits before trying a failed save again: the connection or the server may be back. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000] as const;

export type SaveState =
  /** Nothing typed since the note was loaded. */
  | { kind: 'idle' }
  /** Typed; the save waits for a pause in the typing. */
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  /** The connection or the server failed: it tries again by itself. */
  | { kind: 'retrying' }
  /** Saved from somewhere else since this screen loaded it: nothing more is saved until reloaded. */
  | { kind: 'conflict' }
  /** Signed meanwhile (or the consult completed): the note is read-only now. */
  | { kind: 'locked' }
  /** Refused for another reason (the message says which): not tried again. */
  | { kind: 'failed'; message: string };

const keyOf = (fields: TNoteFields) => JSON.stringify(fields);

/** Cancels the save (or retry) that waits, if any. */
function clearTimer(timer: { current: ReturnType<typeof setTimeout> | null }) {
  if (timer.current) clearTimeout(timer.current);
  timer.current = null;
}

/** Worth trying again: no answer at all, a rate limit, or the server's own failure. */
const isTransient = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 429 || error.status >= 500;

/**
 * Saves a note's fields as the doctor types (decision 0038): `AUTOSAVE_DELAY_MS` after the last
 * change, one save at a time, each naming the version the last one made, so a second tab's save is
 * refused (409) rather than written over. A failed save is tried again after `RETRY_DELAYS_MS`.
 */
export function useAutosave({
  appointmentId,
  version,
  fields,
  values,
  onLocked,
  onSaved,
}: {
  appointmentId: string;
  /** The version the note was loaded at. */
  version: number;
  /** The fields as loaded. */
  fields: TNoteFields;
  /** The fields as the doctor has them now. */
  values: TNoteFields;
  onLocked: () => void;
  /** Told with each save that lands, in the same update as "Saved". */
  onSaved?: () => void;
}) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const baseVersion = useRef(version);
  const savedKey = useRef(keyOf(fields));
  const latest = useRef(values);
  latest.current = values;
  const stopped = useRef(false);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const failures = useRef(0);
  const onLockedRef = useRef(onLocked);
  onLockedRef.current = onLocked;
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  const flush = useCallback(async (): Promise<boolean> => {
    clearTimer(timer);
    if (stopped.current) return false;
    if (inFlight.current) {
      await inFlight.current;
      return flush();
    }
    const snapshot = latest.current;
    if (keyOf(snapshot) === savedKey.current) return true;
    const run = (async () => {
      setState({ kind: 'saving' });
      try {
        const saved = await saveDraft(appointmentId, { baseVersion: baseVersion.current, ...snapshot });
        baseVersion.current = saved.version;
        savedKey.current = keyOf(snapshot);
        failures.current = 0;
        setState({ kind: 'saved', at: saved.savedAt });
        onSavedRef.current?.();
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.code === ErrorCode.NOTE_VERSION_CONFLICT) {
          stopped.current = true;
          setState({ kind: 'conflict' });
        } else if (error instanceof ApiError && error.code === ErrorCode.NOTE_LOCKED) {
          stopped.current = true;
          setState({ kind: 'locked' });
          onLockedRef.current();
        } else if (isTransient(error)) {
          const wait = RETRY_DELAYS_MS[Math.min(failures.current, RETRY_DELAYS_MS.length - 1)];
          failures.current += 1;
          setState({ kind: 'retrying' });
          timer.current = setTimeout(() => void flush(), wait);
        } else {
          setState({ kind: 'failed', message: errorMessage(error) });
        }
        return false;
      }
    })();
    inFlight.current = run;
    const ok = await run;
    inFlight.current = null;
    // Typed while it was saving: save that too, after the usual pause.
    if (ok && keyOf(latest.current) !== savedKey.current && !stopped.current) {
      setState({ kind: 'pending' });
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    }
    return ok;
  }, [appointmentId]);

  const key = keyOf(values);
  useEffect(() => {
    if (stopped.current || key === savedKey.current || inFlight.current) return;
    // A failed save's retry keeps its own timer; a new keystroke saves after the usual pause.
    clearTimer(timer);
    setState((s) => (s.kind === 'retrying' ? s : { kind: 'pending' }));
    timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  }, [key, flush]);

  // Leaving the page saves what was typed rather than dropping it.
  useEffect(
    () => () => {
      if (timer.current && !stopped.current) void flush();
      clearTimer(timer);
    },
    [flush],
  );

  return {
    state,
    /** Saves now what waits to be saved; answers whether everything typed is saved. */
    flush,
    /** The version the last save made (what signing names). */
    version: () => baseVersion.current,
    /** Whether something typed is not saved yet. */
    dirty: () => keyOf(latest.current) !== savedKey.current,
  };
}
