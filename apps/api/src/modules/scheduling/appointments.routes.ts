import { ZConfirmBooking } from '@curo/core/billing';
import { ErrorCode } from '@curo/core/errors';
import {
  APPOINTMENT_PAGE_SIZE_MAX,
  LIST_SCOPES,
  ZAppointment,
  ZAppointmentList,
  ZCancelRequest,
  ZCreateScheduledRequest,
  ZSlot,
  ZSlotsQuery,
  ZSlotWithState,
} from '@curo/core/scheduling';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import { IDEMPOTENCY_ERROR_CODES, idempotent } from '../../platform/idempotency/idempotent';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { toAppointmentDto } from './appointment-dto';
import { appointmentFor } from './appointments.policy';
import { bookSlot, confirmHold, HOLD_MINUTES, isTimeAvailable } from './book-scheduled';
import { cancelAppointment } from './cancel-appointment';
import { getAvailabilityCalendar, getDoctorAvailableSlots } from './get-slots';
import { doctorAppointmentsOn, listMyAppointments } from './list-appointments';
import { transitionAppointment } from './transition-appointment';

const errors = errorResponses(
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
);
const ZId = z.object({ id: z.string().uuid() });
const booking = ['patient', 'doctor', 'nurse', 'admin', 'instantDoctor'] as const;

