import type { TEmergencyPhoneSettings } from '@curo/core/phone';
import type { Executor } from '../../db/client';
import { lineSettings } from './emergency-line-settings';
import { emergencyDoctorsOnShift } from './phone.repository';

/**
 * `GET /twilioCalls/emergencyPhoneSettings` (admins): the line's settings, whether Twilio is set up,
 * the webhook URL to give Twilio, and who is on emergency shift at `now` in ringing order.
 */
export async function getEmergencyPhoneSettings({
  db,
  twilioConfigured,
  voiceWebhookUrl,
  now = new Date(),
}: {
  db: Executor;
  twilioConfigured: boolean;
  voiceWebhookUrl: string;
  now?: Date;
}): Promise<TEmergencyPhoneSettings> {
  const settings = await lineSettings(db);
  const doctors = await emergencyDoctorsOnShift(db, now);
  return {
    publicNumber: settings.publicNumber,
    fallbackNumber: settings.fallbackNumber,
    ringSeconds: settings.ringSeconds,
    noAnswerMessage: settings.noAnswerMessage,
    voicemail: settings.voicemail,
    twilioConfigured,
    voiceWebhookUrl,
    onShiftNow: doctors.map((d) => ({
      doctorId: d.doctorId,
      firstName: d.firstName,
      lastName: d.lastName,
      hasPhone: Boolean(d.phone?.trim()),
    })),
    updatedAt: settings.updatedAt?.toISOString() ?? null,
  };
}
