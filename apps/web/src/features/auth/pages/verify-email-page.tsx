import { paths } from '@curo/core/routes';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { primaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageMeta } from '../../../components/ui/page-meta';
import { errorMessage } from '../../../lib/error-message';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { StatusMessage } from '../components/status-message';

const NO_TOKEN =
  'This page needs the link from your verification email. Open the link in that email, or sign in to send a new one.';

/**
 * `/verify-email#token=…`: where the verification link lands. The token is taken out of the
 * address bar at once and sent once; the page then says plainly whether the email is verified,
 * or why the link no longer works (used, expired) and how to get another.
 */
export function VerifyEmailPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const [token] = useState(() => new URLSearchParams(location.hash.replace(/^#/, '')).get('token'));
  const sent = useRef(false);
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  const done = verify.isSuccess || verify.isError || !token;
  useEffect(() => {
    if (done) outcome.current?.focus();
  }, [done]);

  const problem = !token ? NO_TOKEN : verify.isError ? errorMessage(verify.error) : null;

  return (
    <>
      <PageMeta title="Verify your email" description="Confirm the email address of your Curo account." />
      <AuthCard title="Verify your email" intro={null}>
        <div ref={outcome} tabIndex={-1} className="flex flex-col gap-5 focus:outline-none">
          {verify.isPending ? <p className="text-muted">Checking your link…</p> : null}
          <StatusMessage>{verify.isSuccess ? verify.data.message : null}</StatusMessage>
          {problem ? <FormAlert id="verify-email-problem">{problem}</FormAlert> : null}
          {done ? (
            <Link to={paths.account} className={primaryButton}>
              Go to your account
            </Link>
          ) : null}
        </div>
      </AuthCard>
    </>
  );
}
