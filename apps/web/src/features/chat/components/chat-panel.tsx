import type { TChatMessage } from '@curo/core/chat';
import { type ReactNode, useId, useRef } from 'react';
import { smallButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { LoadProblem } from '../../../components/ui/load-problem';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime, viewerTimeZone } from '../../../lib/date-time';
import { isNotFound } from '../../../lib/is-not-found';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useChatHistory } from '../api/chat-history';
import { useChatSummary } from '../api/chat-summary';
import { useChatLive } from '../hooks/use-chat-live';
import { useChatScroll } from '../hooks/use-chat-scroll';
import { useMarkRead } from '../hooks/use-mark-read';
import { useSeen } from '../hooks/use-seen';
import { historyOf, startsRun } from '../utils/message-runs';
import { ChatStatus } from './chat-status';
import { Composer } from './composer';
import { MessageItem } from './message-item';

interface ChatPanelProps {
  appointmentId: string;
  /** The panel's heading; "Messages" unless the page names the conversation. */
  title?: ReactNode;
  /** Under the heading: the consult the conversation is about, say. */
  subtitle?: ReactNode;
  /** Height of the history (Tailwind classes). */
  historyClassName?: string;
  /** Shown instead of the panel when the chat is not the viewer's to read (else nothing is). */
  unavailable?: ReactNode;
}

/**
 * A consult's chat: the history (earlier messages load on scrolling up, or with the button, from
 * one snapshot so none repeats), new messages and read receipts live, and the send box. Shown only
 * to those the API lets read it: for anyone else the API answers 404 and the panel renders nothing.
 * Administrators read without writing; a closed chat says since when.
 */
export function ChatPanel({
  appointmentId,
  title = 'Messages',
  subtitle,
  historyClassName = 'h-[min(60dvh,28rem)]',
  unavailable = null,
}: ChatPanelProps) {
  const headingId = useId();
  const { user } = useCurrentUser();
  const viewerId = user?.id;
  const summary = useChatSummary(appointmentId);
  const history = useChatHistory(appointmentId);
  useChatLive(appointmentId, viewerId, !summary.isError);
  const box = useRef<HTMLElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [seenRef, seen] = useSeen<HTMLDivElement>();
  const zone = viewerTimeZone();

  const { earlier, recent } = historyOf(history.data);
  const all: TChatMessage[] = [...earlier, ...recent];
  const newest = all.at(-1);
  const canLoadEarlier = Boolean(history.hasNextPage) && !history.isFetchingNextPage;
  const scroll = useChatScroll({
    box,
    content,
    newestId: newest?.id,
    newestMine: Boolean(newest && newest.senderId === viewerId),
    earlierCount: earlier.length,
    canLoadEarlier,
    loadEarlier: () => void history.fetchNextPage(),
  });
  useMarkRead({ appointmentId, summary: summary.data, messages: all, viewerId, seen });

  if (summary.isError && isNotFound(summary.error)) return unavailable;

  const ownLast = viewerId ? all.findLastIndex((m) => m.senderId === viewerId) : -1;
  const seenBy =
    ownLast < 0
      ? []
      : (summary.data?.others ?? [])
          .filter((other) => other.readUpTo && all.findIndex((m) => m.id === other.readUpTo) >= ownLast)
          .map((other) => other.name);

  const item = (message: TChatMessage, index: number) => (
    <MessageItem
      key={message.id}
      message={message}
      mine={message.senderId === viewerId}
      first={index === 0}
      startsRun={startsRun(all[index - 1], message, zone)}
      zone={zone}
      seenBy={index === ownLast ? seenBy : []}
    />
  );

  const closesSoon =
    summary.data?.open && summary.data.canWrite && summary.data.closesAt
      ? `Open until ${formatDateTime(summary.data.closesAt, zone)}`
      : null;

  return (
    <section aria-labelledby={headingId} className={`${card} flex min-w-0 flex-col overflow-hidden`}>
      <div className="flex flex-col gap-0.5 border-b border-line px-4 py-3 sm:px-5">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {subtitle ? <div className="text-sm text-muted">{subtitle}</div> : null}
        {closesSoon ? <p className="text-sm text-muted">{closesSoon}</p> : null}
      </div>
      {summary.data && (!summary.data.open || !summary.data.canWrite) ? (
        <div className="border-b border-line p-3 sm:px-5">
          <ChatStatus summary={summary.data} />
        </div>
      ) : null}
      <section
        ref={box}
        aria-label="Conversation history"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the history scrolls, so the keyboard must reach it.
        tabIndex={0}
        onScroll={scroll.onScroll}
        className={`${historyClassName} overflow-y-auto overscroll-contain px-3 py-3 sm:px-5`}
      >
        <div ref={content} className="flex min-h-full flex-col justify-end">
          {history.isPending ? (
            <LoadingRegion label="Loading messages…">
              <div className="flex flex-col gap-3">
                <Skeleton className="h-10 w-3/5" />
                <Skeleton className="ml-auto h-10 w-1/2" />
                <Skeleton className="h-16 w-2/3" />
              </div>
            </LoadingRegion>
          ) : history.isError ? (
            <LoadProblem
              what="the messages"
              error={history.error}
              onRetry={() => void history.refetch()}
              framed={false}
            />
          ) : (
            <>
              <div className="mb-3 flex justify-center">
                {history.hasNextPage ? (
                  <button
                    type="button"
                    className={smallButton}
                    disabled={!canLoadEarlier}
                    onClick={scroll.loadEarlier}
                  >
                    {history.isFetchingNextPage ? 'Loading earlier messages…' : 'Load earlier messages'}
                  </button>
                ) : all.length > 0 ? (
                  <p className="text-xs text-muted">This is the start of the conversation.</p>
                ) : null}
              </div>
              {earlier.length > 0 ? (
                <ol aria-label="Earlier messages">{earlier.map((m, i) => item(m, i))}</ol>
              ) : null}
              <ol role="log" aria-live="polite" aria-relevant="additions" aria-label="Messages">
                {recent.map((m, i) => item(m, earlier.length + i))}
              </ol>
              {all.length === 0 ? (
                <p className="py-6 text-center text-muted">
                  No messages yet.
                  {summary.data?.canWrite ? ' What you write here stays with this consult.' : ''}
                </p>
              ) : null}
              {history.isFetchNextPageError ? (
                <p role="alert" className="mt-2 text-center text-sm text-error">
                  We could not load earlier messages. Try again.
                </p>
              ) : null}
            </>
          )}
          <div ref={seenRef} className="h-px" />
        </div>
      </section>
      {summary.data && (summary.data.canWrite || !summary.data.open) ? (
        <Composer appointmentId={appointmentId} canWrite={summary.data.canWrite} onSent={scroll.toBottom} />
      ) : null}
      {summary.isError ? (
        <div className="border-t border-line p-3 sm:px-5">
          <LoadProblem
            what="this chat"
            error={summary.error}
            onRetry={() => void summary.refetch()}
            framed={false}
          />
        </div>
      ) : null}
    </section>
  );
}
