import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/text-field';

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'name' | 'label' | 'type' | 'autoComplete' | 'inputMode' | 'spellCheck'
>;

/** The "Email" field every way of signing in asks for, typed so phones show the email keyboard. */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      {...props}
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
    />
  );
}
