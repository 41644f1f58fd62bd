import { paths } from '@curo/core/routes';
import { ArrowLeft } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { smallButton, textLink } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadProblem } from '../../../components/ui/load-problem';
import { PageMeta } from '../../../components/ui/page-meta';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { viewerTimeZone } from '../../../lib/date-time';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useConversations } from '../api/conversations';
import { ChatPanel } from '../components/chat-panel';
import { ConversationList } from '../components/conversation-list';
import { consultLine, otherParty } from '../utils/consult-label';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/messages`: the signed-in person's consult conversations, newest activity first, with unread
 * counts kept live (by the account layout's unread badge, which shares this list's cache);
 * `?consult=<id>` opens one beside the list (on a phone, instead of it, with a way back). Email
 * notices of unread messages link here.
 */
export function MessagesPage() {
  const [params] = useSearchParams();
  const asked = params.get('consult');
  const selected = asked && UUID.test(asked) ? asked : null;
  const { user } = useCurrentUser();
  const conversations = useConversations();
  const wide = useMediaQuery('(min-width: 1024px)', true);
  const zone = viewerTimeZone();
  const items = conversations.data?.pages.flatMap((page) => page.items) ?? [];
  const open = selected ? items.find((c) => c.appointmentId === selected) : undefined;
  const showList = wide || !asked;
  const conversation = useRef<HTMLDivElement>(null);
  const back = useRef<HTMLAnchorElement>(null);
  const openedFromList = useRef(false);

  // On a phone the conversation replaces the list: bring it into view (below the sticky header),
  // and, when it was opened from the list, give focus a place to be: the link that had it has gone.
  useLayoutEffect(() => {
    if (wide || !asked) return;
    conversation.current?.scrollIntoView?.({ block: 'start' });
    if (openedFromList.current) back.current?.focus({ preventScroll: true });
    openedFromList.current = false;
  }, [wide, asked]);

  const list = conversations.isPending ? (
    <ListSkeleton label="Loading your conversations…" count={4} />
  ) : conversations.isError ? (
    <LoadProblem
      what="your conversations"
      error={conversations.error}
      onRetry={() => void conversations.refetch()}
    />
  ) : items.length === 0 ? (
    <EmptyState title="No conversations yet">
      When you book a consult or take part in one, its conversation appears here.
    </EmptyState>
  ) : (
    <nav aria-label="Conversations" className={`${card} overflow-hidden`}>
      <ConversationList
        conversations={items}
        selected={selected}
        viewerId={user?.id}
        role={user?.role}
        zone={zone}
        onOpen={() => {
          openedFromList.current = true;
        }}
      />
      {conversations.hasNextPage ? (
        <div className="border-t border-line p-3 text-center">
          <button
            type="button"
            className={smallButton}
            disabled={conversations.isFetchingNextPage}
            onClick={() => void conversations.fetchNextPage()}
          >
            {conversations.isFetchingNextPage ? 'Loading…' : 'Show more conversations'}
          </button>
        </div>
      ) : null}
    </nav>
  );

  return (
    <div className="flex flex-col gap-5">
      <PageMeta title="Messages" description="Your conversations about your consults." noIndex />
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Messages</h1>
        {showList ? (
          <p className="mt-2 text-muted">
            Each consult has its own conversation. Times are in your time zone.
          </p>
        ) : null}
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        {showList ? list : null}
        {asked ? (
          <div ref={conversation} className="flex min-w-0 scroll-mt-20 flex-col gap-2">
            {wide ? null : (
              <Link
                ref={back}
                to={paths.messages}
                className={`${textLink} inline-flex min-h-11 items-center gap-1.5 self-start`}
              >
                <ArrowLeft aria-hidden className="size-4" />
                All conversations
              </Link>
            )}
            {selected ? (
              <ChatPanel
                key={selected}
                appointmentId={selected}
                title={open ? otherParty(open, user?.role) : 'Conversation'}
                subtitle={open ? consultLine(open, zone) : undefined}
                // On a phone, the history, the heading and the send box fit one screen together.
                historyClassName={wide ? 'h-[min(62dvh,34rem)]' : 'h-[max(14rem,calc(100dvh-27rem))]'}
                unavailable={<Unavailable />}
              />
            ) : (
              <Unavailable />
            )}
          </div>
        ) : wide && items.length > 0 ? (
          <EmptyState title="Choose a conversation">Its messages open here.</EmptyState>
        ) : null}
      </div>
    </div>
  );
}

function Unavailable() {
  return (
    <EmptyState title="We could not find that conversation">
      It may belong to another account. Choose one of your conversations instead.
    </EmptyState>
  );
}
