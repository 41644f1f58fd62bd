import { ErrorCode } from '@curo/core/errors';
import { paths } from '@curo/core/routes';
import type { TAppointment } from '@curo/core/scheduling';
import type { TCreateEmergencyRequest, TEmergencyOfferList } from '@curo/core/scheduling-on-demand';
import type { Db, Executor } from '../../../db/client';
import type { Principal } from '../../../platform/auth/auth-guard';
import { AppError, notFound } from '../../../platform/errors';
import type { RealtimeHub } from '../../../platform/realtime/realtime-hub';
import { findFamilyMember } from '../../family-members';
import { findUserById } from '../../users';
import { emergencyContacts } from '../../users/doctor-lists';
import { toAppointmentDto } from '../appointment-dto';
import {
  type AppointmentEffects,
  announceAppointmentChange,
  recordAppointmentChange,
} from '../appointment-effects';
import { type AppointmentRow, findAppointment, insertAppointment } from '../appointments.repository';
import { patientFor } from '../book-scheduled';
import { wrongState } from '../cancel-appointment';
import { alreadyTaken } from './accept';
import { onDemandDoctor, takesEmergencies } from './on-demand.policy';
import {
  closeAllOffers,
  doctorsOnShift,
  type EmergencyOfferRow,
  findActiveDoctor,
  findEmergencyOffer,
  insertEmergencyOffers,
  openOffersFor,
  respondToOffer,
} from './on-demand.repository';

const MINUTE_MS = 60_000;

/**
 * Offers an emergency consult to doctors (once each: the unique offer per doctor makes a repeat a
 * no-op), inside the caller's transaction: the history notes who it was offered to, and each
 * doctor gets an email that commits with the offer. The email carries no symptoms or reason: the
 * doctor reads them in the app (decision 0022). Answers the offers made now.
 */
async function offerTo(
  tx: Executor,
  row: AppointmentRow,
  doctorIds: string[],
  principal: Principal | null,
  { mail, hub }: AppointmentEffects,
): Promise<EmergencyOfferRow[]> {
  const offers = await insertEmergencyOffers(tx, row.id, doctorIds);
  if (offers.length === 0) return offers;
  await recordAppointmentChange(
    tx,
    {
      row,
      action: 'sendEmergencyRequestOffer',
      fromStatus: row.status,
      principal,
      details: { doctorIds: offers.map((o) => o.doctorId) },
    },
    { hub, mail },
  );
  for (const offer of offers) {
    const doctor = await findUserById(tx, offer.doctorId);
    if (!doctor) continue;
    await mail.queueEmail(tx, {
      toAddress: doctor.email,
      subject: 'Emergency consult waiting for a doctor',
      textBody: [
        `Hello Dr ${doctor.lastName},`,
        '',
        'A patient has asked for an emergency consult and it has been offered to you.',
        '',
        'Read what the patient wrote and accept or decline it in your emergency offers. The first doctor to accept takes it.',
        '',
        `Your requests: ${mail.publicUrl}${paths.doctorRequests}`,
        '',
        'Curo',
      ].join('\n'),
    });
  }
  return offers;
}

/** After the commit: each newly offered doctor hears of it live. */
async function announceOffers(hub: RealtimeHub, row: AppointmentRow, offers: EmergencyOfferRow[]) {
  const details = (row.details ?? {}) as { urgency?: string };
  await Promise.all(
    offers.map((offer) =>
      hub.publish(`user:${offer.doctorId}`, {
        type: 'emergencyOffer.new',
        appointmentId: row.id,
        offerId: offer.id,
        reason: row.reason,
        urgency: details.urgency ?? null,
        requestedAt: row.createdAt.toISOString(),
      }),
    ),
  );
}

/** Doctors on an emergency shift now who take emergencies (their settings may have changed since). */
async function emergencyDoctorsOnShift(db: Executor): Promise<string[]> {
  const onShift = await doctorsOnShift(db, 'emergency');
  const eligible = await Promise.all(
    onShift.map(async (d) => {
      const doctor = await findActiveDoctor(db, d.doctorId);
      return doctor && takesEmergencies(onDemandDoctor(doctor)) ? d.doctorId : null;
    }),
  );
  return eligible.filter((id): id is string => id !== null);
}

/**
 * `POST /appointments/createScheduledEmergencyAppointment`: an emergency consult waiting for a
 * doctor (requested), offered at once to every doctor on an emergency shift now.
 */
