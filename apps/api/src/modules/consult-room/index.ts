/**
 * The consult-room module's public face (decisions 0030 and 0033): its routes, and the side of
 * the realtime socket it decides (attending, relaying signals, leaving when a socket closes, and
 * stopping a recording whose doctor's socket closed), which the app hands to `platform/realtime`.
 */

/** The file store (`/fileUploads/call-recordings`, `/containers/call-recordings`) lists and plays recordings through these, under the room's own rule and audit. */
export { listRecordings } from './list-recordings';
export { playRecording } from './play-recording';
export { consultRoomRoutes } from './room.routes';
export { roomSignalRelay } from './signal-relay';
