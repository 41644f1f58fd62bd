import { Redis } from 'ioredis';

/** What a client receives: an event on a topic it is subscribed to. */
export interface RealtimeMessage {
  topic: string;
  event: { type: string; [key: string]: unknown };
}

export interface RealtimeSocket {
  send(data: string): void;
}

const CHANNEL = 'curo:realtime';

/**
 * Live updates: topics (`user:<id>`, `appointment:<id>`) with subscribed sockets. With REDIS_URL
 * every publish goes through Redis pub/sub, so a socket on one server instance hears what any
 * instance publishes; without it, delivery stays in this process.
 */
export class RealtimeHub {
  private readonly topics = new Map<string, Set<RealtimeSocket>>();
  /** Code on this instance that hears a topic as sockets do (a cache dropping stale entries). */
  private readonly listeners = new Map<string, Set<(event: RealtimeMessage['event']) => void>>();
  private readonly publisher: Redis | null;
  private readonly subscriber: Redis | null;
  private readonly ready: Promise<void>;

  constructor(
    redisUrl?: string,
    private readonly onError: (error: Error) => void = () => {},
  ) {
    if (!redisUrl) {
      this.publisher = null;
      this.subscriber = null;
      this.ready = Promise.resolve();
      return;
    }
    // Auto-pipelining: what is published in one tick (a message and everyone's unread counts)
    // leaves in one write.
    this.publisher = new Redis(redisUrl, {
      maxRetriesPerRequest: 2,
      lazyConnect: false,
      enableAutoPipelining: true,
    });
    this.subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (_channel, raw) => {
      try {
        this.deliver(JSON.parse(raw) as RealtimeMessage);
      } catch (error) {
        onError(error as Error);
      }
    });
    this.ready = this.subscriber.subscribe(CHANNEL).then(() => undefined);
  }

  /** Resolves once this instance hears Redis (at once without Redis). */
  whenReady(): Promise<void> {
    return this.ready;
  }

  subscribe(topic: string, socket: RealtimeSocket): void {
    let sockets = this.topics.get(topic);
    if (!sockets) {
      sockets = new Set();
      this.topics.set(topic, sockets);
    }
    sockets.add(socket);
  }

  unsubscribe(topic: string, socket: RealtimeSocket): void {
    const sockets = this.topics.get(topic);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.topics.delete(topic);
  }

  /** Calls `listener` with every event published on `topic`, by this instance or any other. */
  listen(topic: string, listener: (event: RealtimeMessage['event']) => void): void {
    let listeners = this.listeners.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.listeners.set(topic, listeners);
    }
    listeners.add(listener);
  }

  /** Sockets on this instance that listen to anything (for `/metrics`). */
  connectionCount(): number {
    const sockets = new Set<RealtimeSocket>();
    for (const subscribed of this.topics.values()) for (const socket of subscribed) sockets.add(socket);
    return sockets.size;
  }

  /** Drops a closed socket from every topic. */
  remove(socket: RealtimeSocket): void {
    for (const topic of [...this.topics.keys()]) this.unsubscribe(topic, socket);
  }

  /** Sends an event to a topic's subscribers, on every instance. Never throws: live updates are best effort. */
  async publish(topic: string, event: RealtimeMessage['event']): Promise<void> {
    const message: RealtimeMessage = { topic, event };
    if (!this.publisher) {
      this.deliver(message);
      return;
    }
    try {
      await this.publisher.publish(CHANNEL, JSON.stringify(message));
    } catch (error) {
      this.onError(error as Error);
      this.deliver(message);
    }
  }

  private deliver(message: RealtimeMessage): void {
    for (const listener of this.listeners.get(message.topic) ?? []) {
      try {
        listener(message.event);
      } catch (error) {
        this.onError(error as Error);
      }
    }
    const sockets = this.topics.get(message.topic);
    if (!sockets) return;
    const data = JSON.stringify({ type: 'event', ...message });
    for (const socket of sockets) {
      try {
        socket.send(data);
      } catch {
        this.remove(socket);
      }
    }
  }

  async close(): Promise<void> {
    this.topics.clear();
    this.listeners.clear();
    await Promise.all([this.publisher?.quit().catch(() => {}), this.subscriber?.quit().catch(() => {})]);
  }
}
