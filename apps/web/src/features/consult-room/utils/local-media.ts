import { type MediaProblem, mediaProblemOf } from './media-problem';

type Kind = 'audio' | 'video';

export interface DeviceState {
  /** The device in use (its `deviceId`), once known. */
  deviceId: string | null;
  /** Why it could not be used; null when it works (or was not asked for). */
  problem: MediaProblem | null;
  /** Sending (not muted, camera not turned off). */
  on: boolean;
  /** A track exists: the camera is off entirely when joining with audio only. */
  live: boolean;
}

export interface LocalMediaSnapshot {
  status: 'idle' | 'starting' | 'ready';
  microphone: DeviceState;
  camera: DeviceState;
  sharingScreen: boolean;
  /** What the others see: the camera, or the shared screen. */
  preview: MediaStream | null;
  /** The microphone's track, for the level meter. */
  audioTrack: MediaStreamTrack | null;
}

export type TrackListener = (kind: Kind, track: MediaStreamTrack | null) => void;

const device = (): DeviceState => ({ deviceId: null, problem: null, on: false, live: false });
const constraint = (deviceId: string | null | undefined): MediaTrackConstraints | boolean =>
  deviceId ? { deviceId: { exact: deviceId } } : true;

/**
 * This browser's camera, microphone and shared screen for the call: asks for them, says why one
 * could not be had (blocked, missing, in use), switches devices, mutes and turns the camera off,
 * and shares the screen in the camera's place. Whoever sends the media hears each change of the
 * track to send (`onTrack`) and replaces it in every connection.
 */
export class LocalMedia {
  /** The stream every connection sends from; its tracks change as devices do. */
  readonly stream: MediaStream;
  private audio: MediaStreamTrack | null = null;
  private camera: MediaStreamTrack | null = null;
  private screen: MediaStreamTrack | null = null;
  private snapshot: LocalMediaSnapshot = {
    status: 'idle',
    microphone: device(),
    camera: device(),
    sharingScreen: false,
    preview: null,
    audioTrack: null,
  };
  private readonly listeners = new Set<() => void>();
  private readonly trackListeners = new Set<TrackListener>();
  /** Bumped by each start and stop: devices that arrive for an older one are let go at once. */
  private generation = 0;

  constructor(private readonly devices: MediaDevices = navigator.mediaDevices) {
    this.stream = new MediaStream();
  }

  getSnapshot = () => this.snapshot;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  onTrack(listener: TrackListener) {
    this.trackListeners.add(listener);
    return () => this.trackListeners.delete(listener);
  }

  /** The tracks to send now. */
  outgoing() {
    return { audio: this.audio, video: this.screen ?? this.camera };
  }

  /** What the others are told: microphone on, picture on, and whether it is a shared screen. */
  mediaState() {
    return {
      audio: Boolean(this.audio?.enabled),
      video: Boolean(this.screen ?? this.camera?.enabled),
      screen: this.screen !== null,
    };
  }

  /**
   * Asks for the microphone and (unless `video` is false) the camera in one prompt. When that is
   * refused, asks for each alone, to learn which one the browser holds back.
   */
  async start({
    video,
    cameraId,
    microphoneId,
  }: {
    video: boolean;
    cameraId?: string;
    microphoneId?: string;
  }) {
    const generation = ++this.generation;
    this.patch({ status: 'starting' });
    const problems: Partial<Record<Kind, MediaProblem>> = {};
    let tracks: MediaStreamTrack[] = [];
    try {
      tracks = await this.ask({
        audio: constraint(microphoneId),
        video: video ? constraint(cameraId) : false,
      });
    } catch {
      for (const kind of video ? (['audio', 'video'] as const) : (['audio'] as const)) {
        try {
          tracks.push(
            ...(await this.ask({ [kind]: constraint(kind === 'audio' ? microphoneId : cameraId) })),
          );
        } catch (error) {
          problems[kind] = mediaProblemOf(error);
        }
      }
    }
    if (generation !== this.generation) {
      for (const t of tracks) t.stop();
      return;
    }
    this.replace('audio', tracks.find((t) => t.kind === 'audio') ?? null);
    if (video) this.replace('video', tracks.find((t) => t.kind === 'video') ?? null);
    this.patch({
      status: 'ready',
      microphone: { ...this.describe('audio'), problem: problems.audio ?? null },
      camera: { ...this.describe('video'), problem: video ? (problems.video ?? null) : null },
    });
  }

