import type { TRoomPresence } from '@curo/core/room';
import type { TAppointmentDetails } from '@curo/core/scheduling-staff';
import { Volume2, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { PageMeta } from '../../../components/ui/page-meta';
import { toast } from '../../../lib/toast-store';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useCallRecording } from '../hooks/use-call-recording';
import type { LocalMedia, LocalMediaSnapshot } from '../utils/local-media';
import { otherPartyOf } from '../utils/people';
import type { CallSnapshot } from '../utils/room-call';
import type { RoomSocket } from '../utils/room-socket';
import { CallControls } from './call-controls';
import { CallRecording } from './call-recording';
import { DeviceSettings } from './device-settings';
import { PresenceNote } from './presence-note';
import { QualityBadge, worstQuality } from './quality-badge';
import { SelfView } from './self-view';
import { VideoTile } from './video-tile';

const GRID: Record<number, string> = {
  1: 'grid-cols-1 grid-rows-1',
  2: 'grid-cols-1 grid-rows-2 sm:grid-cols-2 sm:grid-rows-1',
};
const MANY = 'grid-cols-1 grid-rows-3 sm:grid-cols-2 sm:grid-rows-2';

export interface CallViewProps {
  consult: TAppointmentDetails;
  present: TRoomPresence[];
  selfId: string;
  isDoctor: boolean;
  call: CallSnapshot;
  /** The room's socket, which hears the recording's live steps. */
  socket: RoomSocket | null;
  media: LocalMedia;
  snapshot: LocalMediaSnapshot;
  speakerId: string | null;
  onSpeakerChange: (speakerId: string) => void;
  onLeave: () => void;
  /** The doctor's "End consult": the consult's own end transition. */
  onEnd: () => Promise<unknown>;
  /** The consult's chat, beside the video on a wide screen and in a sheet on a phone. */
  chat: ReactNode;
}

/**
 * In the call: the others large (one fills the stage; two or three share it), ourselves small in
 * a corner, the controls along the bottom, and the chat beside it on a wide screen or over it on a
 * phone. Alone in the call, the stage says who we are waiting for.
 */
