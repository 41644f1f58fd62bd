import { ZCertificateDecision, ZCertificateRequest } from '@curo/core/certificate-requests';
import { ErrorCode } from '@curo/core/errors';
import { ZAppointment, ZSlot } from '@curo/core/scheduling';
import {
  OFFLINE_MAX_FILE_BYTES,
  OFFLINE_MAX_FILES,
  requestMessages,
  ZAcceptDateRequest,
  ZAppointmentDocument,
  ZCallbackRequest,
  ZCreateAppointmentRequest,
  ZDateOffers,
  ZDateOffersSlotsQuery,
  ZDoctorBookingRequest,
  ZFollowUpInfo,
  ZFollowUpRequest,
  ZInformationAnswer,
  ZInformationRequest,
  ZOfferDatesRequest,
  ZOfflineAppointment,
  ZOfflineResponse,
  ZOpenRequestList,
  ZOpenRequestsQuery,
  ZRequestAppointment,
  ZRequestNewDatesRequest,
} from '@curo/core/scheduling-requests';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { clientOf, principalOf } from '../../../platform/auth/auth-guard';
import { binaryResponse } from '../../../platform/binary-response';
import { errorResponses } from '../../../platform/errors';
import type { MailDelivery } from '../../../platform/mail/mail-delivery';
import type { RealtimeHub } from '../../../platform/realtime/realtime-hub';
import { sendDocument } from '../../../platform/storage/documents';
import type { FileStorage } from '../../../platform/storage/file-storage';
import { uploadedForm } from '../../../platform/storage/uploaded-file';
import type { DocumentIssuer } from '../../documents';
import { createCertificateRequest, decideCertificateRequest } from './certificate-requests';
import { createAppointmentRequest, createCallback } from './create-request';
import { acceptDate, dateOffersAvailableSlots, listOffers, offerDates, requestNewDates } from './date-offers';
import { bookForPatient, createFollowUp, followUpInfo } from './follow-ups';
import {
  addDocuments,
  createOfflineAppointment,
  listDocuments,
  offlineExchange,
  readDocument,
} from './offline';
import { listOpenRequests } from './open-requests';

const errors = errorResponses(
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
);
const changeErrors = {
  ...errors,
  ...errorResponses(
    ErrorCode.INVALID_STATE,
    ErrorCode.NO_DOCTOR,
    ErrorCode.OFFER_NOT_OPEN,
    ErrorCode.SLOT_TAKEN,
    ErrorCode.SLOT_UNAVAILABLE,
    ErrorCode.KIND_NOT_OFFERED,
    ErrorCode.WRONG_KIND,
  ),
};
const uploadErrors = errorResponses(ErrorCode.PAYLOAD_TOO_LARGE, ErrorCode.UNSUPPORTED_MEDIA_TYPE);
const ZId = z.object({ id: z.string().uuid() });
const asking = ['patient', 'doctor', 'nurse', 'admin', 'instantDoctor'] as const;
const involved = ['patient', 'doctor', 'admin'] as const;
/**
 * Who may read a consult with its offers (the consult's own page): also a nurse taking part and the
 * instant doctor who has it; `requestFor` answers 404 to anyone not in the consult.
 */
const readers = ['patient', 'doctor', 'instantDoctor', 'nurse', 'admin'] as const;

/**
 * The fields and files of a multipart consult upload. Files are read into memory up to the limit
 * the plugin was registered with (413 beyond it); only the `documents` field takes files.
 */
const readUpload = (request: FastifyRequest) =>
  uploadedForm(request, {
    fileField: 'documents',
    messages: {
      notMultipart: 'Send the consult as multipart/form-data',
      wrongField: 'Attach documents in the `documents` field',
      tooLarge: requestMessages.fileTooLarge,
      tooManyFiles: requestMessages.tooManyFiles,
      tooManyFields: 'The form has more fields than a consult takes',
    },
  });

/**
 * Consults that start as a request (docs/decisions/0014-requests-and-offline.md): requests with
 * date offers, a doctor booking for a patient, follow-ups, callbacks and offline consults.
 */
