import type { TChatMessage } from '@curo/core/chat';
import { shortWhen } from '../utils/when';
import { AttachmentView } from './attachment-view';
import { MessageText } from './message-text';

/**
 * One message: the viewer's own on the right, others' on the left. The sender and time head a run
 * of messages (and are still read out, unseen, for the rest of it). `seenBy` names who has read
 * the viewer's last message.
 */
export function MessageItem({
  message,
  mine,
  first,
  startsRun,
  zone,
  seenBy,
}: {
  message: TChatMessage;
  mine: boolean;
  /** The first message shown, with no space above it. */
  first: boolean;
  startsRun: boolean;
  zone: string;
  seenBy: readonly string[];
}) {
  return (
    <li
      className={`flex flex-col ${mine ? 'items-end' : 'items-start'} ${first ? '' : startsRun ? 'mt-3' : 'mt-1'}`}
    >
      <p className={startsRun ? `mb-1 px-1 text-xs text-muted ${mine ? 'text-right' : ''}` : 'sr-only'}>
        <span className="font-semibold text-ink">{mine ? 'You' : message.senderName}</span>
        <span aria-hidden> · </span>
        <time dateTime={message.sentAt}>{shortWhen(message.sentAt, zone)}</time>
      </p>
      <div
        className={`flex max-w-[85%] flex-col gap-2 rounded-2xl px-3.5 py-2 text-[15px] leading-relaxed sm:max-w-[75%] ${
          mine
            ? 'rounded-br-md bg-primary text-white'
            : 'rounded-bl-md border border-line bg-surface text-ink'
        }`}
      >
        {message.attachment ? <AttachmentView attachment={message.attachment} mine={mine} /> : null}
        {message.text ? <MessageText text={message.text} mine={mine} /> : null}
      </div>
      {seenBy.length > 0 ? (
        <p className="mt-1 px-1 text-xs font-medium text-muted">
          Seen<span className="sr-only"> by {seenBy.join(' and ')}</span>
        </p>
      ) : null}
    </li>
  );
}
