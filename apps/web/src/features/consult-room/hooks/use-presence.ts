import type { TRoomEvent, TRoomMeeting, TRoomPresence } from '@curo/core/room';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isChangeOf } from '../../../lib/realtime-client';
import { roomKeys } from '../api/room-keys';
import type { RoomSocket } from '../utils/room-socket';

const withoutUser = (present: TRoomPresence[], userId: string) => present.filter((p) => p.userId !== userId);

/**
 * Keeps the meeting's `present` current from the room's socket: `room.joined` and `room.left`
 * change it at once; a change to the consult (it ended, say) reads the meeting again, which may
 * now answer that the call is closed, and so does the socket being (again) subscribed, as it may
 * have missed changes meanwhile.
 */
export function usePresence(appointmentId: string, socket: RoomSocket | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const key = roomKeys.meeting(appointmentId);
    const refetch = () => void queryClient.invalidateQueries({ queryKey: key });
    const stopReady = socket.onReady(refetch);
    const stopListening = socket.listen(({ event }) => {
      if (isChangeOf(event, appointmentId)) return refetch();
      const room = event as TRoomEvent;
      if (room.appointmentId !== appointmentId) return;
      if (room.type !== 'room.joined' && room.type !== 'room.left') return;
      // A read of the meeting still under way was answered before this change: it must not undo it.
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<TRoomMeeting>(key, (meeting) => {
        if (!meeting) return meeting;
        const others = withoutUser(meeting.present, room.attendee.userId);
        return { ...meeting, present: room.type === 'room.joined' ? [...others, room.attendee] : others };
      });
    });
    return () => {
      stopReady();
      stopListening();
    };
  }, [appointmentId, queryClient, socket]);
}
