import { TextField } from '../../../components/ui/text-field';
import type { TextBinding } from '../../../lib/use-form-state';

/** The name and mobile number every profile starts with; `phoneHint` says who sees the number. */
export function NameAndPhoneFields({
  form,
  phoneHint,
}: {
  form: { text: (field: 'firstName' | 'lastName' | 'phone') => TextBinding };
  phoneHint: string;
}) {
  return (
    <>
      <TextField {...form.text('firstName')} label="First name" autoComplete="given-name" />
      <TextField {...form.text('lastName')} label="Last name" autoComplete="family-name" />
      <TextField
        {...form.text('phone')}
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        optional
        hint={phoneHint}
      />
    </>
  );
}
