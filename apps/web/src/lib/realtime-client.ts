import type { TAppointment } from '@curo/core/scheduling';

/** An event the server publishes on a topic (docs/realtime.md). */
export type LiveEvent =
  | { type: 'appointment.changed'; action: string; appointment: TAppointment }
  | { type: string; [key: string]: unknown };

export interface LiveMessage {
  topic: string;
  event: LiveEvent;
}

export type LiveListener = (message: LiveMessage) => void;

/** Whether `event` says the consult `appointmentId` changed (it ended, say, or a doctor took it). */
export const isChangeOf = (event: LiveEvent, appointmentId: string) =>
  event.type === 'appointment.changed' &&
  (event as { appointment?: { id?: unknown } }).appointment?.id === appointmentId;

/** What the server answers a message with, rather than publishes on a topic: `attending`, `error`, `subscribed`, `pong`. */
export type LiveReply = { type: string; [key: string]: unknown };
export type ReplyListener = (reply: LiveReply) => void;

/** The part of the browser's WebSocket this connection uses, so a test can hand in a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string) => SocketLike;

export interface LiveConnectionOptions {
  /** The stored access token, or null when signed out. */
  getToken: () => string | null;
  /**
   * Makes sure the stored token is fresh (an authenticated request refreshes it on 401). Called
   * after the server closes with 4401. Rejects when the session is gone.
   */
  renewToken: () => Promise<void>;
  createSocket?: SocketFactory;
  /** `ws(s)://host`; defaults to this page's origin. */
  origin?: string;
  random?: () => number;
}

/**
 * The root of every query an appointment change can alter (lists, days, slots, month views, the
 * directory). Scheduling's query keys sit under it, so one live event invalidates one prefix.
 */
export const LIVE_QUERY_ROOT = ['scheduling'] as const;

/** Sent to listeners (not by the server) when the socket is back after a drop. */
export const RECONNECTED = 'connection.reconnected';

const OPEN = 1;
const UNAUTHORISED = 4401;
const NORMAL = 1000;
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
export const PING_INTERVAL_MS = 25_000;

/** Exponential backoff with jitter: 1 s, 2 s, 4 s … up to 30 s, each 50–100% of its step. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return Math.round(step / 2 + (random() * step) / 2);
}

function defaultOrigin(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}`;
}

/**
 * One WebSocket to `/api/v1/realtime` shared by every screen: joins `appointment:<id>` topics on
 * request (again after each reconnect), reconnects with backoff, and after a 4401 renews the
 * token first. Live updates are best effort; the API stays the source of truth.
 */
export class LiveConnection {
  private socket: SocketLike | null = null;
  private readonly listeners = new Set<LiveListener>();
  private readonly replyListeners = new Set<ReplyListener>();
  private readonly topics = new Map<string, number>();
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private running = false;
  private hasOpened = false;

  constructor(private readonly options: LiveConnectionOptions) {}

  /** Starts connecting (once); a signed-out visitor has no socket. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  /** Closes the socket and stops reconnecting. */
  stop(): void {
    this.running = false;
    this.hasOpened = false;
    this.attempt = 0;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.stopPing();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(NORMAL, 'Done');
    }
  }

  /** Hears every event on every joined topic. Returns the way to stop listening. */
  listen(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Hears the server's replies (the consult room waits for `attending`; a `subscribed` to the
   * user's own topic says a socket has just opened). Returns the way to stop listening.
   */
  listenReplies(listener: ReplyListener): () => void {
    this.replyListeners.add(listener);
    return () => this.replyListeners.delete(listener);
  }

  /** Sends a message of the consult room (`attend`, `signal`); false when the socket is not open. */
  sendMessage(message: Record<string, unknown>): boolean {
    if (!this.connected) return false;
    this.send(message);
    return true;
  }

  /** Joins `topic` (counted: two screens may want the same one). Returns the way to leave. */
  join(topic: string): () => void {
    const count = this.topics.get(topic) ?? 0;
    this.topics.set(topic, count + 1);
    if (count === 0) this.send({ type: 'subscribe', topic });
    return () => {
      const left = (this.topics.get(topic) ?? 1) - 1;
      if (left > 0) {
        this.topics.set(topic, left);
        return;
      }
      this.topics.delete(topic);
      this.send({ type: 'unsubscribe', topic });
    };
  }

  get connected(): boolean {
    return this.socket?.readyState === OPEN;
  }

  private send(message: Record<string, unknown>) {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private connect() {
    if (!this.running) return;
    const token = this.options.getToken();
    if (!token) {
      this.running = false;
      return;
    }
    const origin = this.options.origin ?? defaultOrigin();
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url) as SocketLike);
    const socket = create(`${origin}/api/v1/realtime?accessToken=${encodeURIComponent(token)}`);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      for (const topic of this.topics.keys()) this.send({ type: 'subscribe', topic });
      this.startPing();
      // After a reconnect the server may have changed things we did not hear: listeners refetch.
      if (this.hasOpened) this.emit({ topic: '', event: { type: RECONNECTED } });
      this.hasOpened = true;
    };
    socket.onmessage = (message) => this.receive(message.data);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopPing();
      if (!this.running) return;
      if (event.code === UNAUTHORISED) {
        this.options.renewToken().then(
          () => this.scheduleRetry(),
          () => {
            // The session is gone; the app sends the visitor to sign in.
            this.running = false;
          },
        );
        return;
      }
      this.scheduleRetry();
    };
    socket.onerror = () => {
      // A close follows every error; reconnecting waits for it.
    };
  }

  private scheduleRetry() {
    if (!this.running) return;
    const delay = backoffDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  private startPing() {
    this.stopPing();
    this.pingTimer = setInterval(() => this.send({ type: 'ping' }), PING_INTERVAL_MS);
  }

  private stopPing() {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private receive(data: unknown) {
    if (typeof data !== 'string') return;
    let parsed: { type?: unknown; topic?: unknown; event?: unknown };
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    if (typeof parsed.type !== 'string') return;
    if (parsed.type !== 'event') {
      for (const listener of this.replyListeners) listener(parsed as LiveReply);
      return;
    }
    if (typeof parsed.topic !== 'string') return;
    const event = parsed.event as LiveEvent | undefined;
    if (!event || typeof event.type !== 'string') return;
    this.emit({ topic: parsed.topic, event });
  }

  private emit(message: LiveMessage) {
    for (const listener of this.listeners) listener(message);
  }
}
