import { CONTACT_BODY_LIMIT_BYTES, CONTACT_RATE_LIMIT_WINDOW_MS } from '@curo/core/constants';
import { ZContactEnquiry, ZContactEnquiryReceipt } from '@curo/core/contact';
import { ErrorCode } from '@curo/core/errors';
import { messages } from '@curo/core/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { errorResponses } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import { submitContactEnquiry } from './submit-contact-enquiry';

export interface ContactRoutesOptions {
  db: Db;
  mail: MailDelivery;
  inbox: string;
  rateLimit: number;
}

export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, options) => {
  app.post(
    '/emails/sendFullContact',
    {
      bodyLimit: CONTACT_BODY_LIMIT_BYTES,
      config: {
        access: 'public',
        rateLimit: { max: options.rateLimit, timeWindow: CONTACT_RATE_LIMIT_WINDOW_MS },
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a contact enquiry to the team',
        description:
          'Stores the enquiry and emails the team inbox (retried until delivered). Open to any visitor; ' +
          'rate-limited per client IP; bodies over 64 KiB answer 413.',
        body: ZContactEnquiry,
        response: {
          201: ZContactEnquiryReceipt,
          ...errorResponses(
            ErrorCode.VALIDATION_ERROR,
            ErrorCode.INVALID_EMAIL,
            ErrorCode.PAYLOAD_TOO_LARGE,
            ErrorCode.RATE_LIMITED,
          ),
        },
      },
    },
    async (request, reply) => {
      const saved = await submitContactEnquiry({
        db: options.db,
        mail: options.mail,
        inbox: options.inbox,
        enquiry: request.body,
        clientIp: request.ip ?? null,
      });
      return reply.status(201).send({ id: saved.id, message: messages.contact.success });
    },
  );
};
