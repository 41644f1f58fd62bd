import { qualityOf, readSample, type StatsSample, type TQuality } from './quality';

/** Whether the other person's microphone and camera are on (or a screen shared), as they last told us. */
export interface MediaState {
  audio: boolean;
  video: boolean;
  screen: boolean;
}

/** What passes between two browsers over the room's socket (`signal` → `room.signal`). */
export interface SignalData {
  description?: RTCSessionDescriptionInit;
  candidate?: RTCIceCandidateInit;
  media?: MediaState;
}

export interface PeerLinkOptions {
  /** The polite side gives way when both offer at once (perfect negotiation). */
  polite: boolean;
  configuration: RTCConfiguration;
  /** Sends `data` to the other person. */
  send: (data: Record<string, unknown>) => void;
  /** Something the call shows changed: their stream, the connection's state, its quality. */
  onChange: () => void;
}

/** How long a connection may stay "disconnected" before its ICE is restarted. */
export const DISCONNECTED_GRACE_MS = 4_000;

const descriptionOf = (d: RTCSessionDescription | null) => (d ? { type: d.type, sdp: d.sdp } : null);

/**
 * One RTCPeerConnection to one other person in the call, negotiated with the "perfect negotiation"
 * pattern (W3C WebRTC, example 18): either side may offer whenever its tracks change; when both
 * offer at once, the impolite side ignores the other's offer and the polite side rolls its own back.
 * Candidates trickle as they are found. A connection that fails, or stays disconnected for a few
 * seconds, restarts ICE, which renegotiates through the same path.
 */
export class PeerLink {
  readonly pc: RTCPeerConnection;
  remoteStream: MediaStream | null = null;
  /** Bumped whenever the remote stream gains a track, so a video element picks it up. */
  streamVersion = 0;
  quality: TQuality | null = null;
  remoteMedia: MediaState | null = null;
  private readonly senders = new Map<string, RTCRtpSender>();
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;
  private incoming: Promise<void> = Promise.resolve();
  private disconnectedTimer: ReturnType<typeof setTimeout> | null = null;
  private lastSample: StatsSample | null = null;
  private closed = false;

  constructor(private readonly options: PeerLinkOptions) {
    const pc = new RTCPeerConnection(options.configuration);
    this.pc = pc;
    pc.onnegotiationneeded = () => void this.offer();
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) options.send({ candidate: candidate.toJSON() });
    };
    pc.ontrack = ({ track, streams }) => {
      const stream = streams[0] ?? this.remoteStream ?? new MediaStream();
      if (!stream.getTracks().includes(track)) stream.addTrack(track);
      this.remoteStream = stream;
      this.streamVersion += 1;
      options.onChange();
    };
    pc.onconnectionstatechange = () => {
      this.watchConnection();
      options.onChange();
    };
  }

  get connectionState(): RTCPeerConnectionState {
    return this.pc.connectionState;
  }

  /** Sends `track` as this person's `kind` (replacing what was sent, or adding it), or stops sending. */
  async setTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null, stream: MediaStream) {
    if (this.closed) return;
    const sender = this.senders.get(kind);
    if (sender) await sender.replaceTrack(track);
    else if (track) this.senders.set(kind, this.pc.addTrack(track, stream));
  }

  /** Handles what the other person sent, one message at a time, in the order it came. */
  receive(data: SignalData): Promise<void> {
    this.incoming = this.incoming
      .then(() => this.handle(data))
      .catch(() => {
        // A description or candidate that no longer fits (the connection moved on) is dropped; the
        // next negotiation or an ICE restart settles the connection.
      });
    return this.incoming;
  }

  /** A new network (or none for a while): gather fresh candidates and renegotiate. */
  restartIce() {
    if (!this.closed) this.pc.restartIce();
  }

  /** Reads `getStats()` and updates the quality from the packets lost since the last reading. */
  async sampleQuality() {
    if (this.closed || this.pc.connectionState !== 'connected') return;
    const sample = readSample(await this.pc.getStats());
    const quality = qualityOf(this.lastSample, sample);
    this.lastSample = sample;
    if (quality && quality !== this.quality) {
      this.quality = quality;
      this.options.onChange();
    }
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    if (this.disconnectedTimer) clearTimeout(this.disconnectedTimer);
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
  }

  private async offer() {
    if (this.closed) return;
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription();
      const description = descriptionOf(this.pc.localDescription);
      if (description) this.options.send({ description });
    } catch {
      // The state moved on while the offer was made (an offer came in): negotiation needs it again.
    } finally {
      this.makingOffer = false;
    }
  }

  private async handle({ description, candidate, media }: SignalData) {
    if (this.closed) return;
    if (media) {
      this.remoteMedia = media;
      this.options.onChange();
    }
    const pc = this.pc;
    if (description) {
      const readyForOffer = !this.makingOffer && (pc.signalingState === 'stable' || this.settingRemoteAnswer);
      const collision = description.type === 'offer' && !readyForOffer;
      this.ignoreOffer = !this.options.polite && collision;
      if (this.ignoreOffer) return;
      this.settingRemoteAnswer = description.type === 'answer';
      try {
        await pc.setRemoteDescription(description);
      } finally {
        this.settingRemoteAnswer = false;
      }
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        const answer = descriptionOf(pc.localDescription);
        if (answer) this.options.send({ description: answer });
      }
    } else if (candidate) {
      try {
        await pc.addIceCandidate(candidate);
      } catch (error) {
        // A candidate of the offer we ignored has nowhere to go.
        if (!this.ignoreOffer) throw error;
      }
    }
  }

  private watchConnection() {
    const state = this.pc.connectionState;
    if (this.disconnectedTimer) clearTimeout(this.disconnectedTimer);
    this.disconnectedTimer = null;
    if (state === 'failed') this.restartIce();
    else if (state === 'disconnected')
      this.disconnectedTimer = setTimeout(() => {
        if (this.pc.connectionState === 'disconnected') this.restartIce();
      }, DISCONNECTED_GRACE_MS);
  }
}
