import type { TChatMessage } from '@curo/core/chat';
import { FileText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { formatBytes } from '../../../lib/file-size';
import { toast } from '../../../lib/toast-store';
import { downloadAttachment, useAttachmentBlob } from '../api/attachment-file';
import { isImage } from '../utils/attachment-problem';

type TAttachment = NonNullable<TChatMessage['attachment']>;

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/webp': 'Image',
};

/** A blob as an address an `<img>` or a link can use, for as long as the component shows it. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== 'function') return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/** A PDF (or an image that would not load) as a file link: its name, type and size; saved on click. */
function FileAttachment({ attachment, mine }: { attachment: TAttachment; mine: boolean }) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await downloadAttachment(attachment.url, attachment.fileName);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void save()}
      disabled={busy}
      className={`flex min-h-11 max-w-full items-center gap-2 rounded-lg px-2.5 py-1.5 text-left disabled:opacity-70 ${
        mine ? 'bg-white/15 hover:bg-white/25' : 'bg-white ring-1 ring-line hover:ring-primary'
      }`}
    >
      <FileText aria-hidden className="size-5 shrink-0" />
      <span className="min-w-0">
        <span className="block font-medium underline underline-offset-2 [overflow-wrap:anywhere]">
          {attachment.fileName}
        </span>
        <span className={`block text-xs ${mine ? 'text-white/85' : 'text-muted'}`}>
          {busy
            ? 'Downloading…'
            : `${TYPE_NAMES[attachment.contentType] ?? 'File'}, ${formatBytes(attachment.sizeBytes)}`}
        </span>
      </span>
    </button>
  );
}

/** An image as a thumbnail that opens the full picture; fetched with the session's token. */
function ImageAttachment({ attachment, mine }: { attachment: TAttachment; mine: boolean }) {
  const blob = useAttachmentBlob(attachment.url, true);
  const url = useObjectUrl(blob.data);
  if (url)
    return (
      <a href={url} target="_blank" rel="noopener" className="block w-fit">
        <img
          src={url}
          alt={attachment.fileName}
          className="max-h-56 max-w-full rounded-lg object-contain sm:max-w-64"
        />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  if (blob.isPending)
    return (
      <div
        className={`flex h-28 w-44 max-w-full items-center justify-center rounded-lg text-sm ${
          mine ? 'bg-white/15' : 'bg-white ring-1 ring-line'
        }`}
      >
        Loading image…
      </div>
    );
  return <FileAttachment attachment={attachment} mine={mine} />;
}

/** A message's attachment: images as a thumbnail link, PDFs as a file link. */
export function AttachmentView({ attachment, mine }: { attachment: TAttachment; mine: boolean }) {
  return isImage(attachment.contentType) ? (
    <ImageAttachment attachment={attachment} mine={mine} />
  ) : (
    <FileAttachment attachment={attachment} mine={mine} />
  );
}
