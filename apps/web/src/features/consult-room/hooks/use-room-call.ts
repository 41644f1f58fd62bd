import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { enterMeeting, leaveMeeting } from '../api/meeting';
import type { LocalMedia } from '../utils/local-media';
import { type CallSnapshot, RoomCall } from '../utils/room-call';
import type { RoomSocket } from '../utils/room-socket';

const idle: CallSnapshot = { phase: 'joining', error: null, attendeeId: null, peers: [] };
const noCall = { subscribe: () => () => {}, getSnapshot: () => idle };

interface UseRoomCallOptions {
  appointmentId: string;
  selfId: string | undefined;
  socket: RoomSocket | null;
  media: LocalMedia;
}

/**
 * The call itself (RoomCall), made when the person joins and left when they leave or the page
 * goes. Every change of the local media's tracks is sent to everyone.
 */
export function useRoomCall({ appointmentId, selfId, socket, media }: UseRoomCallOptions) {
  const [call, setCall] = useState<RoomCall | null>(null);
  const callRef = useRef<RoomCall | null>(null);
  const snapshot = useSyncExternalStore(
    call?.subscribe ?? noCall.subscribe,
    call?.getSnapshot ?? noCall.getSnapshot,
    call?.getSnapshot ?? noCall.getSnapshot,
  );

  const join = useCallback(() => {
    if (!socket || !selfId) return;
    // A call that is over (left, failed, taken over) makes way for a new one.
    callRef.current?.dispose();
    const next = new RoomCall({
      appointmentId,
      selfId,
      socket,
      enter: () => enterMeeting(appointmentId),
      leave: () => leaveMeeting(appointmentId),
      stream: media.stream,
      outgoing: () => media.outgoing(),
      media: () => media.mediaState(),
    });
    callRef.current = next;
    setCall(next);
    next.start();
  }, [appointmentId, media, selfId, socket]);

  const leave = useCallback(async () => {
    const current = callRef.current;
    if (current) await current.leave();
  }, []);

  /** Back to the device check, with no call. */
  const reset = useCallback(() => {
    callRef.current?.dispose();
    callRef.current = null;
    setCall(null);
  }, []);

  useEffect(() => {
    if (!call) return;
    const stopTracks = media.onTrack((kind, track) => void call.setTrack(kind, track));
    // Muting, the camera going off or on, a screen shared: the others' tiles say so.
    let told = JSON.stringify(media.mediaState());
    const stopChanges = media.subscribe(() => {
      const now = JSON.stringify(media.mediaState());
      if (now === told) return;
      told = now;
      call.announceMedia();
    });
    return () => {
      stopTracks();
      stopChanges();
    };
  }, [call, media]);

  // Leaving the page leaves the call (a reload does not get here: its socket closing ends the stay).
  useEffect(
    () => () => {
      const current = callRef.current;
      callRef.current = null;
      if (current) void current.leave();
    },
    [],
  );

  return { call, snapshot, join, leave, reset, joined: call !== null };
}
