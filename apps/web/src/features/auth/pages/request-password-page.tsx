import { PASSWORD_MIN_LENGTH } from '@curo/core/auth';
import { paths } from '@curo/core/routes';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { primaryButton, secondaryButton, textLink } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageMeta } from '../../../components/ui/page-meta';
import { TextField } from '../../../components/ui/text-field';
import { AuthCard } from '../components/auth-card';
import { EmailField } from '../components/email-field';
import { StatusMessage } from '../components/status-message';
import { useRequestResetForm } from '../hooks/use-request-reset-form';
import { useResetPasswordForm } from '../hooks/use-reset-password-form';
import { useTakeSearchParam } from '../hooks/use-take-search-param';

export const RESET_TOKEN_PARAM = 'token';

const backToSignIn = (
  <p>
    Remembered it?{' '}
    <Link to={paths.login} className={textLink}>
      Sign in
    </Link>
  </p>
);

/**
 * `/request-password`: without a token, asks for a reset link by email. With `?token=` (the
 * link in that email), the token leaves the address bar at once and a new password is chosen.
 */
export function RequestPasswordPage() {
  const [token, forgetToken] = useTakeSearchParam(RESET_TOKEN_PARAM);
  return (
    <>
      <PageMeta
        title="Reset your password"
        description="Ask for a link to reset your Curo password, or choose a new one."
      />
      {token ? <ChooseNewPassword key={token} token={token} onAskAgain={forgetToken} /> : <AskForResetLink />}
    </>
  );
}

function AskForResetLink() {
  const form = useRequestResetForm();
  const { formError, submit, busy, sentMessage } = form;
  return (
    <AuthCard
      title="Reset your password"
      intro={<p>Enter the email you sign in with. We will send you a link to choose a new password.</p>}
      footer={backToSignIn}
    >
      <StatusMessage className="mb-5">{sentMessage}</StatusMessage>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Reset your password">
        {formError ? <FormAlert id={form.alertId}>{formError}</FormAlert> : null}
        <EmailField {...form.text('email')} />
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? 'Sending…' : sentMessage ? 'Send another link' : 'Send reset link'}
        </button>
      </form>
    </AuthCard>
  );
}

function ChooseNewPassword({ token, onAskAgain }: { token: string; onAskAgain: () => void }) {
  const form = useResetPasswordForm({ token });
  const { formError, submit, busy, doneMessage, expiredMessage } = form;
  const outcome = useRef<HTMLDivElement>(null);

  // The form goes away on success or on a spent link; focus goes to what replaced it.
  useEffect(() => {
    if (doneMessage || expiredMessage) outcome.current?.focus();
  }, [doneMessage, expiredMessage]);

  if (doneMessage) {
    return (
      <AuthCard title="Password changed" intro={null}>
        <div ref={outcome} tabIndex={-1} className="flex flex-col gap-5 focus:outline-none">
          <div
            role="status"
            className="flex items-start gap-3 rounded-lg border border-success/30 bg-green-50 p-3 text-sm font-medium text-success"
          >
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p>{doneMessage}</p>
          </div>
          <Link to={paths.login} className={primaryButton}>
            Sign in
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (expiredMessage) {
    return (
      <AuthCard title="Choose a new password" intro={null} footer={backToSignIn}>
        <div ref={outcome} tabIndex={-1} className="flex flex-col gap-5 focus:outline-none">
          <FormAlert id={form.alertId}>{expiredMessage}</FormAlert>
          <button type="button" onClick={onAskAgain} className={secondaryButton}>
            Ask for a new link
          </button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      intro={<p>Choose a password you do not use anywhere else.</p>}
      footer={backToSignIn}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Password reset">
        {formError ? <FormAlert id={form.alertId}>{formError}</FormAlert> : null}
        <TextField
          {...form.text('password')}
          label="New password"
          type="password"
          autoComplete="new-password"
          revealable
          hint={`Use at least ${PASSWORD_MIN_LENGTH} characters. A short phrase is easier to remember and harder to guess.`}
        />
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? 'Saving…' : 'Save new password'}
        </button>
      </form>
    </AuthCard>
  );
}
