import {
  ZBotActionRequest,
  ZBotAskRequest,
  ZBotAskResponse,
  ZBotRequest,
  ZChatToken,
} from '@curo/core/content';
import { ErrorCode } from '@curo/core/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jwtVerify } from 'jose';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { errorResponses } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import { askBot, CHAT_AUDIENCE, handOverToTeam, issueChatToken } from './ask-bot';

/** 400 for what the schema refuses (or an invalid email); 429 past the route's limit. */
const errors = errorResponses(ErrorCode.VALIDATION_ERROR, ErrorCode.RATE_LIMITED);
const ZMessage = z.object({ message: z.string() });

export interface BotRoutesOptions {
  db: Db;
  mail: MailDelivery;
  inbox: string;
  /** Signs chat tokens. */
  secret: string;
}

/** The FAQ assistant: answers from our own FAQ and blog, and hands the rest to the team. */
export const botRoutes: FastifyPluginAsyncZod<BotRoutesOptions> = async (
  app,
  { db, mail, inbox, secret },
) => {
  const key = new TextEncoder().encode(`chat:${secret}`);
  const tags = ['assistant'];

  /** The conversation a valid `x-chat-token` names, or null. */
  async function conversationOf(request: FastifyRequest): Promise<string | null> {
    const token = request.headers['x-chat-token'];
    if (typeof token !== 'string' || token.length > 1000) return null;
    try {
      const { payload } = await jwtVerify(token, key, { audience: CHAT_AUDIENCE, algorithms: ['HS256'] });
      return payload.sub ?? null;
    } catch {
      return null;
    }
  }

  app.get(
    '/services/chatToken',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'An anonymous conversation token for the assistant widget',
        response: { 200: ZChatToken, ...errorResponses(ErrorCode.RATE_LIMITED) },
      },
    },
    async () => issueChatToken(key),
  );

  app.post(
    '/services/bot/ask',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: 30,
          timeWindow: 60_000,
          // Per conversation when the widget sends its token (so a shared IP is not one visitor).
          keyGenerator: (request) => {
            const token = request.headers['x-chat-token'];
            return typeof token === 'string' && token.length < 1000 ? `chat:${token}` : `ip:${request.ip}`;
          },
        },
      },
      schema: {
        tags,
        summary: 'Answer a question from the FAQ and blog (top matches with links, or noMatch)',
        body: ZBotAskRequest,
        response: { 200: ZBotAskResponse, ...errors },
      },
    },
    async (request) => askBot({ db, question: request.body.question }),
  );

  app.post(
    '/emails/sendBotRequest',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: 10 * 60_000 } },
      schema: {
        tags,
        summary: 'Pass a question the assistant could not answer to the team',
        body: ZBotRequest,
        response: { 200: ZMessage, ...errors },
      },
    },
    async (request) =>
      handOverToTeam({ db, mail, inbox, request: request.body, conversation: await conversationOf(request) }),
  );

  app.post(
    '/emails/sendBotActionEmail',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: 10 * 60_000 } },
      schema: {
        tags,
        summary: 'Ask the team for an action from the assistant (call back, booking or billing help)',
        body: ZBotActionRequest,
        response: { 200: ZMessage, ...errors },
      },
    },
    async (request) =>
      handOverToTeam({ db, mail, inbox, request: request.body, conversation: await conversationOf(request) }),
  );
};
