import { ErrorCode } from '@curo/core/errors';
import { ZPatientIhi, ZSubmitIhiRequest } from '@curo/core/ihi';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import { getIhi } from './get-ihi';
import { submitIhi } from './submit-ihi';

const ZId = z.object({ id: z.string().uuid() });
const { VALIDATION_ERROR, UNAUTHORIZED, MASKED_SESSION, NOT_FOUND } = ErrorCode;
const WHO =
  "the consult's patient, its treating clinicians (its doctor; a doctor or nurse who booked it or was added to it) and admins; 404 for anyone else";

/** A patient's Individual Healthcare Identifier, recorded from a consult (spec §7; decision 0040). */
export const ihiRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['appointments'];

  app.post(
    '/appointments/:id/submit/ihi',
    {
      config: { access: 'authenticated', masked: 'deny' },
      schema: {
        tags,
        summary: `Record the IHI of the consult's patient: 16 digits starting 800360 with a valid Luhn check digit (spaces allowed), else 400. Stored on the patient as \`unverified\` with who submitted it and when: the HI Service is not called. Audited. For ${WHO}`,
        params: ZId,
        body: ZSubmitIhiRequest,
        response: {
          200: ZPatientIhi,
          ...errorResponses(VALIDATION_ERROR, UNAUTHORIZED, MASKED_SESSION, NOT_FOUND),
        },
      },
    },
    async (request) =>
      submitIhi({
        db,
        principal: principalOf(request),
        appointmentId: request.params.id,
        ihi: request.body.ihi,
        client: clientOf(request),
      }),
  );

  app.get(
    '/appointments/:id/ihi',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: `The IHI of the consult's patient (null when none is recorded), always unverified. A clinician's or admin's read is audited. For ${WHO}`,
        params: ZId,
        response: { 200: ZPatientIhi, ...errorResponses(VALIDATION_ERROR, UNAUTHORIZED, NOT_FOUND) },
      },
    },
    async (request) =>
      getIhi({
        db,
        principal: principalOf(request),
        appointmentId: request.params.id,
        client: clientOf(request),
      }),
  );
};
