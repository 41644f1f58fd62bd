import { ErrorCode } from '@curo/core/errors';
import { APPOINTMENT_PAGE_SIZE_MAX, ZAppointment, ZAppointmentList } from '@curo/core/scheduling';
import {
  ZAcceptRequest,
  ZCreateEmergencyRequest,
  ZCreateInstantRequest,
  ZDeclineEmergencyOfferRequest,
  ZDeclineEmergencyOfferResult,
  ZEmergencyCreated,
  ZEmergencyOfferList,
  ZInstantQueue,
  ZQueuePosition,
  ZSendEmergencyOfferRequest,
  ZSendEmergencyOfferResult,
} from '@curo/core/scheduling-on-demand';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { principalOf } from '../../../platform/auth/auth-guard';
import { errorResponses } from '../../../platform/errors';
import type { MailDelivery } from '../../../platform/mail/mail-delivery';
import type { RealtimeHub } from '../../../platform/realtime/realtime-hub';
import { onAppointmentAnnounced } from '../appointment-effects';
import { acceptAppointment } from './accept';
import {
  closeOffersOfCancelled,
  createEmergencyAppointment,
  declineEmergencyOffer,
  myEmergencyOffers,
  sendEmergencyOffer,
} from './emergency';
import {
  announceQueue,
  createInstantAppointment,
  instantQueue,
  queuePosition,
  takeNextPatient,
} from './instant-queue';
import { listInstantDoctorAppointments } from './list-instant-doctor';
import { shiftsRoutes } from './shifts.routes';

const errors = errorResponses(
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
  ErrorCode.NOT_ON_SHIFT,
  ErrorCode.ALREADY_TAKEN,
  ErrorCode.DOCTOR_BUSY,
  ErrorCode.INVALID_STATE,
  ErrorCode.OFFER_DECLINED,
  ErrorCode.INSTANT_ALREADY_OPEN,
  ErrorCode.QUEUE_EMPTY,
  ErrorCode.SLOT_TAKEN,
  ErrorCode.SLOT_UNAVAILABLE,
);
const ZId = z.object({ id: z.string().uuid() });

export interface OnDemandRoutesOptions {
  db: Db;
  hub: RealtimeHub;
  mail: MailDelivery;
}

/**
 * On-demand consults (docs/decisions/0015-emergency-and-instant.md): shifts, emergency offers,
 * the instant queue, and `POST /appointments/{id}/accept` for every kind that can be claimed.
 */
