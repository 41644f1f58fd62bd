import { useEffect, useState } from 'react';
import { RoomSocket } from '../utils/room-socket';

/** The room page's own socket, open while the page is (see RoomSocket). */
export function useRoomSocket(appointmentId: string, enabled: boolean): RoomSocket | null {
  const [socket, setSocket] = useState<RoomSocket | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const next = new RoomSocket(appointmentId);
    next.open();
    setSocket(next);
    return () => {
      next.close();
      setSocket(null);
    };
  }, [appointmentId, enabled]);
  return socket;
}
