import { ZChangeEmailRequest, ZSendPinCodeChangeEmailRequest } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import { Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SectionCard } from '../../../components/ui/section-card';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useChangeEmail, useSendChangeEmailCode } from '../api/change-email';

type TField = 'email' | 'pinCode';
const idFor = (field: TField) => `change-email-${field}`;

/** Which field a refusal is about: the address (taken, not valid) or the code (wrong, expired). */
function fieldOf(error: unknown, step: 'send' | 'confirm'): TField | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === ErrorCode.EMAIL_TAKEN) return step === 'send' ? 'email' : undefined;
  // A wrong, spent or expired code is a 400 of the code (decision 0053), never a 401.
  if (error.code === ErrorCode.VALIDATION_ERROR) return step === 'send' ? 'email' : 'pinCode';
  return undefined;
}

/**
 * Changing the account's email: a 6-digit code goes to the new address, and the change is made
 * only with it, so nobody moves an account to an address they do not hold (decision 0053).
 */
export function ChangeEmailCard({ currentEmail }: { currentEmail: string }) {
  const form = useFormState<TField>({ email: '', pinCode: '' }, idFor, { alertId: 'change-email-alert' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendChangeEmailCode();
  const change = useChangeEmail();

  const refuse = (error: unknown, step: 'send' | 'confirm') => {
    const field = fieldOf(error, step);
    if (field) form.showFieldErrors({ [field]: errorMessage(error) }, [field]);
    else form.showFormError(errorMessage(error));
  };

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    const input = form.check(ZSendPinCodeChangeEmailRequest, { email: form.values.email }, ['email']);
    if (!input) return;
    if (input.email.toLowerCase() === currentEmail.toLowerCase()) {
      form.showFieldErrors({ email: 'That is already your email' }, ['email']);
      return;
    }
    try {
      await send.mutateAsync(input);
      setSentTo(input.email);
      form.setValue('pinCode', '');
      toast.success(`We have sent a 6-digit code to ${input.email}.`);
    } catch (error) {
      refuse(error, 'send');
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo || change.isPending) return;
    const input = form.check(ZChangeEmailRequest, { pinCode: form.values.pinCode.trim() }, ['pinCode']);
    if (!input) return;
    try {
      const user = await change.mutateAsync({ email: sentTo, pinCode: input.pinCode });
      toast.success(`Your email is now ${user.email}. Use it to sign in from now on.`);
      setSentTo(null);
      form.resetValues({ email: '', pinCode: '' });
    } catch (error) {
      refuse(error, 'confirm');
    }
  };

  const startAgain = () => {
    setSentTo(null);
    form.resetValues({ email: form.values.email, pinCode: '' });
  };

  return (
    <SectionCard
      id="email"
      title="Email"
      icon={Mail}
      description={
        <>
          You sign in with <span className="font-semibold break-all text-ink">{currentEmail}</span>. To change
          it, we send a code to the new address first.
        </>
      }
    >
      {form.formError ? (
        <div className="mb-4">
          <FormAlert id={form.alertId}>{form.formError}</FormAlert>
        </div>
      ) : null}
      {sentTo ? (
        <form
          onSubmit={confirm}
          noValidate
          aria-label="Confirm your new email"
          className="flex flex-col gap-4"
        >
          <p className="text-[15px] text-ink" role="status">
            Enter the code we sent to <span className="font-semibold break-all">{sentTo}</span>. It works for
            10 minutes.
          </p>
          <div className="max-w-xs">
            <TextField
              {...form.text('pinCode')}
              label="6-digit code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <button type="submit" className={primaryButton} disabled={change.isPending}>
              {change.isPending ? 'Changing…' : 'Change email'}
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={send.isPending}
              onClick={() => void sendCode()}
            >
              {send.isPending ? 'Sending…' : 'Send a new code'}
            </button>
            <button type="button" className={secondaryButton} onClick={startAgain}>
              Use a different email
            </button>
          </div>
        </form>
      ) : (
        <form onSubmit={sendCode} noValidate aria-label="Change your email" className="flex flex-col gap-4">
          <div className="max-w-md">
            <TextField
              {...form.text('email')}
              label="New email"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
            />
          </div>
          <div>
            <button type="submit" className={primaryButton} disabled={send.isPending}>
              {send.isPending ? 'Sending…' : 'Send a code'}
            </button>
          </div>
        </form>
      )}
    </SectionCard>
  );
}
