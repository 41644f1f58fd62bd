import type { Db } from '../../db/client';
import type { SignalRelay } from '../../platform/realtime/realtime.routes';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { roomSignalRelay } from './signal-relay';
import { stopUnattendedRecordings } from './stop-unattended-recordings';

/**
 * The consult room's whole side of the realtime socket: signalling and presence
 * (`signal-relay.ts`, decision 0030), and recordings (decision 0033): when a socket closes, a
 * recording whose doctor was in the call through it stops, since the tab recording it is gone.
 */
export function roomSocketRelay(deps: { db: Db; hub: RealtimeHub }): SignalRelay {
  const signalling = roomSignalRelay(deps);
  return {
    ...signalling,
    async closed(connectionId) {
      await signalling.closed(connectionId);
      await stopUnattendedRecordings(deps);
    },
  };
}
