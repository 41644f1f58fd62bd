import { randomUUID } from 'node:crypto';
import { botMessages, type TBotAskResponse, type ZBotActionRequest } from '@curo/core/content';
import { isValidEmail } from '@curo/core/email';
import { ErrorCode } from '@curo/core/errors';
import { SignJWT } from 'jose';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { expandedQueryOf, headlineToHtml } from '../../platform/full-text';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import { widenSearch } from '../faq';
import { currentPrices } from '../services';
import { insertBotRequest, searchAnswers } from './bot.repository';
import { urgencyOf } from './emergency';
import { isPriceQuestion, priceAnswer } from './price-answer';

export const MAX_ANSWERS = 3;
/** Below this (FAQ ranks are doubled), a hit shares a word or two with the question and no more. */
export const MIN_RANK = 0.05;

/** FAQ entries and posts that answer the question: its words, their synonyms and spelling fixes. */
async function findArticles(db: Executor, question: string) {
  const { units, fixes } = await widenSearch(db, question, { minLength: 3, max: 20 });
  const anyWords = expandedQueryOf(units, fixes, { join: '|', prefix: false });
  const marks = expandedQueryOf(units, fixes, { join: '|', prefix: false, phrases: false });
  const hits = anyWords && marks ? await searchAnswers(db, anyWords, marks, 10) : [];
  return hits
    .filter((h) => h.rank >= MIN_RANK)
    .slice(0, MAX_ANSWERS)
    .map((h) => ({
      kind: h.kind,
      title: h.title,
      url: h.kind === 'faq' ? `/faq/${h.slug}` : `/blog/${h.slug}`,
      snippet: headlineToHtml(h.headline),
      rank: Math.round(h.rank * 1000) / 1000,
    }));
}

/**
 * `POST /services/bot/ask`: the FAQ assistant. It does not generate text. In order:
 * - a question that reads as an emergency gets "Call 000 now" (and Lifeline for a crisis) first;
 * - a price question gets the lines it asks about from the live price list, linked to /pricing;
 * - then the FAQ entries and posts that answer it best (full-text ranking, with synonyms and
 *   spelling fixes), linked.
 * When none of these has anything, it says so, and the widget offers to pass the question to the
 * team (never for an emergency: the team answers by email).
 */
export async function askBot({ db, question }: { db: Executor; question: string }): Promise<TBotAskResponse> {
  const urgency = urgencyOf(question);
  const prices = isPriceQuestion(question) ? priceAnswer(question, await currentPrices(db)) : null;
  const answers = await findArticles(db, question);
  return {
    urgent: urgency ? { kind: urgency, message: botMessages[urgency] } : null,
    prices,
    answers,
    noMatch: !urgency && !prices && answers.length === 0,
  };
}

export const CHAT_TOKEN_MINUTES = 60;
const CHAT_AUDIENCE = 'curo-chat';

/**
 * `GET /services/chatToken`: an anonymous conversation id for the assistant widget, signed so it
 * cannot be forged. Questions asked with it are rate-limited per conversation rather than per IP
 * (a clinic's waiting room shares one IP), and hand-overs carry it so the team sees one thread.
 */
export async function issueChatToken(secret: Uint8Array) {
  const expiresAt = new Date(Date.now() + CHAT_TOKEN_MINUTES * 60 * 1000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(randomUUID())
    .setAudience(CHAT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
  return { token, expiresAt: expiresAt.toISOString() };
}

export { CHAT_AUDIENCE };

/** `sendBotRequest` / `sendBotActionEmail`: a question the assistant could not answer, to the team. */
export async function handOverToTeam({
  db,
  mail,
  inbox,
  request,
  conversation,
}: {
  db: Db;
  mail: MailDelivery;
  inbox: string;
  request: Omit<z.infer<typeof ZBotActionRequest>, 'action'> & {
    action?: z.infer<typeof ZBotActionRequest>['action'];
  };
  conversation: string | null;
}) {
  if (!isValidEmail(request.email))
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'Please enter a valid email');
  await db.transaction(async (tx) => {
    const row = await insertBotRequest(tx, {
      action: request.action ?? null,
      question: request.question,
      name: request.name ?? null,
      email: request.email,
      phone: request.phone ?? null,
    });
    const what = request.action
      ? ACTION_LABELS[request.action]
      : 'A question the FAQ assistant could not answer';
    await mail.queueEmail(tx, {
      toAddress: inbox,
      replyTo: request.email,
      subject: `Assistant: ${what.toLowerCase()}`,
      textBody: [
        `${what}.`,
        '',
        `From: ${request.name ?? '(no name given)'} <${request.email}>${request.phone ? `, ${request.phone}` : ''}`,
        `Reference: ${row.id}${conversation ? ` (conversation ${conversation})` : ''}`,
        '',
        request.question,
        '',
        'Reply to this email to answer the visitor directly.',
      ].join('\n'),
    });
  });
  return { message: botMessages.handedOver };
}

const ACTION_LABELS: Record<z.infer<typeof ZBotActionRequest>['action'], string> = {
  callback: 'A visitor asks for a call back',
  bookingHelp: 'A visitor needs help booking',
  billingHelp: 'A visitor has a billing question',
  other: 'A visitor needs help',
};
