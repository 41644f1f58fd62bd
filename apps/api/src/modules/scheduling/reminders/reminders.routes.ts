import { ErrorCode } from '@curo/core/errors';
import { ZCreateReminderRequest, ZReminder, ZReminderList, ZReminderListQuery } from '@curo/core/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { principalOf } from '../../../platform/auth/auth-guard';
import { errorResponses } from '../../../platform/errors';
import { createReminder, listReminders } from './create-reminder';

const errors = errorResponses(
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
  ErrorCode.INVALID_STATE,
);
const who = ['patient', 'doctor', 'admin'] as const;

/** Reminders of consults (spec §7 /reminders/createReminder). */
export const remindersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['reminders'];

  app.post(
    '/reminders/createReminder',
    {
      config: { access: who },
      schema: {
        tags,
        summary:
          'One more reminder of a booked consult for its patient: `minutesBefore` (5 to 10080) or `remindAt`, by email and/or SMS',
        body: ZCreateReminderRequest,
        response: { 201: ZReminder, ...errors },
      },
    },
    async (request, reply) => {
      const reminder = await createReminder({ db, principal: principalOf(request), request: request.body });
      return reply.status(201).send(reminder);
    },
  );

  app.get(
    '/reminders',
    {
      config: { access: who },
      schema: {
        tags,
        summary:
          'Reminders of one consult (`appointmentId`; a patient sees their own), or without it the caller’s own',
        querystring: ZReminderListQuery,
        response: { 200: ZReminderList, ...errors },
      },
    },
    async (request) =>
      listReminders({ db, principal: principalOf(request), appointmentId: request.query.appointmentId }),
  );
};
