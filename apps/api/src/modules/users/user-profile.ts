import { authMessages } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  profileMessages,
  type TNotificationSettings,
  type TUpdateProfileRequest,
  type TUserDetail,
  ZNotificationSettings,
} from '@curo/core/users';
import type { Db, Executor } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import { auditedChange } from '../audit/record-audit-event';
import { stateOfPostcode } from '../reference/postcode-state';
import { userUpdated } from './user-audit';
import { toUserDetail } from './user-detail';
import { accountAccess } from './users.policy';
import {
  findPatientProfile,
  findUserById,
  setUserColumns,
  type UserRow,
  updateDoctorProfile,
  updateUserFields,
  upsertPatientProfile,
} from './users.repository';

/**
 * The user `principal` may change (users.policy.ts, accountAccess). Someone they cannot even see
 * answers 404; someone they can see but not change (a clinician and a patient) answers 403.
 */
export async function editableUser(db: Executor, principal: Principal, id: string): Promise<UserRow> {
  const target = await findUserById(db, id);
  const access = target ? await accountAccess(db, principal, target) : null;
  if (!target || !access) throw notFound('User not found');
  if (access === 'see') throw new AppError(ErrorCode.FORBIDDEN, authMessages.forbidden);
  return target;
}

const invalid = (message: string) => new AppError(ErrorCode.VALIDATION_ERROR, message);

/** `GET /users/fetchLogin`: the signed-in user, and in a masked session the admin really there. */
export async function getCurrentUser({ db, principal }: { db: Executor; principal: Principal }) {
  const user = await findUserById(db, principal.userId);
  if (!user) throw notFound();
  return toUserDetail(db, user, principal.actorId);
}

/** `PUT /users/{id}`: names, phone, and the patient's or doctor's profile. */
export async function updateProfile({
  db,
  principal,
  id,
  fields,
  client,
}: {
  db: Db;
  principal: Principal;
  id: string;
  fields: TUpdateProfileRequest;
  client: ClientContext;
}): Promise<TUserDetail> {
  const target = await editableUser(db, principal, id);
  const { patientProfile, doctorProfile, ...names } = fields;
  if (patientProfile && target.role !== 'patient') throw invalid('Only a patient has a patient profile');
  if (doctorProfile && target.role !== 'doctor' && target.role !== 'instantDoctor')
    throw invalid('Only a doctor has a doctor profile');

  let state: string | null | undefined;
  if (patientProfile && patientProfile.postcode !== undefined) {
    state = patientProfile.postcode ? stateOfPostcode(patientProfile.postcode).state : null;
  }
  if (patientProfile) {
    const current = await findPatientProfile(db, target.id);
    const card = {
      number:
        patientProfile.medicareNumber !== undefined ? patientProfile.medicareNumber : current?.medicareNumber,
      irn: patientProfile.medicareIrn !== undefined ? patientProfile.medicareIrn : current?.medicareIrn,
      expiry:
        patientProfile.medicareExpiry !== undefined ? patientProfile.medicareExpiry : current?.medicareExpiry,
    };
    const given = [card.number, card.irn, card.expiry].filter((v) => v !== null && v !== undefined);
    if (given.length > 0 && given.length < 3) throw invalid(profileMessages.medicareIncomplete);
  }

  await auditedChange(
    db,
    async (tx) => {
      if (Object.keys(names).length > 0) await updateUserFields(tx, target.id, names);
      if (patientProfile)
        await upsertPatientProfile(tx, target.id, {
          ...patientProfile,
          ...(state !== undefined ? { state } : {}),
        });
      if (doctorProfile) await updateDoctorProfile(tx, target.id, doctorProfile);
    },
    () =>
      userUpdated(principal, target.id, client, [
        ...Object.keys(names),
        ...Object.keys(patientProfile ?? {}).map((k) => `patientProfile.${k}`),
        ...Object.keys(doctorProfile ?? {}).map((k) => `doctorProfile.${k}`),
      ]),
  );
  const updated = await findUserById(db, target.id);
  if (!updated) throw notFound('User not found');
  return toUserDetail(db, updated, principal.actorId);
}

/** Built once, not per call (issue 16). */
const ZStoredNotificationSettings = ZNotificationSettings.partial();

/** Stored settings over the defaults, so a setting added later has a value for everyone. */
export function notificationSettingsOf(user: UserRow): TNotificationSettings {
  const stored = ZStoredNotificationSettings.safeParse(user.notificationSettings);
  return { ...DEFAULT_NOTIFICATION_SETTINGS, ...(stored.success ? stored.data : {}) };
}

export async function getNotificationSettings({
  db,
  principal,
  id,
}: {
  db: Executor;
  principal: Principal;
  id: string;
}): Promise<TNotificationSettings> {
  return notificationSettingsOf(await editableUser(db, principal, id));
}

export async function updateNotificationSettings({
  db,
  principal,
  id,
  settings,
  client,
}: {
  db: Db;
  principal: Principal;
  id: string;
  settings: TNotificationSettings;
  client: ClientContext;
}): Promise<TNotificationSettings> {
  const target = await editableUser(db, principal, id);
  await auditedChange(
    db,
    (tx) => setUserColumns(tx, target.id, { notificationSettings: settings }),
    () => userUpdated(principal, target.id, client, ['notifications']),
  );
  return settings;
}
