import { paths } from '@curo/core/routes';
import type { TUserDetail } from '@curo/core/users';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { textLink } from '../../../components/ui/button';
import { CuroSymbol } from '../../../components/ui/curo-symbol';
import { PageMeta } from '../../../components/ui/page-meta';
import { type TabOption, TabPanel, Tabs } from '../../../components/ui/tabs';
import { CURRENT_USER_QUERY_KEY, currentUserQueryOptions } from '../../../lib/current-user';
import { homePathFor, safeNextPath } from '../../../lib/next-path';
import { useCurrentUser } from '../../../lib/use-current-user';
import { AuthCard } from '../components/auth-card';
import { GoogleSignIn } from '../components/google-sign-in';
import { MagicLinkForm } from '../components/magic-link-form';
import { PasswordSignInForm } from '../components/password-sign-in-form';
import { PinCodeSignIn } from '../components/pin-code-sign-in';
import { TotpStep } from '../components/totp-step';
import { useLoginForm } from '../hooks/use-login-form';
import { useMagicLinkForm } from '../hooks/use-magic-link-form';
import { useMagicTokenSignIn } from '../hooks/use-magic-token-sign-in';
import { usePinCodeLogin } from '../hooks/use-pin-code-login';
import { useTotpStep } from '../hooks/use-totp-step';

type SignInMethod = 'password' | 'link' | 'code';

const METHODS: readonly TabOption<SignInMethod>[] = [
  { key: 'password', label: 'Use a password' },
  { key: 'link', label: 'Email me a link' },
  { key: 'code', label: 'Use a code' },
];
const TABS_ID = 'sign-in-method';

/** The second step, for a challenge from any first factor; a new challenge starts it afresh. */
function TotpStepCard({
  challenge,
  onSignedIn,
  onStartAgain,
}: {
  challenge: string;
  onSignedIn: () => void;
  onStartAgain: () => void;
}) {
  const form = useTotpStep({ challenge, onSignedIn });
  return (
    <AuthCard
      title="Two-step sign-in"
      intro={<p>Enter the 6-digit code from your authenticator app to finish signing in.</p>}
    >
      <TotpStep form={form} onStartAgain={onStartAgain} />
    </AuthCard>
  );
}

/**
 * `/login`: a password (the default), a link by email or a code by email or text message; and
 * `/login?magicToken=…`, where a sign-in link lands. An account with two-step sign-in then asks
 * for the authenticator code. Afterwards, back to `?next=` when it is a page on this site, else to
 * the role's home (homePathFor: an administrator's is `/admin`). Each form keeps what was typed while
 * another tab is open.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const asked = safeNextPath(params.get('next'), '');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isSignedIn, user: signedInUser } = useCurrentUser();
  const [method, setMethod] = useState<SignInMethod>('password');
  /** Set while the authenticator code is awaited. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const [signedInWithCode, setSignedInWithCode] = useState(false);
  const onSignedIn = useCallback(() => {
    const go = async () => {
      if (asked) return navigate(asked, { replace: true });
      // Most answers carry the user (useStartSession caches it); otherwise ask who signed in.
      const who =
        queryClient.getQueryData<TUserDetail>(CURRENT_USER_QUERY_KEY) ??
        (await queryClient.fetchQuery(currentUserQueryOptions()).catch(() => undefined));
      return navigate(homePathFor(who?.role), { replace: true });
    };
    void go();
  }, [navigate, asked, queryClient]);
  const onTotpSignedIn = useCallback(() => {
    setSignedInWithCode(true);
    onSignedIn();
  }, [onSignedIn]);
  const onLinkFailed = useCallback(() => setMethod('link'), []);
  const startAgain = useCallback(() => setChallenge(null), []);
  const finish = { onSignedIn, onTotpRequired: setChallenge };
  const password = useLoginForm(finish);
  const magicLink = useMagicLinkForm();
  const code = usePinCodeLogin(finish);
  const magicToken = useMagicTokenSignIn({ ...finish, onFailed: onLinkFailed });

  const signingIn = password.busy || code.busy || magicToken.status === 'pending';
  // Already true in the render that the new session causes, so "just signed in, on the way
  // out" is told apart from "arrived signed in".
  const signedInHere =
    password.succeeded || code.succeeded || magicToken.status === 'done' || signedInWithCode;

  // Already signed in (say, from a bookmark): nothing to do here.
  if (isSignedIn && !signingIn && !signedInHere)
    return <Navigate to={asked || homePathFor(signedInUser?.role)} replace />;

  const meta = (
    <PageMeta
      title="Sign in"
      description="Sign in to Curo to book and manage consults with Australian doctors and specialists."
    />
  );

  if (challenge) {
    return (
      <>
        {meta}
        <TotpStepCard
          key={challenge}
          challenge={challenge}
          onSignedIn={onTotpSignedIn}
          onStartAgain={startAgain}
        />
      </>
    );
  }

  if (magicToken.status === 'pending' || magicToken.status === 'done') {
    return (
      <>
        {meta}
        <AuthCard title="Sign in" intro={<p>Checking your sign-in link.</p>}>
          <div className="flex items-center gap-3 text-muted">
            <CuroSymbol size={32} animated />
            <p role="status">Signing you in…</p>
          </div>
        </AuthCard>
      </>
    );
  }

  return (
    <>
      {meta}
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
        <Tabs
          label="How to sign in"
          idPrefix={TABS_ID}
          options={METHODS}
          selected={method}
          onSelect={setMethod}
        />
        <div className="mt-6">
          <TabPanel idPrefix={TABS_ID} tabKey={method}>
            {method === 'password' ? <PasswordSignInForm form={password} /> : null}
            {method === 'link' ? (
              <MagicLinkForm
                form={magicLink}
                linkProblem={magicToken.status === 'failed' ? magicToken : undefined}
              />
            ) : null}
            {method === 'code' ? <PinCodeSignIn form={code} /> : null}
          </TabPanel>
        </div>
        <GoogleSignIn {...finish} />
      </AuthCard>
    </>
  );
}
