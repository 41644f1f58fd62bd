import { paths } from '@curo/core/routes';
import { Link } from 'react-router';
import { primaryButton, textLink } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { loginFieldId, type useLoginForm } from '../hooks/use-login-form';
import { EmailField } from './email-field';

const ALERT_ID = 'login-alert';

/** Email and password: the default way in. */
export function PasswordSignInForm({ form }: { form: ReturnType<typeof useLoginForm> }) {
  const { values, errors, formError, alertFields, setValue, submit, busy } = form;
  const alertFor = (field: 'email' | 'password') => (alertFields.includes(field) ? ALERT_ID : undefined);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Sign in">
      {formError ? <FormAlert id={ALERT_ID}>{formError}</FormAlert> : null}
      <EmailField
        id={loginFieldId('email')}
        value={values.email}
        onValueChange={(v) => setValue('email', v)}
        error={errors.email}
        alertId={alertFor('email')}
      />
      <div>
        <TextField
          id={loginFieldId('password')}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          revealable
          value={values.password}
          onValueChange={(v) => setValue('password', v)}
          error={errors.password}
          alertId={alertFor('password')}
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
