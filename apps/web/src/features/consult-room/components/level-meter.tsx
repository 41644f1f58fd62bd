import { useAudioLevel } from '../hooks/use-audio-level';

const BARS = 12;

/**
 * The microphone's level as a row of bars that light up as the person speaks: the quickest way to
 * see that the right microphone is picking them up.
 */
export function LevelMeter({ track, on }: { track: MediaStreamTrack | null; on: boolean }) {
  const level = useAudioLevel(track, on);
  const lit = Math.round(level * BARS);
  return (
    <div className="flex items-center">
      <meter
        className="sr-only"
        aria-label="Microphone level"
        min={0}
        max={100}
        value={Math.round(level * 100)}
      />
      <div aria-hidden className="flex h-6 items-end gap-1">
        {Array.from({ length: BARS }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the bars are fixed and never reorder.
            key={i}
            className={`w-2 rounded-sm transition-colors ${i < lit ? (i >= BARS - 2 ? 'bg-warning' : 'bg-success') : 'bg-line'}`}
            style={{ height: `${40 + (i / BARS) * 60}%` }}
          />
        ))}
      </div>
    </div>
  );
}
