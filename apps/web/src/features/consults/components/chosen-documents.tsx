import { FileText, X } from 'lucide-react';
import { formatBytes } from '../../../lib/file-size';

export interface TChosenFile {
  key: number;
  file: File;
}

/**
 * Files picked but not sent yet, each with its size, what is wrong with it (`problems`, by
 * position) and a button to remove it.
 */
export function ChosenDocuments({
  chosen,
  problems,
  onRemove,
}: {
  chosen: readonly TChosenFile[];
  problems: ReadonlyArray<string | null>;
  onRemove: (key: number) => void;
}) {
  if (chosen.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-col gap-2" aria-label="Chosen documents">
      {chosen.map(({ key, file }, i) => (
        <li
          key={key}
          className={`flex items-center justify-between gap-2 rounded-lg border p-3 ${
            problems[i] ? 'border-error bg-red-50' : 'border-line'
          }`}
        >
          <span className="flex min-w-0 items-start gap-2">
            <FileText aria-hidden className="mt-0.5 size-5 shrink-0 text-muted" />
            <span className="min-w-0">
              <span className="block break-all text-ink">{file.name}</span>
              <span className="block text-sm text-muted">{formatBytes(file.size)}</span>
              {problems[i] ? <span className="block text-sm text-error">{problems[i]}</span> : null}
            </span>
          </span>
          <button
            type="button"
            className="flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
            onClick={() => onRemove(key)}
            aria-label={`Remove ${file.name}`}
          >
            <X aria-hidden className="size-5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
