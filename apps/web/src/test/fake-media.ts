import { vi } from 'vitest';

/**
 * Stand-ins for the browser's media and WebRTC, which jsdom does not have: tracks and streams,
 * `navigator.mediaDevices` (a test says which devices work and which the browser refuses), an
 * RTCPeerConnection that records what the page does with it, and the Web Audio nodes the level
 * meter and the test sound use. Only what the consult room calls is here.
 */

let trackNumber = 0;

export class FakeTrack extends EventTarget {
  readonly id = `track-${++trackNumber}`;
  enabled = true;
  readyState: 'live' | 'ended' = 'live';
  constructor(
    readonly kind: 'audio' | 'video',
    readonly deviceId: string,
    readonly label = deviceId,
  ) {
    super();
  }
  getSettings() {
    return { deviceId: this.deviceId };
  }
  stop() {
    this.readyState = 'ended';
  }
  /** The browser ends it (the "Stop sharing" bar). */
  end() {
    this.readyState = 'ended';
    this.dispatchEvent(new Event('ended'));
  }
}

export class FakeMediaStream {
  private readonly tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks() {
    return [...this.tracks];
  }
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((t) => t.kind === 'video');
  }
  addTrack(track: FakeTrack) {
    if (!this.tracks.includes(track)) this.tracks.push(track);
  }
  removeTrack(track: FakeTrack) {
    const i = this.tracks.indexOf(track);
    if (i >= 0) this.tracks.splice(i, 1);
  }
}

/** How the browser answers for a device: it works, or it refuses with this DOMException name. */
export type DeviceAnswer = 'ok' | 'NotAllowedError' | 'NotFoundError' | 'NotReadableError';

export interface FakeDevicesOptions {
  camera?: DeviceAnswer;
  microphone?: DeviceAnswer;
}

export class FakeSender {
  readonly replaceTrack = vi.fn(async (track: FakeTrack | null) => {
    this.track = track;
  });
  constructor(public track: FakeTrack | null) {}
}

type Handler<E> = ((event: E) => void) | null;

export class FakePeerConnection {
  static all: FakePeerConnection[] = [];
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: { type: RTCSdpType; sdp: string } | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  readonly senders: FakeSender[] = [];
  readonly restartIce = vi.fn();
  closed = false;
  private negotiationNeeded = false;
  onnegotiationneeded: Handler<Event> = null;
  onicecandidate: Handler<{ candidate: { toJSON(): RTCIceCandidateInit } | null }> = null;
  ontrack: Handler<{ track: FakeTrack; streams: FakeMediaStream[] }> = null;
  onconnectionstatechange: Handler<Event> = null;

  constructor(readonly configuration: RTCConfiguration) {
    FakePeerConnection.all.push(this);
  }

  addTrack(track: FakeTrack) {
    const sender = new FakeSender(track);
    this.senders.push(sender);
    this.negotiationNeeded = true;
    this.negotiateLater();
    return sender;
  }
  async setLocalDescription() {
    const type: RTCSdpType = this.signalingState === 'have-remote-offer' ? 'answer' : 'offer';
    this.localDescription = { type, sdp: `fake ${type}` };
    if (type === 'offer') this.negotiationNeeded = false;
    this.signalingState = type === 'offer' ? 'have-local-offer' : 'stable';
    this.negotiateLater();
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remoteDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
    this.negotiateLater();
  }
  /** As a browser does: a negotiation is asked for in a later task, once the state is stable. */
  private negotiateLater() {
    setTimeout(() => {
      if (!this.negotiationNeeded || this.signalingState !== 'stable' || this.closed) return;
      this.negotiationNeeded = false;
      this.onnegotiationneeded?.(new Event('negotiationneeded'));
    }, 0);
  }
  async addIceCandidate() {}
  async getStats() {
    return new Map();
  }
  close() {
    this.closed = true;
  }
  /** The connection comes up (or goes down). */
  setConnectionState(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.(new Event('connectionstatechange'));
  }
  /** The other browser's picture arrives. */
  receiveTrack(track: FakeTrack) {
    this.ontrack?.({ track, streams: [new FakeMediaStream([track])] });
  }
}

class FakeAudioContext {
  currentTime = 0;
  createMediaStreamSource() {
    return { connect: () => {}, disconnect: () => {} };
  }
  createAnalyser() {
    return { fftSize: 512, getByteTimeDomainData: (samples: Uint8Array) => samples.fill(128) };
  }
  createMediaStreamDestination() {
    return { stream: new FakeMediaStream() };
  }
  createGain() {
    return {
      gain: { value: 0, setValueAtTime: () => {}, linearRampToValueAtTime: () => {} },
      connect: () => {},
    };
  }
  createOscillator() {
    return { type: 'sine', frequency: { value: 0 }, connect: () => {}, start: () => {}, stop: () => {} };
  }
  async resume() {}
  async close() {}
}

const refusal = (name: string) => new DOMException(`${name} (fake)`, name);

/**
 * Installs the fakes. `camera` and `microphone` say how the browser answers for each; the returned
 * controls show what was asked for and let a test end a shared screen. Call `restore` after.
 */
export function installFakeMedia({ camera = 'ok', microphone = 'ok' }: FakeDevicesOptions = {}) {
  FakePeerConnection.all = [];
  const asked: MediaStreamConstraints[] = [];
  const screens: FakeTrack[] = [];
  const mediaDevices = {
    getUserMedia: vi.fn(async (constraints: MediaStreamConstraints) => {
      asked.push(constraints);
      const tracks: FakeTrack[] = [];
      if (constraints.audio) {
        if (microphone !== 'ok') throw refusal(microphone);
        tracks.push(new FakeTrack('audio', 'mic-1', 'Built-in microphone'));
      }
      if (constraints.video) {
        if (camera !== 'ok') throw refusal(camera);
        const wanted = (constraints.video as MediaTrackConstraints).deviceId as
          | { exact?: string }
          | undefined;
        tracks.push(new FakeTrack('video', wanted?.exact ?? 'camera-1', 'FaceTime camera'));
      }
      return new FakeMediaStream(tracks);
    }),
    getDisplayMedia: vi.fn(async () => {
      const screen = new FakeTrack('video', 'screen-1', 'Entire screen');
      screens.push(screen);
      return new FakeMediaStream([screen]);
    }),
    enumerateDevices: vi.fn(async () => [
      { kind: 'videoinput', deviceId: 'camera-1', label: 'FaceTime camera', groupId: 'a' },
      { kind: 'videoinput', deviceId: 'camera-2', label: 'USB camera', groupId: 'b' },
      { kind: 'audioinput', deviceId: 'mic-1', label: 'Built-in microphone', groupId: 'a' },
      { kind: 'audiooutput', deviceId: 'speaker-1', label: 'Built-in speakers', groupId: 'a' },
    ]),
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  Object.defineProperty(window.navigator, 'mediaDevices', { configurable: true, value: mediaDevices });
  vi.stubGlobal('MediaStream', FakeMediaStream);
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  return {
    asked,
    screens,
    restore() {
      play.mockRestore();
      pause.mockRestore();
      Reflect.deleteProperty(window.navigator, 'mediaDevices');
    },
  };
}

/** Pretends the page runs in `userAgent` (a browser's help is chosen by it). */
export function pretendBrowser(userAgent: string) {
  const original = Object.getOwnPropertyDescriptor(window.navigator, 'userAgent');
  Object.defineProperty(window.navigator, 'userAgent', { configurable: true, value: userAgent });
  return () => {
    if (original) Object.defineProperty(window.navigator, 'userAgent', original);
    else Reflect.deleteProperty(window.navigator, 'userAgent');
  };
}
