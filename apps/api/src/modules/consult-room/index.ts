/**
 * The consult-room module's public face (decision 0030): its routes, and the side of the realtime
 * socket it decides (attending, relaying signals, leaving when a socket closes), which the app
 * hands to `platform/realtime`.
 */
export { consultRoomRoutes } from './room.routes';
export { roomSignalRelay } from './signal-relay';
