import { ErrorCode } from '@curo/core/errors';
import { ZAppointment } from '@curo/core/scheduling';
import {
  WAITLIST_OFFER_MINUTES,
  ZJoinWaitlist,
  ZWaitlist,
  ZWaitlistEntry,
} from '@curo/core/scheduling-waitlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { principalOf } from '../../../platform/auth/auth-guard';
import { errorResponses } from '../../../platform/errors';
import type { MailDelivery } from '../../../platform/mail/mail-delivery';
import type { RealtimeHub } from '../../../platform/realtime/realtime-hub';
import { onAppointmentAnnounced } from '../appointment-effects';
import { HOLD_MINUTES } from '../book-scheduled';
import { acceptOffer, freedTimeOf, offerTime } from './offers';
import { joinWaitlist, leaveWaitlist, myWaitlist } from './waitlist';
import { waitlisting } from './waitlist.policy';

const errors = errorResponses(
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
);
const ZId = z.object({ id: z.string().uuid() });

/**
 * The waitlist (decision 0049): a patient waits for a doctor or a specialty; a freed time (a
 * cancelled, moved or handed-over consult) or a newly opened one is offered to the first in line.
 */
export const waitlistRoutes: FastifyPluginAsyncZod<{ db: Db; hub: RealtimeHub; mail: MailDelivery }> = async (
  app,
  { db, hub, mail },
) => {
  const tags = ['waitlist'];

  // Whatever module freed a booked time, it goes to the waitlist once the change is announced.
  onAppointmentAnnounced(hub, async (row, action) => {
    const freed = await freedTimeOf(db, row, action);
    if (freed) await offerTime(db, { hub, mail }, freed);
  });

  app.get(
    '/waitlist',
    {
      config: { access: waitlisting },
      schema: {
        tags,
        summary: 'Your places on the waitlist, first joined first, each with the times offered to you now',
        response: { 200: ZWaitlist, ...errors },
      },
    },
    async (request) => myWaitlist({ db, principal: principalOf(request) }),
  );

  app.post(
    '/waitlist/join',
    {
      config: { access: waitlisting },
      schema: {
        tags,
        summary:
          'Wait for a doctor (`doctorId`) or any doctor of a specialty (`specialty`, its name). Joining again keeps your place',
        body: ZJoinWaitlist,
        response: { 201: ZWaitlistEntry, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await joinWaitlist({ db, principal: principalOf(request), input: request.body })),
  );

  app.post(
    '/waitlist/:id/leave',
    {
      config: { access: waitlisting },
      schema: {
        tags,
        summary: 'Give up your place on the waitlist',
        params: ZId,
        response: { 200: ZWaitlistEntry, ...errors },
      },
    },
    async (request) => leaveWaitlist({ db, principal: principalOf(request), id: request.params.id }),
  );

  app.post(
    '/waitlist/offers/:id/accept',
    {
      config: { access: waitlisting },
      schema: {
        tags,
        summary: `Take a time offered to you (open ${WAITLIST_OFFER_MINUTES} minutes; the first to accept has it): it is held for you for ${HOLD_MINUTES} minutes, to book with confirmSpecialtySlot. 409 WAITLIST_OFFER_CLOSED when someone else took it or it ended`,
        params: ZId,
        response: { 200: ZAppointment, ...errors, ...errorResponses(ErrorCode.WAITLIST_OFFER_CLOSED) },
      },
    },
    async (request) =>
      acceptOffer({ db, principal: principalOf(request), offerId: request.params.id, hub, mail }),
  );
};
