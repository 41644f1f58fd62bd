import { consultPath } from '@curo/core/routes';
import { OFFLINE_MAX_FILES, requestMessages, ZOfflineFields } from '@curo/core/scheduling-requests';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { paddedCard } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorsOf } from '../../../lib/field-errors';
import type { FieldErrors } from '../../../lib/use-form-state';
import { useDirectory } from '../../scheduling';
import { useCreateOffline } from '../api/requests';
import { ChosenDocuments, type TChosenFile } from '../components/chosen-documents';
import { ConsultShell } from '../components/consult-shell';
import { DOCUMENT_ACCEPT, fileProblem } from '../utils/documents';

/**
 * `/consult/offline`: an offline review. The patient describes the problem, attaches up to five
 * documents (PDF, JPEG or PNG, 10 MB each) and may name a doctor or a specialty; a doctor answers in
 * writing on the consult's page.
 */
export function OfflinePage() {
  const navigate = useNavigate();
  const directory = useDirectory();
  const create = useCreateOffline();
  const input = useRef<HTMLInputElement>(null);
  const [description, setDescription] = useState('');
  const [target, setTarget] = useState('');
  const [chosen, setChosen] = useState<TChosenFile[]>([]);
  const counter = useRef(0);
  const files = chosen.map((c) => c.file);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const doctors = directory.data?.items ?? [];
  const specialties = [...new Set(doctors.flatMap((d) => d.specialties))].sort((a, b) => a.localeCompare(b));
  const problems = files.map(fileProblem);
  const tooMany = files.length > OFFLINE_MAX_FILES;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const [kind, value] = target.split(':', 2);
    const parsed = ZOfflineFields.safeParse({
      description,
      doctorId: kind === 'doctor' ? value : undefined,
      specialty: kind === 'specialty' ? value : undefined,
    });
    const found = parsed.success ? {} : fieldErrorsOf<string>(parsed.error.issues);
    if (tooMany) found.documents = requestMessages.tooManyFiles;
    else if (problems.some(Boolean)) found.documents = 'Remove or replace the documents marked below';
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    create.mutate(
      { ...parsed.data, files },
      {
        onSuccess: (appointment) => navigate(consultPath(appointment.id)),
        onError: (error) => {
          if (
            error instanceof ApiError &&
            (error.status === 413 || error.status === 415 || error.status === 400)
          )
            setErrors({ documents: error.message });
          else setFormError(errorMessage(error));
        },
      },
    );
  };

  return (
    <ConsultShell
      title="Offline review"
      lead="For simple, non-urgent requests. Describe the problem in writing and attach anything useful, such as a photo or a letter. A doctor reviews it and answers here, and may ask you a question first."
    >
      <form
        onSubmit={submit}
        noValidate
        className={`${paddedCard} flex flex-col gap-5`}
        aria-label="Send for an offline review"
      >
        <Field
          id="offline-description"
          label="Describe the problem"
          hint="What is happening, since when, what you have tried, and any medicines you take. At least 20 characters."
          error={errors.description}
        >
          {(props) => (
            <textarea
              {...props}
              rows={6}
              maxLength={4000}
              value={description}
              onChange={(e) => {
                setDescription(e.target.value);
                setErrors(({ description: _, ...rest }) => rest);
              }}
            />
          )}
        </Field>
        <div>
          <p className="text-sm font-medium text-ink" id="offline-documents-label">
            Documents (optional)
          </p>
          <p id="offline-documents-hint" className="mb-2 text-sm text-muted">
            Up to {OFFLINE_MAX_FILES} files: PDF, JPEG or PNG, at most 10 MB each. On an iPhone, choose photos
            from the photo library so they are sent as JPEG. We remove location data from photos.
          </p>
          <input
            ref={input}
            id="offline-documents"
            type="file"
            multiple
            accept={DOCUMENT_ACCEPT}
            className="sr-only"
            aria-describedby="offline-documents-hint"
            onChange={(e) => {
              const picked = [...(e.target.files ?? [])].map((file) => {
                counter.current += 1;
                return { key: counter.current, file };
              });
              setChosen((current) => [...current, ...picked]);
              setErrors(({ documents: _, ...rest }) => rest);
              e.target.value = '';
            }}
          />
          <label htmlFor="offline-documents" className={`${secondaryButton} cursor-pointer`}>
            Add documents
          </label>
          <ChosenDocuments
            chosen={chosen}
            problems={problems}
            onRemove={(key) => setChosen((current) => current.filter((c) => c.key !== key))}
          />
          {errors.documents ? (
            <p role="alert" className="mt-2 text-sm text-error">
              {errors.documents}
            </p>
          ) : null}
        </div>
        <Field id="offline-target" label="Who should review it? (optional)" error={errors.doctorId}>
          {(props) => (
            <select {...props} value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">The first available GP</option>
              {specialties.length ? (
                <optgroup label="A specialty">
                  {specialties.map((s) => (
                    <option key={s} value={`specialty:${s}`}>
                      {s}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              {doctors.length ? (
                <optgroup label="A particular doctor">
                  {doctors.map((d) => (
                    <option key={d.id} value={`doctor:${d.id}`}>
                      Dr {d.firstName} {d.lastName}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </select>
          )}
        </Field>
        {formError ? <Notice tone="error" title={formError} /> : null}
        <button type="submit" className={`${primaryButton} sm:self-end`} disabled={create.isPending}>
          {create.isPending ? `Sending${files.length ? ' and uploading' : ''}…` : 'Send for review'}
        </button>
      </form>
    </ConsultShell>
  );
}
