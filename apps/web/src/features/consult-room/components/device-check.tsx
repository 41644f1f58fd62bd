import type { TRoomPresence } from '@curo/core/room';
import type { TAppointmentDetails } from '@curo/core/scheduling-staff';
import { CameraOff, MicOff, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { card, paddedCard } from '../../../components/ui/card';
import { EmergencyLine } from '../../../components/ui/emergency-line';
import { PageMeta } from '../../../components/ui/page-meta';
import { formatDateTime } from '../../../lib/date-time';
import type { LocalMedia, LocalMediaSnapshot } from '../utils/local-media';
import { otherPartyOf } from '../utils/people';
import { DeviceSettings } from './device-settings';
import { LevelMeter } from './level-meter';
import { MediaHelp } from './media-help';
import { MediaVideo } from './media-video';
import { PresenceNote } from './presence-note';
import { RoomFrame } from './room-frame';

interface DeviceCheckProps {
  consult: TAppointmentDetails;
  present: TRoomPresence[];
  selfId: string | undefined;
  isDoctor: boolean;
  media: LocalMedia;
  snapshot: LocalMediaSnapshot;
  speakerId: string | null;
  onSpeakerChange: (speakerId: string) => void;
  onJoin: (audioOnly: boolean) => void;
  /** The socket is not ready yet, or joining has begun. */
  joinDisabled: boolean;
  backTo: string;
  backLabel: string;
  /** Under the devices (the grid places it there): the doctor's recordings of the call, say. */
  after?: ReactNode;
}

/**
 * Before the call: the camera's picture, the microphone's level, the devices and a test sound,
 * help when the browser blocked the camera, who is already there, and the two ways in (with video,
 * or with audio only).
 */
export function DeviceCheck({
  consult,
  present,
  selfId,
  isDoctor,
  media,
  snapshot,
  speakerId,
  onSpeakerChange,
  onJoin,
  joinDisabled,
  backTo,
  backLabel,
  after,
}: DeviceCheckProps) {
  const { camera, microphone } = snapshot;
  const starting = snapshot.status !== 'ready';
  const title = `Video consult with ${otherPartyOf(consult, isDoctor)}`;
  const startsAt = consult.appointment.startsAt;
  const retry = () => void media.start({ video: true });
  const bothBlocked = camera.problem !== null && camera.problem === microphone.problem;
  const cameraWorks = camera.live && !camera.problem;

  return (
    <RoomFrame>
      <PageMeta
        title={title}
        description="Check your camera and microphone, then join your consult."
        noIndex
      />
      {/* A phone reads down: the title, the camera, the way in, the devices. */}
      <div className="mx-auto grid w-full max-w-[1100px] gap-5 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start lg:gap-x-8 lg:py-10">
        <div className="lg:col-start-2 lg:row-start-1">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
          {startsAt ? <p className="mt-1 text-muted">{formatDateTime(startsAt)}</p> : null}
        </div>
        <section aria-label="Your camera" className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <div className="relative aspect-video w-full overflow-hidden rounded-card bg-ink">
            {cameraWorks && snapshot.preview ? (
              <MediaVideo stream={snapshot.preview} muted mirrored />
            ) : (
              <div className="flex size-full flex-col items-center justify-center gap-2 px-4 text-center text-white/80">
                <CameraOff aria-hidden className="size-8" />
                <p>{starting ? 'Starting your camera…' : 'Your camera is off'}</p>
              </div>
            )}
            <span className="absolute bottom-3 left-3 rounded-full bg-ink/70 px-3 py-1 text-sm font-medium text-white">
              You
            </span>
          </div>
          <div className={`${card} mt-3 flex items-center gap-4 px-4 py-3`}>
            {microphone.live ? (
              <>
                <LevelMeter track={snapshot.audioTrack} on={microphone.on} />
                <p className="text-sm text-muted">Say something: the bars should move.</p>
              </>
            ) : (
              <p className="flex items-center gap-2 text-sm text-muted">
                <MicOff aria-hidden className="size-4" />
                {starting ? 'Starting your microphone…' : 'No microphone'}
              </p>
            )}
          </div>
          {!starting && (camera.problem || microphone.problem) ? (
            <div className="mt-3">
              <MediaHelp
                problem={(bothBlocked ? camera.problem : (camera.problem ?? microphone.problem)) ?? 'failed'}
                which={bothBlocked ? 'both' : camera.problem ? 'camera' : 'microphone'}
                onRetry={retry}
                audioOnlyPossible={microphone.live && !microphone.problem}
              />
            </div>
          ) : null}
        </section>
        <div className={`${paddedCard} flex flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-2`}>
          <PresenceNote consult={consult} present={present} selfId={selfId} isDoctor={isDoctor} />
          <div className="flex flex-col gap-2">
            {cameraWorks || starting ? (
              <Button onClick={() => onJoin(false)} disabled={joinDisabled || starting}>
                <Video aria-hidden className="size-5" />
                Join video consult
              </Button>
            ) : null}
            <Button
              variant={cameraWorks || starting ? 'secondary' : 'primary'}
              onClick={() => onJoin(true)}
              disabled={joinDisabled || starting}
            >
              {microphone.live ? 'Join with audio only' : 'Join without camera or microphone'}
            </Button>
          </div>
          {isDoctor ? null : <EmergencyLine />}
          <Link to={backTo} className={`${buttonClass('link')} self-start`}>
            {backLabel}
          </Link>
        </div>
        <section aria-labelledby="devices-heading" className={`${paddedCard} lg:col-start-1 lg:row-start-3`}>
          <h2 id="devices-heading" className="mb-3 text-lg font-semibold text-ink">
            Camera, microphone and speaker
          </h2>
          <DeviceSettings
            media={media}
            snapshot={snapshot}
            speakerId={speakerId}
            onSpeakerChange={onSpeakerChange}
            idPrefix="check"
          />
        </section>
        {after}
      </div>
    </RoomFrame>
  );
}
