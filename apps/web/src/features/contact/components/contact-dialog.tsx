import { CONTACT_SUBJECTS } from '@curo/core/constants';
import { messages } from '@curo/core/messages';
import * as Dialog from '@radix-ui/react-dialog';
import { Clock, Mail, Phone, X } from 'lucide-react';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { closeContactDialog, useContactDialogOpen } from '../../../lib/contact-dialog-store';
import { useContactForm } from '../hooks/use-contact-form';

/** The four one-line fields, two to a row; the placeholders are examples until a field is in error. */
const TEXT_FIELDS = [
  { field: 'firstName', label: 'First name', type: 'text', placeholder: 'Jane', autoComplete: 'given-name' },
  {
    field: 'lastName',
    label: 'Last name',
    type: 'text',
    placeholder: 'Citizen',
    autoComplete: 'family-name',
  },
  { field: 'email', label: 'Email', type: 'email', placeholder: 'you@example.com.au', autoComplete: 'email' },
  {
    field: 'phoneNumber',
    label: 'Phone number',
    type: 'tel',
    placeholder: '04xx xxx xxx',
    autoComplete: 'tel',
  },
] as const;

const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: subject }));

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
      {/* Solid, not white at 10 % over the teal: that came to 4.48:1 with white text (issue 15). */}
      <p className="mt-auto rounded-lg bg-primary-hover p-3 text-sm font-medium">
        In an emergency, call 000. This form is not monitored around the clock.
      </p>
    </div>
  );
}

/** The contact dialog of spec §2: opened from anywhere, two columns, the enquiry form. */
export function ContactDialog() {
  const open = useContactDialogOpen();
  const form = useContactForm({ onSent: closeContactDialog });

  const onOpenChange = (next: boolean) => {
    if (!next) {
      // Closing resets all fields and errors.
      form.reset();
      closeContactDialog();
    }
  };

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
            onSubmit={form.submit}
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
              {TEXT_FIELDS.map(({ field, ...props }) => (
                <TextField key={field} {...form.text(field)} {...props} errorAsPlaceholder />
              ))}
            </div>
            <SelectField {...form.text('subject')} label="Subject" options={SUBJECT_OPTIONS} disabled />
            <TextAreaField
              {...form.text('message')}
              label="Message"
              placeholder="How can we help?"
              heightClass="h-[120px] md:h-[200px]"
              errorAsPlaceholder
            />
            <button
              type="submit"
              disabled={form.busy}
              className="min-h-11 rounded-lg bg-primary px-5 py-2.5 font-semibold text-white transition-colors hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-70"
            >
              {form.busy ? messages.contact.sending : messages.contact.send}
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
