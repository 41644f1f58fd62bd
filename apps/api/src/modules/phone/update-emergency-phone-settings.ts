import type { ZEmergencyPhoneSettingsInput } from '@curo/core/phone';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { actorsOf, auditedChange } from '../audit';
import { saveSettings } from './phone.repository';

/**
 * `PUT /twilioCalls/emergencyPhoneSettings` (admins): replaces the line's settings; audited as
 * `phone.settings_updated` with what changed (numbers included: they are the clinic's, not a
 * patient's).
 */
export async function updateEmergencyPhoneSettings({
  db,
  principal,
  client,
  input,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  client: ClientContext;
  input: z.output<typeof ZEmergencyPhoneSettingsInput>;
  now?: Date;
}): Promise<void> {
  await auditedChange(
    db,
    (tx) => saveSettings(tx, { ...input, updatedBy: principal.userId, updatedAt: now }),
    (row) => ({
      action: 'phone.settings_updated',
      ...actorsOf(principal),
      recordType: 'emergency_phone_settings',
      recordId: String(row.id),
      context: client,
      details: {
        publicNumber: row.publicNumber,
        fallbackNumber: row.fallbackNumber,
        ringSeconds: row.ringSeconds,
        voicemail: row.voicemail,
      },
    }),
  );
}
