import { paths } from '@curo/core/routes';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { CuroSymbol } from '../../../components/ui/curo-symbol';
import { PageMeta } from '../../../components/ui/page-meta';
import { toast } from '../../../lib/toast-store';
import { useSignOut } from '../hooks/use-sign-out';

export const SIGNED_OUT_MESSAGE = 'You have signed out.';

/** `/users/sign_out`: ends the session on arrival, then goes home. A link can sign you out. */
export function SignOutPage() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  // Development's strict mode runs effects twice; the server should hear about it once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => {
      toast.success(SIGNED_OUT_MESSAGE);
      navigate(paths.home, { replace: true });
    });
  }, [signOut, navigate]);

  return (
    <section className="mx-auto flex max-w-[640px] flex-col items-center px-4 py-20 text-center">
      <PageMeta title="Signing out" description="Signing you out of Curo on this device." />
      <CuroSymbol size={56} animated />
      <h1 className="mt-6 text-2xl font-bold text-ink">Signing you out</h1>
      <p className="mt-2 text-muted" role="status">
        One moment while we end your session on this device.
      </p>
    </section>
  );
}
