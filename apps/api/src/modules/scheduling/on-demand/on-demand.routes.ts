import { ZErrorEnvelope } from '@curo/core/errors';
import { ZAppointment } from '@curo/core/scheduling';
import { ZAcceptRequest } from '@curo/core/scheduling-on-demand';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { principalOf } from '../../../platform/auth/auth-guard';
import type { MailDelivery } from '../../../platform/mail/mail-delivery';
import type { RealtimeHub } from '../../../platform/realtime/realtime-hub';
import { acceptAppointment } from './accept';

const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
};
const ZId = z.object({ id: z.string().uuid() });

export interface OnDemandRoutesOptions {
  db: Db;
  hub?: RealtimeHub;
  mail?: MailDelivery;
}

/** Claiming on-demand consults: `POST /appointments/{id}/accept` for every kind that allows it. */
export const onDemandRoutes: FastifyPluginAsyncZod<OnDemandRoutesOptions> = async (
  app,
  { db, hub, mail },
) => {
  const tags = ['appointments'];

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
};
