import { Check, Copy, Link2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminOnly } from '../../../components/access/admin-only';
import { primaryButton, smallButton, smallDangerButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { Pagination } from '../../../components/ui/pagination';
import { StatusPill } from '../../../components/ui/status-pill';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { toast } from '../../../lib/toast-store';
import { useDeleteShortLink } from '../api/delete-short-link';
import { type TShortLink, useShortLinks } from '../api/get-short-links';
import { ContentAdminPage } from '../components/content-admin-page';
import { ShortLinkDialog } from '../components/short-link-dialog';

/** Copies the short address, saying so beside the button for a moment and to screen readers. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Your browser did not allow copying. Select the address and copy it instead.');
    }
  };
  return (
    <button type="button" onClick={() => void copy()} className={smallButton}>
      {copied ? (
        <Check className="size-4 text-success" aria-hidden />
      ) : (
        <Copy className="size-4" aria-hidden />
      )}
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
      <span className="sr-only"> {label}</span>
    </button>
  );
}

const isExpired = (link: TShortLink) =>
  link.expiresAt !== null && new Date(link.expiresAt).getTime() <= Date.now();

function ShortLinkRow({ link, onDelete }: { link: TShortLink; onDelete: () => void }) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:px-5 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <a
            href={link.shortUrl}
            className="font-semibold [overflow-wrap:anywhere] text-primary underline-offset-4 hover:underline"
          >
            {link.shortUrl}
          </a>
          {isExpired(link) ? <StatusPill tone="neutral">Expired</StatusPill> : null}
        </p>
        <p className="mt-0.5 text-sm [overflow-wrap:anywhere] text-muted">
          <span aria-hidden>→ </span>
          <span className="sr-only">Leads to </span>
          {link.target}
        </p>
        <p className="mt-0.5 text-sm text-muted">
          {link.clicks} {link.clicks === 1 ? 'click' : 'clicks'} ·{' '}
          {link.expiresAt
            ? `${isExpired(link) ? 'expired' : 'expires'} ${formatDateTimeWithYear(link.expiresAt)}`
            : 'never expires'}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <CopyButton text={link.shortUrl} label={link.shortUrl} />
        <button type="button" onClick={onDelete} className={smallDangerButton}>
          Delete<span className="sr-only"> {link.shortUrl}</span>
        </button>
      </div>
    </li>
  );
}

function ShortLinksAdmin() {
  const [params, setParams] = useSearchParams();
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const links = useShortLinks(page);
  const remove = useDeleteShortLink();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TShortLink | null>(null);
  const setPage = (next: number) =>
    setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true });

  let results: ReactNode;
  if (links.isPending) results = <Loading label="Loading the short links…" />;
  else if (links.isError && !links.data)
    results = <LoadProblem what="the short links" error={links.error} onRetry={() => void links.refetch()} />;
  else {
    const { items, total, pageSize } = links.data;
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    results =
      items.length === 0 ? (
        <EmptyState
          title="There are no short links yet."
          action={
            <button type="button" onClick={() => setCreating(true)} className={primaryButton}>
              Make the first one
            </button>
          }
        >
          A short link is easy to type from a poster or an SMS and leads to any page on the site.
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-4" aria-busy={links.isFetching}>
          <ul className={`${card} divide-y divide-line`} aria-label="Short links">
            {items.map((link) => (
              <ShortLinkRow key={link.nano} link={link} onDelete={() => setDeleting(link)} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={pageCount}
            hasNext={page < pageCount}
            onPage={setPage}
            label="Pages of short links"
          />
        </div>
      );
  }

  return (
    <ContentAdminPage
      section="shortLinks"
      title="Short links"
      metaDescription="Make and manage short links to pages on the site."
      description="Short addresses that lead to a page on the site or an allowed partner, newest first, with how often each was followed."
      actions={
        <button type="button" onClick={() => setCreating(true)} className={primaryButton}>
          <Link2 className="size-5" aria-hidden />
          Make short link
        </button>
      }
    >
      {results}
      <ShortLinkDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          setPage(1);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this short link?"
        description={`${deleting?.shortUrl ?? ''} will stop working at once; anyone following it will see the not-found page.`}
        confirmLabel="Delete link"
        doneMessage="The short link is deleted."
        onConfirm={() => remove.mutateAsync({ nano: deleting?.nano ?? '' })}
      />
    </ContentAdminPage>
  );
}

/** `/admin/short-links`: short links with their clicks and expiry; make, copy, delete. */
export function ShortLinksAdminPage() {
  return (
    <AdminOnly>
      <ShortLinksAdmin />
    </AdminOnly>
  );
}
