import { ErrorCode } from '@curo/core/errors';
import type { TCallRecordingList, TRecordingEvent } from '@curo/core/room';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import {
  answerRecording,
  requestRecording,
  startRecording,
  stopRecording,
  uploadChunk,
  useRecordings,
} from '../api/recording';
import { roomKeys } from '../api/room-keys';
import { CallRecorder } from '../utils/call-recorder';
import type { RoomSocket } from '../utils/room-socket';

const EVENTS = new Set<string>([
  'room.recordingRequested',
  'room.recordingAnswered',
  'room.recordingStarted',
  'room.recordingStopped',
]);

const EMPTY: TCallRecordingList = { request: null, active: null, recordings: [] };

/** The recording list after a live step: the request that stands, and the recording running. */
function applyEvent(list: TCallRecordingList, event: TRecordingEvent): TCallRecordingList {
  switch (event.type) {
    case 'room.recordingRequested':
    case 'room.recordingAnswered':
      return { ...list, request: event.request };
    case 'room.recordingStarted':
      return { ...list, active: event.recording };
    case 'room.recordingStopped':
      return list.active?.recordingId === event.recording.recordingId ? { ...list, active: null } : list;
  }
}

const problem = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

interface UseCallRecordingOptions {
  appointmentId: string;
  socket: RoomSocket | null;
  isDoctor: boolean;
  /** What the doctor's browser records: our own stream and the others'. */
  streams: () => { local: MediaStream; remote: MediaStream[] };
}

/**
 * Recording the call (decision 0033), for the call view: where it stands, from the list on load
 * and the live `room.recording*` events after; the doctor's asking, starting (once the patient
 * agreed to what this page asked) and stopping; the patient's answer.
 */
export function useCallRecording({ appointmentId, socket, isDoctor, streams }: UseCallRecordingOptions) {
  const queryClient = useQueryClient();
  const list = useRecordings(appointmentId);
  const request = list.data?.request ?? null;
  const active = list.data?.active ?? null;
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const recorder = useRef<{ recordingId: string; recorder: CallRecorder } | null>(null);
  // The screen follows the ref: the id of what this browser records now.
  const [recordingHereId, setRecordingHereId] = useState<string | null>(null);
  const keep = useCallback((next: { recordingId: string; recorder: CallRecorder } | null) => {
    recorder.current = next;
    setRecordingHereId(next?.recordingId ?? null);
  }, []);
  const streamsRef = useRef(streams);
  streamsRef.current = streams;

  useEffect(() => {
    if (!socket) return;
    const key = roomKeys.recordings(appointmentId);
    // Each (new) subscription may have missed steps: read the list again.
    const stopReady = socket.onReady(() => void queryClient.invalidateQueries({ queryKey: key }));
    const stopListening = socket.listen(({ event }) => {
      if (!EVENTS.has(event.type)) return;
      const step = event as TRecordingEvent;
      if (step.appointmentId !== appointmentId) return;
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<TCallRecordingList>(key, (now) => applyEvent(now ?? EMPTY, step));
      // Stopped without us (the patient withdrew, the consult ended): nothing more to keep.
      const mine = recorder.current;
      if (step.type === 'room.recordingStopped' && mine?.recordingId === step.recording.recordingId) {
        keep(null);
        mine.recorder.abandon();
      }
    });
    return () => {
      stopReady();
      stopListening();
    };
  }, [appointmentId, keep, queryClient, socket]);

  const setList = useCallback(
    (change: (list: TCallRecordingList) => TCallRecordingList) =>
      queryClient.setQueryData<TCallRecordingList>(roomKeys.recordings(appointmentId), (now) =>
        change(now ?? EMPTY),
      ),
    [appointmentId, queryClient],
  );

  const begin = useCallback(async () => {
    setAsked(false);
    setBusy(true);
    let made: CallRecorder | null = null;
    try {
      let recordingId = '';
      made = new CallRecorder({
        ...streamsRef.current(),
        upload: (index, chunk, type) => uploadChunk(recordingId, index, chunk, type),
        onFailed: (error) => {
          if (recorder.current?.recorder !== made) return;
          keep(null);
          if (error instanceof ApiError && error.code === ErrorCode.RECORDING_STOPPED) return;
          toast.error('The recording stopped: part of it could not be uploaded.');
          void stopRecording(appointmentId, recordingId).catch(() => {});
        },
      });
      const recording = await startRecording(appointmentId);
      recordingId = recording.recordingId;
      keep({ recordingId, recorder: made });
      made.start();
      setList((now) => ({ ...now, active: recording }));
    } catch (error) {
      made?.abandon();
      toast.error(problem(error, 'The recording could not start. Try again.'));
    } finally {
      setBusy(false);
    }
  }, [appointmentId, keep, setList]);

  // The patient agreed to what this page asked: record.
  useEffect(() => {
    if (asked && request?.status === 'agreed' && request.recordingId === null && !active) void begin();
  }, [asked, request, active, begin]);

  const ask = useCallback(async () => {
    setBusy(true);
    try {
      const standing = await requestRecording(appointmentId);
      setList((now) => ({ ...now, request: standing }));
      setAsked(true);
    } catch (error) {
      toast.error(problem(error, 'The patient could not be asked. Try again.'));
    } finally {
      setBusy(false);
    }
  }, [appointmentId, setList]);

  const stop = useCallback(async () => {
    const mine = recorder.current;
    if (!mine) return;
    keep(null);
    setBusy(true);
    try {
      // The last chunk is stored before the recording is finished.
      await mine.recorder.stop();
      const finished = await stopRecording(appointmentId, mine.recordingId);
      setList((now) => (now.active?.recordingId === finished.recordingId ? { ...now, active: null } : now));
    } catch (error) {
      toast.error(problem(error, 'The recording could not be stopped. Try again.'));
    } finally {
      setBusy(false);
    }
  }, [appointmentId, keep, setList]);

  const answer = useCallback(
    async (agree: boolean) => {
      if (!request) return;
      try {
        const answered = await answerRecording(appointmentId, request.requestId, agree);
        setList((now) => ({ ...now, request: answered }));
      } catch (error) {
        toast.error(problem(error, 'Your answer could not be sent. Try again.'));
      }
    },
    [appointmentId, request, setList],
  );

  // Leaving the call view ends what this browser records (the API stops it when the doctor leaves).
  useEffect(
    () => () => {
      recorder.current?.recorder.abandon();
      recorder.current = null;
    },
    [],
  );

  return {
    request,
    active,
    /** This page records (the doctor's own browser), so it can stop. */
    recordingHere: isDoctor && active !== null && recordingHereId === active.recordingId,
    waiting: isDoctor && request?.status === 'pending',
    declined: isDoctor && request?.status === 'declined',
    busy,
    ask,
    stop,
    answer,
  };
}
