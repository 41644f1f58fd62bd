import { FILE_RULES, type TStoredFile, type TUploadableKind } from '@curo/core/files';
import { Download, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { smallButton, smallDangerButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { formatBytes } from '../../../lib/file-size';
import { downloadStoredFile, useFiles, useRemoveFile, useUploadFile } from '../api/files';

interface StoredFilesProps {
  kind: TUploadableKind;
  appointmentId?: string;
  /** The signed-in person: they may remove what they uploaded. */
  viewerId: string;
  uploadLabel: string;
  emptyText: string;
}

/**
 * A list of stored files of one kind, each downloaded on demand (with the session's token, as an
 * attachment), and a file picker that uploads as soon as a file is chosen. The server checks the
 * content; its refusal (wrong type, too large) is said here.
 */
export function StoredFiles({ kind, appointmentId, viewerId, uploadLabel, emptyText }: StoredFilesProps) {
  const inputId = useId();
  const hintId = useId();
  const alertId = useId();
  const input = useRef<HTMLInputElement>(null);
  const list = useFiles(kind, appointmentId);
  const upload = useUploadFile(kind, appointmentId);
  const remove = useRemoveFile(kind, appointmentId);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const rules = FILE_RULES[kind];

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setStatus(`Uploading ${file.name}…`);
    try {
      const stored = await upload.mutateAsync(file);
      setStatus(`${stored.fileName} uploaded`);
    } catch (error) {
      setStatus('');
      setProblem(errorMessage(error));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const download = async (file: TStoredFile) => {
    setProblem(null);
    try {
      await downloadStoredFile(file);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const files = list.data?.files ?? [];
  return (
    <div className="flex flex-col gap-4">
      {list.isPending ? (
        <Loading label="Loading the files…" rows={1} />
      ) : list.isError ? (
        <LoadProblem what="the files" error={list.error} onRetry={() => void list.refetch()} framed={false} />
      ) : files.length === 0 ? (
        <p className="text-muted">{emptyText}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {files.map((file) => {
            const aboutId = `${inputId}-${file.id}`;
            return (
              <li key={file.id} className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0">
                <div className="min-w-0" id={aboutId}>
                  <p className="break-words font-semibold text-ink">{file.fileName}</p>
                  <p className="text-sm text-muted">
                    {formatBytes(file.sizeBytes)} · {file.uploadedBy.name} ·{' '}
                    {formatDateTimeWithYear(file.createdAt)}
                  </p>
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={smallButton}
                    aria-describedby={aboutId}
                    onClick={() => void download(file)}
                  >
                    <Download aria-hidden className="size-4" />
                    Download
                  </button>
                  {file.uploadedBy.userId === viewerId ? (
                    <button
                      type="button"
                      className={smallDangerButton}
                      aria-describedby={aboutId}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(file, {
                          onSuccess: () => setStatus(`${file.fileName} removed`),
                          onError: (error) => setProblem(errorMessage(error)),
                        })
                      }
                    >
                      <Trash2 aria-hidden className="size-4" />
                      Remove
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <label htmlFor={inputId} className={`${smallButton} cursor-pointer focus-within:ring-2`}>
          <Upload aria-hidden className="size-4" />
          {upload.isPending ? 'Uploading…' : uploadLabel}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={rules.accept}
          className="sr-only"
          aria-describedby={`${hintId}${problem ? ` ${alertId}` : ''}`}
          disabled={upload.isPending}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <p id={hintId} className="mt-2 text-sm text-muted">
          Upload {rules.describe}.
        </p>
      </div>
      {problem ? <FormAlert id={alertId}>{problem}</FormAlert> : null}
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
