import { CONTACT_SUBJECTS } from '@curo/core/constants';
import type { TContactField } from '@curo/core/contact';
import { messages } from '@curo/core/messages';
import * as Dialog from '@radix-ui/react-dialog';
import { Clock, Mail, Phone, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { closeContactDialog, useContactDialogOpen } from '../../../lib/contact-dialog-store';
import { type ContactErrors, type ContactValues, useContactForm } from '../hooks/use-contact-form';

const inputClass =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink min-h-11 transition-colors ' +
  'focus:outline-none focus:ring-2 focus:ring-primary/40 focus:border-primary disabled:bg-surface disabled:text-muted';

function fieldClass(error: string | undefined) {
  return `${inputClass} ${error ? 'border-error placeholder:text-error placeholder:text-[14px]' : 'border-line placeholder:text-slate-400'}`;
}

interface FieldProps {
  name: TContactField;
  label: string;
  values: ContactValues;
  errors: ContactErrors;
  children: (props: {
    id: string;
    name: TContactField;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    placeholder: string | undefined;
    className: string;
  }) => ReactNode;
  placeholder?: string;
  className?: string;
}

/** A label, the control, and the field's error: shown as its placeholder (spec §5) and announced. */
function Field({ name, label, errors, children, placeholder, className }: FieldProps) {
  const id = `contact-${name}`;
  const error = errors[name];
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      {children({
        id,
        name,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? `${id}-error` : undefined,
        placeholder: error ?? placeholder,
        className: fieldClass(error),
      })}
      {error ? (
        <span id={`${id}-error`} className="sr-only">
          {error}
        </span>
      ) : null}
    </div>
  );
}

function InfoPanel() {
  return (
    <div className="flex flex-col gap-5 bg-primary p-6 text-white md:w-[260px] md:shrink-0 md:p-7">
      <div>
        <p className="text-lg font-semibold">We're here to help</p>
        <p className="mt-2 text-sm text-teal-50">
          Questions about a consult, an invoice or working with us? Send a message and our Australian team
          will reply within one business day.
        </p>
      </div>
      <ul className="flex flex-col gap-3 text-sm">
        <li className="flex items-start gap-3">
          <Mail className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>support@curo.health</span>
        </li>
        <li className="flex items-start gap-3">
          <Phone className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>1300 287 624</span>
        </li>
        <li className="flex items-start gap-3">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>Support 8 am – 8 pm AEST, 7 days</span>
        </li>
      </ul>
      <p className="mt-auto rounded-lg bg-white/10 p-3 text-sm font-medium">
        In an emergency, call 000. This form is not monitored around the clock.
      </p>
    </div>
  );
}

/** The contact dialog of spec §2: opened from anywhere, two columns, the enquiry form. */
export function ContactDialog() {
  const open = useContactDialogOpen();
  const { values, errors, setValue, submit, reset, busy } = useContactForm({ onSent: closeContactDialog });

  const onOpenChange = (next: boolean) => {
    if (!next) {
      // Closing resets all fields and errors.
      reset();
      closeContactDialog();
    }
  };

  const text = (
    name: TContactField,
    label: string,
    type: string,
    placeholder: string,
    autoComplete: string,
  ) => (
    <Field name={name} label={label} values={values} errors={errors} placeholder={placeholder}>
      {(props) => (
        <input
          {...props}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => setValue(name, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-16px)] w-[calc(100vw-16px)] max-w-[800px] -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-card bg-white shadow-card focus:outline-none md:flex-row md:overflow-hidden"
          data-testid="contact-dialog"
        >
          <InfoPanel />
          <form
            onSubmit={submit}
            noValidate
            className="flex flex-1 flex-col gap-4 p-6 md:max-h-[calc(100dvh-16px)] md:overflow-y-auto md:p-8"
          >
            <div className="flex items-start justify-between gap-4">
              <div>
                <Dialog.Title className="text-xl font-bold text-ink">{messages.contact.title}</Dialog.Title>
                <Dialog.Description className="mt-1 text-sm text-muted">
                  All fields are required.
                </Dialog.Description>
              </div>
              <Dialog.Close
                className="-mt-2 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
                aria-label="Close"
              >
                <X className="size-5" aria-hidden />
              </Dialog.Close>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {text('firstName', 'First name', 'text', 'Jane', 'given-name')}
              {text('lastName', 'Last name', 'text', 'Citizen', 'family-name')}
              {text('email', 'Email', 'email', 'you@example.com.au', 'email')}
              {text('phoneNumber', 'Phone number', 'tel', '04xx xxx xxx', 'tel')}
            </div>
            <Field name="subject" label="Subject" values={values} errors={errors}>
              {({ placeholder: _placeholder, ...props }) => (
                <select
                  {...props}
                  value={values.subject}
                  disabled
                  onChange={(e) => setValue('subject', e.target.value)}
                >
                  {CONTACT_SUBJECTS.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              name="message"
              label="Message"
              values={values}
              errors={errors}
              placeholder="How can we help?"
            >
              {(props) => (
                <textarea
                  {...props}
                  value={values.message}
                  onChange={(e) => setValue('message', e.target.value)}
                  className={`${props.className} h-[120px] resize-none md:h-[200px]`}
                />
              )}
            </Field>
            <button
              type="submit"
              disabled={busy}
              className="min-h-11 rounded-lg bg-primary px-5 py-2.5 font-semibold text-white transition-colors hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-70"
            >
              {busy ? messages.contact.sending : messages.contact.send}
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
