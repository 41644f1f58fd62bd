import type { TPrivacyExport } from '@curo/core/privacy';
import type { Executor } from '../../db/client';
import { notFound } from '../../platform/errors';
import { toUserDetail } from './user-detail';
import { findUserById } from './users.repository';

/**
 * A patient's account for their copy of their record (decision 0057): the profile as they see it,
 * when their email and phone were verified, two-step sign-in and notification choices. Never the
 * password hash, the TOTP secret, a token or a code: those are not about the person, they are keys.
 */
export async function exportAccountFor({
  db,
  patientId,
}: {
  db: Executor;
  patientId: string;
}): Promise<TPrivacyExport['account']> {
  const user = await findUserById(db, patientId);
  if (!user) throw notFound('User not found');
  const { maskedBy: _masked, ...profile } = await toUserDetail(db, user);
  const settings = user.notificationSettings;
  return {
    profile,
    emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
    phoneVerifiedAt: user.phoneVerifiedAt?.toISOString() ?? null,
    totpEnabledAt: user.totpEnabledAt?.toISOString() ?? null,
    notificationSettings:
      settings && typeof settings === 'object' && !Array.isArray(settings)
        ? (settings as Record<string, unknown>)
        : {},
    createdAt: user.createdAt.toISOString(),
  };
}
