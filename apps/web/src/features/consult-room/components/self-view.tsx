import { CameraOff, MicOff } from 'lucide-react';
import type { LocalMediaSnapshot } from '../utils/local-media';
import { MediaVideo } from './media-video';

/** Our own picture, small in a corner of the stage: mirrored, silent, and "camera off" when it is. */
export function SelfView({ snapshot }: { snapshot: LocalMediaSnapshot }) {
  const showing = snapshot.sharingScreen || (snapshot.camera.live && snapshot.camera.on);
  return (
    <figure className="relative aspect-[3/4] w-24 overflow-hidden rounded-lg bg-slate-700 shadow-lg ring-2 ring-white/20 sm:aspect-video sm:w-52">
      {showing && snapshot.preview ? (
        <MediaVideo stream={snapshot.preview} muted mirrored={!snapshot.sharingScreen} />
      ) : (
        <div className="flex size-full items-center justify-center text-white/70">
          <CameraOff aria-label="Your camera is off" className="size-6" />
        </div>
      )}
      <figcaption className="absolute bottom-1 left-1 flex items-center gap-1 rounded-full bg-ink/70 px-2 py-0.5 text-xs font-medium text-white">
        {snapshot.microphone.on ? null : <MicOff aria-label="Muted" className="size-3.5" />}
        {snapshot.sharingScreen ? 'Your screen' : 'You'}
      </figcaption>
    </figure>
  );
}
