/** Sink choice on a media element (Chrome, Edge, Firefox; not Safari yet). */
type SinkElement = HTMLMediaElement & { setSinkId?: (sinkId: string) => Promise<void> };

/** Whether this browser lets a page choose the speaker it plays through. */
export const canChooseSpeaker = () =>
  typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;

/** Plays through `speakerId` when the browser allows the choice. */
export async function routeToSpeaker(element: HTMLMediaElement, speakerId: string | null) {
  const sink = element as SinkElement;
  if (speakerId && sink.setSinkId) await sink.setSinkId(speakerId).catch(() => {});
}

/** The test sound: two short, soft chimes, made here rather than downloaded. */
export const TONE_NOTES = [
  { frequency: 660, start: 0, length: 0.35 },
  { frequency: 880, start: 0.45, length: 0.5 },
] as const;

/**
 * Plays the speaker test through the chosen speaker: an oscillator into a media stream, played by
 * an audio element (the element, unlike the audio context, can be pointed at a speaker). Resolves
 * when it has finished.
 */
export async function playTestTone(speakerId: string | null): Promise<void> {
  const context = new AudioContext();
  const destination = context.createMediaStreamDestination();
  const gain = context.createGain();
  gain.gain.value = 0;
  gain.connect(destination);
  const t0 = context.currentTime + 0.05;
  for (const note of TONE_NOTES) {
    const oscillator = context.createOscillator();
    oscillator.type = 'sine';
    oscillator.frequency.value = note.frequency;
    oscillator.connect(gain);
    // A quick fade in and out, so the chime does not click.
    gain.gain.setValueAtTime(0, t0 + note.start);
    gain.gain.linearRampToValueAtTime(0.3, t0 + note.start + 0.03);
    gain.gain.linearRampToValueAtTime(0, t0 + note.start + note.length);
    oscillator.start(t0 + note.start);
    oscillator.stop(t0 + note.start + note.length);
  }
  const element = new Audio();
  element.srcObject = destination.stream;
  await routeToSpeaker(element, speakerId);
  const last = TONE_NOTES[TONE_NOTES.length - 1];
  const seconds = last ? last.start + last.length + 0.1 : 1;
  try {
    await context.resume();
    await element.play();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  } finally {
    element.pause();
    element.srcObject = null;
    await context.close().catch(() => {});
  }
}
