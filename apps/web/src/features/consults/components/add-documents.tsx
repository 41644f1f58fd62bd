import { OFFLINE_MAX_FILES, requestMessages } from '@curo/core/scheduling-requests';
import { useRef, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useAddDocuments, useDocuments } from '../api/requests';
import { DOCUMENT_ACCEPT, DOCUMENTS_PER_CONSULT, fileProblem } from '../utils/documents';
import { ChosenDocuments, type TChosenFile } from './chosen-documents';

/**
 * The patient adds documents to an open offline consult (such as the photo the doctor asked for):
 * pick, see each file checked as on the offline form, then send. Up to five at a time and ten on
 * the consult in all; the API's refusal (415 type, 413 size) shows at the documents.
 */
export function AddDocuments({ appointmentId }: { appointmentId: string }) {
  const documents = useDocuments(appointmentId);
  const add = useAddDocuments(appointmentId);
  const counter = useRef(0);
  const [chosen, setChosen] = useState<TChosenFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const inputId = `add-documents-${appointmentId}`;
  const files = chosen.map((c) => c.file);
  const problems = files.map(fileProblem);
  const room = DOCUMENTS_PER_CONSULT - (documents.data?.length ?? 0);

  const send = () => {
    if (files.length > OFFLINE_MAX_FILES) return setError(requestMessages.tooManyFiles);
    if (problems.some(Boolean)) return setError('Remove or replace the documents marked below');
    if (files.length > room)
      return setError(
        `A consult holds at most ${DOCUMENTS_PER_CONSULT} documents, so you can add ${room} more`,
      );
    setError(null);
    add.mutate(files, {
      onSuccess: (added) => {
        toast.success(
          added.length === 1 ? 'Your document is with the doctor' : 'Your documents are with the doctor',
        );
        setChosen([]);
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };

  if (documents.isSuccess && room <= 0)
    return (
      <p className="mt-3 text-sm text-muted">
        This consult holds the most documents it can ({DOCUMENTS_PER_CONSULT}).
      </p>
    );
  return (
    <div className="mt-4">
      <p id={`${inputId}-hint`} className="mb-2 text-sm text-muted">
        PDF, JPEG or PNG, at most 10 MB each, up to {OFFLINE_MAX_FILES} at a time and {DOCUMENTS_PER_CONSULT}{' '}
        on the consult. On an iPhone, choose photos from the photo library so they are sent as JPEG.
      </p>
      <input
        id={inputId}
        type="file"
        multiple
        accept={DOCUMENT_ACCEPT}
        className="sr-only"
        aria-describedby={`${inputId}-hint`}
        disabled={add.isPending}
        onChange={(e) => {
          const picked = [...(e.target.files ?? [])].map((file) => {
            counter.current += 1;
            return { key: counter.current, file };
          });
          setChosen((current) => [...current, ...picked]);
          setError(null);
          e.target.value = '';
        }}
      />
      <label htmlFor={inputId} className={`${secondaryButton} cursor-pointer`}>
        Add documents
      </label>
      <ChosenDocuments
        chosen={chosen}
        problems={problems}
        onRemove={(key) => {
          setChosen((current) => current.filter((c) => c.key !== key));
          setError(null);
        }}
      />
      {error ? (
        <p role="alert" className="mt-2 text-sm text-error">
          {error}
        </p>
      ) : null}
      {files.length > 0 ? (
        <button type="button" className={`${primaryButton} mt-3`} disabled={add.isPending} onClick={send}>
          {add.isPending
            ? 'Uploading…'
            : files.length === 1
              ? 'Send this document'
              : `Send these ${files.length} documents`}
        </button>
      ) : null}
    </div>
  );
}
