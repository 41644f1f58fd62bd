import { PhoneIncoming } from 'lucide-react';
import { RoleOnly } from '../../../components/access/role-only';
import { PageMeta } from '../../../components/ui/page-meta';
import { EmergencyCallLog } from '../components/emergency-call-log';

/** `/account/doctor/emergency-calls`: the emergency calls this doctor answered (decision 0063). */
export function DoctorEmergencyCallsPage() {
  return (
    <RoleOnly roles={['doctor']}>
      {() => (
        <>
          <PageMeta title="Emergency calls" description="The emergency line calls you answered." />
          <h1 className="flex items-center gap-2 text-2xl font-bold text-ink sm:text-3xl">
            <PhoneIncoming className="size-6 text-primary" aria-hidden />
            Emergency calls
          </h1>
          <p className="mt-2 mb-6 max-w-[60ch] text-muted">
            The calls to the emergency line that you answered, newest first.
          </p>
          <EmergencyCallLog emptyText="Calls you answer on emergency shift will be listed here." />
        </>
      )}
    </RoleOnly>
  );
}
