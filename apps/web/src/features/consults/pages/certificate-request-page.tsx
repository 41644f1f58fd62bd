import { ZCertificateRequest } from '@curo/core/certificate-requests';
import { CERTIFICATE_MAX_DAYS, CERTIFICATE_REASONS, certificateReasonLabels } from '@curo/core/documents';
import { consultPath } from '@curo/core/routes';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useFormState } from '../../../lib/use-form-state';
import { useCreateCertificateRequest } from '../api/requests';
import { ConsultShell } from '../components/consult-shell';
import { RequestForm } from '../components/request-form';

type TField = 'reason' | 'fromDate' | 'toDate' | 'organisation' | 'symptoms';
const ORDER: readonly TField[] = ['reason', 'fromDate', 'toDate', 'organisation', 'symptoms'];
const idFor = (field: TField) => `certificate-${field}`;
const REASON_OPTIONS = CERTIFICATE_REASONS.map((value) => ({ value, label: certificateReasonLabels[value] }));

/**
 * `/consult/certificate` (decision 0043): the patient asks for a medical certificate in writing —
 * what for, the dates, what is wrong, and the employer or school. A doctor reviews it and issues
 * the certificate, asks to speak with them, or declines with a reason, on the consult's page.
 */
export function CertificateRequestPage() {
  const navigate = useNavigate();
  const create = useCreateCertificateRequest();
  const form = useFormState<TField>(
    { reason: 'unfit_for_work', fromDate: '', toDate: '', organisation: '', symptoms: '' },
    idFor,
  );
  const { values } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.check(
      ZCertificateRequest,
      { ...values, organisation: values.organisation || undefined },
      ORDER,
    );
    if (!body) return;
    try {
      const appointment = await create.mutateAsync(body);
      navigate(consultPath(appointment.id));
    } catch (error) {
      form.showFormError(errorMessage(error));
    }
  };

  return (
    <ConsultShell
      title="Medical certificate request"
      lead="Tell us what the certificate is for, the dates and what is wrong. A doctor reviews your request and issues the certificate if it is appropriate, asks to speak with you first, or explains why not."
    >
      <RequestForm
        label="Request a medical certificate"
        onSubmit={submit}
        form={form}
        pending={create.isPending}
        action="Send request"
      >
        <SelectField
          label="What is it for?"
          options={REASON_OPTIONS}
          {...form.text('reason')}
          onValueChange={(value) => form.setValue('reason', value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="From" type="date" {...form.text('fromDate')} />
          <TextField
            label="To"
            type="date"
            hint={`At most ${CERTIFICATE_MAX_DAYS} days, including both dates`}
            {...form.text('toDate')}
          />
        </div>
        <TextField
          label="Employer or school (optional)"
          hint="Named on the certificate if you give it"
          maxLength={120}
          {...form.text('organisation')}
        />
        <TextAreaField
          label="What is wrong?"
          hint="Your symptoms, since when, and why you cannot work, study or need to care for someone. At least 10 characters."
          rows={5}
          maxLength={2000}
          {...form.text('symptoms')}
        />
      </RequestForm>
    </ConsultShell>
  );
}