export function CallView({
  consult,
  present,
  selfId,
  isDoctor,
  call,
  socket,
  media,
  snapshot,
  speakerId,
  onSpeakerChange,
  onLeave,
  onEnd,
  chat,
}: CallViewProps) {
  const wide = useMediaQuery('(min-width: 1024px)', true);
  const [chatOpen, setChatOpen] = useState(wide);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [ending, setEnding] = useState(false);
  const [soundBlocked, setSoundBlocked] = useState(false);

  const others = present.filter((p) => p.userId !== selfId);
  const seen = new Set(others.map((p) => p.userId));
  const tiles = [
    ...others.map((p) => ({ userId: p.userId, name: p.name })),
    // Someone signalling before the presence list has them (it refetches).
    ...call.peers.filter((p) => !seen.has(p.userId)).map((p) => ({ userId: p.userId, name: 'Joining…' })),
  ].slice(0, 3);
  const peerOf = (userId: string) => call.peers.find((p) => p.userId === userId);
  const quality = worstQuality(call.peers.map((p) => p.quality));
  const title = `Video consult with ${otherPartyOf(consult, isDoctor)}`;
  const recording = useCallRecording({
    appointmentId: consult.appointment.id,
    socket,
    isDoctor,
    streams: () => ({
      local: media.stream,
      remote: call.peers.flatMap((p) => (p.stream ? [p.stream] : [])),
    }),
  });

  const shareScreen = async () => {
    try {
      if (snapshot.sharingScreen) media.stopSharing();
      else await media.shareScreen();
    } catch {
      // Closing the browser's picker is a choice, not a failure; anything else gets a word.
      toast.error('Your screen could not be shared. Try again, or describe what you see.');
    }
  };

  return (
    <div className="flex h-dvh flex-col bg-ink text-white lg:flex-row">
      <PageMeta title={title} description="Your video consult on Curo." noIndex />
      <main id="main" className="flex min-h-0 min-w-0 flex-1 flex-col">
        <header className="flex min-h-14 items-center gap-3 px-4 py-2">
          <h1 className="min-w-0 flex-1 truncate text-base font-semibold sm:text-lg">
            {/* A phone's narrow bar keeps the name; the words before it are read out. */}
            <span className="sr-only sm:not-sr-only">Video consult with </span>
            {otherPartyOf(consult, isDoctor)}
          </h1>
          <CallRecording
            isDoctor={isDoctor}
            request={recording.request}
            active={recording.active}
            recordingHere={recording.recordingHere}
            waiting={recording.waiting}
            declined={recording.declined}
            busy={recording.busy}
            onAsk={() => void recording.ask()}
            onStop={() => void recording.stop()}
            onAnswer={recording.answer}
          />
          <QualityBadge quality={quality} />
          {isDoctor ? (
            <Button variant="smallDanger" onClick={() => setEnding(true)}>
              End consult
            </Button>
          ) : null}
        </header>

        {call.phase !== 'inCall' || soundBlocked ? (
          <div className="flex flex-wrap items-center justify-center gap-3 px-4 pb-2">
            {call.phase === 'joining' ? (
              <p role="status" className="text-sm text-white/80">
                Joining the call…
              </p>
            ) : call.phase === 'rejoining' ? (
              <p role="status" className="text-sm text-amber-200">
                Your connection dropped. Reconnecting to the call…
              </p>
            ) : null}
            {soundBlocked ? (
              <Button variant="onDark" onClick={() => setSoundBlocked(false)}>
                <Volume2 aria-hidden className="size-5" />
                Turn on sound
              </Button>
            ) : null}
          </div>
        ) : null}

        <section aria-label="Video" className="relative min-h-0 flex-1 px-2 sm:px-4">
          {tiles.length === 0 ? (
            <div className="flex size-full items-center justify-center rounded-xl bg-slate-800 p-6 text-center">
              <div className="max-w-sm">
                <PresenceNote
                  consult={consult}
                  present={present}
                  selfId={selfId}
                  isDoctor={isDoctor}
                  tone="dark"
                />
              </div>
            </div>
          ) : (
            <div className={`grid size-full gap-2 ${GRID[tiles.length] ?? MANY}`}>
              {tiles.map((tile) => (
                <VideoTile
                  key={tile.userId}
                  name={tile.name}
                  peer={peerOf(tile.userId)}
                  speakerId={speakerId}
                  soundOn={!soundBlocked}
                  onSoundBlocked={() => setSoundBlocked(true)}
                />
              ))}
            </div>
          )}
          <div className="absolute right-5 bottom-3 z-10 sm:right-8 sm:bottom-4">
            <SelfView snapshot={snapshot} />
          </div>
        </section>

        <div className="px-2 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          <CallControls
            microphoneOn={snapshot.microphone.on}
            cameraOn={snapshot.sharingScreen || (snapshot.camera.live && snapshot.camera.on)}
            sharingScreen={snapshot.sharingScreen}
            canShareScreen={typeof navigator.mediaDevices?.getDisplayMedia === 'function'}
            chatOpen={chatOpen}
            onToggleMicrophone={() => media.setMicrophoneOn(!snapshot.microphone.on)}
            onToggleCamera={() => void media.setCameraOn(!(snapshot.camera.live && snapshot.camera.on))}
            onToggleScreen={() => void shareScreen()}
            onToggleChat={() => setChatOpen((open) => !open)}
            onSettings={() => setSettingsOpen(true)}
            onLeave={onLeave}
          />
        </div>
      </main>

      {chatOpen ? (
        <aside
          aria-label="Chat"
          className={
            wide
              ? 'flex w-[380px] shrink-0 flex-col bg-surface p-3 text-ink'
              : 'fixed inset-x-0 top-14 bottom-0 z-30 flex flex-col rounded-t-2xl bg-surface p-2 text-ink shadow-2xl'
          }
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !wide) setChatOpen(false);
          }}
        >
          {wide ? null : (
            <div className="flex justify-end">
              <button
                type="button"
                onClick={() => setChatOpen(false)}
                className="flex size-11 items-center justify-center rounded-full text-muted hover:bg-white hover:text-ink"
              >
                <X aria-hidden className="size-5" />
                <span className="sr-only">Close chat</span>
              </button>
            </div>
          )}
          <div className="flex min-h-0 flex-1 flex-col [&>section]:min-h-0 [&>section]:flex-1">{chat}</div>
        </aside>
      ) : null}

      <Modal
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        title="Camera, microphone and speaker"
        description="Changes take effect at once, for everyone in the call."
      >
        <div className="text-ink">
          <DeviceSettings
            media={media}
            snapshot={snapshot}
            speakerId={speakerId}
            onSpeakerChange={onSpeakerChange}
            idPrefix="call"
          />
        </div>
      </Modal>
      <ConfirmDialog
        open={ending}
        onClose={() => setEnding(false)}
        title="End the consult for everyone?"
        description="The call closes for everyone in it and the consult is marked as ended. Its chat stays open for a few days afterwards."
        confirmLabel="End consult"
        pendingLabel="Ending…"
        onConfirm={onEnd}
        doneMessage="The consult has ended"
      />
    </div>
  );
}
