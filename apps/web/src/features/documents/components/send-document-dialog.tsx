import { documentWords, type TClinicalDocument, ZSendDocumentEmail } from '@curo/core/documents';
import { useId } from 'react';
import { DialogForm, FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { ToggleField } from '../../../components/ui/toggle-field';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useSendDocumentEmail } from '../api/documents';

type Field = 'to' | 'email' | 'recipientName' | 'consent';
type Values = { to: 'patient' | 'third_party'; email: string; recipientName: string; consent: boolean };

/**
 * Sends a document by email as a link that works once and expires: to the patient, or to someone
 * else (an employer, a school, a specialist) only when the patient agreed, which the sender ticks.
 */
export function SendDocumentDialog({
  document,
  open,
  onClose,
}: {
  document: TClinicalDocument;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Send ${document.title.toLowerCase()} by email`}
      description="The email carries a link that works once and expires after 7 days, not the document itself."
    >
      <SendForm document={document} onSent={onClose} />
    </FormDialog>
  );
}

function SendForm({ document, onSent }: { document: TClinicalDocument; onSent: () => void }) {
  const prefix = useId();
  const form = useFormState<Field, Values>(
    { to: 'patient', email: '', recipientName: '', consent: false },
    (field) => `${prefix}-${field}`,
  );
  const send = useSendDocumentEmail(document.appointmentId);
  const thirdParty = form.values.to === 'third_party';

  const submit = async () => {
    const body = form.check(
      ZSendDocumentEmail,
      {
        documentId: document.id,
        to: form.values.to,
        email: thirdParty ? form.values.email : null,
        recipientName: thirdParty ? form.values.recipientName.trim() || null : null,
        // Sending to the patient's own address needs no one else's agreement.
        consent: thirdParty ? form.values.consent : true,
      },
      ['email', 'recipientName', 'consent'],
    );
    if (!body) return;
    if (await form.send(() => send.mutateAsync(body))) {
      toast.success(thirdParty ? `Link sent to ${body.email}` : 'Link sent to the patient');
      onSent();
    }
  };

  return (
    <DialogForm
      label="Send by email"
      form={form}
      onSubmit={submit}
      busy={send.isPending}
      submitLabel="Send link"
      busyLabel="Sending…"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">Send to</legend>
        {(
          [
            ['patient', 'The patient (their account email)'],
            ['third_party', 'Someone else: an employer, a school or a specialist'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-ink">
            <input
              type="radio"
              name={`${prefix}-to`}
              value={value}
              checked={form.values.to === value}
              onChange={() => form.setValue('to', value)}
              className="size-5 accent-primary"
            />
            {label}
          </label>
        ))}
      </fieldset>
      {thirdParty ? (
        <>
          <TextField {...form.text('email')} type="email" label="Their email" autoComplete="off" />
          <TextField {...form.text('recipientName')} label="Their name" optional maxLength={120} />
          <div>
            <ToggleField
              id={`${prefix}-consent`}
              label="The patient agreed to this document being sent to this person"
              checked={form.values.consent}
              onCheckedChange={(checked) => form.setValue('consent', checked)}
              hint="Their agreement is recorded with your name and the time."
            />
            {form.errors.consent ? (
              <p className="mt-1 text-sm text-error" role="alert">
                {documentWords.consentNeeded}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
    </DialogForm>
  );
}
