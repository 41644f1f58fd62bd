import { consultPath } from '@curo/core/routes';
import { OFFLINE_MAX_FILES, requestMessages, ZOfflineFields } from '@curo/core/scheduling-requests';
import { type FormEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { secondaryButton } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFormState } from '../../../lib/use-form-state';
import { useCreateOffline } from '../api/requests';
import { ChosenDocuments, type TChosenFile } from '../components/chosen-documents';
import { ConsultShell } from '../components/consult-shell';
import { RequestForm } from '../components/request-form';
import { useDirectoryChoices } from '../hooks/use-directory-choices';
import { DOCUMENT_ACCEPT, fileProblem } from '../utils/documents';

type TOfflineField = 'description' | 'documents' | 'doctorId' | 'specialty';
interface TOfflineValues {
  description: string;
  documents: TChosenFile[];
  /** One list picks either, so at most one of the two is set. */
  doctorId: string;
  specialty: string;
}
const IDS: Record<TOfflineField, string> = {
  description: 'offline-description',
  documents: 'offline-documents',
  doctorId: 'offline-target',
  specialty: 'offline-target',
};
const idFor = (field: TOfflineField) => IDS[field];
const ORDER: readonly TOfflineField[] = ['description', 'documents', 'doctorId', 'specialty'];

/** The server's fields, and the documents checked as the page can before any upload. */
const ZOfflineForm = ZOfflineFields.and(
  z.object({
    documents: z
      .array(z.custom<File>())
      .max(OFFLINE_MAX_FILES, { error: requestMessages.tooManyFiles })
      .refine((files) => files.every((file) => !fileProblem(file)), {
        error: 'Remove or replace the documents marked below',
      }),
  }),
);

/** The API's refusals that are about the documents: too large (413), of a wrong type (415), too many (400). */
const aboutDocuments = (error: unknown): error is ApiError =>
  error instanceof ApiError && [400, 413, 415].includes(error.status);

/**
 * `/consult/offline`: an offline review. The patient describes the problem, attaches up to five
 * documents (PDF, JPEG or PNG, 10 MB each) and may name a doctor or a specialty; a doctor answers in
 * writing on the consult's page.
 */
export function OfflinePage() {
  const navigate = useNavigate();
  const { doctors, specialties } = useDirectoryChoices();
  const create = useCreateOffline();
  const counter = useRef(0);
  const form = useFormState<TOfflineField, TOfflineValues>(
    { description: '', documents: [], doctorId: '', specialty: '' },
    idFor,
  );
  const { values } = form;
  const files = values.documents.map((c) => c.file);
  const target = values.doctorId
    ? `doctor:${values.doctorId}`
    : values.specialty
      ? `specialty:${values.specialty}`
      : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.check(
      ZOfflineForm,
      {
        description: values.description,
        doctorId: values.doctorId || undefined,
        specialty: values.specialty || undefined,
        documents: files,
      },
      ORDER,
    );
    if (!body) return;
    const { documents, ...fields } = body;
    try {
      const appointment = await create.mutateAsync({ ...fields, files: documents });
      navigate(consultPath(appointment.id));
    } catch (error) {
      if (aboutDocuments(error)) form.showFieldErrors({ documents: error.message }, ORDER);
      else form.showFormError(errorMessage(error));
    }
  };

  return (
    <ConsultShell
      title="Offline review"
      lead="For simple, non-urgent requests. Describe the problem in writing and attach anything useful, such as a photo or a letter. A doctor reviews it and answers here, and may ask you a question first."
    >
      <RequestForm
        label="Send for an offline review"
        onSubmit={submit}
        form={form}
        pending={create.isPending}
        action="Send for review"
        sending={`Sending${files.length ? ' and uploading' : ''}…`}
      >
        <TextAreaField
          label="Describe the problem"
          hint="What is happening, since when, what you have tried, and any medicines you take. At least 20 characters."
          rows={6}
          maxLength={4000}
          {...form.text('description')}
        />
        <div>
          <p className="text-sm font-medium text-ink" id="offline-documents-label">
            Documents (optional)
          </p>
          <p id="offline-documents-hint" className="mb-2 text-sm text-muted">
            Up to {OFFLINE_MAX_FILES} files: PDF, JPEG or PNG, at most 10 MB each. On an iPhone, choose photos
            from the photo library so they are sent as JPEG. We remove location data from photos.
          </p>
          <input
            id={IDS.documents}
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
              form.setValue('documents', [...values.documents, ...picked]);
              e.target.value = '';
            }}
          />
          <label htmlFor={IDS.documents} className={`${secondaryButton} cursor-pointer`}>
            Add documents
          </label>
          <ChosenDocuments
            chosen={values.documents}
            problems={files.map(fileProblem)}
            onRemove={(key) =>
              form.setValue(
                'documents',
                values.documents.filter((c) => c.key !== key),
              )
            }
          />
          {form.errors.documents ? (
            <p role="alert" className="mt-2 text-sm text-error">
              {form.errors.documents}
            </p>
          ) : null}
        </div>
        <Field
          id={IDS.doctorId}
          label="Who should review it? (optional)"
          error={form.errors.doctorId ?? form.errors.specialty}
        >
          {(props) => (
            <select
              {...props}
              value={target}
              onChange={(e) => {
                const [kind, value = ''] = e.target.value.split(':', 2);
                form.setValue('doctorId', kind === 'doctor' ? value : '');
                form.setValue('specialty', kind === 'specialty' ? value : '');
              }}
            >
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
      </RequestForm>
    </ConsultShell>
  );
}
