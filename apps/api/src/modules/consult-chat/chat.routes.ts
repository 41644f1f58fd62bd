import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_MESSAGE_MAX_LENGTH,
  chatMessages,
  ZChatConversationList,
  ZChatConversationsQuery,
  ZChatHistoryPage,
  ZChatHistoryQuery,
  ZChatMessage,
  ZChatMessageInput,
  ZChatReadReceipt,
  ZChatSummary,
} from '@curo/core/chat';
import { ErrorCode } from '@curo/core/errors';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { binaryResponse } from '../../platform/binary-response';
import { AppError, errorResponses } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { sendDocument } from '../../platform/storage/documents';
import type { FileStorage } from '../../platform/storage/file-storage';
import { uploadedForm } from '../../platform/storage/uploaded-file';
import { getChatSummary } from './get-chat-summary';
import { getChatTranscript } from './get-chat-transcript';
import { listChatMessages } from './list-chat-messages';
import { listConversations } from './list-conversations';
import { markChatRead } from './mark-chat-read';
import { readChatAttachment } from './read-chat-attachment';
import { sendChatAttachment } from './send-chat-attachment';
import { sendChatMessage } from './send-chat-message';

const { VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, MASKED_SESSION, CHAT_CLOSED } = ErrorCode;
/** Reading: any signed-in caller; the consult answers 404 unless they may read its chat. */
const readErrors = errorResponses(VALIDATION_ERROR, UNAUTHORIZED, NOT_FOUND);
/** Writing: also 403 for an admin who only reads (or acts as someone), 409 once the chat closed. */
const writeErrors = errorResponses(
  VALIDATION_ERROR,
  UNAUTHORIZED,
  FORBIDDEN,
  MASKED_SESSION,
  NOT_FOUND,
  CHAT_CLOSED,
);
const uploadErrors = errorResponses(
  ErrorCode.PAYLOAD_TOO_LARGE,
  ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  ErrorCode.RATE_LIMITED,
);
const ZId = z.object({ id: z.string().uuid() });

/**
 * The one file (field `file`) and optional `text` of a multipart attachment. The file is read
 * into memory up to the limit the plugin was registered with (413 beyond it).
 */
async function readChatUpload(request: FastifyRequest) {
  const tooMany = 'Attach one file, with at most a `text` field beside it';
  const { fields, files } = await uploadedForm(request, {
    fileField: 'file',
    messages: {
      notMultipart: 'Send the attachment as multipart/form-data',
      wrongField: 'Attach the file in the `file` field',
      tooLarge: chatMessages.attachmentTooLarge,
      tooManyFiles: tooMany,
      tooManyFields: tooMany,
    },
  });
  const [file] = files;
  if (!file) throw new AppError(ErrorCode.VALIDATION_ERROR, chatMessages.attachmentMissing);
  return { file, text: fields.text };
}

/**
 * A consult's chat (spec §7; decision 0029): messages and attachments, the paged history, the
 * summary with unread counts and read receipts, and the signed-in person's conversations.
 */
