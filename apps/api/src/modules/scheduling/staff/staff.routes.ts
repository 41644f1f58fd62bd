import { ErrorCode } from '@curo/core/errors';
import { ZAppointment, ZAppointmentList } from '@curo/core/scheduling';
import {
  DETAIL_SECTIONS,
  ZAcceptGuestRequest,
  ZAcceptGuestResponse,
  ZAddParticipantRequest,
  ZAdminEditRequest,
  ZAdminView,
  ZAmendRequest,
  ZAppointmentDetails,
  ZChangePriceRequest,
  ZChangeSpecialistRequest,
  ZParticipant,
  ZStaffListQuery,
} from '@curo/core/scheduling-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { clientOf, principalOf } from '../../../platform/auth/auth-guard';
import { sendCsvFile } from '../../../platform/csv';
import { errorResponses } from '../../../platform/errors';
import type { MailDelivery } from '../../../platform/mail/mail-delivery';
import type { RealtimeHub } from '../../../platform/realtime/realtime-hub';
import { sydneyToday } from '../../../platform/sydney-dates';
import { actorsOf, recordAuditEvent } from '../../audit';
import { appointmentSheet } from './appointment-sheet';
import { adminEdit, amendAppointment, changePrice, changeSpecialist } from './change-appointment';
import { appointmentDetails } from './details';
import { acceptGuest, addParticipant, listParticipants, removeParticipant } from './participants';
import { consultHistory, listForAdmin, listForCompanyAdmin, listForNurse } from './staff-lists';

const errors = errorResponses(
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
);
const ZId = z.object({ id: z.string().uuid() });
const changed = {
  200: ZAppointment,
  ...errors,
  ...errorResponses(
    ErrorCode.INVALID_STATE,
    ErrorCode.NO_TIME,
    ErrorCode.SAME_SPECIALIST,
    ErrorCode.SLOT_TAKEN,
    ErrorCode.SLOT_UNAVAILABLE,
  ),
};

/**
 * Staff lists and the appointment sheet, an appointment's details page, amend / change specialist /
 * change price / admin edit, and the people in a consult (docs/decisions/0018).
 */
