import { EMPLOYEE_BANDS } from '@curo/core/content';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { EMPLOYEE_BAND_LABELS, useBusinessEnquiryForm } from '../hooks/use-business-enquiry-form';

/** The one-line fields, two to a row, with the server's length limits. */
const TEXT_FIELDS = [
  { field: 'companyName', label: 'Organisation', type: 'text', autoComplete: 'organization', maxLength: 120 },
  { field: 'contactName', label: 'Your name', type: 'text', autoComplete: 'name', maxLength: 120 },
  { field: 'email', label: 'Work email', type: 'email', autoComplete: 'email', maxLength: 254 },
  { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', maxLength: 30 },
] as const;

const BAND_OPTIONS = EMPLOYEE_BANDS.map((band) => ({ value: band, label: EMPLOYEE_BAND_LABELS[band] }));

/** The business enquiry form of `/business`, posting to `sendCompanyContact`. */
export function BusinessEnquiryForm() {
  const form = useBusinessEnquiryForm();
  const doneHeading = useRef<HTMLHeadingElement>(null);

  // The form is replaced by the confirmation; focus follows so it is read out.
  useEffect(() => {
    if (form.sent) doneHeading.current?.focus();
  }, [form.sent]);

  if (form.sent) {
    return (
      <div
        role="status"
        className="rounded-card border border-success/25 bg-white p-6 text-center shadow-card sm:p-10"
      >
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-success/10 text-success">
          <CircleCheck aria-hidden="true" className="size-7" />
        </span>
        <h3 ref={doneHeading} tabIndex={-1} className="mt-5 text-2xl font-bold text-ink focus:outline-none">
          Enquiry sent
        </h3>
        <p className="mx-auto mt-3 max-w-[48ch] text-muted">{form.sent}</p>
        <button type="button" onClick={form.reset} className={`${buttonClass('secondary')} mt-8`}>
          Send another enquiry
        </button>
      </div>
    );
  }

  return (
    <form
      onSubmit={form.submit}
      noValidate
      aria-labelledby="enquiry-form-title"
      aria-busy={form.busy || undefined}
      className="rounded-card border border-line bg-white p-5 shadow-card sm:p-8"
    >
      <h3 id="enquiry-form-title" className="text-xl font-bold text-ink">
        Business enquiry
      </h3>
      <p className="mt-1 text-sm text-muted">All fields are required.</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ field, ...props }) => (
          <TextField key={field} {...form.text(field)} {...props} />
        ))}
        <SelectField
          {...form.text('employees')}
          label="How many people work there?"
          options={BAND_OPTIONS}
          emptyLabel="Choose a size"
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <TextAreaField
            {...form.text('message')}
            label="How can we help?"
            hint="Who you would like to cover, where they are, and anything you would like us to know."
            rows={5}
            maxLength={5000}
          />
        </div>
      </div>
      {form.formError ? (
        <div className="mt-5">
          <FormAlert id={form.alertId}>{form.formError}</FormAlert>
        </div>
      ) : null}
      <button
        type="submit"
        disabled={form.busy}
        className={`${buttonClass('primary')} mt-6 w-full sm:w-auto disabled:opacity-70`}
      >
        {form.busy ? 'Sending…' : 'Send enquiry'}
      </button>
      <p className="mt-4 text-sm text-muted">
        We use these details only to reply to your enquiry. Please do not include anyone’s health information.
      </p>
    </form>
  );
}
