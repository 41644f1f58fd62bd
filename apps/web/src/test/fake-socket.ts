import type { SocketLike } from '../lib/realtime-client';

/** A WebSocket stand-in: the test opens, closes and speaks for the server. */
export class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly sent: unknown[] = [];
  closedByClient = false;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  static reset() {
    FakeSocket.all = [];
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.all.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }

  /** The server accepts the connection. */
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** The server (or the network) closes it. */
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }

  /** The server publishes `event` on `topic`. */
  publish(topic: string, event: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify({ type: 'event', topic, event }) } as MessageEvent);
  }
}
