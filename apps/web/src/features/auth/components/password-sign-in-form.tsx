import { authMessages } from '@curo/core/auth';
import { paths } from '@curo/core/routes';
import { Link } from 'react-router';
import { primaryButton, textLink } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import type { useLoginForm } from '../hooks/use-login-form';
import { EmailField } from './email-field';

/** Email and password: the default way in. */
export function PasswordSignInForm({ form }: { form: ReturnType<typeof useLoginForm> }) {
  const { formError, alertId, text, submit, busy } = form;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Sign in">
      {formError ? (
        <FormAlert id={alertId}>
          {formError}
          {formError === authMessages.accountUnavailable ? (
            <>
              {' '}
              <Link to={paths.reactivateAccount} className={textLink}>
                Ask for your account back
              </Link>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      <EmailField {...text('email')} />
      <div>
        <TextField
          {...text('password')}
          label="Password"
          type="password"
          autoComplete="current-password"
          revealable
        />
        <p className="mt-2 text-sm">
          <Link to={paths.requestPassword} className={`${textLink} inline-flex min-h-11 items-center`}>
            Forgot password?
          </Link>
        </p>
      </div>
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
