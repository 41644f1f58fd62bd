import { useEffect, useState } from 'react';

/** How often the meter moves: often enough to follow speech, rarely enough not to busy the page. */
const FRAME_MS = 100;

/**
 * The loudness of `track` from 0 to 1, read by a Web Audio AnalyserNode (the root mean square of
 * each frame of samples, scaled so speech fills most of the meter). 0 without a track, or while
 * it is muted.
 */
export function useAudioLevel(track: MediaStreamTrack | null, on: boolean): number {
  const [level, setLevel] = useState(0);
  const listening = Boolean(track && on && typeof AudioContext !== 'undefined');
  useEffect(() => {
    if (!track || !listening) return;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    // A page that has not been touched yet starts its audio suspended; a touch lets it run.
    const resume = () => void context.resume().catch(() => {});
    resume();
    window.addEventListener('pointerdown', resume);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) {
        const centred = (sample - 128) / 128;
        sum += centred * centred;
      }
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 4));
    }, FRAME_MS);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pointerdown', resume);
      source.disconnect();
      void context.close().catch(() => {});
    };
  }, [track, listening]);
  // Not listening, the last reading no longer holds.
  return listening ? level : 0;
}
