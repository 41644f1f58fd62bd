import { ErrorCode } from '@curo/core/errors';
import { ROOM_MAX_ATTENDEES } from '@curo/core/room';
import { CalendarClock, CircleSlash, Lock, SearchX, Users, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { paddedCard } from '../../../components/ui/card';
import { PageMeta } from '../../../components/ui/page-meta';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { RoomFrame } from './room-frame';

interface Screen {
  icon: typeof Lock;
  title: string;
  body: ReactNode;
  /** Worth trying again (a full call, a dropped connection); a closed call is not. */
  retry: boolean;
}

/** The words for each way the API refuses the call (decision 0030), and for a lost connection. */
export function screenFor(error: unknown): Screen {
  const code = error instanceof ApiError ? error.code : undefined;
  const status = error instanceof ApiError ? error.status : undefined;
  const message = errorMessage(error);
  if (code === ErrorCode.ROOM_NOT_OPEN)
    return { icon: CalendarClock, title: 'The video call is not open yet', body: message, retry: true };
  if (code === ErrorCode.ROOM_CLOSED)
    return { icon: Lock, title: 'This video call has closed', body: message, retry: false };
  if (code === ErrorCode.WRONG_KIND)
    return { icon: CircleSlash, title: 'This consult has no video call', body: message, retry: false };
  if (code === ErrorCode.ROOM_FULL)
    return {
      icon: Users,
      title: 'The call is full',
      body: `Up to ${ROOM_MAX_ATTENDEES} people can be in a video call at once. Try again when someone has left.`,
      retry: true,
    };
  if (status === 404)
    return {
      icon: SearchX,
      title: 'We could not find this consult',
      body: 'The link may be wrong, or the consult is not one of yours. Your consults are listed in your appointments.',
      retry: false,
    };
  if (status === 403) return { icon: Lock, title: 'You cannot join this call', body: message, retry: false };
  if (error instanceof ApiError)
    return { icon: WifiOff, title: 'We could not open the video call', body: message, retry: true };
  return {
    icon: WifiOff,
    title: 'We could not connect you to the call',
    body: 'Check your internet connection and try again. If it keeps happening, the doctor can phone you instead.',
    retry: true,
  };
}

/**
 * A call that cannot be entered, or no longer can: what happened in the person's words, and the
 * way back (and, where it may help, to try again).
 */
export function RoomProblem({
  error,
  backTo,
  backLabel,
  onRetry,
  note,
}: {
  error: unknown;
  backTo: string;
  backLabel: string;
  onRetry?: () => void;
  /** More to say under the message (that the page opens the call by itself, say). */
  note?: ReactNode;
}) {
  const screen = screenFor(error);
  return (
    <RoomScreen
      icon={screen.icon}
      title={screen.title}
      body={screen.body}
      note={note}
      backTo={backTo}
      backLabel={backLabel}
    >
      {screen.retry && onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </RoomScreen>
  );
}

/** A screen of the room without a call on it: an icon, a heading, what it means and what to do. */
export function RoomScreen({
  icon: Icon,
  title,
  body,
  backTo,
  backLabel,
  note,
  children,
  after,
}: {
  icon: typeof Lock;
  title: string;
  body: ReactNode;
  note?: ReactNode;
  backTo: string;
  backLabel: string;
  /** Buttons beside the way back. */
  children?: ReactNode;
  /** Under the card: the doctor's recordings of the call, say. */
  after?: ReactNode;
}) {
  return (
    <RoomFrame>
      <PageMeta title={title} description="Your video consult on Curo." noIndex />
      <div className="mx-auto flex w-full max-w-[560px] flex-col gap-6 px-4 py-10 sm:py-16">
        <section
          className={`${paddedCard} flex flex-col items-start gap-4`}
          aria-labelledby="room-screen-heading"
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Icon aria-hidden className="size-6" />
          </span>
          <div role="status">
            <h1 id="room-screen-heading" className="text-2xl font-bold text-ink">
              {title}
            </h1>
            <p className="mt-2 text-muted">{body}</p>
            {note ? <p className="mt-2 text-[15px] text-ink">{note}</p> : null}
          </div>
          <div className="flex w-full flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-5">
            {children}
            <Link to={backTo} className={buttonClass('link')}>
              {backLabel}
            </Link>
          </div>
        </section>
        {after}
      </div>
    </RoomFrame>
  );
}
