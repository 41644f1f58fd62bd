import { useFaxPdf } from '../api/get-fax-pdf';

/**
 * The fax itself: the PDF fetched with the session's token and shown by the browser's own viewer
 * (Chromium's) in a frame, with a link to open it whole. Fetching it is an audited read.
 */
export function FaxPreview({ id }: { id: string }) {
  const pdf = useFaxPdf(id);
  if (pdf.isPending) return <p className="text-sm text-muted">Loading the fax…</p>;
  if (!pdf.url) return <p className="text-sm text-error">The fax could not be loaded.</p>;
  return (
    <div className="flex flex-col gap-2">
      <iframe
        title="Fax preview"
        src={pdf.url}
        className="h-[60vh] min-h-80 w-full rounded-lg border border-line bg-surface"
      />
      <a href={pdf.url} target="_blank" rel="noopener" className="text-sm font-medium text-primary underline">
        Open the PDF in a new tab
      </a>
    </div>
  );
}
