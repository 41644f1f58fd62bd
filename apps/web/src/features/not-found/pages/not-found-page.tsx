import { paths } from '@curo/core/routes';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';
import { openContactDialog } from '../../../lib/contact-dialog-store';

/** The not-found page: for unknown paths, `/not-found` and retired consult-room links. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-[720px] flex-col items-center px-4 py-20 text-center sm:py-28">
      <PageMeta title="Page not found" description="The page you were looking for is not on Curo." />
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Error 404</p>
      <h1 className="mt-3 text-3xl font-bold text-ink sm:text-4xl">We couldn't find that page</h1>
      <p className="mt-4 text-lg text-muted">
        The link may be old, or the page may have moved. If you were joining a consult, open the link in your
        latest appointment email or sign in to see your appointments.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link
          to={paths.consultDrNow}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-primary px-5 font-semibold text-white hover:bg-primary-hover"
        >
          See a doctor today
        </Link>
        <Link
          to={paths.home}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-line px-5 font-semibold text-ink hover:bg-surface"
        >
          Go to the home page
        </Link>
        <button
          type="button"
          onClick={openContactDialog}
          className="inline-flex min-h-11 items-center justify-center rounded-lg px-5 font-semibold text-primary hover:bg-surface"
        >
          Contact us
        </button>
      </div>
      <p className="mt-10 text-sm text-muted">In an emergency, call 000.</p>
    </section>
  );
}
