import { ZBotAskRequest } from '@curo/core/content';
import * as Dialog from '@radix-ui/react-dialog';
import {
  ArrowRight,
  CircleCheck,
  FileText,
  MessageCircleQuestion,
  Newspaper,
  ReceiptText,
  RefreshCw,
  SendHorizontal,
  Siren,
  X,
} from 'lucide-react';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useFormState } from '../../../lib/use-form-state';
import {
  conversation,
  type TBotAnswer,
  type TBotPrices,
  type TBotUrgent,
  type TExchange,
  useConversation,
} from '../hooks/conversation-store';
import { useAskQuestion } from '../hooks/use-ask-question';
import { AnswerSnippet } from './answer-snippet';
import { HandOverForm } from './hand-over-form';

export const NO_MATCH_TEXT = 'I couldn’t find that in our FAQ.';
export const SUGGESTED_QUESTIONS = [
  'How much does a consult cost?',
  'Can I get a medical certificate?',
  'Do I need a referral to see a specialist?',
] as const;

const questionId = (field: 'question') => `assistant-${field}`;
const QUESTION_ID = questionId('question');

/** Only a path on this site becomes a link; anything else the API might send is shown as text. */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** The assistant's words in a bubble; `after` (answer cards, a form) sits under it at full width. */
function AssistantBubble({ children, after }: { children: ReactNode; after?: ReactNode }) {
  return (
    <div className="flex items-start gap-2.5">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
        <MessageCircleQuestion aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="w-fit max-w-full rounded-2xl rounded-tl-sm bg-surface px-4 py-2.5 text-[15px] text-ink">
          {children}
        </div>
        {after ? <div className="mt-2">{after}</div> : null}
      </div>
    </div>
  );
}

/** The visitor's question; it marks where a turn starts, so a new turn scrolls to it. */
function VisitorBubble({ children }: { children: ReactNode }) {
  return (
    <div className="flex justify-end" data-turn-start="">
      <p className="max-w-[85%] rounded-2xl rounded-tr-sm bg-primary px-4 py-2.5 text-[15px] text-white">
        <span className="sr-only">You asked: </span>
        {children}
      </p>
    </div>
  );
}

function AnswerCard({ answer, onNavigate }: { answer: TBotAnswer; onNavigate: () => void }) {
  const Icon = answer.kind === 'blog' ? Newspaper : FileText;
  const title = (
    <span className="flex items-start gap-2 font-semibold text-ink group-hover:text-primary">
      <Icon aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
      <span className="min-w-0 flex-1">{answer.title}</span>
      {isSitePath(answer.url) ? (
        <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
      ) : null}
    </span>
  );
  const body = (
    <>
      {title}
      <span className="mt-1 block text-sm text-muted">
        <span className="sr-only">{answer.kind === 'blog' ? 'From our blog: ' : 'From our FAQ: '}</span>
        <AnswerSnippet snippet={answer.snippet} />
      </span>
    </>
  );
  return (
    <li>
      {isSitePath(answer.url) ? (
        <Link
          to={answer.url}
          onClick={onNavigate}
          className="group block rounded-xl border border-line bg-white p-3 transition-colors hover:border-primary"
        >
          {body}
        </Link>
      ) : (
        <div className="rounded-xl border border-line bg-white p-3">{body}</div>
      )}
    </li>
  );
}

/**
 * "Call 000 now" (and Lifeline for a crisis), before anything else the assistant says. Its first
 * sentence is bold; "000" is not a tel: link, as on every other page (EmergencyLine).
 */
function UrgentMessage({ urgent }: { urgent: TBotUrgent }) {
  const [first, ...rest] = urgent.message.split(/(?<=\.)\s+/);
  return (
    <div className="flex items-start gap-2.5" data-testid="assistant-urgent">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-error/10 text-error">
        <Siren aria-hidden="true" className="size-4" />
      </span>
      <p className="min-w-0 flex-1 rounded-2xl rounded-tl-sm border border-error/25 bg-error/5 px-4 py-2.5 text-[15px] text-ink">
        <strong className="font-semibold">{first}</strong> {rest.join(' ')}
      </p>
    </div>
  );
}

