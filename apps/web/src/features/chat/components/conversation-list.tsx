import type { TRole } from '@curo/core/auth';
import { chatPagePath, type TChatConversation } from '@curo/core/chat';
import { Link } from 'react-router';
import { consultLine, otherParty } from '../utils/consult-label';
import { shortWhen } from '../utils/when';
import { UnreadBadge } from './unread-badge';

/** What the last message was, in a line: its text, or the file it carried. */
function lastLine(conversation: TChatConversation, viewerId: string | undefined): string | null {
  const last = conversation.lastMessage;
  if (!last) return null;
  const what = last.text || (last.attachment ? `Sent ${last.attachment.fileName}` : '');
  return last.senderId === viewerId ? `You: ${what}` : what;
}

/**
 * The viewer's conversations, newest activity first: who with, which consult and when, the last
 * message and the unread count. The open one is marked as the current page.
 */
export function ConversationList({
  conversations,
  selected,
  viewerId,
  role,
  zone,
  onOpen,
}: {
  conversations: readonly TChatConversation[];
  selected: string | null;
  viewerId: string | undefined;
  role: TRole | undefined;
  zone: string;
  /** Called as a conversation is opened from the list. */
  onOpen?: () => void;
}) {
  return (
    <ul className="divide-y divide-line">
      {conversations.map((conversation) => {
        const current = conversation.appointmentId === selected;
        const line = lastLine(conversation, viewerId);
        return (
          <li key={conversation.appointmentId}>
            <Link
              to={chatPagePath(conversation.appointmentId)}
              aria-current={current ? 'page' : undefined}
              onClick={onOpen}
              className={`flex flex-col gap-1 px-4 py-3 transition-colors ${
                current ? 'bg-primary-soft/60' : 'hover:bg-surface'
              }`}
            >
              <span className="flex items-baseline justify-between gap-3">
                <span
                  className={`min-w-0 truncate text-ink ${conversation.unread > 0 ? 'font-bold' : 'font-semibold'}`}
                >
                  {otherParty(conversation, role)}
                </span>
                <time dateTime={conversation.lastActivityAt} className="shrink-0 text-xs text-muted">
                  {shortWhen(conversation.lastActivityAt, zone)}
                </time>
              </span>
              <span className="flex items-center justify-between gap-3">
                <span className="min-w-0 text-sm text-muted">
                  {consultLine(conversation, zone)}
                  {conversation.open ? '' : ' · Closed'}
                </span>
                <UnreadBadge count={conversation.unread} />
              </span>
              {line ? (
                <span
                  className={`truncate text-sm ${conversation.unread > 0 ? 'font-medium text-ink' : 'text-muted'}`}
                >
                  {line}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
