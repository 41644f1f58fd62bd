import type { TIceServer, TRoomEntry, TRoomEvent, TRoomPresence } from '@curo/core/room';
import { type LiveMessage, type LiveReply, RECONNECTED } from '../../../lib/realtime-client';
import { type MediaState, PeerLink, type SignalData } from './peer-link';
import type { TQuality } from './quality';
import type { RoomSocket } from './room-socket';

/**
 * Where the call is: entering (the API, then `attend`), in it, entering again after the socket
 * came back or the stay timed out, taken over by another tab, over (the consult ended, or we
 * left), or refused.
 */
export type CallPhase = 'joining' | 'inCall' | 'rejoining' | 'takenOver' | 'ended' | 'left' | 'failed';

/** One other person in the call, as the screen shows them. */
export interface RemotePeer {
  userId: string;
  stream: MediaStream | null;
  streamVersion: number;
  connection: RTCPeerConnectionState;
  quality: TQuality | null;
  media: MediaState | null;
}

export interface CallSnapshot {
  phase: CallPhase;
  /** Why entering failed (an ApiError from the API, or a refused `attend`). */
  error: unknown;
  attendeeId: string | null;
  peers: RemotePeer[];
}

export interface RoomCallOptions {
  appointmentId: string;
  /** The signed-in user's id: who "I" am in `room.joined` and `room.signal`. */
  selfId: string;
  socket: RoomSocket;
  /** `POST /appointments/{id}/enterChimeMeeting`. */
  enter: () => Promise<TRoomEntry>;
  /** `POST /appointments/{id}/leaveMeeting`. */
  leave: () => Promise<unknown>;
  /** The stream whose tracks we send, and the track of each kind to send now. */
  stream: MediaStream;
  outgoing: () => { audio: MediaStreamTrack | null; video: MediaStreamTrack | null };
  media: () => MediaState;
}

/** How long the server has to answer `attend` before we call entering failed. */
export const ATTEND_TIMEOUT_MS = 15_000;
/** How often the connection quality is read from `getStats()`. */
export const QUALITY_INTERVAL_MS = 2_000;

export class AttendRefused extends Error {
  override readonly name = 'AttendRefused';
}

const ROOM_EVENTS = new Set(['room.joined', 'room.left', 'room.signal']);
const isRoomEvent = (event: LiveMessage['event'], appointmentId: string): event is TRoomEvent =>
  ROOM_EVENTS.has(event.type) && (event as { appointmentId?: unknown }).appointmentId === appointmentId;

const toRtc = (servers: TIceServer[]): RTCIceServer[] =>
  servers.map(({ urls, username, credential }) => ({
    urls,
    ...(username ? { username } : {}),
    ...(credential ? { credential } : {}),
  }));

/**
 * A consult's video call from one browser (decisions 0030, 0031): enters through the API, attends
 * on the room's socket with the join token, and keeps one PeerLink per other person (a mesh of at
 * most four). The newcomer offers to those already there; a `room.joined` for someone already
 * connected means they came back (a reload): their old connection goes and they offer afresh. When
 * the socket comes back after a drop, the server has ended the stay with the old socket, so the
 * call enters again. A `room.joined` about ourselves that we did not cause is another tab taking
 * the stay over.
 */