/** Lines of the live price list, with a link to the whole list. */
function PriceLines({ prices, onNavigate }: { prices: TBotPrices; onNavigate: () => void }) {
  return (
    <div className="rounded-xl border border-line bg-white p-3">
      <ul aria-label="Prices" className="space-y-2">
        {prices.items.map((item) => (
          <li key={item.id} className="flex items-start gap-2">
            <ReceiptText aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-ink">{item.name}</span>
              <span className="block text-sm text-ink">{item.price}</span>
              {item.note ? <span className="mt-0.5 block text-sm text-muted">{item.note}</span> : null}
            </span>
          </li>
        ))}
      </ul>
      {isSitePath(prices.url) ? (
        <Link
          to={prices.url}
          onClick={onNavigate}
          className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-primary hover:text-primary-hover"
        >
          {prices.more ? 'See all our prices' : 'See our pricing page'}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}

function ExchangeView({
  exchange,
  isLatest,
  onNavigate,
}: {
  exchange: TExchange;
  isLatest: boolean;
  onNavigate: () => void;
}) {
  return (
    <>
      <VisitorBubble>{exchange.question}</VisitorBubble>
      {exchange.urgent ? <UrgentMessage urgent={exchange.urgent} /> : null}
      {exchange.prices ? (
        <AssistantBubble after={<PriceLines prices={exchange.prices} onNavigate={onNavigate} />}>
          <p>From our price list:</p>
        </AssistantBubble>
      ) : null}
      {exchange.noMatch ? (
        <AssistantBubble
          after={isLatest && !exchange.handedOver ? <HandOverForm exchange={exchange} /> : null}
        >
          <p className="font-medium">{NO_MATCH_TEXT}</p>
          {exchange.handedOver ? null : (
            <p className="mt-1 text-muted">
              Try asking another way{isLatest ? ', or pass your question to our team.' : '.'}
            </p>
          )}
        </AssistantBubble>
      ) : exchange.answers.length > 0 ? (
        <AssistantBubble
          after={
            <ul aria-label="Answers" className="space-y-2">
              {exchange.answers.map((answer) => (
                <AnswerCard key={answer.url} answer={answer} onNavigate={onNavigate} />
              ))}
            </ul>
          }
        >
          <p>{exchange.answers.length === 1 ? 'This may help:' : 'These may help:'}</p>
        </AssistantBubble>
      ) : null}
      {exchange.handedOver ? (
        <AssistantBubble>
          <p className="flex items-start gap-2">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            <span>{exchange.handedOver}</span>
          </p>
        </AssistantBubble>
      ) : null}
    </>
  );
}

/** What a screen reader hears after each turn; the conversation itself is not a live region, as it holds forms. */
function announcementOf(
  exchanges: readonly TExchange[],
  pending: string | null,
  failed: string | null,
): string {
  if (pending) return 'Searching our FAQ…';
  if (failed) return failed;
  const last = exchanges.at(-1);
  if (!last) return '';
  if (last.handedOver) return last.handedOver;
  if (last.noMatch) return `${NO_MATCH_TEXT} You can pass your question to our team.`;
  const found = [
    last.prices ? 'Prices from our price list.' : null,
    last.answers.length > 0
      ? `${last.answers.length} ${last.answers.length === 1 ? 'answer' : 'answers'} found.`
      : null,
  ].filter(Boolean);
  return [last.urgent?.message, ...found].filter(Boolean).join(' ');
}

interface AssistantPanelProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** Called when the visitor follows an answer's link. */
  onNavigate: () => void;
}

/** The assistant's panel: heading, conversation, and the question box. */
export function AssistantPanel({ inputRef, onNavigate }: AssistantPanelProps) {
  const { exchanges, pending, failed } = useConversation();
  const ask = useAskQuestion();
  const form = useFormState({ question: '' }, questionId);
  const draftError = form.errors.question;
  const logRef = useRef<HTMLDivElement>(null);

  // Bring the newest turn into view from its question, so the answers are read from the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the conversation's length and state are the triggers.
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const turns = log.querySelectorAll<HTMLElement>('[data-turn-start]');
    const last = turns[turns.length - 1];
    log.scrollTop = last ? last.offsetTop - 12 : 0;
  }, [exchanges.length, pending, failed]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(ZBotAskRequest, form.values, ['question']);
    if (!input) return;
    form.resetValues({ question: '' });
    void ask(input.question);
  };

  return (
    <>
      <div className="flex items-start gap-3 border-b border-line px-4 py-3 sm:px-5">
        <div className="min-w-0 flex-1">
          <Dialog.Title className="text-lg font-bold text-ink">Ask a question</Dialog.Title>
          <Dialog.Description className="text-sm text-muted">
            Answers from our FAQ and blog. Not medical advice.
          </Dialog.Description>
        </div>
        {exchanges.length > 0 ? (
          <button
            type="button"
            onClick={() => {
              conversation.clear();
              inputRef.current?.focus();
            }}
            className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-muted hover:bg-surface hover:text-ink"
          >
            Start again
          </button>
        ) : null}
        <Dialog.Close
          aria-label="Close"
          className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>

      <section
        ref={logRef}
        aria-label="Conversation"
        className="relative flex-1 space-y-4 overflow-y-auto overscroll-contain px-4 py-4 sm:px-5"
      >
        <AssistantBubble>
          <p>
            Hello. Ask about consults, prices, certificates or your account, and I’ll look for answers in our
            FAQ and blog.
          </p>
          {exchanges.length === 0 && !pending ? (
            <div className="mt-3 flex flex-wrap gap-2">
              {SUGGESTED_QUESTIONS.map((q) => (
                <button
                  key={q}
                  type="button"
                  onClick={() => void ask(q)}
                  className="min-h-11 rounded-full border border-primary/30 bg-white px-3 py-1.5 text-left text-sm font-medium text-primary hover:border-primary hover:bg-primary-soft/40"
                >
                  {q}
                </button>
              ))}
            </div>
          ) : null}
        </AssistantBubble>

        {exchanges.map((exchange, i) => (
          <ExchangeView
            key={exchange.id}
            exchange={exchange}
            isLatest={i === exchanges.length - 1 && !pending && !failed}
            onNavigate={onNavigate}
          />
        ))}

        {pending ? (
          <>
            <VisitorBubble>{pending}</VisitorBubble>
            <AssistantBubble>
              <p className="flex items-center gap-2 text-muted">
                <span aria-hidden="true" className="flex gap-1">
                  <span className="size-1.5 rounded-full bg-muted motion-safe:animate-bounce" />
                  <span className="size-1.5 rounded-full bg-muted motion-safe:animate-bounce [animation-delay:120ms]" />
                  <span className="size-1.5 rounded-full bg-muted motion-safe:animate-bounce [animation-delay:240ms]" />
                </span>
                Searching our FAQ…
              </p>
            </AssistantBubble>
          </>
        ) : null}

        {failed ? (
          <>
            <VisitorBubble>{failed.question}</VisitorBubble>
            <AssistantBubble>
              <p>{failed.message}</p>
              <button
                type="button"
                onClick={() => void ask(failed.question)}
                className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm font-semibold text-ink hover:border-primary hover:text-primary"
              >
                <RefreshCw aria-hidden="true" className="size-4" />
                Try again
              </button>
            </AssistantBubble>
          </>
        ) : null}
      </section>

      <p role="status" className="sr-only">
        {announcementOf(exchanges, pending, failed?.message ?? null)}
      </p>

      <form
        onSubmit={submit}
        noValidate
        className="border-t border-line px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-5"
      >
        <label htmlFor={QUESTION_ID} className="sr-only">
          Your question
        </label>
        <div className="flex gap-2">
          <input
            ref={inputRef}
            id={QUESTION_ID}
            name="question"
            autoComplete="off"
            maxLength={500}
            placeholder="Type your question"
            value={form.values.question}
            aria-invalid={Boolean(draftError)}
            aria-describedby={draftError ? `${QUESTION_ID}-error` : undefined}
            onChange={(e) => form.setValue('question', e.target.value)}
            className={`block min-h-11 w-full min-w-0 flex-1 rounded-lg border bg-white px-3 text-base text-ink placeholder:text-slate-400 focus:border-primary focus:ring-2 focus:ring-primary/40 focus:outline-none ${draftError ? 'border-error' : 'border-line'}`}
          />
          <button
            type="submit"
            disabled={Boolean(pending)}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg bg-primary px-4 font-semibold text-white transition-colors hover:bg-primary-hover disabled:opacity-70"
          >
            <SendHorizontal aria-hidden="true" className="size-4" />
            Ask
          </button>
        </div>
        {draftError ? (
          <p id={`${QUESTION_ID}-error`} className="mt-1 text-sm font-medium text-error">
            {draftError}
          </p>
        ) : null}
        <p className="mt-2 text-xs text-muted">In an emergency, call 000.</p>
      </form>
    </>
  );
}
