import {
  CERTIFICATE_REASONS,
  certificateReasonLabels,
  DOCUMENT_KINDS,
  documentKindLabels,
  type TDocumentKind,
  type TIssueDocument,
  ZIssueDocument,
} from '@curo/core/documents';
import { type FormEvent, useId } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useIssueDocument, usePreviewDocument } from '../api/documents';
import { sydneyToday } from './document-dates';

type Field =
  | 'kind'
  | 'reason'
  | 'fromDate'
  | 'toDate'
  | 'organisation'
  | 'to'
  | 'referralReason'
  | 'clinicalDetails'
  | 'summary';

/** The referral's `reason` is the form's `referralReason` (the certificate has a `reason` of its own). */
const FIELD_OF: Record<TDocumentKind, Partial<Record<string, Field>>> = {
  medical_certificate: {},
  referral_letter: { reason: 'referralReason' },
  consult_summary: {},
};

const ORDER: readonly Field[] = [
  'kind',
  'reason',
  'fromDate',
  'toDate',
  'organisation',
  'to',
  'referralReason',
  'clinicalDetails',
  'summary',
];

type Values = Record<Field, string>;

/** The request body the form's values make for their kind. */
function bodyOf(values: Values): unknown {
  switch (values.kind as TDocumentKind) {
    case 'medical_certificate':
      return {
        kind: 'medical_certificate',
        reason: values.reason,
        fromDate: values.fromDate,
        toDate: values.toDate,
        organisation: values.organisation.trim() || null,
      };
    case 'referral_letter':
      return {
        kind: 'referral_letter',
        to: values.to,
        reason: values.referralReason,
        clinicalDetails: values.clinicalDetails,
      };
    default:
      return { kind: 'consult_summary', summary: values.summary };
  }
}

/**
 * The doctor's form for a certificate, referral letter or consult summary: Preview opens the PDF
 * as it would be issued (marked as not issued) in a new tab; Issue stores and lists it.
 */
export function IssueDocumentForm({ appointmentId }: { appointmentId: string }) {
  const prefix = useId();
  const today = sydneyToday();
  const initial: Values = {
    kind: 'medical_certificate',
    reason: 'unfit_for_work',
    fromDate: today,
    toDate: today,
    organisation: '',
    to: '',
    referralReason: '',
    clinicalDetails: '',
    summary: '',
  };
  const form = useFormState<Field, Values>(initial, (field) => `${prefix}-${field}`);
  const issue = useIssueDocument(appointmentId);
  const preview = usePreviewDocument(appointmentId);
  const kind = form.values.kind as TDocumentKind;

  const checked = (): TIssueDocument | null => {
    const rename = FIELD_OF[kind];
    return form.check(
      {
        safeParse: (input: unknown) => {
          const parsed = ZIssueDocument.safeParse(input);
          if (parsed.success) return parsed;
          return {
            success: false as const,
            error: {
              issues: parsed.error.issues.map((issue) => ({
                message: issue.message,
                path: [rename[String(issue.path[0])] ?? String(issue.path[0] ?? 'kind')],
              })),
            },
          };
        },
      },
      bodyOf(form.values),
      ORDER,
    );
  };

  const onPreview = () => {
    const body = checked();
    if (body) preview.mutate(body, { onError: (error) => form.showFormError(errorMessage(error)) });
  };
  const onIssue = async (event: FormEvent) => {
    event.preventDefault();
    const body = checked();
    if (!body || issue.isPending) return;
    const sent = await form.send(() => issue.mutateAsync(body));
    if (sent) {
      toast.success(`${documentKindLabels[body.kind]} issued`);
      form.resetValues({ ...initial, kind: body.kind });
    }
  };

  return (
    <form onSubmit={onIssue} noValidate aria-label="Issue a document" className="flex flex-col gap-4">
      {form.formError ? <FormAlert id={form.alertId}>{form.formError}</FormAlert> : null}
      <SelectField
        {...form.text('kind')}
        label="Document"
        value={kind}
        options={DOCUMENT_KINDS.map((value) => ({ value, label: documentKindLabels[value] }))}
        onValueChange={(value) => form.setValue('kind', value)}
      />
      {kind === 'medical_certificate' ? (
        <>
          <SelectField
            {...form.text('reason')}
            label="Certificate"
            value={form.values.reason as (typeof CERTIFICATE_REASONS)[number]}
            options={CERTIFICATE_REASONS.map((value) => ({ value, label: certificateReasonLabels[value] }))}
            onValueChange={(value) => form.setValue('reason', value)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...form.text('fromDate')} type="date" label="From" />
            <TextField {...form.text('toDate')} type="date" label="To (inclusive)" />
          </div>
          <TextField
            {...form.text('organisation')}
            label="Employer or school"
            optional
            hint="Named on the certificate if the patient wants it."
            maxLength={120}
          />
        </>
      ) : kind === 'referral_letter' ? (
        <>
          <TextField {...form.text('to')} label="To" hint="The specialist or service" maxLength={200} />
          <TextField {...form.text('referralReason')} label="Reason for referral" maxLength={500} />
          <TextAreaField
            {...form.text('clinicalDetails')}
            label="Clinical details"
            maxLength={5000}
            counted
          />
        </>
      ) : (
        <TextAreaField
          {...form.text('summary')}
          label="Summary for the patient"
          hint="In plain language: what you found and what to do next."
          maxLength={5000}
          counted
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" className={secondaryButton} onClick={onPreview} disabled={preview.isPending}>
          {preview.isPending ? 'Opening preview…' : 'Preview'}
        </button>
        <button type="submit" className={primaryButton} disabled={issue.isPending}>
          {issue.isPending ? 'Issuing…' : `Issue ${documentKindLabels[kind].toLowerCase()}`}
        </button>
      </div>
    </form>
  );
}
