import { MicOff } from 'lucide-react';
import { useState } from 'react';
import type { RemotePeer } from '../utils/room-call';
import { MediaVideo } from './media-video';
import { QualityBadge } from './quality-badge';

const initials = (name: string) =>
  name
    .replace(/^Dr\s+/, '')
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

const CONNECTING: ReadonlyArray<RTCPeerConnectionState> = ['new', 'connecting'];
const TROUBLE: ReadonlyArray<RTCPeerConnectionState> = ['disconnected', 'failed'];

/**
 * One other person in the call: their picture (or their initials while their camera is off), their
 * name, whether they are muted, the connection's quality, and while it is being made or mended, a
 * word on that. Their sound plays from here, through the chosen speaker.
 */
export function VideoTile({
  name,
  peer,
  speakerId,
  soundOn,
  onSoundBlocked,
}: {
  name: string;
  peer: RemotePeer | undefined;
  speakerId: string | null;
  soundOn: boolean;
  onSoundBlocked: () => void;
}) {
  const [hasPicture, setHasPicture] = useState(false);
  const stream = peer?.stream ?? null;
  const videoOn = peer?.media?.video !== false;
  const state = peer?.connection ?? 'new';
  const word = TROUBLE.includes(state) ? 'Reconnecting…' : CONNECTING.includes(state) ? 'Connecting…' : null;

  return (
    <figure className="relative min-h-0 overflow-hidden rounded-xl bg-slate-800" data-testid="remote-tile">
      <div className={`size-full ${hasPicture && videoOn ? '' : 'invisible'}`}>
        <MediaVideo
          stream={stream}
          version={peer?.streamVersion}
          contain={peer?.media?.screen === true}
          speakerId={speakerId}
          soundOn={soundOn}
          onSoundBlocked={onSoundBlocked}
          onPicture={() => setHasPicture(true)}
        />
      </div>
      {hasPicture && videoOn ? null : (
        <div className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-20 items-center justify-center rounded-full bg-primary text-2xl font-semibold text-white sm:size-24">
            {initials(name)}
          </span>
        </div>
      )}
      {word ? (
        <p role="status" className="absolute inset-x-0 top-3 text-center text-sm font-medium text-white">
          {word}
        </p>
      ) : null}
      <figcaption className="absolute bottom-2 left-2 flex max-w-[calc(100%-1rem)] flex-wrap items-center gap-1.5">
        <span className="flex items-center gap-1.5 rounded-full bg-ink/70 px-3 py-1 text-sm font-medium text-white">
          {peer?.media?.audio === false ? <MicOff aria-label="Muted" className="size-4" /> : null}
          {name}
        </span>
        <QualityBadge quality={peer?.quality ?? null} who={name} />
      </figcaption>
    </figure>
  );
}
