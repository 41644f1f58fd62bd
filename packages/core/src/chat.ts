import { z } from 'zod';
import { ZAppointmentStatus, ZAppointmentType } from './scheduling';

/**
 * A consult's chat (spec §7: appointments `{id}/chat`, `{id}/conversation-messages?page`,
 * `{id}/chats`; `/appointmentChats/{id}`), decision 0029. Text travels and is stored exactly as
 * typed: a client renders it as text, never as HTML.
 */

export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** Messages in one page of a chat's history. */
export const CHAT_PAGE_SIZE = 50;
/** Conversations in one page of `/appointmentChats`. */
export const CHAT_CONVERSATIONS_PAGE_SIZE = 20;
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What may be attached: checked by content, never by name or declared type. */
export const CHAT_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
/** Days a chat stays writable after its consult is over (CHAT_OPEN_DAYS). */
export const CHAT_OPEN_DAYS_DEFAULT = 7;
/** A message still unread this long after it was sent earns its reader one email. */
export const CHAT_UNREAD_EMAIL_AFTER_MINUTES = 10;

export const chatMessages = {
  empty: 'Write a message',
  tooLong: 'A message can be at most 4,000 characters',
  readOnly: 'You can read this chat but not write in it',
  attachmentMissing: 'Choose a file to attach',
  attachmentTooLarge: 'An attachment can be at most 10 MB',
  attachmentWrongType: 'Attach a JPEG, PNG or WebP image or a PDF (save iPhone photos as JPEG)',
  messageNotFound: 'Message not found',
} as const;

/** The web page a chat notice links to: the signed-in user's conversations, opened at this consult. */
export const chatPagePath = (appointmentId: string) => `/messages?consult=${appointmentId}`;

/** `POST /appointments/{id}/chat`. */
export const ZChatMessageInput = z.object({
  text: z
    .string({ error: chatMessages.empty })
    .trim()
    .min(1, { error: chatMessages.empty })
    .max(CHAT_MESSAGE_MAX_LENGTH, { error: chatMessages.tooLong }),
});
export type TChatMessageInput = z.infer<typeof ZChatMessageInput>;

/** The optional text beside an attachment (a multipart field): empty is allowed, trimmed. */
export const ZChatAttachmentText = z
  .string()
  .trim()
  .max(CHAT_MESSAGE_MAX_LENGTH, { error: chatMessages.tooLong })
  .default('');

export const ZChatAttachment = z.object({
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** Where to fetch it (signed in, as anyone who may read the chat). */
  url: z.string(),
});

export const ZChatMessage = z.object({
  id: z.string().uuid(),
  appointmentId: z.string().uuid(),
  /** Null once the sender's account is gone. */
  senderId: z.string().uuid().nullable(),
  senderName: z.string(),
  text: z.string(),
  attachment: ZChatAttachment.nullable(),
  sentAt: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/**
 * `GET /appointments/{id}/conversation-messages?page=N&asOf=<message id>`: page 1 is the newest
 * messages, page 2 the ones before them. Pages are of the history as it stood at `asOf` (the
 * newest message then); pass the `asOf` of page 1 with every later page and messages that arrive
 * meanwhile never shift them.
 */
export const ZChatHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  asOf: z.string().uuid({ error: 'asOf is the id of a message' }).optional(),
});
export type TChatHistoryQuery = z.infer<typeof ZChatHistoryQuery>;

export const ZChatHistoryPage = z.object({
  /** Oldest first within the page. */
  items: z.array(ZChatMessage),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Messages up to and including `asOf`. */
  total: z.number().int(),
  /** The newest message of the history these pages count back from; null while there is none. */
  asOf: z.string().uuid().nullable(),
});
export type TChatHistoryPage = z.infer<typeof ZChatHistoryPage>;

/** How far someone in the chat has read: the read receipt the others see. */
export const ZChatReader = z.object({
  userId: z.string().uuid(),
  name: z.string(),
  /** The newest message they have read; null before they read any. */
  readUpTo: z.string().uuid().nullable(),
  readAt: z.string().nullable(),
});

/** `GET /appointments/{id}/chats`, `GET /appointmentChats/{id}`: the chat as the caller sees it. */
export const ZChatSummary = z.object({
  appointmentId: z.string().uuid(),
  /** Writable for those in the consult until `closesAt`; read-only after. */
  open: z.boolean(),
  /** When it turns read-only; null while the consult is under way with no end in sight. */
  closesAt: z.string().nullable(),
  /** Whether the caller may write now (open, and the caller takes part: admins only read). */
  canWrite: z.boolean(),
  messageCount: z.number().int(),
  /** Messages from others the caller has not read. */
  unread: z.number().int(),
  lastMessage: ZChatMessage.nullable(),
  /** The caller's own read receipt. */
  readUpTo: z.string().uuid().nullable(),
  /** Everyone else in the chat and how far they have read. */
  others: z.array(ZChatReader),
});
export type TChatSummary = z.infer<typeof ZChatSummary>;

/** `PUT /appointmentChats/{id}`: the caller has read up to this message (never moves back). */
export const ZChatReadReceipt = z.object({
  readUpTo: z.string().uuid({ error: 'readUpTo is the id of a message' }),
});
export type TChatReadReceipt = z.infer<typeof ZChatReadReceipt>;

export const ZChatConversationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** One line of `/messages`: a consult's chat with the caller's unread count. */
export const ZChatConversation = z.object({
  appointmentId: z.string().uuid(),
  type: ZAppointmentType,
  status: ZAppointmentStatus,
  startsAt: z.string().nullable(),
  patientName: z.string(),
  doctorName: z.string().nullable(),
  open: z.boolean(),
  closesAt: z.string().nullable(),
  unread: z.number().int(),
  lastMessage: ZChatMessage.nullable(),
  /** The last message's time, else when the consult was booked. */
  lastActivityAt: z.string(),
});
export type TChatConversation = z.infer<typeof ZChatConversation>;

export const ZChatConversationList = z.object({
  items: z.array(ZChatConversation),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Unread messages across all the caller's conversations, not only this page's. */
  unreadTotal: z.number().int(),
});
export type TChatConversationList = z.infer<typeof ZChatConversationList>;
