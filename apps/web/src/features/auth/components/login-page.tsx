import { paths } from '@curo/core/routes';
import { useCallback } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCurrentUser } from '../hooks/use-current-user';
import { loginFieldId, useLoginForm } from '../hooks/use-login-form';
import { safeNextPath } from '../utils/next-path';
import { AuthCard } from './auth-card';
import { primaryButton, textLink } from './button-styles';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';

const ALERT_ID = 'login-alert';

/** `/login`: email and password; afterwards back to `?next=` when it is a page on this site. */
export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const { isSignedIn } = useCurrentUser();
  const onSignedIn = useCallback(() => navigate(next, { replace: true }), [navigate, next]);
  const { values, errors, formError, alertFields, setValue, submit, busy, succeeded } = useLoginForm({
    onSignedIn,
  });

  // Already signed in (say, from a bookmark): nothing to do here.
  if (isSignedIn && !busy && !succeeded) return <Navigate to={next} replace />;

  const alertFor = (field: 'email' | 'password') => (alertFields.includes(field) ? ALERT_ID : undefined);

  return (
    <>
      <PageMeta
        title="Sign in"
        description="Sign in to Curo to book and manage consults with Australian doctors and specialists."
      />
      <AuthCard
        title="Sign in"
        intro={<p>Welcome back. Sign in to book and manage your consults.</p>}
        footer={
          <p>
            New to Curo?{' '}
            <Link to={paths.signup} className={textLink}>
              Create an account
            </Link>
          </p>
        }
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Sign in">
          {formError ? <FormAlert id={ALERT_ID}>{formError}</FormAlert> : null}
          <TextField
            id={loginFieldId('email')}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
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
      </AuthCard>
    </>
  );
}