  /** Uses another camera (or turns the camera on, after joining with audio only). */
  async switchCamera(deviceId?: string) {
    try {
      const [track] = await this.ask({ video: constraint(deviceId) });
      this.replace('video', track ?? null);
      this.patch({ camera: { ...this.describe('video'), problem: null } });
    } catch (error) {
      this.patch({ camera: { ...this.describe('video'), problem: mediaProblemOf(error) } });
    }
  }

  async switchMicrophone(deviceId?: string) {
    const wasOn = this.audio?.enabled ?? true;
    try {
      const [track] = await this.ask({ audio: constraint(deviceId) });
      if (track) track.enabled = wasOn;
      this.replace('audio', track ?? null);
      this.patch({ microphone: { ...this.describe('audio'), problem: null } });
    } catch (error) {
      this.patch({ microphone: { ...this.describe('audio'), problem: mediaProblemOf(error) } });
    }
  }

  setMicrophoneOn(on: boolean) {
    if (this.audio) this.audio.enabled = on;
    this.patch({ microphone: this.describe('audio') });
  }

  /** Mutes the camera's picture (the others see it off); with no camera yet, asks for one. */
  async setCameraOn(on: boolean) {
    if (!this.camera) {
      if (on) await this.switchCamera(this.snapshot.camera.deviceId ?? undefined);
      return;
    }
    this.camera.enabled = on;
    this.patch({ camera: this.describe('video') });
  }

  /** Lets the camera go, to join with audio only (it can be turned on again in the call). */
  dropCamera() {
    this.replace('video', null);
    this.patch({ camera: { ...this.describe('video'), problem: null } });
  }

  /** Shares a screen or window in the camera's place, until stopped here or in the browser's bar. */
  async shareScreen() {
    const stream = await this.devices.getDisplayMedia({ video: true, audio: false });
    const [track] = stream.getVideoTracks();
    if (!track) return;
    if (this.snapshot.status === 'idle') {
      track.stop();
      return;
    }
    track.addEventListener('ended', () => this.stopSharing());
    this.screen = track;
    this.swapInStream(this.camera, track);
    this.emit('video', track);
    this.patch({ sharingScreen: true, preview: new MediaStream([track]) });
  }

  stopSharing() {
    const screen = this.screen;
    if (!screen) return;
    this.screen = null;
    screen.stop();
    this.swapInStream(screen, this.camera);
    this.emit('video', this.camera);
    this.patch({ sharingScreen: false, preview: this.previewStream() });
  }

  /** Lets go of every device (the camera light goes off); `start` may ask again. */
  stop() {
    this.generation += 1;
    for (const track of [this.audio, this.camera, this.screen]) {
      if (track) this.stream.removeTrack(track);
      track?.stop();
    }
    this.audio = null;
    this.camera = null;
    this.screen = null;
    this.patch({
      status: 'idle',
      microphone: device(),
      camera: device(),
      sharingScreen: false,
      preview: null,
      audioTrack: null,
    });
  }

  private async ask(constraints: MediaStreamConstraints) {
    return (await this.devices.getUserMedia(constraints)).getTracks();
  }

  private replace(kind: Kind, track: MediaStreamTrack | null) {
    const old = kind === 'audio' ? this.audio : this.camera;
    if (old === track) return;
    if (kind === 'audio') this.audio = track;
    else this.camera = track;
    if (kind === 'video' && this.screen) {
      // The screen stays on show; the new camera waits behind it.
      old?.stop();
      this.patch({ camera: this.describe('video') });
      return;
    }
    this.swapInStream(old, track);
    old?.stop();
    this.emit(kind, track);
    this.patch({ preview: this.previewStream(), audioTrack: this.audio });
  }

  private swapInStream(old: MediaStreamTrack | null, next: MediaStreamTrack | null) {
    if (old) this.stream.removeTrack(old);
    if (next) this.stream.addTrack(next);
  }

  private previewStream() {
    const video = this.screen ?? this.camera;
    return video ? new MediaStream([video]) : null;
  }

  private describe(kind: Kind): DeviceState {
    const track = kind === 'audio' ? this.audio : this.camera;
    const current = kind === 'audio' ? this.snapshot.microphone : this.snapshot.camera;
    return {
      deviceId: track?.getSettings().deviceId ?? current.deviceId,
      problem: current.problem,
      on: Boolean(track?.enabled),
      live: Boolean(track),
    };
  }

  private emit(kind: Kind, track: MediaStreamTrack | null) {
    for (const listener of this.trackListeners) listener(kind, track);
  }

  private patch(change: Partial<LocalMediaSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