export const consultChatRoutes: FastifyPluginAsyncZod<{
  db: Db;
  hub: RealtimeHub;
  storage: FileStorage;
  /** CHAT_OPEN_DAYS: how long a chat stays writable after its consult is over. */
  openDays: number;
}> = async (app, { db, hub, storage, openDays }) => {
  const tags = ['chat'];
  await app.register(multipart, {
    limits: { fileSize: CHAT_ATTACHMENT_MAX_BYTES, files: 1, fields: 1, parts: 2, headerPairs: 50 },
  });

  app.post(
    '/appointments/:id/chat',
    {
      config: { access: 'authenticated', masked: 'deny' },
      schema: {
        tags,
        summary: `Write in a consult's chat (those who take part, while it is open): \`text\`, trimmed, 1 to ${CHAT_MESSAGE_MAX_LENGTH} characters, stored as typed. Admins read only (403); 409 CHAT_CLOSED once it closed`,
        params: ZId,
        body: ZChatMessageInput,
        response: { 201: ZChatMessage, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await sendChatMessage({
          db,
          hub,
          principal: principalOf(request),
          appointmentId: request.params.id,
          text: request.body.text,
          openDays,
        }),
      ),
  );

  app.post(
    '/appointments/:id/chat/attachments',
    {
      config: { access: 'authenticated', masked: 'deny', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Attach a file to a consult’s chat: field `file` (JPEG, PNG or WebP image, or PDF, checked by content; at most 10 MB) and an optional `text`. Stored privately',
        consumes: ['multipart/form-data'],
        params: ZId,
        response: { 201: ZChatMessage, ...writeErrors, ...uploadErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await sendChatAttachment({
          db,
          hub,
          storage,
          principal: principalOf(request),
          appointmentId: request.params.id,
          upload: () => readChatUpload(request),
          openDays,
        }),
      ),
  );

  app.get(
    '/appointments/:id/chat/attachments/:messageId',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          "A message's attached file, for anyone who may read the chat (never cached; an admin's download is audited)",
        params: z.object({ id: z.string().uuid(), messageId: z.string().uuid() }),
        response: { 200: binaryResponse('*/*', 'The file, in its own type'), ...readErrors },
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await readChatAttachment({
          db,
          storage,
          principal: principalOf(request),
          appointmentId: request.params.id,
          messageId: request.params.messageId,
          client: clientOf(request),
          openDays,
        }),
      ),
  );

  app.get(
    '/appointments/:id/chat-transcripts',
    {
      // Drawing a long chat takes the CPU for a while.
      config: { access: 'authenticated', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          "The whole chat as a PDF, for anyone who may read it: the consult, the people in it, and every message with its sender and time in the reader's zone (their profile's, else Sydney); attachments named, not included. Never cached; an admin's download is audited",
        params: ZId,
        response: {
          200: binaryResponse('application/pdf', 'The transcript'),
          ...readErrors,
          ...errorResponses(ErrorCode.RATE_LIMITED),
        },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await getChatTranscript({
        db,
        principal: principalOf(request),
        appointmentId: request.params.id,
        client: clientOf(request),
        openDays,
      });
      // Never cached: the API's default (app.ts). The name is ours and ASCII: no UTF-8 copy (sendDocument).
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.get(
    '/appointments/:id/conversation-messages',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'A page of the chat’s history: page 1 the newest 50, page 2 the 50 before…, oldest first within a page. Pass the `asOf` of page 1 with later pages so new messages never shift them',
        params: ZId,
        querystring: ZChatHistoryQuery,
        response: { 200: ZChatHistoryPage, ...readErrors },
      },
    },
    async (request) =>
      listChatMessages({
        db,
        principal: principalOf(request),
        appointmentId: request.params.id,
        query: request.query,
        openDays,
      }),
  );

  for (const path of ['/appointments/:id/chats', '/appointmentChats/:id']) {
    app.get(
      path,
      {
        config: { access: 'authenticated' },
        schema: {
          tags,
          summary:
            'The chat as you see it: open or read-only and until when, whether you may write, your unread count and read receipt, the last message, and how far the others have read',
          params: ZId,
          response: { 200: ZChatSummary, ...readErrors },
        },
      },
      async (request) =>
        getChatSummary({ db, principal: principalOf(request), appointmentId: request.params.id, openDays }),
    );
  }

  app.put(
    '/appointmentChats/:id',
    {
      config: { access: 'authenticated', masked: 'deny' },
      schema: {
        tags,
        summary:
          'Your read receipt: you have read up to `readUpTo` (a message id). It never moves back; a move is published live. Answers the chat’s summary',
        params: ZId,
        body: ZChatReadReceipt,
        response: {
          200: ZChatSummary,
          ...errorResponses(VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN, MASKED_SESSION, NOT_FOUND),
        },
      },
    },
    async (request) =>
      markChatRead({
        db,
        hub,
        principal: principalOf(request),
        appointmentId: request.params.id,
        readUpTo: request.body.readUpTo,
        openDays,
      }),
  );

  app.get(
    '/appointmentChats',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Your conversations (for /messages): consults you take part in with a message or an open chat, newest activity first, with your unread counts',
        querystring: ZChatConversationsQuery,
        response: { 200: ZChatConversationList, ...errorResponses(VALIDATION_ERROR, UNAUTHORIZED) },
      },
    },
    async (request) =>
      listConversations({ db, principal: principalOf(request), page: request.query.page, openDays }),
  );
};
