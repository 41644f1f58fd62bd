import { ApiError } from '../../../lib/api-client';

/** Each chunk holds this much of the call: a closed tab loses at most the one in flight (decision 0033). */
export const RECORDING_SLICE_MS = 5_000;
/** Tries per chunk before the recording gives up: a network blip, not a refusal, is worth another go. */
const TRIES = 4;

const VIDEO_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm'];
const AUDIO_TYPES = ['audio/webm;codecs=opus', 'audio/webm'];

/** The first type the browser records of those the API stores; null when it records none of them. */
export function recordingType(withVideo: boolean): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  const wanted = withVideo ? [...VIDEO_TYPES, ...AUDIO_TYPES] : AUDIO_TYPES;
  return wanted.find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

/** A refusal the same chunk would meet again (the recording stopped, too large), unlike a lost answer. */
const isFinal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

export interface CallRecorderOptions {
  /** Our own stream: its microphone goes into the mix. */
  local: MediaStream;
  /** The others' streams: their sound goes into the mix, and the first one's picture is recorded. */
  remote: MediaStream[];
  upload: (index: number, chunk: Blob, contentType: string) => Promise<unknown>;
  /** The recording cannot go on: a chunk was refused or never got through. */
  onFailed: (error: unknown) => void;
  /** Between tries of a chunk; a test makes it instant. */
  pause?: (ms: number) => Promise<void>;
}

/**
 * Records the call in the doctor's browser: everyone's sound mixed through Web Audio, with the
 * other person's picture (or our own when theirs is off), in slices of RECORDING_SLICE_MS, each
 * uploaded in order as soon as it is made. A failed chunk is tried again a few times (the API takes
 * the same index again without change); a refused one ends the recording.
 */
export class CallRecorder {
  readonly contentType: string;
  private readonly recorder: MediaRecorder;
  private readonly context: AudioContext;
  private readonly pause: (ms: number) => Promise<void>;
  private next = 0;
  private queue: Promise<void> = Promise.resolve();
  private failed = false;

  constructor(private readonly options: CallRecorderOptions) {
    this.pause = options.pause ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.context = new AudioContext();
    const mix = this.context.createMediaStreamDestination();
    for (const stream of [options.local, ...options.remote]) {
      for (const track of stream.getAudioTracks())
        this.context.createMediaStreamSource(new MediaStream([track])).connect(mix);
    }
    const video =
      options.remote.flatMap((s) => s.getVideoTracks()).find((t) => t.readyState === 'live') ??
      options.local.getVideoTracks().find((t) => t.readyState === 'live');
    const type = recordingType(video !== undefined);
    if (!type) throw new Error('This browser cannot record the call');
    const tracks = [...(type.startsWith('video') && video ? [video] : []), ...mix.stream.getAudioTracks()];
    this.contentType = type;
    this.recorder = new MediaRecorder(new MediaStream(tracks), { mimeType: type });
    this.recorder.ondataavailable = (event) => {
      if (event.data.size === 0 || this.failed) return;
      const index = this.next++;
      this.queue = this.queue.then(() => this.send(index, event.data));
    };
  }

  start() {
    this.recorder.start(RECORDING_SLICE_MS);
  }

  /** Stops recording and resolves once every chunk, the last one included, is stored. */
  async stop(): Promise<void> {
    if (this.recorder.state !== 'inactive') {
      // The last chunk comes out before `stop`.
      const stopped = new Promise((resolve) =>
        this.recorder.addEventListener('stop', resolve, { once: true }),
      );
      this.recorder.stop();
      await stopped;
    }
    await this.queue;
    void this.context.close();
  }

  /** Stops at once, keeping nothing more: the recording already finished on the server. */
  abandon() {
    this.failed = true;
    if (this.recorder.state !== 'inactive') this.recorder.stop();
    void this.context.close();
  }

  private async send(index: number, chunk: Blob) {
    for (let attempt = 1; !this.failed; attempt++) {
      try {
        await this.options.upload(index, chunk, this.contentType);
        return;
      } catch (error) {
        if (isFinal(error) || attempt >= TRIES) {
          this.abandon();
          this.options.onFailed(error);
          return;
        }
        await this.pause(500 * 2 ** (attempt - 1));
      }
    }
  }
}