export async function createEmergencyAppointment({
  db,
  principal,
  request,
  hub,
  mail,
}: {
  db: Db;
  principal: Principal;
  request: TCreateEmergencyRequest;
} & AppointmentEffects): Promise<TAppointment & { offeredTo: string[] }> {
  const patientId = await patientFor(db, principal, request.patientId);
  if (request.familyMemberId && !(await findFamilyMember(db, patientId, request.familyMemberId)))
    throw notFound('Family member not found');
  const doctorIds = await emergencyDoctorsOnShift(db);
  const { row, offers } = await db.transaction(async (tx) => {
    const inserted = await insertAppointment(tx, {
      type: 'emergency',
      status: 'requested',
      patientId,
      familyMemberId: request.familyMemberId ?? null,
      reason: request.reason,
      bookedBy: principal.actorId ?? principal.userId,
      details: { symptoms: request.symptoms ?? null, urgency: request.urgency },
    });
    await recordAppointmentChange(
      tx,
      {
        row: inserted,
        action: 'create',
        fromStatus: null,
        principal,
        details: { urgency: request.urgency },
      },
      { hub, mail },
    );
    const made = await offerTo(tx, inserted, doctorIds, principal, { hub, mail });
    // Nobody on call: the clinic's admins must find a doctor (sendEmergencyRequestOffer).
    if (made.length === 0 && mail) {
      const admins = (await emergencyContacts(tx)).items.filter((c) => c.role === 'admin');
      for (const admin of admins)
        await mail.queueEmail(tx, {
          toAddress: admin.email,
          subject: 'Emergency consult: no doctor on call',
          textBody: [
            `Hello ${admin.firstName},`,
            '',
            'A patient has asked for an emergency consult and no doctor is on an emergency shift right now.',
            '',
            'Read it and offer it to a doctor from the consult’s page.',
            '',
            `Open this consult: ${mail.publicUrl}${paths.adminAppointment.replace(':appointmentId', inserted.id)}`,
            '',
            'Curo',
          ].join('\n'),
        });
    }
    return { row: inserted, offers: made };
  });
  await announceAppointmentChange({ hub, mail }, row, 'create');
  await announceOffers(hub, row, offers);
  return { ...toAppointmentDto(row), offeredTo: offers.map((o) => o.doctorId) };
}

/**
 * `POST /appointments/sendEmergencyRequestOffer`: admins and nurses offer a waiting emergency to
 * named doctors (who must take emergencies), or by default to everyone on an emergency shift now.
 */
export async function sendEmergencyOffer({
  db,
  principal,
  appointmentId,
  doctorIds: named,
  hub,
  mail,
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  doctorIds?: string[];
} & AppointmentEffects) {
  const row = await findAppointment(db, appointmentId);
  if (row?.type !== 'emergency') throw notFound('Emergency consult not found');
  if (row.status !== 'requested' || row.doctorId) throw wrongState(row.status, 'be offered to doctors');
  let doctorIds: string[];
  if (named) {
    doctorIds = [...new Set(named)];
    for (const id of doctorIds) {
      const doctor = await findActiveDoctor(db, id);
      if (doctor?.user.role !== 'doctor') throw notFound('Doctor not found');
      if (!takesEmergencies(onDemandDoctor(doctor)))
        throw new AppError(
          ErrorCode.VALIDATION_ERROR,
          `Dr ${doctor.user.firstName} ${doctor.user.lastName} does not take emergency consults`,
        );
    }
  } else {
    doctorIds = await emergencyDoctorsOnShift(db);
  }
  const offers = await db.transaction((tx) => offerTo(tx, row, doctorIds, principal, { hub, mail }));
  void mail.kick();
  await announceOffers(hub, row, offers);
  return { appointmentId: row.id, offeredTo: offers.map((o) => o.doctorId) };
}

/** `GET /appointments/emergencyDateOffers`: the doctor's open offers, the longest waiting first. */
export async function myEmergencyOffers(db: Executor, principal: Principal): Promise<TEmergencyOfferList> {
  const rows = await openOffersFor(db, principal.userId);
  const now = Date.now();
  return {
    items: rows.map(({ offer, appointment, patientFirstName }) => {
      const details = (appointment.details ?? {}) as { symptoms?: string | null; urgency?: string | null };
      return {
        offerId: offer.id,
        appointmentId: appointment.id,
        patientFirstName,
        reason: appointment.reason,
        symptoms: details.symptoms ?? null,
        urgency: details.urgency ?? null,
        requestedAt: appointment.createdAt.toISOString(),
        offeredAt: offer.createdAt.toISOString(),
        waitingMinutes: Math.max(0, Math.floor((now - appointment.createdAt.getTime()) / MINUTE_MS)),
      };
    }),
  };
}

/** `POST /appointments/declineEmergencyOffer`: the doctor says no; the others' offers stay open. */
export async function declineEmergencyOffer({
  db,
  principal,
  appointmentId,
  hub,
  mail,
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
} & AppointmentEffects) {
  const offer = await findEmergencyOffer(db, appointmentId, principal.userId);
  if (!offer) throw notFound('Emergency offer not found');
  if (offer.status === 'declined')
    throw new AppError(ErrorCode.OFFER_DECLINED, 'You have already declined this consult');
  if (offer.status !== 'open') throw alreadyTaken();
  const row = await findAppointment(db, appointmentId);
  if (!row) throw notFound('Emergency offer not found');
  await db.transaction(async (tx) => {
    const declined = await respondToOffer(tx, appointmentId, principal.userId, 'declined');
    if (!declined) throw alreadyTaken();
    // History only: the consult itself still waits for a doctor, so nobody else is told.
    await recordAppointmentChange(
      tx,
      {
        row,
        action: 'declineEmergencyOffer',
        fromStatus: row.status,
        principal,
        details: { doctorId: principal.userId },
      },
      { hub, mail },
    );
  });
  return { appointmentId, status: 'declined' as const };
}

/** An emergency that is cancelled before anyone took it: close its offers, clear the doctors' screens. */
export async function closeOffersOfCancelled(db: Executor, hub: RealtimeHub, row: AppointmentRow) {
  const closed = await closeAllOffers(db, row.id);
  await Promise.all(
    closed.map(({ doctorId }) =>
      hub.publish(`user:${doctorId}`, {
        type: 'emergencyOffer.closed',
        appointmentId: row.id,
        reason: 'cancelled',
      }),
    ),
  );
}
