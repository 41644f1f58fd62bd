import { ErrorCode } from '@curo/core/errors';
import { OPEN_STATUSES } from '@curo/core/scheduling';
import type { ZAddParticipantRequest } from '@curo/core/scheduling-staff';
import { GUEST_LINK_DAYS, staffMessages, type TParticipant } from '@curo/core/scheduling-staff';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { Principal } from '../../../platform/auth/auth-guard';
import { AppError, notFound } from '../../../platform/errors';
import { hashToken, newSecretToken } from '../../auth/session-tokens';
import { findUserById } from '../../users';
import {
  type AppointmentEffects,
  announceAppointmentChange,
  recordAppointmentChange,
} from '../appointment-effects';
import { appointmentFor, mayManageParticipants } from '../appointments.policy';
import { findAppointment } from '../appointments.repository';
import { wrongState } from '../cancel-appointment';
import { toParticipantDto } from './details';
import {
  deleteParticipant,
  findParticipant,
  findParticipantByInvite,
  insertParticipant,
  markParticipantAccepted,
  participantsOf,
} from './participants.repository';

const DAY_MS = 24 * 3_600_000;
/** States in which people can still be added to, or join, a consult: the open ones. */
const JOINABLE: readonly string[] = OPEN_STATUSES;

/** Who may change who is in a consult: its patient and doctor, staff who booked it, admins. */
async function manageable(db: Db, principal: Principal, appointmentId: string) {
  const row = await appointmentFor(db, principal, appointmentId);
  if (!mayManageParticipants(principal, row))
    throw new AppError(ErrorCode.FORBIDDEN, 'You cannot change who is in this consult');
  return row;
}

/** `GET /participants?appointmentId=`: the people in a consult, for anyone in it. */
export async function listParticipants(db: Db, principal: Principal, appointmentId: string) {
  await appointmentFor(db, principal, appointmentId);
  return (await participantsOf(db, appointmentId)).map(toParticipantDto);
}

/**
 * `POST /participants`: adds someone to a consult. A person with an account (a nurse, another
 * doctor) is linked by `userId`; anyone else gets a single-use link by email, valid until the
 * consult ends (GUEST_LINK_DAYS when it has no time yet). The token is only ever in that email.
 */
export async function addParticipant({
  db,
  principal,
  request,
  effects,
  publicUrl,
}: {
  db: Db;
  principal: Principal;
  request: z.infer<typeof ZAddParticipantRequest>;
  effects: AppointmentEffects;
  publicUrl: string;
}): Promise<TParticipant> {
  const row = await manageable(db, principal, request.appointmentId);
  if (!JOINABLE.includes(row.status)) throw wrongState(row.status, 'take new participants');
  if (request.userId) {
    const user = await findUserById(db, request.userId);
    if (user?.status !== 'active' || user.deletedAt || user.role === 'patient')
      throw notFound('User not found');
  } else if (!request.email) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'Give the guest’s email so we can send them the link');
  }
  const token = request.userId ? null : newSecretToken();
  const expiresAt = new Date(
    Math.min(row.endsAt?.getTime() ?? Number.POSITIVE_INFINITY, Date.now() + GUEST_LINK_DAYS * DAY_MS),
  );
  const participant = await db.transaction(async (tx) => {
    const inserted = await insertParticipant(tx, {
      appointmentId: row.id,
      userId: request.userId ?? null,
      name: request.name,
      email: request.email ?? null,
      role: request.role,
      inviteTokenHash: token ? hashToken(token) : null,
      inviteExpiresAt: token ? expiresAt : null,
      invitedBy: principal.actorId ?? principal.userId,
    });
    await recordAppointmentChange(
      tx,
      {
        row,
        action: 'addParticipant',
        fromStatus: row.status,
        principal,
        details: { participantId: inserted.id, name: inserted.name, role: inserted.role },
      },
      effects,
    );
    if (token && request.email && effects.mail) {
      const link = `${publicUrl}/join/${row.id}#token=${token}`;
      await effects.mail.queueEmail(tx, {
        toAddress: request.email,
        subject: 'You are invited to join a Curo consult',
        textBody: [
          `Hello ${request.name},`,
          '',
          'You have been invited to join a telehealth consult on Curo.',
          'Open this link to join. It works once and only for you:',
          '',
          link,
          '',
          `The link works until ${expiresAt.toUTCString()}.`,
          '',
          'Curo',
        ].join('\n'),
      });
    }
    return inserted;
  });
  await announceAppointmentChange(effects, row, 'addParticipant');
  return toParticipantDto(participant);
}

/** `DELETE /participants/{id}`: takes someone out of a consult (their unused link stops working). */
export async function removeParticipant(
  db: Db,
  principal: Principal,
  id: string,
  effects: AppointmentEffects,
) {
  const participant = await findParticipant(db, id);
  if (!participant) throw notFound('Participant not found');
  const row = await manageable(db, principal, participant.appointmentId).catch(() => {
    throw notFound('Participant not found');
  });
  await db.transaction(async (tx) => {
    await deleteParticipant(tx, id);
    await recordAppointmentChange(
      tx,
      {
        row,
        action: 'removeParticipant',
        fromStatus: row.status,
        principal,
        details: { participantId: id, name: participant.name },
      },
      effects,
    );
  });
  await announceAppointmentChange(effects, row, 'removeParticipant');
}

/**
 * `POST /appointments/{id}/acceptGuest`: a guest opens their link. It works once: the first use
 * marks it accepted (a conditional update, so two tabs cannot both use it).
 */
export async function acceptGuest({
  db,
  appointmentId,
  token,
  effects,
}: {
  db: Db;
  appointmentId: string;
  token: string;
  effects: AppointmentEffects;
}) {
  const participant = await findParticipantByInvite(db, appointmentId, hashToken(token));
  if (!participant) throw notFound('This invitation link is not valid');
  if (participant.acceptedAt) throw new AppError(ErrorCode.INVITE_USED, staffMessages.inviteUsed);
  if (!participant.inviteExpiresAt || participant.inviteExpiresAt.getTime() <= Date.now())
    throw new AppError(ErrorCode.INVITE_EXPIRED, staffMessages.inviteExpired);
  const row = await findAppointment(db, appointmentId);
  if (!row) throw notFound('This invitation link is not valid');
  if (!JOINABLE.includes(row.status)) throw wrongState(row.status, 'be joined');
  const accepted = await db.transaction(async (tx) => {
    const updated = await markParticipantAccepted(tx, participant.id);
    if (!updated) throw new AppError(ErrorCode.INVITE_USED, staffMessages.inviteUsed);
    await recordAppointmentChange(
      tx,
      {
        row,
        action: 'acceptGuest',
        fromStatus: row.status,
        principal: null,
        details: { participantId: updated.id, name: updated.name },
      },
      effects,
    );
    return updated;
  });
  await announceAppointmentChange(effects, row, 'acceptGuest');
  const doctor = row.doctorId ? await findUserById(db, row.doctorId) : undefined;
  return {
    participantId: accepted.id,
    appointmentId: row.id,
    name: accepted.name,
    doctorName: doctor ? `${doctor.firstName} ${doctor.lastName}` : null,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    status: row.status,
  };
}
