import { PASSWORD_MIN_LENGTH } from '@curo/core/auth';
import { paths } from '@curo/core/routes';
import { FREE_EMERGENCY_CONSULTS } from '@curo/core/users';
import { useCallback } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { primaryButton, textLink } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageMeta } from '../../../components/ui/page-meta';
import { TextField } from '../../../components/ui/text-field';
import { useCurrentUser } from '../../../lib/use-current-user';
import { AuthCard } from '../components/auth-card';
import { useSignupForm } from '../hooks/use-signup-form';

/** Where a new patient lands: the home page, which can welcome them. */
export const AFTER_SIGNUP_PATH = `${paths.home}?fromSignup=true`;

/** `/signup`: a patient account, signed in as soon as it exists. */
export function SignupPage() {
  const navigate = useNavigate();
  const { isSignedIn } = useCurrentUser();
  const onSignedUp = useCallback(() => navigate(AFTER_SIGNUP_PATH, { replace: true }), [navigate]);
  const [params] = useSearchParams();
  const form = useSignupForm({ onSignedUp, companySlug: params.get('company') ?? '' });
  const { submit, busy, succeeded } = form;

  // Already signed in: this page has nothing to offer. Not after signing up here, though: that
  // visitor is on the way to the home page.
  if (isSignedIn && !busy && !succeeded) return <Navigate to={paths.account} replace />;

  return (
    <>
      <PageMeta
        title="Create an account"
        description="Create a Curo account to see an Australian doctor or specialist online, by video or phone."
      />
      <AuthCard
        title="Create your account"
        intro={<p>It takes a minute, and you can book a consult straight afterwards.</p>}
        footer={
          <p>
            Already have an account?{' '}
            <Link to={paths.login} className={textLink}>
              Sign in
            </Link>
          </p>
        }
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Create your account">
          {form.formError ? <FormAlert id={form.alertId}>{form.formError}</FormAlert> : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField {...form.text('firstName')} label="First name" autoComplete="given-name" />
            <TextField {...form.text('lastName')} label="Last name" autoComplete="family-name" />
          </div>
          <TextField
            {...form.text('email')}
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
          />
          <TextField
            {...form.text('phone')}
            label="Phone number"
            type="tel"
            autoComplete="tel"
            optional
            hint="For example 0412 345 678."
          />
          <TextField
            {...form.text('password')}
            label="Password"
            type="password"
            autoComplete="new-password"
            revealable
            hint={`Use at least ${PASSWORD_MIN_LENGTH} characters. A short phrase is easier to remember and harder to guess.`}
          />
          <TextField
            {...form.text('companySlug')}
            label="Employer code"
            optional
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            hint={`If your employer gave you a code, enter it to join their program. It comes with ${FREE_EMERGENCY_CONSULTS === 1 ? 'a free urgent consult' : `${FREE_EMERGENCY_CONSULTS} free urgent consults`}.`}
          />
          <p className="text-sm text-muted">
            Read how we look after your details in our{' '}
            <Link to={paths.privacyPolicy} className={textLink}>
              privacy policy
            </Link>
            .
          </p>
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? 'Creating your account…' : 'Create account'}
          </button>
        </form>
      </AuthCard>
    </>
  );
}
