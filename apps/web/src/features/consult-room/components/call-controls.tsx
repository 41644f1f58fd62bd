import type { LucideIcon } from 'lucide-react';
import {
  MessageSquare,
  Mic,
  MicOff,
  MonitorUp,
  MonitorX,
  PhoneOff,
  Settings,
  Video,
  VideoOff,
} from 'lucide-react';

function ControlButton({
  icon: Icon,
  label,
  onClick,
  tone = 'plain',
  pressed,
  expanded,
  className = '',
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  /** `off`: something of ours is off (muted, camera off); `danger`: leaving. */
  tone?: 'plain' | 'off' | 'danger';
  pressed?: boolean;
  expanded?: boolean;
  className?: string;
}) {
  const look =
    tone === 'danger'
      ? 'bg-error text-white hover:bg-red-800'
      : tone === 'off'
        ? 'bg-white text-error hover:bg-white/90'
        : 'bg-white/15 text-white hover:bg-white/25';
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      aria-expanded={expanded}
      title={label}
      className={`flex min-w-12 flex-col items-center gap-1 text-xs font-medium text-white focus-visible:outline-white ${className}`}
    >
      <span
        className={`flex size-12 items-center justify-center rounded-full transition-colors sm:size-14 ${look}`}
      >
        <Icon aria-hidden className="size-6" />
      </span>
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  );
}

export interface CallControlsProps {
  microphoneOn: boolean;
  cameraOn: boolean;
  sharingScreen: boolean;
  /** Whether this browser can share a screen (phones cannot). */
  canShareScreen: boolean;
  chatOpen: boolean;
  onToggleMicrophone: () => void;
  onToggleCamera: () => void;
  onToggleScreen: () => void;
  onToggleChat: () => void;
  onSettings: () => void;
  onLeave: () => void;
}

/**
 * The call's controls along the bottom, thumb-high on a phone: microphone, camera, screen, chat,
 * devices, and leaving. Each says what it will do ("Mute", "Unmute").
 */
export function CallControls(props: CallControlsProps) {
  return (
    <nav aria-label="Call controls" className="flex items-start justify-center gap-2 sm:gap-4">
      <ControlButton
        icon={props.microphoneOn ? Mic : MicOff}
        label={props.microphoneOn ? 'Mute' : 'Unmute'}
        tone={props.microphoneOn ? 'plain' : 'off'}
        onClick={props.onToggleMicrophone}
      />
      <ControlButton
        icon={props.cameraOn ? Video : VideoOff}
        label={props.cameraOn ? 'Turn camera off' : 'Turn camera on'}
        tone={props.cameraOn ? 'plain' : 'off'}
        onClick={props.onToggleCamera}
      />
      {props.canShareScreen ? (
        <ControlButton
          icon={props.sharingScreen ? MonitorX : MonitorUp}
          label={props.sharingScreen ? 'Stop sharing' : 'Share screen'}
          pressed={props.sharingScreen}
          onClick={props.onToggleScreen}
        />
      ) : null}
      <ControlButton
        icon={MessageSquare}
        label="Chat"
        expanded={props.chatOpen}
        onClick={props.onToggleChat}
      />
      <ControlButton icon={Settings} label="Settings" onClick={props.onSettings} />
      <ControlButton icon={PhoneOff} label="Leave call" tone="danger" onClick={props.onLeave} />
    </nav>
  );
}