export const onDemandRoutes: FastifyPluginAsyncZod<OnDemandRoutesOptions> = async (
  app,
  { db, hub, mail },
) => {
  const tags = ['appointments'];

  // Whoever changes an instant consult (created, taken, cancelled, reactivated), the queue's
  // patients hear their new place; a cancelled emergency closes its offers.
  onAppointmentAnnounced(hub, async (row, action) => {
    if (row.type === 'instant') await announceQueue(db, hub);
    if (row.type === 'emergency' && action === 'cancel') await closeOffersOfCancelled(db, hub, row);
  });

  await app.register(shiftsRoutes, { db, onInstantShiftsChanged: () => announceQueue(db, hub) });

  app.post(
    '/appointments/:id/accept',
    {
      config: { access: ['doctor', 'instantDoctor', 'admin'] },
      schema: {
        tags,
        summary:
          'A doctor claims an instant (on shift), emergency (holding an offer), callback or offline consult: queued/requested → scheduled. The first wins; later ones 409 ALREADY_TAKEN. Admins dispatch with `doctorId`',
        params: ZId,
        body: ZAcceptRequest,
        response: { 200: ZAppointment, ...errors },
      },
    },
    async (request) =>
      acceptAppointment({
        db,
        principal: principalOf(request),
        id: request.params.id,
        doctorId: request.body?.doctorId,
        hub,
        mail,
      }),
  );

  // ------------------------------------------------------------------ emergency

  app.post(
    '/appointments/createScheduledEmergencyAppointment',
    {
      config: { access: ['patient', 'nurse', 'admin', 'doctor'] },
      schema: {
        tags,
        summary:
          'Ask for an emergency consult (patients for themselves; staff name `patientId`): requested, and offered at once to every doctor on an emergency shift',
        body: ZCreateEmergencyRequest,
        response: { 201: ZEmergencyCreated, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createEmergencyAppointment({
          db,
          principal: principalOf(request),
          request: request.body,
          hub,
          mail,
        }),
      ),
  );

  app.post(
    '/appointments/sendEmergencyRequestOffer',
    {
      config: { access: ['admin', 'nurse'] },
      schema: {
        tags,
        summary:
          'Offer a waiting emergency consult to doctors (named, or everyone on an emergency shift now); each is told live and by email, once',
        body: ZSendEmergencyOfferRequest,
        response: { 200: ZSendEmergencyOfferResult, ...errors },
      },
    },
    async (request) =>
      sendEmergencyOffer({
        db,
        principal: principalOf(request),
        appointmentId: request.body.appointmentId,
        doctorIds: request.body.doctorIds,
        hub,
        mail,
      }),
  );

  app.get(
    '/appointments/emergencyDateOffers',
    {
      config: { access: ['doctor'] },
      schema: {
        tags,
        summary:
          "Doctor: your open emergency offers, longest waiting first, with the patient's first name, the reason and how long they have waited",
        response: { 200: ZEmergencyOfferList, ...errors },
      },
    },
    async (request) => myEmergencyOffers(db, principalOf(request)),
  );

  app.post(
    '/appointments/declineEmergencyOffer',
    {
      config: { access: ['doctor'] },
      schema: {
        tags,
        summary: 'Doctor: decline an emergency offer (the other doctors’ offers stay open)',
        body: ZDeclineEmergencyOfferRequest,
        response: { 200: ZDeclineEmergencyOfferResult, ...errors },
      },
    },
    async (request) =>
      declineEmergencyOffer({
        db,
        principal: principalOf(request),
        appointmentId: request.body.appointmentId,
        hub,
        mail,
      }),
  );

  // ------------------------------------------------------------------ instant queue

  app.post(
    '/appointments/createInstantAppointment',
    {
      config: { access: ['patient'] },
      schema: {
        tags,
        summary:
          'Join the instant queue (one open instant consult at a time: 409 INSTANT_ALREADY_OPEN). Your place: GET /appointments/{id}/queuePosition, and queue.changed on your user topic',
        body: ZCreateInstantRequest,
        response: { 201: ZAppointment, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createInstantAppointment({
          db,
          principal: principalOf(request),
          reason: request.body.reason,
          familyMemberId: request.body.familyMemberId,
          hub,
          mail,
        }),
      ),
  );

  app.get(
    '/appointments/instant/queue',
    {
      config: { access: ['instantDoctor', 'admin'] },
      schema: {
        tags,
        summary: 'The instant queue in order, with how long each patient has waited',
        response: { 200: ZInstantQueue, ...errors },
      },
    },
    async () => instantQueue(db),
  );

  app.post(
    '/appointments/instant/next',
    {
      config: { access: ['instantDoctor'] },
      schema: {
        tags,
        summary:
          'Instant doctor on shift: take the patient who has waited longest (409 QUEUE_EMPTY when nobody waits)',
        response: { 200: ZAppointment, ...errors },
      },
    },
    async (request) => takeNextPatient({ db, principal: principalOf(request), hub, mail }),
  );

  app.get(
    '/appointments/:id/queuePosition',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Your place in the instant queue and an estimate: the average of recent instant consults shared among the doctors on shift (null, with a message, when nobody is on shift)',
        params: ZId,
        response: { 200: ZQueuePosition, ...errors },
      },
    },
    async (request) => queuePosition({ db, principal: principalOf(request), id: request.params.id }),
  );

  app.get(
    '/appointments/instantDoctor/:id',
    {
      config: { access: ['instantDoctor', 'admin'] },
      schema: {
        tags,
        summary:
          "An instant doctor's consults, newest first (the doctor themself or an admin); `search` matches the patient's name and the reason",
        params: ZId,
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(APPOINTMENT_PAGE_SIZE_MAX).default(20),
          search: z.string().trim().max(100).optional(),
        }),
        response: { 200: ZAppointmentList, ...errors },
      },
    },
    async (request) =>
      listInstantDoctorAppointments({
        db,
        principal: principalOf(request),
        doctorId: request.params.id,
        page: request.query.page,
        pageSize: request.query.pageSize,
        search: request.query.search || undefined,
      }),
  );
};