export class RoomCall {
  private snapshot: CallSnapshot = { phase: 'joining', error: null, attendeeId: null, peers: [] };
  private readonly listeners = new Set<() => void>();
  private readonly peers = new Map<string, PeerLink>();
  /** Those told whether our microphone and camera are on, since their connection came up. */
  private readonly told = new Set<string>();
  private stops: Array<() => void> = [];
  private iceServers: RTCIceServer[] = [];
  /** Our own entries whose `room.joined` has not come back yet. */
  private ownJoinsPending = 0;
  /** Each entry's number: an answer to an older one is ignored. */
  private attempt = 0;
  private attendWaiter: ((attended: boolean) => void) | null = null;
  private qualityTimer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly options: RoomCallOptions) {}

  getSnapshot = (): CallSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts entering now, or as soon as the socket is subscribed. */
  start() {
    const { socket } = this.options;
    const onNetworkChange = () => this.restartIce();
    const connection = (navigator as Navigator & { connection?: EventTarget }).connection;
    window.addEventListener('online', onNetworkChange);
    connection?.addEventListener?.('change', onNetworkChange);
    this.stops.push(
      socket.listen((message) => this.onEvent(message)),
      socket.listenReplies((reply) => this.onReply(reply)),
      socket.onReady(() => {
        if (this.active()) void this.enter();
      }),
      () => window.removeEventListener('online', onNetworkChange),
      () => connection?.removeEventListener?.('change', onNetworkChange),
    );
    this.qualityTimer = setInterval(() => {
      for (const peer of this.peers.values()) void peer.sampleQuality().catch(() => {});
    }, QUALITY_INTERVAL_MS);
    if (socket.isReady()) void this.enter();
  }

  /** Sends `track` as our `kind` to everyone (a new camera, a shared screen, or back again). */
  async setTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null) {
    await Promise.all([...this.peers.values()].map((p) => p.setTrack(kind, track, this.options.stream)));
  }

  /** Tells everyone whether our microphone and camera are on. */
  announceMedia() {
    for (const userId of this.peers.keys()) this.signal(userId, { media: this.options.media() });
  }

  /** Leaves the call: the API records it, everyone else hears `room.left`. */
  async leave() {
    const wasIn = this.active() || this.snapshot.phase === 'failed';
    this.stop('left');
    if (wasIn) await this.options.leave().catch(() => {});
  }

  /** Stops everything without telling the API (the consult closed, the page went away). */
  dispose() {
    this.stop(this.snapshot.phase);
  }

  private active() {
    const { phase } = this.snapshot;
    return phase === 'joining' || phase === 'inCall' || phase === 'rejoining';
  }

  private stop(phase: CallPhase) {
    this.attempt += 1;
    for (const stop of this.stops) stop();
    this.stops = [];
    if (this.qualityTimer) clearInterval(this.qualityTimer);
    this.qualityTimer = null;
    this.attendWaiter?.(false);
    this.closePeers();
    this.update({ phase });
  }

  private async enter() {
    const attempt = ++this.attempt;
    this.closePeers();
    this.attendWaiter?.(false);
    this.ownJoinsPending += 1;
    let entry: TRoomEntry;
    try {
      entry = await this.options.enter();
    } catch (error) {
      this.ownJoinsPending = Math.max(0, this.ownJoinsPending - 1);
      if (attempt === this.attempt) this.fail(error);
      return;
    }
    if (attempt !== this.attempt) return;
    this.iceServers = toRtc(entry.attendee.iceServers);
    this.update({ attendeeId: entry.attendee.attendeeId });
    const attended = new Promise<boolean>((resolve) => {
      this.attendWaiter = resolve;
    });
    const timer = setTimeout(() => this.attendWaiter?.(false), ATTEND_TIMEOUT_MS);
    const sent = this.options.socket.send({
      type: 'attend',
      appointmentId: this.options.appointmentId,
      joinToken: entry.attendee.joinToken,
    });
    // The socket dropped meanwhile: it enters again once it is back.
    if (!sent) {
      clearTimeout(timer);
      this.attendWaiter = null;
      return;
    }
    const ok = await attended;
    clearTimeout(timer);
    if (attempt !== this.attempt) return;
    if (!ok) {
      this.fail(new AttendRefused('The call did not accept this browser'));
      return;
    }
    this.update({ phase: 'inCall', error: null });
    for (const person of entry.meeting.present)
      if (person.userId !== this.options.selfId && !this.peers.has(person.userId))
        this.connect(person.userId);
  }

  private fail(error: unknown) {
    this.closePeers();
    this.update({ phase: 'failed', error });
  }

  private onReply(reply: LiveReply) {
    if (reply.appointmentId !== this.options.appointmentId) return;
    if (reply.type === 'attending') this.settleAttend(true);
    else if (reply.type === 'error' && reply.for === 'attend') this.settleAttend(false);
  }

  private settleAttend(attended: boolean) {
    const waiter = this.attendWaiter;
    this.attendWaiter = null;
    waiter?.(attended);
  }

  private onEvent({ event }: LiveMessage) {
    if (event.type === RECONNECTED) {
      // The server ended our stay when the old socket closed; we enter again once subscribed.
      if (this.snapshot.phase === 'inCall') {
        this.closePeers();
        this.update({ phase: 'rejoining' });
      }
      return;
    }
    if (!isRoomEvent(event, this.options.appointmentId)) return;
    if (event.type === 'room.joined') this.joined(event.attendee);
    else if (event.type === 'room.left') this.left(event.attendee, event.reason);
    else this.signalled(event.from, event.data as SignalData);
  }

  private joined(person: TRoomPresence) {
    if (person.userId === this.options.selfId) {
      if (this.ownJoinsPending > 0) this.ownJoinsPending -= 1;
      else if (this.active()) {
        // Another tab or device entered as us: it has the stay now, and signals meant for us.
        this.attempt += 1;
        this.attendWaiter?.(false);
        this.closePeers();
        this.update({ phase: 'takenOver' });
      }
      return;
    }
    // Someone came (back): whatever we had with them is stale; they offer afresh.
    this.dropPeer(person.userId);
  }

  private left(person: TRoomPresence, reason: string) {
    if (reason === 'closed') {
      this.stop('ended');
      return;
    }
    if (person.userId !== this.options.selfId) {
      this.dropPeer(person.userId);
      return;
    }
    // Our own stay ended without us leaving here (it timed out): enter again.
    if (person.attendeeId === this.snapshot.attendeeId && this.snapshot.phase === 'inCall') {
      if (reason === 'left') this.stop('left');
      else {
        this.update({ phase: 'rejoining' });
        void this.enter();
      }
    }
  }

  private signalled(from: string, data: SignalData) {
    if (!this.snapshot.attendeeId || !this.active() || from === this.options.selfId) return;
    const peer = this.peers.get(from) ?? this.connect(from);
    void peer.receive(data);
  }

  private connect(userId: string): PeerLink {
    const peer = new PeerLink({
      polite: this.options.selfId > userId,
      configuration: { iceServers: this.iceServers },
      send: (data) => this.signal(userId, data),
      onChange: () => {
        // Once connected, they learn whether our microphone and camera are on.
        if (peer.connectionState === 'connected' && !this.told.has(userId)) {
          this.told.add(userId);
          this.signal(userId, { media: this.options.media() });
        }
        this.publishPeers();
      },
    });
    this.peers.set(userId, peer);
    const { audio, video } = this.options.outgoing();
    if (audio) void peer.setTrack('audio', audio, this.options.stream);
    if (video) void peer.setTrack('video', video, this.options.stream);
    this.publishPeers();
    return peer;
  }

  private signal(to: string, data: Record<string, unknown>) {
    this.options.socket.send({ type: 'signal', appointmentId: this.options.appointmentId, to, data });
  }

  private dropPeer(userId: string) {
    const peer = this.peers.get(userId);
    if (!peer) return;
    peer.close();
    this.peers.delete(userId);
    this.told.delete(userId);
    this.publishPeers();
  }

  private closePeers() {
    if (this.peers.size === 0) return;
    for (const peer of this.peers.values()) peer.close();
    this.peers.clear();
    this.told.clear();
    this.publishPeers();
  }

  private restartIce() {
    for (const peer of this.peers.values()) peer.restartIce();
  }

  private publishPeers() {
    this.update({
      peers: [...this.peers.entries()].map(([userId, p]) => ({
        userId,
        stream: p.remoteStream,
        streamVersion: p.streamVersion,
        connection: p.connectionState,
        quality: p.quality,
        media: p.remoteMedia,
      })),
    });
  }

  private update(change: Partial<CallSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
