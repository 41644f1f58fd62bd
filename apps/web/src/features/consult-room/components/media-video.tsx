import { useEffect, useRef } from 'react';
import { routeToSpeaker } from '../utils/speaker-tone';

/**
 * A `<video>` showing a MediaStream. Our own picture is muted (no echo) and mirrored, as a mirror
 * is what people expect of themselves. When the browser will not play sound before the page has
 * been touched, the picture plays silently and `onSoundBlocked` lets the page offer a button.
 */
export function MediaVideo({
  stream,
  version = 0,
  muted = false,
  mirrored = false,
  contain = false,
  speakerId = null,
  soundOn = true,
  onSoundBlocked,
  onPicture,
  className = '',
}: {
  stream: MediaStream | null;
  /** Bumped when the stream gained a track. */
  version?: number;
  muted?: boolean;
  mirrored?: boolean;
  /** Fit the whole picture in (a shared screen) rather than fill the tile. */
  contain?: boolean;
  speakerId?: string | null;
  /** False while the page waits for a touch to play sound. */
  soundOn?: boolean;
  onSoundBlocked?: () => void;
  /** The first picture has arrived. */
  onPicture?: () => void;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version says the same stream has a new track.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.srcObject !== stream) element.srcObject = stream;
    if (!stream) return;
    element.muted = muted || !soundOn;
    void Promise.resolve()
      .then(() => element.play())
      .catch((error: unknown) => {
        if (muted || !(error instanceof DOMException) || error.name !== 'NotAllowedError') return;
        // Autoplay with sound refused: show the picture now, and ask for a touch for the sound.
        element.muted = true;
        void Promise.resolve()
          .then(() => element.play())
          .catch(() => {});
        onSoundBlocked?.();
      });
  }, [stream, version, muted, soundOn]);

  useEffect(() => {
    if (ref.current && !muted) void routeToSpeaker(ref.current, speakerId);
  }, [speakerId, muted]);

  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      onLoadedData={onPicture}
      className={`size-full ${contain ? 'object-contain' : 'object-cover'} ${mirrored ? '-scale-x-100' : ''} ${className}`}
    />
  );
}