/** Slots, booking a scheduled consult, reading and cancelling one (spec §7 Appointments). */
export const appointmentsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  hub: RealtimeHub;
  mail: MailDelivery;
  /** Takes the payment when a hold is confirmed; null where cards are not taken (production without Stripe). */
  gateway: PaymentGateway | null;
}> = async (app, { db, hub, mail, gateway }) => {
  const tags = ['appointments'];

  app.get(
    '/users/:id/getDoctorAvailableSlots',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Free slots on a date in the doctor’s zone, as UTC instants. `times`: only these local HH:mm starts; `showAll=true`: every slot with `free` and a reason; `timestamp`: ignored (defeats caches)',
        params: ZId,
        querystring: ZSlotsQuery,
        response: { 200: z.array(z.union([ZSlotWithState, ZSlot])), ...errors },
      },
    },
    async (request) =>
      getDoctorAvailableSlots({
        db,
        doctorId: request.params.id,
        date: request.query.date,
        duration: request.query.duration,
        times: request.query.times,
        showAll: request.query.showAll === 'true',
      }),
  );

  app.get(
    '/services/availability-calendar/:doctorId/date/:date',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Which days of the month holding `date` have a free slot (for a month view)',
        params: z.object({ doctorId: z.string().uuid(), date: z.iso.date() }),
        querystring: z.object({ duration: z.coerce.number().int().min(5).max(240).optional() }),
        response: {
          200: z.object({
            doctorId: z.string().uuid(),
            timeZone: z.string(),
            month: z.string(),
            dates: z.array(
              z.object({ date: z.string(), available: z.boolean(), freeSlots: z.number().int() }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) =>
      getAvailabilityCalendar({
        db,
        doctorId: request.params.doctorId,
        date: request.params.date,
        duration: request.query.duration,
      }),
  );

  app.post(
    '/appointments/createFreeScheduledAppointment',
    {
      config: { access: booking },
      schema: {
        tags,
        summary:
          'Book a scheduled consult at a free slot (patients for themselves; staff name `patientId`). 409 SLOT_TAKEN or SLOT_UNAVAILABLE',
        body: ZCreateScheduledRequest,
        response: {
          201: ZAppointment,
          ...errors,
          ...errorResponses(ErrorCode.SLOT_TAKEN, ErrorCode.SLOT_UNAVAILABLE, ErrorCode.PAYMENT_REQUIRED),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await bookSlot({
          db,
          principal: principalOf(request),
          request: request.body,
          hold: false,
          hub,
          mail,
        }),
      ),
  );

  app.post(
    '/appointments/bookSpecialtySlot',
    {
      config: { access: booking },
      schema: {
        tags,
        summary: `Hold a slot for ${HOLD_MINUTES} minutes while booking is finished; then confirmSpecialtySlot. \`referralId\` attaches an accepted referral to it. 409 SLOT_TAKEN, SLOT_UNAVAILABLE, REFERRAL_NOT_BOOKABLE or REFERRAL_EXPIRED`,
        body: ZCreateScheduledRequest,
        response: {
          201: ZAppointment,
          ...errors,
          ...errorResponses(
            ErrorCode.SLOT_TAKEN,
            ErrorCode.SLOT_UNAVAILABLE,
            ErrorCode.REFERRAL_NOT_BOOKABLE,
            ErrorCode.REFERRAL_EXPIRED,
          ),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await bookSlot({
          db,
          principal: principalOf(request),
          request: request.body,
          hold: true,
          hub,
          mail,
        }),
      ),
  );

  app.post(
    '/appointments/confirmSpecialtySlot',
    {
      config: { access: booking },
      schema: {
        tags,
        summary:
          'Book a held slot before the hold runs out, paying for it: a saved card (`paymentMethodId`) is authorised now and charged once the consult has taken place; `discountCode`; `bulkBill` (with consent). Needs an Idempotency-Key. 402 PAYMENT_REQUIRED or CARD_DECLINED, 409 HOLD_EXPIRED, DISCOUNT_CODE_UNAVAILABLE or BULK_BILLING_UNAVAILABLE',
        body: ZConfirmBooking,
        response: {
          200: ZAppointment,
          ...errors,
          ...errorResponses(
            ErrorCode.HOLD_EXPIRED,
            ErrorCode.INVALID_STATE,
            ErrorCode.PAYMENT_REQUIRED,
            ErrorCode.CARD_DECLINED,
            ErrorCode.DISCOUNT_CODE_UNAVAILABLE,
            ErrorCode.BULK_BILLING_UNAVAILABLE,
            ...IDEMPOTENCY_ERROR_CODES,
            ErrorCode.SERVICE_UNAVAILABLE,
          ),
        },
      },
    },
    async (request, reply) =>
      idempotent(db, request, reply, async () => ({
        status: 200,
        body: await confirmHold({
          db,
          principal: principalOf(request),
          input: request.body,
          idempotencyKey: String(request.headers['idempotency-key']),
          gateway,
          hub,
          mail,
        }),
      })),
  );

  app.get(
    '/appointments/isAppointmentDateAvailable',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Whether a time could be booked now (and if not, SLOT_TAKEN or SLOT_UNAVAILABLE with a message)',
        querystring: z.object({
          doctorId: z.string().uuid(),
          startsAt: z.iso.datetime({ offset: true }),
          duration: z.coerce.number().int().min(5).max(240),
        }),
        response: {
          200: z.object({
            available: z.boolean(),
            code: z.string().nullable(),
            message: z.string().nullable(),
          }),
          ...errors,
        },
      },
    },
    async (request) =>
      isTimeAvailable(db, request.query.doctorId, new Date(request.query.startsAt), request.query.duration),
  );

  app.get(
    '/appointments/availableSlots',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'The same as /users/{doctorId}/getDoctorAvailableSlots, with the doctor as a query parameter',
        querystring: ZSlotsQuery.extend({ doctorId: z.string().uuid() }),
        response: { 200: z.array(z.union([ZSlotWithState, ZSlot])), ...errors },
      },
    },
    async (request) =>
      getDoctorAvailableSlots({
        db,
        doctorId: request.query.doctorId,
        date: request.query.date,
        duration: request.query.duration,
        times: request.query.times,
        showAll: request.query.showAll === 'true',
      }),
  );

  app.get(
    '/appointments/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'One appointment you take part in',
        params: ZId,
        response: { 200: ZAppointment, ...errors },
      },
    },
    async (request) => toAppointmentDto(await appointmentFor(db, principalOf(request), request.params.id)),
  );

  app.post(
    '/appointments/:id/cancel',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Cancel with a reason; frees the time. 409 names the state when it cannot be cancelled',
        params: ZId,
        body: ZCancelRequest,
        response: { 200: ZAppointment, ...errors, ...errorResponses(ErrorCode.INVALID_STATE) },
      },
    },
    async (request) =>
      cancelAppointment({
        db,
        principal: principalOf(request),
        id: request.params.id,
        reason: request.body.reason,
        hub,
        mail,
      }),
  );

  app.get(
    '/appointments/list/:scope/:page/:pageSize',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Your appointments (as patient or doctor): scope upcoming | past | all, page, page size; `search` matches names and reason; `patientId` keeps your consults with one patient',
        params: z.object({
          scope: z.enum(LIST_SCOPES),
          page: z.coerce.number().int().min(1).max(10_000),
          pageSize: z.coerce.number().int().min(1).max(APPOINTMENT_PAGE_SIZE_MAX),
        }),
        querystring: z.object({
          search: z.string().trim().max(100).optional(),
          patientId: z.string().uuid().optional(),
        }),
        response: { 200: ZAppointmentList, ...errors },
      },
    },
    async (request) =>
      listMyAppointments({
        db,
        principal: principalOf(request),
        ...request.params,
        search: request.query.search || undefined,
        patientId: request.query.patientId,
      }),
  );

  app.get(
    '/users/:id/appointments/date/:date',
    {
      config: { access: ['doctor', 'instantDoctor', 'admin'] },
      schema: {
        tags,
        summary: "A doctor's appointments on a date in their zone (yours, or any for admins)",
        params: z.object({ id: z.string().uuid(), date: z.iso.date() }),
        response: {
          200: z.object({
            timeZone: z.string(),
            items: z.array(ZAppointment.extend({ patientName: z.string() })),
          }),
          ...errors,
        },
      },
    },
    async (request) =>
      doctorAppointmentsOn({
        db,
        principal: principalOf(request),
        doctorId: request.params.id,
        date: request.params.date,
      }),
  );

  for (const [path, action, summary] of [
    ['checkIn', 'checkIn', 'Check in for a scheduled consult (patient or doctor)'],
    ['waitingForInformation', 'waitForInformation', 'Doctor: wait for further information (tests, photos)'],
    ['resume', 'resume', 'Doctor: the information arrived; back to scheduled'],
    ['start', 'start', 'Doctor: start the consult (from scheduled, checked in or waiting for information)'],
    ['end', 'end', 'Doctor: end the consult'],
    ['markAsCompleted', 'markAsCompleted', 'Doctor: mark the consult completed'],
    [
      'reactivate',
      'reactivate',
      'Reactivate a cancelled consult to the state it left (SLOT_TAKEN if its time has gone)',
    ],
  ] as const) {
    app.post(
      `/appointments/:id/${path}`,
      {
        config: { access: 'authenticated' },
        schema: {
          tags,
          summary: `${summary}. 409 names the state when it does not allow this`,
          params: ZId,
          response: { 200: ZAppointment, ...errors, ...errorResponses(ErrorCode.INVALID_STATE) },
        },
      },
      async (request) =>
        transitionAppointment({
          db,
          principal: principalOf(request),
          id: request.params.id,
          action,
          hub,
          mail,
        }),
    );
  }

  app.post(
    '/appointments/:id/runningLate',
    {
      config: { access: ['doctor', 'admin'] },
      schema: {
        tags,
        summary: 'Doctor: running late by some minutes; the patient is told live and by email',
        params: ZId,
        body: z.object({ minutes: z.number().int().min(1).max(180) }),
        response: { 200: ZAppointment, ...errors, ...errorResponses(ErrorCode.INVALID_STATE) },
      },
    },
    async (request) =>
      transitionAppointment({
        db,
        principal: principalOf(request),
        id: request.params.id,
        action: 'runningLate',
        changes: { runningLateMinutes: request.body.minutes },
        details: { minutes: request.body.minutes },
        hub,
        mail,
      }),
  );
};
