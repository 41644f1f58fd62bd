import type { TRole } from '@curo/core/auth';
import { paths } from '@curo/core/routes';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../../../lib/use-current-user';

const ROLE_APPOINTMENTS: Record<TRole, string> = {
  patient: paths.accountAppointments,
  doctor: paths.doctorCalendar,
  instantDoctor: paths.accountAppointments,
  nurse: paths.nurseAppointments,
  companyAdmin: paths.companyAppointments,
  admin: paths.adminAppointments,
};

/**
 * `/appointments` (a spec route): each role's own appointments: a patient's list, a doctor's
 * calendar, the nurse's, company admin's and admin's lists (decision 0017). Query strings follow.
 */
export function AppointmentsRedirectPage() {
  const { user, isError } = useCurrentUser();
  const { search } = useLocation();
  if (!user && !isError)
    return (
      <p role="status" className="text-muted">
        Loading…
      </p>
    );
  const to = user ? ROLE_APPOINTMENTS[user.role] : paths.accountAppointments;
  return <Navigate to={`${to}${search}`} replace />;
}
