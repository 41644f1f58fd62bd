import { ErrorCode } from '@curo/core/errors';
import {
  ZAvailability,
  ZAvailabilityRule,
  ZAvailabilityRuleInput,
  ZConsultSettings,
} from '@curo/core/scheduling';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import type { SecretBox } from '../../platform/auth/secret-box';
import { AppError, errorResponses } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { acceptSingleFileUploads, uploadedBytes } from '../../platform/storage/uploaded-file';
import { findRule } from './availability.repository';
import { ICS_MAX_BYTES } from './engine';
import {
  addRule,
  changeRule,
  getAvailability,
  getConsultSettings,
  removeRule,
  updateConsultSettings,
} from './manage-availability';
import { type IcsSource, updateIcs } from './update-ics';
import { offeringOpenedTimes } from './waitlist/offers';

const ZIcsJson = z
  .object({ url: z.string().trim().max(2000).optional(), resync: z.boolean().optional() })
  .refine((v) => Boolean(v.url) !== Boolean(v.resync), {
    error: 'Paste the calendar’s address, or choose to sync it again',
  });

const errors = errorResponses(
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
);
const scheduling = ['doctor', 'instantDoctor', 'admin'] as const;
const ZId = z.object({ id: z.string().uuid() });

/** `/availability` and consult settings: a doctor's working hours, in their own zone. */
export interface AvailabilityRoutesOptions {
  db: Db;
  box: SecretBox;
  /** ICS_ALLOW_PRIVATE_HOSTS: feeds on a private network (tests, a clinic's own server). */
  allowPrivateFeeds: boolean;
  /** Where a time newly opened is offered to the waitlist (decision 0049); none without them. */
  hub?: RealtimeHub;
  mail?: MailDelivery;
}

export const availabilityRoutes: FastifyPluginAsyncZod<AvailabilityRoutesOptions> = async (
  app,
  { db, box, allowPrivateFeeds, hub, mail },
) => {
  /** A change of hours that opens a time offers it to the waitlist. */
  const opening = async <T>(doctorId: string | undefined, change: () => Promise<T>): Promise<T> =>
    hub && mail && doctorId ? offeringOpenedTimes(db, { hub, mail }, doctorId, change) : change();
  await acceptSingleFileUploads(app, ICS_MAX_BYTES);
  const tags = ['availability'];

  app.post(
    '/availability/updateIcs',
    {
      config: { access: scheduling, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Link an ICS feed (`{ url }`, https or webcal), sync it again (`{ resync: true }`), or upload an .ics file (multipart field `file`); its busy times block slots',
        querystring: z.object({ doctorId: z.string().uuid().optional() }),
        response: {
          200: ZAvailability,
          ...errors,
          ...errorResponses(ErrorCode.PAYLOAD_TOO_LARGE, ErrorCode.UNSUPPORTED_MEDIA_TYPE),
        },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      let source: IcsSource;
      if (request.isMultipart()) {
        source = { text: (await uploadedBytes(request)).toString('utf8') };
      } else {
        const body = ZIcsJson.safeParse(request.body ?? {});
        if (!body.success)
          throw new AppError(ErrorCode.VALIDATION_ERROR, body.error.issues[0]?.message ?? 'Invalid body');
        source = body.data.resync ? { resync: true } : { url: body.data.url as string };
      }
      return updateIcs({
        db,
        box,
        principal,
        doctorId: request.query.doctorId ?? principal.userId,
        source,
        allowPrivateFeeds,
        client: clientOf(request),
      });
    },
  );

  app.get(
    '/availability',
    {
      config: { access: scheduling },
      schema: {
        tags,
        summary: "A doctor's availability rules and calendar sync state (yours, or any for admins)",
        querystring: z.object({ doctorId: z.string().uuid().optional() }),
        response: { 200: ZAvailability, ...errors },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return getAvailability({ db, principal, doctorId: request.query.doctorId ?? principal.userId });
    },
  );
  app.post(
    '/availability',
    {
      config: { access: scheduling },
      schema: {
        tags,
        summary: 'Add a weekly window, a date window, a day off or a break',
        body: ZAvailabilityRuleInput.and(z.object({ doctorId: z.string().uuid().optional() })),
        response: { 201: ZAvailabilityRule, ...errors },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const doctorId = request.body.doctorId ?? principal.userId;
      const rule = await opening(doctorId, () =>
        addRule({ db, principal, doctorId, input: request.body, client: clientOf(request) }),
      );
      return reply.status(201).send(rule);
    },
  );
  app.put(
    '/availability/:id',
    {
      config: { access: scheduling },
      schema: {
        tags,
        summary: 'Change an availability rule',
        params: ZId,
        body: ZAvailabilityRuleInput,
        response: { 200: ZAvailabilityRule, ...errors },
      },
    },
    async (request) =>
      opening((await findRule(db, request.params.id))?.doctorId, () =>
        changeRule({
          db,
          principal: principalOf(request),
          id: request.params.id,
          input: request.body,
          client: clientOf(request),
        }),
      ),
  );
  app.delete(
    '/availability/:id',
    {
      config: { access: scheduling },
      schema: {
        tags,
        summary: 'Remove an availability rule',
        params: ZId,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await opening((await findRule(db, request.params.id))?.doctorId, () =>
        removeRule({
          db,
          principal: principalOf(request),
          id: request.params.id,
          client: clientOf(request),
        }),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/:id/getConsultSettings',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A doctor's consult lengths, kinds, notice, horizon and price",
        params: ZId,
        response: { 200: ZConsultSettings, ...errors },
      },
    },
    async (request) => getConsultSettings({ db, doctorId: request.params.id }),
  );
  app.post(
    '/users/:id/updateConsultSettings',
    {
      config: { access: scheduling },
      schema: {
        tags,
        summary: 'Change consult settings (your own, or any for admins)',
        params: ZId,
        body: ZConsultSettings,
        response: { 200: ZConsultSettings, ...errors },
      },
    },
    async (request) =>
      updateConsultSettings({
        db,
        principal: principalOf(request),
        doctorId: request.params.id,
        settings: request.body,
        client: clientOf(request),
      }),
  );
};
