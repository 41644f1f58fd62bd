import { Volume2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { type DeviceChoice, useMediaDevices } from '../hooks/use-media-devices';
import type { LocalMedia, LocalMediaSnapshot } from '../utils/local-media';
import { canChooseSpeaker, playTestTone } from '../utils/speaker-tone';

const chosen = (id: string | null, options: DeviceChoice[]) =>
  id && options.some((o) => o.value === id) ? id : (options[0]?.value ?? '');

/**
 * The camera, microphone and speaker to use, and a test sound for the speaker. Each choice takes
 * effect at once (in a call too: the new device replaces the old in every connection), so these
 * are controls rather than a form to send. The speaker can be chosen only where the browser allows
 * it (not Safari); elsewhere sound plays through the system's own.
 */
export function DeviceSettings({
  media,
  snapshot,
  speakerId,
  onSpeakerChange,
  idPrefix,
}: {
  media: LocalMedia;
  snapshot: LocalMediaSnapshot;
  speakerId: string | null;
  onSpeakerChange: (speakerId: string) => void;
  /** Keeps ids apart when the settings show twice (the check, and the dialog in the call). */
  idPrefix: string;
}) {
  const lists = useMediaDevices(
    `${snapshot.status}|${snapshot.camera.deviceId}|${snapshot.microphone.deviceId}`,
  );
  const [tone, setTone] = useState<'idle' | 'playing' | 'played' | 'failed'>('idle');
  const speakers = canChooseSpeaker() ? lists.speakers : [];

  const testSound = async () => {
    setTone('playing');
    try {
      await playTestTone(speakerId);
      setTone('played');
    } catch {
      setTone('failed');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {lists.cameras.length > 0 ? (
        <SelectField
          id={`${idPrefix}-camera`}
          label="Camera"
          value={chosen(snapshot.camera.deviceId, lists.cameras)}
          options={lists.cameras}
          onValueChange={(id) => void media.switchCamera(id)}
        />
      ) : null}
      {lists.microphones.length > 0 ? (
        <SelectField
          id={`${idPrefix}-microphone`}
          label="Microphone"
          value={chosen(snapshot.microphone.deviceId, lists.microphones)}
          options={lists.microphones}
          onValueChange={(id) => void media.switchMicrophone(id)}
        />
      ) : null}
      {speakers.length > 0 ? (
        <SelectField
          id={`${idPrefix}-speaker`}
          label="Speaker"
          value={chosen(speakerId, speakers)}
          options={speakers}
          onValueChange={onSpeakerChange}
        />
      ) : null}
      <div>
        <Button variant="small" onClick={() => void testSound()} disabled={tone === 'playing'}>
          <Volume2 aria-hidden className="size-4" />
          {tone === 'playing' ? 'Playing the test sound…' : 'Play test sound'}
        </Button>
        <p className="mt-1 text-sm text-muted" aria-live="polite">
          {tone === 'played'
            ? 'Did you hear two chimes? If not, turn the volume up or choose another speaker.'
            : tone === 'failed'
              ? 'The test sound did not play. Check your speaker is connected, then try again.'
              : 'Two short chimes, to check you can hear the call.'}
        </p>
      </div>
    </div>
  );
}
