import { paths } from '@curo/core/routes';
import { ChevronRight, CreditCard, Stethoscope, UserRound, X } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/use-current-user';

export const FROM_SIGNUP_PARAM = 'fromSignup';

const STEPS = [
  {
    to: paths.accountProfile,
    icon: UserRound,
    title: 'Complete your profile',
    body: 'Your date of birth and address help the doctor confirm who they are seeing.',
  },
  {
    to: `${paths.accountProfile}#medicare`,
    icon: CreditCard,
    title: 'Add your Medicare card',
    body: 'Needed for a rebate on specialist consults. It takes a minute.',
  },
  {
    to: paths.consultDrNow,
    icon: Stethoscope,
    title: 'Book a consult',
    body: 'See a doctor by video or phone. You see the price before you pay.',
  },
] as const;

/**
 * The welcome a new patient sees on the home page after signing up (`/?fromSignup=true`). Closing
 * it takes the flag out of the address bar, so a reload or a bookmark does not bring it back, and
 * moves focus to the page's heading rather than leaving it nowhere.
 */
export function SignupWelcome() {
  const [params, setParams] = useSearchParams();
  const { user } = useCurrentUser();
  if (params.get(FROM_SIGNUP_PARAM) !== 'true') return null;

  const dismiss = () => {
    setParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete(FROM_SIGNUP_PARAM);
        return rest;
      },
      { replace: true, preventScrollReset: true },
    );
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  };

  return (
    <section aria-labelledby="signup-welcome-heading" className="border-b border-line bg-primary-soft/60">
      <div className="mx-auto w-full max-w-[1200px] px-4 py-6 sm:px-6 sm:py-8">
        <div className="relative rounded-card border border-primary/20 bg-white p-5 shadow-card sm:p-6">
          <button
            type="button"
            onClick={dismiss}
            aria-label="Dismiss welcome"
            className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
          >
            <X className="size-5" aria-hidden />
          </button>
          <h2 id="signup-welcome-heading" className="pr-12 text-xl font-bold text-ink sm:text-2xl">
            {user ? `Welcome to Curo, ${user.firstName}` : 'Welcome to Curo'}
          </h2>
          <p className="mt-1 pr-12 text-muted">Your account is ready. Here is what to do next.</p>
          <ol className="mt-5 grid gap-3 md:grid-cols-3">
            {STEPS.map(({ to, icon: Icon, title, body }) => (
              <li key={title}>
                <Link
                  to={to}
                  className="flex h-full min-h-11 items-start gap-3 rounded-lg border border-line p-4 transition-colors hover:border-primary hover:bg-primary-soft/30"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-ink">{title}</span>
                    <span className="mt-0.5 block text-sm text-muted">{body}</span>
                  </span>
                  <ChevronRight className="mt-2 size-5 shrink-0 text-muted" aria-hidden />
                </Link>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