export const staffAppointmentsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  hub: RealtimeHub;
  mail: MailDelivery;
  publicUrl: string;
}> = async (app, { db, hub, mail, publicUrl }) => {
  const tags = ['appointments'];
  const effects = { hub, mail };

  app.get(
    '/appointments/admin/sheets',
    {
      config: { access: ['admin'], rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'The admin sheet as CSV (the same view and filters as admin/{view}); X-Total-Count says how many matched',
        querystring: ZStaffListQuery.extend({ view: ZAdminView.default('all') }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { view, ...query } = request.query;
      const sheet = await appointmentSheet(db, view, query);
      await recordAuditEvent({
        db,
        action: 'export.appointment_sheet',
        ...actorsOf(principalOf(request)),
        recordType: 'appointment_sheet',
        context: clientOf(request),
        details: { filters: request.query, rows: sheet.rows, total: sheet.total },
      });
      return sendCsvFile(reply, {
        name: `curo-appointments-${sydneyToday()}.csv`,
        body: sheet.csv,
        rows: sheet.total,
      });
    },
  );

  app.get(
    '/appointments/admin/:view',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary:
          'Every appointment: view all | upcoming | past | today (Sydney) | a state; page, pageSize, search, type, status, doctorId, from, to',
        params: z.object({ view: ZAdminView }),
        querystring: ZStaffListQuery,
        response: { 200: ZAppointmentList, ...errors },
      },
    },
    async (request) => listForAdmin(db, request.params.view, request.query),
  );

  app.get(
    '/appointments/nurse/:id',
    {
      config: { access: ['nurse', 'admin'] },
      schema: {
        tags,
        summary: 'The consults a nurse booked or takes part in (the nurse themself, or admins)',
        params: ZId,
        querystring: ZStaffListQuery,
        response: { 200: ZAppointmentList, ...errors },
      },
    },
    async (request) => listForNurse(db, principalOf(request), request.params.id, request.query),
  );

  app.get(
    '/appointments/companyAdmin/:id',
    {
      config: { access: ['companyAdmin', 'admin'] },
      schema: {
        tags,
        summary:
          'The consults of a company’s people, without the reason (the company admin themself, or admins); search matches names',
        params: ZId,
        querystring: ZStaffListQuery,
        response: { 200: ZAppointmentList, ...errors },
      },
    },
    async (request) => listForCompanyAdmin(db, principalOf(request), request.params.id, request.query),
  );

  app.get(
    '/appointments/consultHistory/:id',
    {
      config: { access: ['patient', 'doctor', 'admin'] },
      schema: {
        tags,
        summary: 'A patient’s consults, latest first (the patient, their treating doctors, admins)',
        params: ZId,
        querystring: ZStaffListQuery,
        response: { 200: ZAppointmentList, ...errors },
      },
    },
    async (request) => consultHistory(db, principalOf(request), request.params.id, request.query),
  );

  app.get(
    '/appointments/details/:id/:section',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'One appointment with names, allowed actions and (section all | history | participants) its history and people; search filters the history',
        params: z.object({ id: z.string().uuid(), section: z.enum(DETAIL_SECTIONS) }),
        querystring: z.object({ search: z.string().trim().max(100).optional() }),
        response: { 200: ZAppointmentDetails, ...errors },
      },
    },
    async (request) =>
      appointmentDetails({
        db,
        principal: principalOf(request),
        id: request.params.id,
        section: request.params.section,
        search: request.query.search || undefined,
      }),
  );

  app.post(
    '/appointments/:id/amend',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Patient or doctor: move the consult to another free time (SLOT_TAKEN / SLOT_UNAVAILABLE) or correct the reason',
        params: ZId,
        body: ZAmendRequest,
        response: changed,
      },
    },
    async (request) =>
      amendAppointment({
        db,
        principal: principalOf(request),
        id: request.params.id,
        effects,
        request: request.body,
      }),
  );

  app.post(
    '/appointments/:id/changeSpecialist',
    {
      config: { access: ['doctor', 'admin'] },
      schema: {
        tags,
        summary:
          'Admin, or the doctor handing over: the consult moves to another specialist free at its time',
        params: ZId,
        body: ZChangeSpecialistRequest,
        response: changed,
      },
    },
    async (request) =>
      changeSpecialist({
        db,
        principal: principalOf(request),
        id: request.params.id,
        effects,
        doctorId: request.body.doctorId,
        note: request.body.note,
      }),
  );

  app.post(
    '/appointments/:id/changePrice',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Admin: change the fee (cents) with a reason',
        params: ZId,
        body: ZChangePriceRequest,
        response: changed,
      },
    },
    async (request) =>
      changePrice({
        db,
        principal: principalOf(request),
        id: request.params.id,
        effects,
        request: request.body,
      }),
  );

  app.post(
    '/appointments/:id/adminEdit',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary:
          'Admin: edit the reason, a note or the time (outside published hours allowed; never double-booked)',
        params: ZId,
        body: ZAdminEditRequest,
        response: changed,
      },
    },
    async (request) =>
      adminEdit({
        db,
        principal: principalOf(request),
        id: request.params.id,
        effects,
        request: request.body,
      }),
  );

  app.get(
    '/participants',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'The people in a consult (for anyone in it)',
        querystring: z.object({ appointmentId: z.string().uuid() }),
        response: { 200: z.array(ZParticipant), ...errors },
      },
    },
    async (request) => listParticipants(db, principalOf(request), request.query.appointmentId),
  );

  app.post(
    '/participants',
    {
      config: { access: 'authenticated', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Add someone to a consult: an account by userId, or a guest emailed a single-use link (patient, doctor, staff who booked, admin)',
        body: ZAddParticipantRequest,
        response: { 201: ZParticipant, ...errors, ...errorResponses(ErrorCode.INVALID_STATE) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await addParticipant({
          db,
          principal: principalOf(request),
          request: request.body,
          effects,
          publicUrl,
        }),
      ),
  );

  app.delete(
    '/participants/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Take someone out of a consult',
        params: ZId,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeParticipant(db, principalOf(request), request.params.id, effects);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/appointments/:id/acceptGuest',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'A guest opens their single-use link (410 INVITE_USED or INVITE_EXPIRED after)',
        params: ZId,
        body: ZAcceptGuestRequest,
        response: {
          200: ZAcceptGuestResponse,
          ...errors,
          ...errorResponses(ErrorCode.INVALID_STATE, ErrorCode.INVITE_USED, ErrorCode.INVITE_EXPIRED),
        },
      },
    },
    async (request) =>
      acceptGuest({ db, appointmentId: request.params.id, token: request.body.token, effects }),
  );
};
