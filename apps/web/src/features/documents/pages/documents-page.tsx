import { documentWords } from '@curo/core/documents';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PageMeta } from '../../../components/ui/page-meta';
import { PagedList } from '../../../components/ui/paged-list';
import { useSearchParamsState } from '../../../lib/use-search-params-state';
import { useMyDocuments } from '../api/documents';
import { DocumentRow } from '../components/document-row';

/**
 * `/account/documents`: the signed-in patient's certificates, referral letters and consult
 * summaries, newest first, a page at a time (`?page=`), each downloadable as issued.
 */
export function DocumentsPage() {
  const { page, setPage } = useSearchParamsState('q');
  const query = useMyDocuments(page);
  return (
    <>
      <PageMeta
        title="Documents"
        description="Your medical certificates, referral letters and consult summaries."
        noIndex
      />
      <div className="flex flex-col gap-6">
        <PageHeader title="Documents">
          <p>
            Medical certificates, referral letters and consult summaries from your doctors, newest first. Each
            has a verification code anyone can check.
          </p>
        </PageHeader>
        <PagedList
          query={query}
          what="your documents"
          summary={({ first, last, total }) => `Showing ${first}–${last} of ${total} documents`}
          empty={<EmptyState title={documentWords.empty}>{documentWords.emptyHint}</EmptyState>}
          pagesLabel="Pages of documents"
          onPage={setPage}
        >
          {(items) => (
            <ul
              aria-label="Documents"
              className="divide-y divide-line rounded-card border border-line bg-white shadow-card"
            >
              {items.map((document) => (
                <DocumentRow key={document.id} document={document} canSend />
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </>
  );
}
