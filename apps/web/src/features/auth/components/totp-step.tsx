import { TOTP_CHALLENGE_MINUTES } from '@curo/core/users';
import { useEffect } from 'react';
import { linkButton, primaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { openContactDialog } from '../../../lib/contact-dialog-store';
import { totpFieldId, type useTotpStep } from '../hooks/use-totp-step';

const EXPIRED_ID = 'totp-expired';

interface TotpStepProps {
  form: ReturnType<typeof useTotpStep>;
  /** Back to the first step: the challenge has expired, or the person wants another way in. */
  onStartAgain: () => void;
}

/**
 * "Two-step sign-in": one box for the authenticator code, whichever way the person signed in
 * first. The box has focus from the start, since typing the code is the only thing to do here.
 */
export function TotpStep({ form, onStartAgain }: TotpStepProps) {
  const { formError, alertId, text, submit, busy, expiredMessage } = form;

  useEffect(() => {
    document.getElementById(totpFieldId('code'))?.focus();
  }, []);

  if (expiredMessage) {
    return (
      <div className="flex flex-col gap-5">
        <FormAlert id={EXPIRED_ID}>{expiredMessage}</FormAlert>
        <button type="button" onClick={onStartAgain} className={primaryButton}>
          Start again
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Two-step sign-in">
      {formError ? <FormAlert id={alertId}>{formError}</FormAlert> : null}
      <TextField
        {...text('code')}
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        pattern="[0-9 ]*"
        spellCheck={false}
        hint={`The code in your authenticator app changes every 30 seconds. This step times out after ${TOTP_CHALLENGE_MINUTES} minutes.`}
      />
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Checking…' : 'Verify and sign in'}
      </button>
      <div className="flex flex-col text-sm text-muted">
        <p>
          Signed in with the wrong account?{' '}
          <button type="button" onClick={onStartAgain} className={linkButton}>
            Start again
          </button>
        </p>
        <p>
          No access to your authenticator app?{' '}
          <button type="button" onClick={openContactDialog} className={linkButton}>
            Contact us
          </button>
        </p>
      </div>
    </form>
  );
}
