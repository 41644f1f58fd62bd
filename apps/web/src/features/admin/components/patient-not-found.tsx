import { paths } from '@curo/core/routes';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { PageMeta } from '../../../components/ui/page-meta';

/** An admin's patient page whose patient is missing or could not be read: back to the users, or try again. */
export function PatientNotFound({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className={`${card} p-5 sm:p-6`}>
      <PageMeta title="Patient not found" description="The patient could not be found." />
      <h1 className="text-2xl font-bold text-ink">We couldn't find that patient</h1>
      <p className="mt-2 text-muted">
        {message ?? 'The link is missing the patient, or is not complete.'} Find them in the list of users.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.admin} className={primaryButton}>
          Go to users
        </Link>
        {onRetry ? (
          <button type="button" onClick={onRetry} className={secondaryButton}>
            Try again
          </button>
        ) : null}
      </div>
    </div>
  );
}
