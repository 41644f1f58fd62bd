import {
  type TChatConversation,
  type TChatConversationList,
  type TChatHistoryPage,
  type TChatMessage,
  type TChatSummary,
  ZChatConversation,
  ZChatConversationList,
  ZChatHistoryPage,
  ZChatMessage,
  ZChatSummary,
} from '@curo/core/chat';
import { buildDoctorDetail, buildPatientDetail } from '../../../test/build-user-detail';
import { fixture } from '../../../test/fixture';

export const CONSULT_ID = '5d2e8b2a-3b8c-4e3a-9c73-2f4b5a6c7d8e';
export const OTHER_CONSULT_ID = '6e3f9c3b-4c9d-4f4b-8d84-3a5c6b7d8e9f';
/** The demo patient and doctor of the shared test builders: Mia Nguyen and Dr Priya Raman. */
export const PATIENT_ID = buildPatientDetail().id;
export const DOCTOR_ID = buildDoctorDetail().id;

/** The n-th message's id (n from 1), so a test can say which message it means. */
export const messageId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Minutes before the tests' pinned now (Friday 20 November 2026, 12:00 in Sydney). */
const minutesAgo = (minutes: number) =>
  new Date(Date.parse('2026-11-20T01:00:00.000Z') - minutes * 60_000).toISOString();

export const buildChatMessage = (n: number, overrides: Partial<TChatMessage> = {}): TChatMessage =>
  fixture(
    { ZChatMessage },
    {
      id: messageId(n),
      appointmentId: CONSULT_ID,
      senderId: DOCTOR_ID,
      senderName: 'Dr Priya Raman',
      text: `Message ${n}`,
      attachment: null,
      sentAt: minutesAgo(Math.max(0, 200 - n)),
      ...overrides,
    },
  );

/** Messages `from` to `to` (inclusive), alternating doctor and patient, oldest first. */
export const buildMessages = (from: number, to: number): TChatMessage[] =>
  Array.from({ length: to - from + 1 }, (_, i) => {
    const n = from + i;
    return n % 2 === 0
      ? buildChatMessage(n, { senderId: PATIENT_ID, senderName: 'Mia Nguyen' })
      : buildChatMessage(n);
  });

export const buildHistoryPage = (
  items: TChatMessage[],
  overrides: Partial<TChatHistoryPage> = {},
): TChatHistoryPage =>
  fixture(
    { ZChatHistoryPage },
    { items, page: 1, pageSize: 50, total: items.length, asOf: items.at(-1)?.id ?? null, ...overrides },
  );

export const buildChatSummary = (overrides: Partial<TChatSummary> = {}): TChatSummary =>
  fixture(
    { ZChatSummary },
    {
      appointmentId: CONSULT_ID,
      open: true,
      closesAt: '2026-12-01T22:15:00.000Z',
      canWrite: true,
      messageCount: 0,
      unread: 0,
      lastMessage: null,
      readUpTo: null,
      others: [{ userId: DOCTOR_ID, name: 'Dr Priya Raman', readUpTo: null, readAt: null }],
      ...overrides,
    },
  );

export const buildConversation = (overrides: Partial<TChatConversation> = {}): TChatConversation =>
  fixture(
    { ZChatConversation },
    {
      appointmentId: CONSULT_ID,
      type: 'scheduled',
      status: 'scheduled',
      startsAt: '2026-11-23T22:00:00.000Z',
      patientName: 'Mia Nguyen',
      doctorName: 'Priya Raman',
      open: true,
      closesAt: '2026-12-01T22:15:00.000Z',
      unread: 0,
      lastMessage: null,
      lastActivityAt: minutesAgo(30),
      ...overrides,
    },
  );

export const buildConversationList = (
  items: TChatConversation[],
  overrides: Partial<TChatConversationList> = {},
): TChatConversationList =>
  fixture(
    { ZChatConversationList },
    {
      items,
      page: 1,
      pageSize: 20,
      total: items.length,
      unreadTotal: items.reduce((sum, c) => sum + c.unread, 0),
      ...overrides,
    },
  );

/** The API's paths for one consult's chat, as the fake API keys them. */
export const chatPaths = (id = CONSULT_ID) => ({
  summary: `GET /api/v1/appointmentChats/${id}`,
  history: `GET /api/v1/appointments/${id}/conversation-messages?page=1`,
  earlier: (page: number, asOf: string) =>
    `GET /api/v1/appointments/${id}/conversation-messages?page=${page}&asOf=${asOf}`,
  send: `POST /api/v1/appointments/${id}/chat`,
  attach: `POST /api/v1/appointments/${id}/chat/attachments`,
  markRead: `PUT /api/v1/appointmentChats/${id}`,
});
