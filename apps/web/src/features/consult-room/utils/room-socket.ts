import {
  LiveConnection,
  type LiveConnectionOptions,
  type LiveListener,
  RECONNECTED,
  type ReplyListener,
} from '../../../lib/realtime-client';
import { appConnectionOptions } from '../../../lib/use-live-updates';

let testOptions: LiveConnectionOptions | null = null;

/** Tests: build the room's socket from these options (a fake socket); null: the browser's. */
export function configureRoomSocket(options: LiveConnectionOptions | null) {
  testOptions = options;
}

/**
 * The room page's own WebSocket to `/api/v1/realtime` (decision 0031), apart from the one the
 * rest of the app shares: a stay in a call lives exactly as long as the socket that attended it
 * (decision 0030), so it opens with the room page and closes with it. It follows the consult's
 * topic (`room.joined`, `room.left`, `appointment.changed`) and hears `room.signal` on the user's
 * own. It is ready once the server has answered its subscription, first and after each reconnect:
 * only then is a `room.joined` sure to reach it.
 */
export class RoomSocket {
  private readonly connection: LiveConnection;
  private ready = false;
  private readonly readyListeners = new Set<() => void>();
  private stops: Array<() => void> = [];

  constructor(readonly appointmentId: string) {
    this.connection = new LiveConnection(testOptions ?? appConnectionOptions());
  }

  get topic() {
    return `appointment:${this.appointmentId}`;
  }

  open() {
    this.stops.push(
      this.connection.listenReplies((reply) => {
        // Refused (a participant without the topic) still lets the call go on, on signals alone.
        const answered = reply.type === 'subscribed' || reply.type === 'error';
        if (!answered || reply.topic !== this.topic) return;
        this.ready = true;
        for (const listener of this.readyListeners) listener();
      }),
      this.connection.listen(({ event }) => {
        if (event.type === RECONNECTED) this.ready = false;
      }),
    );
    this.connection.start();
    this.stops.push(this.connection.join(this.topic));
  }

  close() {
    for (const stop of this.stops) stop();
    this.stops = [];
    this.ready = false;
    this.connection.stop();
  }

  isReady() {
    return this.ready;
  }

  /** Called each time the socket is (again) subscribed to the consult. */
  onReady(listener: () => void): () => void {
    this.readyListeners.add(listener);
    return () => this.readyListeners.delete(listener);
  }

  listen(listener: LiveListener) {
    return this.connection.listen(listener);
  }

  listenReplies(listener: ReplyListener) {
    return this.connection.listenReplies(listener);
  }

  /** False when the socket is down; the call tries again once it is back. */
  send(message: Record<string, unknown>): boolean {
    return this.connection.sendMessage(message);
  }
}