export const requestsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FileStorage;
  hub: RealtimeHub;
  mail: MailDelivery;
  /** Issuing a requested certificate through the documents module (decision 0043). */
  documents: { issuer: DocumentIssuer; certificateMaxBackdateDays: number };
}> = async (app, { db, storage, hub, mail, documents }) => {
  const tags = ['appointments'];
  const effects = { hub, mail };
  await app.register(multipart, {
    limits: {
      fileSize: OFFLINE_MAX_FILE_BYTES,
      files: OFFLINE_MAX_FILES,
      fields: 10,
      parts: OFFLINE_MAX_FILES + 10,
      headerPairs: 50,
    },
  });

  app.post(
    '/appointments/createAppointmentRequest',
    {
      config: { access: asking },
      schema: {
        tags,
        summary:
          'Ask a doctor (doctorId) or a specialty for a consult of some length; the doctor answers with date offers',
        body: ZCreateAppointmentRequest,
        response: { 201: ZRequestAppointment, ...changeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createAppointmentRequest({
          db,
          principal: principalOf(request),
          request: request.body,
          effects,
        }),
      ),
  );

  app.get(
    '/appointments/openRequests',
    {
      config: { access: ['doctor'] },
      schema: {
        tags,
        summary:
          'Doctor: requests, callbacks and offline consults waiting for a doctor that you may take (your specialties and kinds), oldest first',
        querystring: ZOpenRequestsQuery,
        response: { 200: ZOpenRequestList, ...errors },
      },
    },
    async (request) =>
      listOpenRequests({
        db,
        principal: principalOf(request),
        ...request.query,
        search: request.query.search || undefined,
      }),
  );

  app.get(
    '/dateOffers/:id',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'The times offered for a consult request (id: the appointment)',
        params: ZId,
        response: { 200: ZDateOffers, ...errors },
      },
    },
    async (request) => listOffers({ db, principal: principalOf(request), appointmentId: request.params.id }),
  );

  app.post(
    '/dateOffers/:id',
    {
      config: { access: ['doctor', 'admin'] },
      schema: {
        tags,
        summary:
          'Doctor: offer 1–5 free times for a consult request (id: the appointment); `replace` withdraws the open ones. 409 SLOT_TAKEN / SLOT_UNAVAILABLE',
        params: ZId,
        body: ZOfferDatesRequest,
        response: { 200: ZDateOffers, ...changeErrors },
      },
    },
    async (request) =>
      offerDates({
        db,
        principal: principalOf(request),
        appointmentId: request.params.id,
        body: request.body,
        effects,
      }),
  );

  app.get(
    '/appointments/dateOffersAvailableSlots',
    {
      config: { access: ['doctor', 'admin'] },
      schema: {
        tags,
        summary:
          "The doctor's free slots on a date (their zone) to offer for a request; duration defaults to the one asked for",
        querystring: ZDateOffersSlotsQuery,
        response: { 200: z.array(ZSlot), ...changeErrors },
      },
    },
    async (request) =>
      dateOffersAvailableSlots({
        db,
        principal: principalOf(request),
        appointmentId: request.query.appointmentId,
        date: request.query.date,
        duration: request.query.duration,
      }),
  );

  app.post(
    '/appointments/:id/accept-date',
    {
      config: { access: ['patient'] },
      schema: {
        tags,
        summary:
          'Patient: book one of the offered times; the others are declined. 409 SLOT_TAKEN if it has gone (the offer is withdrawn)',
        params: ZId,
        body: ZAcceptDateRequest,
        response: { 200: ZRequestAppointment, ...changeErrors },
      },
    },
    async (request) =>
      acceptDate({
        db,
        principal: principalOf(request),
        appointmentId: request.params.id,
        dateOfferId: request.body.dateOfferId,
        effects,
      }),
  );

  app.post(
    '/appointments/:id/request-new-dates',
    {
      config: { access: ['patient'] },
      schema: {
        tags,
        summary: 'Patient: none of the times suit; the open offers are declined and the doctor is told',
        params: ZId,
        body: ZRequestNewDatesRequest,
        response: { 200: ZRequestAppointment, ...changeErrors },
      },
    },
    async (request) =>
      requestNewDates({
        db,
        principal: principalOf(request),
        appointmentId: request.params.id,
        note: request.body.note,
        effects,
      }),
  );

  app.post(
    '/appointments/createScheduledAppointmentDoctorRequest',
    {
      config: { access: ['doctor', 'nurse', 'admin'] },
      schema: {
        tags,
        summary:
          'Doctor: book a free slot of yours for a patient (nurses and admins name the doctor). 409 SLOT_TAKEN or SLOT_UNAVAILABLE',
        body: ZDoctorBookingRequest,
        response: { 201: ZAppointment, ...changeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await bookForPatient({ db, principal: principalOf(request), request: request.body, effects })),
  );

  app.post(
    '/appointments/:id/createScheduledFollowUpRequest',
    {
      config: { access: ['doctor'] },
      schema: {
        tags,
        summary:
          'Doctor of a consult in progress, ended or completed: a follow-up with instructions, booked at `startsAt` or as a request to offer dates for',
        params: ZId,
        body: ZFollowUpRequest,
        response: { 201: ZRequestAppointment, ...changeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createFollowUp({
          db,
          principal: principalOf(request),
          appointmentId: request.params.id,
          request: request.body,
          effects,
        }),
      ),
  );

  app.get(
    '/appointments/:id/followUpInfo',
    {
      config: { access: involved },
      schema: {
        tags,
        summary: "A consult's follow-ups with the doctor's instructions and any date offers",
        params: ZId,
        response: { 200: ZFollowUpInfo, ...errors },
      },
    },
    async (request) =>
      followUpInfo({ db, principal: principalOf(request), appointmentId: request.params.id }),
  );

  app.post(
    '/appointments/createCallBackAppointment',
    {
      config: { access: asking },
      schema: {
        tags,
        summary:
          'Ask for a call on an Australian number within a window (at least 30 minutes, within 7 days); a doctor claims it with {id}/accept',
        body: ZCallbackRequest,
        response: { 201: ZRequestAppointment, ...changeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createCallback({ db, principal: principalOf(request), request: request.body, effects })),
  );

  app.post(
    '/appointments/createOfflineAppointment',
    {
      config: { access: asking, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: `Describe the problem (description, at least 20 characters; optional doctorId or specialty) and attach up to ${OFFLINE_MAX_FILES} documents (field \`documents\`: PDF, JPEG or PNG, at most 10 MB each); a doctor answers later`,
        consumes: ['multipart/form-data'],
        response: { 201: ZOfflineAppointment, ...uploadErrors, ...changeErrors },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readUpload(request);
      return reply.status(201).send(
        await createOfflineAppointment({
          db,
          storage,
          principal: principalOf(request),
          fields,
          files,
          effects,
        }),
      );
    },
  );

  app.get(
    '/appointments/:id/documents',
    {
      config: { access: involved },
      schema: {
        tags,
        summary: "A consult's documents (its patient, its doctor and admins only)",
        params: ZId,
        response: { 200: z.array(ZAppointmentDocument), ...errors },
      },
    },
    async (request) =>
      listDocuments({ db, principal: principalOf(request), appointmentId: request.params.id }),
  );

  app.post(
    '/appointments/:id/documents',
    {
      config: { access: ['patient'], rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Patient: add documents to your offline consult (field `documents`: PDF, JPEG or PNG, at most 10 MB each, 5 per upload, 10 in all)',
        consumes: ['multipart/form-data'],
        params: ZId,
        response: {
          201: z.array(ZAppointmentDocument),
          ...uploadErrors,
          ...changeErrors,
        },
      },
    },
    async (request, reply) => {
      const { files } = await readUpload(request);
      return reply.status(201).send(
        await addDocuments({
          db,
          storage,
          principal: principalOf(request),
          appointmentId: request.params.id,
          files,
          effects,
        }),
      );
    },
  );

  app.get(
    '/appointments/:id/documents/:fileId',
    {
      config: { access: involved },
      schema: {
        tags,
        summary: 'Download one document of a consult (as an attachment, never cached)',
        params: z.object({ id: z.string().uuid(), fileId: z.string().uuid() }),
        response: { 200: binaryResponse('*/*', 'The document, in its own type'), ...errors },
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await readDocument({
          db,
          storage,
          principal: principalOf(request),
          appointmentId: request.params.id,
          fileId: request.params.fileId,
        }),
      ),
  );

  app.post(
    '/appointments/createCertificateRequest',
    {
      config: { access: ['patient'] },
      schema: {
        tags,
        summary:
          'Patient: ask for a medical certificate in writing (reason, dates, symptoms, employer or school); a doctor reviews it',
        body: ZCertificateRequest,
        response: { 201: ZRequestAppointment, ...changeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createCertificateRequest({
          db,
          principal: principalOf(request),
          body: request.body,
          effects,
        }),
      ),
  );

  app.post(
    '/appointments/:id/certificateDecision',
    {
      config: { access: ['doctor'] },
      schema: {
        tags,
        summary:
          'Doctor: decide a certificate request: `issue` the certificate (completes it), ask for a `call` or `decline` with a reason (both cancel it)',
        params: ZId,
        body: ZCertificateDecision,
        response: { 200: ZRequestAppointment, ...changeErrors },
      },
    },
    async (request) =>
      decideCertificateRequest({
        db,
        principal: principalOf(request),
        appointmentId: request.params.id,
        body: request.body,
        effects,
        issuing: { storage, publicUrl: mail.publicUrl, ...documents },
        client: clientOf(request),
      }),
  );

  for (const [path, action, access, body, summary] of [
    [
      'respond',
      'respond',
      ['doctor'],
      ZOfflineResponse,
      'Doctor: answer an offline consult in writing (`response`); completes it',
    ],
    [
      'requestInformation',
      'askForInformation',
      ['doctor'],
      ZInformationRequest,
      'Doctor: ask the patient of an offline consult for more (`question`); waits for information',
    ],
    [
      'provideInformation',
      'provideInformation',
      ['patient'],
      ZInformationAnswer,
      "Patient: answer the doctor's question (`answer`); the consult goes back to the doctor",
    ],
  ] as const) {
    app.post(
      `/appointments/:id/${path}`,
      {
        config: { access: [...access] },
        schema: {
          tags,
          summary: `${summary}. 409 names the state when it does not allow this`,
          params: ZId,
          body,
          response: { 200: ZRequestAppointment, ...changeErrors },
        },
      },
      async (request) => {
        const payload = request.body as { response?: string; question?: string; answer?: string };
        return offlineExchange({
          db,
          principal: principalOf(request),
          appointmentId: request.params.id,
          action,
          text: payload.response ?? payload.question ?? payload.answer ?? '',
          effects,
        });
      },
    );
  }
};
