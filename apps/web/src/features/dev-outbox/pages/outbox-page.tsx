import { Mail, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { PageMeta } from '../../../components/ui/page-meta';
import { ApiError } from '../../../lib/api-client';
import { useOutbox } from '../api/get-outbox';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));

/** What the page says when the API refuses: production, or a browser on another machine. */
export const OUTBOX_UNAVAILABLE =
  'The development outbox is not available here. It opens only in development mode, in a browser on the computer that runs Curo.';

/**
 * Development only: every email and SMS the app "sent", newest first, so a newcomer can read
 * them without an SMTP server. The API answers only a browser on the machine that runs Curo
 * (the outbox holds sign-in links), and 404 to anyone else and in production; then this page
 * says so plainly.
 */
export function OutboxPage() {
  const { data, error, isPending } = useOutbox();
  const [openId, setOpenId] = useState<string | null>(null);
  const refused = error instanceof ApiError && error.status === 404;

  return (
    <section className="mx-auto max-w-[960px] px-4 py-10 sm:px-6">
      <PageMeta title="Development outbox" description="Messages the app would have sent." />
      <h1 className="text-3xl font-bold">Development outbox</h1>
      {refused ? (
        <p
          className="mt-8 rounded-card border border-dashed border-line p-8 text-center text-muted"
          role="status"
        >
          {OUTBOX_UNAVAILABLE}
        </p>
      ) : (
        <p className="mt-2 text-muted">
          Emails and text messages the app sends while no SMTP server or SMS provider is configured. Newest
          first; refreshes every few seconds. Only on this computer, and never in production.
        </p>
      )}
      {isPending ? <p className="mt-8 text-muted">Loading messages…</p> : null}
      {error && !refused ? (
        <p className="mt-8 text-error" role="alert">
          {error.message}
        </p>
      ) : null}
      {data && data.items.length === 0 ? (
        <p className="mt-8 rounded-card border border-dashed border-line p-8 text-center text-muted">
          Nothing sent yet. Send an enquiry from the contact dialog and it will appear here.
        </p>
      ) : null}
      <ul className="mt-8 flex flex-col gap-3">
        {data?.items.map((m) => {
          const Icon = m.channel === 'email' ? Mail : MessageSquare;
          const expanded = openId === m.id;
          return (
            <li key={m.id} className="rounded-card border border-line bg-white shadow-card">
              <button
                type="button"
                className="flex w-full min-h-11 items-start gap-3 p-4 text-left"
                aria-expanded={expanded}
                onClick={() => setOpenId(expanded ? null : m.id)}
              >
                <Icon className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{m.subject ?? '(text message)'}</span>
                  <span className="block truncate text-sm text-muted">
                    To {m.to} · {when(m.createdAt)} · {m.status}
                  </span>
                </span>
              </button>
              {expanded ? (
                <pre className="overflow-x-auto border-t border-line bg-surface p-4 text-sm whitespace-pre-wrap">
                  {m.text}
                </pre>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
