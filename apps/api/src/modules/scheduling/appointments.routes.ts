import { ZErrorEnvelope } from '@curo/core/errors';
import {
  ZAppointment,
  ZCancelRequest,
  ZCreateScheduledRequest,
  ZSlot,
  ZSlotsQuery,
  ZSlotWithState,
} from '@curo/core/scheduling';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { appointmentFor } from './appointment-access';
import { toAppointmentDto } from './appointment-dto';
import { createFreeScheduledAppointment } from './book-scheduled';
import { cancelAppointment } from './cancel-appointment';
import { getAvailabilityCalendar, getDoctorAvailableSlots } from './get-slots';

const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };
const ZId = z.object({ id: z.string().uuid() });
const booking = ['patient', 'doctor', 'nurse', 'admin', 'instantDoctor'] as const;

/** Slots, booking a scheduled consult, reading and cancelling one (spec §7 Appointments). */
export const appointmentsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
        response: { 201: ZAppointment, 409: ZErrorEnvelope, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createFreeScheduledAppointment({
          db,
          principal: principalOf(request),
          request: request.body,
          client: clientOf(request),
        }),
      ),
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
        response: { 200: ZAppointment, 409: ZErrorEnvelope, ...errors },
      },
    },
    async (request) =>
      cancelAppointment({
        db,
        principal: principalOf(request),
        id: request.params.id,
        reason: request.body.reason,
      }),
  );
};
