import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSignInProviders } from '../api/get-sign-in-providers';
import { useGoogleLogin } from '../api/google-login';
import { type FinishSignInOptions, useFinishSignIn } from '../hooks/use-finish-sign-in';

export const GSI_SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let loading: Promise<GoogleIdentity> | null = null;

/** Loads Google Identity Services once; only ever called when this server offers Google. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google) return Promise.resolve(window.google);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SCRIPT;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('Google did not load')));
    script.onerror = () => {
      loading = null;
      reject(new Error('Google sign-in could not load. Check your connection, or sign in another way.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * "Sign in with Google", shown only when the server has GOOGLE_CLIENT_ID. Google's own button
 * gives an ID token, which the server verifies; the sign-in then ends like any other (with the
 * two-step code when the account has it).
 */
export function GoogleSignIn(finish: FinishSignInOptions) {
  const providers = useSignInProviders();
  const clientId = providers.data?.google?.clientId;
  const container = useRef<HTMLDivElement>(null);
  const login = useGoogleLogin();
  const finishSignIn = useFinishSignIn(finish);
  const [problem, setProblem] = useState<string | null>(null);
  const onToken = useRef<(token: string) => void>(() => {});
  onToken.current = (idToken: string) => {
    setProblem(null);
    login.mutate(idToken, {
      onSuccess: finishSignIn,
      onError: (error) => setProblem(error.message),
    });
  };

  useEffect(() => {
    if (!clientId || !container.current) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => credential && onToken.current(credential),
        });
        google.accounts.id.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          width: container.current.clientWidth || 320,
        });
      })
      .catch((error: Error) => !cancelled && setProblem(error.message));
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (!clientId) return null;
  return (
    <div className="mt-6 border-t border-line pt-6">
      <p className="mb-3 text-center text-sm text-muted">or</p>
      <div ref={container} className="flex min-h-11 justify-center" aria-busy={login.isPending} />
      {problem ? (
        <div className="mt-3">
          <FormAlert id="google-sign-in-problem">{problem}</FormAlert>
        </div>
      ) : null}
    </div>
  );
}
