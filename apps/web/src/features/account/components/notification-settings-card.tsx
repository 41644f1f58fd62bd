import type { TNotificationSettings } from '@curo/core/users';
import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';
import { primaryButton } from '../../../components/ui/button';
import { checkboxClass, checkRowClass } from '../../../components/ui/field-styles';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadProblem } from '../../../components/ui/load-problem';
import { SectionCard } from '../../../components/ui/section-card';
import { useNotificationSettings } from '../api/get-notification-settings';
import {
  type TChannel,
  type TNotificationTopic,
  useNotificationSettingsForm,
} from '../hooks/use-notification-settings-form';

const ALERT_ID = 'notifications-alert';
const CHANNEL_LABELS: Record<TChannel, string> = { email: 'Email', sms: 'Text message' };

const TOPICS: ReadonlyArray<{ topic: TNotificationTopic; title: string; description: string }> = [
  {
    topic: 'appointmentReminders',
    title: 'Appointment reminders',
    description: 'Before a consult you have booked.',
  },
  {
    topic: 'messages',
    title: 'Messages from your care team',
    description: 'When a doctor or nurse writes to you, or a document is ready.',
  },
  { topic: 'productNews', title: 'News from Curo', description: 'New services and changes to Curo.' },
];

function NotificationForm({ userId, initial }: { userId: string; initial: TNotificationSettings }) {
  const { settings, toggle, submit, formError, busy } = useNotificationSettingsForm({ userId, initial });
  return (
    <form onSubmit={submit} noValidate aria-label="Notifications" className="flex flex-col gap-5">
      <div className="divide-y divide-line rounded-lg border border-line">
        {TOPICS.map(({ topic, title, description }) => {
          const channels = Object.keys(settings[topic]) as TChannel[];
          return (
            <fieldset key={topic} aria-describedby={`notify-${topic}-description`} className="p-4">
              <legend className="float-left w-full font-semibold text-ink">{title}</legend>
              <p id={`notify-${topic}-description`} className="clear-left text-sm text-muted">
                {description}
              </p>
              <div className="-mx-2 mt-2 flex flex-wrap gap-x-4">
                {channels.map((channel) => {
                  const id = `notify-${topic}-${channel}`;
                  const checked = (settings[topic] as Record<TChannel, boolean>)[channel];
                  return (
                    <label key={channel} htmlFor={id} className={checkRowClass}>
                      <input
                        id={id}
                        type="checkbox"
                        checked={checked}
                        onChange={(e) => toggle(topic, channel, e.target.checked)}
                        className={checkboxClass}
                      />
                      {CHANNEL_LABELS[channel]}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </div>
      {formError ? <FormAlert id={ALERT_ID}>{formError}</FormAlert> : null}
      <div>
        <button type="submit" disabled={busy} className={`${primaryButton} w-full sm:w-auto`}>
          {busy ? 'Saving…' : 'Save notification settings'}
        </button>
      </div>
    </form>
  );
}

/** How the person wants to hear from us, by topic and channel. */
export function NotificationSettingsCard({ userId }: { userId: string }) {
  const query = useNotificationSettings(userId);
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <p role="status" className="text-muted">
        Loading your notification settings…
      </p>
    );
  } else if (query.isError) {
    body = (
      <LoadProblem
        framed={false}
        what="your notification settings"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = <NotificationForm userId={userId} initial={query.data} />;
  }
  return (
    <SectionCard
      id="notifications"
      title="Notifications"
      icon={Bell}
      description="Choose how we let you know about consults and messages."
    >
      {body}
    </SectionCard>
  );
}
