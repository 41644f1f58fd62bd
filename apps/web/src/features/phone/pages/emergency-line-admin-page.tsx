import { PhoneCall, PhoneIncoming } from 'lucide-react';
import { AdminOnly } from '../../../components/access/admin-only';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { Notice } from '../../../components/ui/notice';
import { PageMeta } from '../../../components/ui/page-meta';
import { SectionCard } from '../../../components/ui/section-card';
import { type TEmergencyPhoneSettings, useEmergencyPhoneSettings } from '../api/get-emergency-phone-settings';
import { EmergencyCallLog } from '../components/emergency-call-log';
import { EmergencyLineForm } from '../components/emergency-line-form';

function RingingOrder({ settings }: { settings: TEmergencyPhoneSettings }) {
  const ringing = settings.onShiftNow.filter((d) => d.hasPhone);
  const noPhone = settings.onShiftNow.filter((d) => !d.hasPhone);
  return (
    <div className="mb-5 text-[15px]">
      <h3 className="font-semibold text-ink">Who a call rings now</h3>
      <ol className="mt-2 list-decimal pl-6 text-ink">
        {ringing.map((d) => (
          <li key={d.doctorId}>
            Dr {d.firstName} {d.lastName}
          </li>
        ))}
        {settings.fallbackNumber ? <li>Fallback number {settings.fallbackNumber}</li> : null}
        <li>{settings.voicemail ? 'The message, then voicemail' : 'The message, then the call ends'}</li>
      </ol>
      {ringing.length === 0 ? (
        <p className="mt-2 text-muted">No doctor with a phone number is on emergency shift now.</p>
      ) : null}
      {noPhone.length > 0 ? (
        <p className="mt-2 text-warning">
          On shift without a phone number on their account, so not rung:{' '}
          {noPhone.map((d) => `Dr ${d.firstName} ${d.lastName}`).join(', ')}.
        </p>
      ) : null}
    </div>
  );
}

/**
 * `/admin/emergency-line`: the emergency line's settings, who it rings now, and every call it took
 * (decision 0063). Administrators only.
 */
export function EmergencyLineAdminPage() {
  return (
    <AdminOnly>
      <EmergencyLine />
    </AdminOnly>
  );
}

/** The page's content, asked for only once the viewer is known to be an admin. */
function EmergencyLine() {
  const settings = useEmergencyPhoneSettings();
  return (
    <>
      <PageMeta title="Emergency line" description="Set up the emergency phone line and see its calls." />
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Emergency line</h1>
      <p className="mt-2 max-w-[60ch] text-muted">
        Calls to the emergency number ring the doctors on emergency shift one at a time, then the fallback
        number, then play your message.
      </p>
      <div className="mt-6 flex flex-col gap-6">
        <SectionCard id="emergency-line-settings" title="Settings" icon={PhoneCall}>
          {settings.isPending ? (
            <Loading label="Loading the settings…" />
          ) : settings.data ? (
            <>
              {settings.data.twilioConfigured ? (
                <p className="mb-5 text-[15px] text-muted">
                  In Twilio, set the number’s voice webhook (HTTP POST) to{' '}
                  <code className="break-all text-ink">{settings.data.voiceWebhookUrl}</code>
                </p>
              ) : (
                <div className="mb-5">
                  <Notice tone="warning" title="Calling is not configured">
                    The line cannot answer until the server has TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and
                    TWILIO_FROM. You can still save the settings.
                  </Notice>
                </div>
              )}
              <RingingOrder settings={settings.data} />
              <EmergencyLineForm settings={settings.data} />
            </>
          ) : (
            <LoadProblem what="the settings" error={settings.error} onRetry={() => void settings.refetch()} />
          )}
        </SectionCard>
        <SectionCard id="emergency-calls" title="Calls" icon={PhoneIncoming}>
          <EmergencyCallLog emptyText="Calls to the emergency number will be listed here." />
        </SectionCard>
      </div>
    </>
  );
}
