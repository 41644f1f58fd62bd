import { useParams } from 'react-router';
import { CuroSymbol } from '../../../components/ui/curo-symbol';
import { PageMeta } from '../../../components/ui/page-meta';
import { QueryError } from '../../../components/ui/query-error';
import { NotFoundPage } from '../../not-found';
import { useFollowShortLink } from '../hooks/use-follow-short-link';

/** `/t/:nano`: a short link. It shows "Opening link…" while it finds out where the link leads. */
export function ShortLinkPage() {
  const { nano = '' } = useParams();
  const { status, retry, retrying } = useFollowShortLink(nano);

  if (status === 'not-found') return <NotFoundPage />;
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-[640px] flex-col items-center justify-center px-4 py-20 text-center">
      <PageMeta title="Opening link" description="Taking you to the page this link leads to." noIndex />
      {status === 'error' ? (
        <div className="w-full text-left">
          <h1 className="mb-6 text-center text-2xl font-bold text-ink">This link didn't open</h1>
          <QueryError title="We couldn't look up this link" onRetry={retry} retrying={retrying} />
        </div>
      ) : (
        <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
          <CuroSymbol size={48} animated />
          <h1 className="text-lg font-semibold text-ink">Opening link…</h1>
        </div>
      )}
    </section>
  );
}
