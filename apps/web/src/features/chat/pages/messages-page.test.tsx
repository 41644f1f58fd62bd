import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { signedInDoctor, signedInPatient } from '../../consults/testing/build-consults';
import { fakeLiveConnection } from '../../scheduling/testing/build-scheduling';
import {
  buildChatMessage,
  buildChatSummary,
  buildConversation,
  buildConversationList,
  buildHistoryPage,
  CONSULT_ID,
  chatPaths,
  messageId,
  OTHER_CONSULT_ID,
  PATIENT_ID,
} from '../testing/build-chat';
import { MessagesPage } from './messages-page';

const routes = [{ path: '/messages', element: <MessagesPage /> }];
const LIST = 'GET /api/v1/appointmentChats?page=1';

const fromTom = buildConversation({
  appointmentId: OTHER_CONSULT_ID,
  type: 'request',
  status: 'requested',
  startsAt: null,
  doctorName: 'Tom Walker',
  unread: 2,
  lastMessage: buildChatMessage(7, {
    appointmentId: OTHER_CONSULT_ID,
    senderName: 'Dr Tom Walker',
    text: 'Please send a photo of the rash',
  }),
  lastActivityAt: '2026-11-20T00:50:00.000Z',
});
const withPriya = buildConversation({
  lastMessage: buildChatMessage(3, { senderId: PATIENT_ID, senderName: 'Mia Nguyen', text: 'Thank you' }),
  lastActivityAt: '2026-11-18T03:00:00.000Z',
});

/** The conversation with Dr Walker, open to read: two messages. */
const tomsChat = () => {
  const other = chatPaths(OTHER_CONSULT_ID);
  return {
    [other.summary]: () =>
      json(200, buildChatSummary({ appointmentId: OTHER_CONSULT_ID, messageCount: 2, unread: 2 })),
    [other.history]: () =>
      json(
        200,
        buildHistoryPage([
          buildChatMessage(6, {
            appointmentId: OTHER_CONSULT_ID,
            senderName: 'Dr Tom Walker',
            text: 'Thanks for the details',
          }),
          buildChatMessage(7, {
            appointmentId: OTHER_CONSULT_ID,
            senderName: 'Dr Tom Walker',
            text: 'Please send a photo of the rash',
          }),
        ]),
      ),
    [other.markRead]: () =>
      json(
        200,
        buildChatSummary({ appointmentId: OTHER_CONSULT_ID, messageCount: 2, readUpTo: messageId(7) }),
      ),
  };
};

/** Pretends the screen is a phone's (narrower than the two-column layout). */
function onAPhone() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

beforeEach(async () => {
  setViewerTimeZone('Australia/Sydney');
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  await fakeLiveConnection();
});
afterEach(() => {
  setViewerTimeZone(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('/messages', () => {
  it('lists the conversations, newest first, with their unread counts, and opens one', async () => {
    const api = stubApi({
      ...signedInPatient(),
      [LIST]: () => json(200, buildConversationList([fromTom, withPriya])),
      ...tomsChat(),
    });
    const { router, user } = renderRoute(routes, '/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      `/messages?consult=${OTHER_CONSULT_ID}`,
      `/messages?consult=${CONSULT_ID}`,
    ]);
    expect(links[0]).toHaveTextContent('Dr Tom Walker');
    expect(links[0]).toHaveTextContent('Consult request');
    expect(links[0]).toHaveTextContent('(2 unread)');
    expect(links[0]).toHaveTextContent('Please send a photo of the rash');
    expect(links[1]).toHaveTextContent('Dr Priya Raman');
    expect(links[1]).toHaveTextContent('Scheduled consult, Tue 24 Nov, 9:00 am AEDT');
    expect(links[1]).toHaveTextContent('You: Thank you');
    expect(links[1]).not.toHaveTextContent('unread');
    expect(screen.getByText('Choose a conversation')).toBeInTheDocument();

    await user.click(links[0] as HTMLElement);
    expect(locationOf(router)).toBe(`/messages?consult=${OTHER_CONSULT_ID}`);
    const chat = await screen.findByRole('region', { name: 'Dr Tom Walker' });
    expect(within(chat).getByText('Consult request')).toBeInTheDocument();
    const log = within(chat).getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Thanks for the details')).toBeInTheDocument();
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('aria-current', 'page');
    // Reading it moves the receipt, and the list's count follows.
    await waitFor(() =>
      expect(api.calls('PUT', `/api/v1/appointmentChats/${OTHER_CONSULT_ID}`)[0]?.body).toEqual({
        readUpTo: messageId(7),
      }),
    );
    await waitFor(() => expect(within(list).getAllByRole('link')[0]).not.toHaveTextContent('unread'));
  });

  it('names the patient to a doctor', async () => {
    stubApi({
      ...signedInDoctor(),
      [LIST]: () => json(200, buildConversationList([withPriya])),
    });
    renderRoute(routes, '/messages');
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(within(list).getByRole('link')).toHaveTextContent(/^Mia Nguyen/);
  });

  it('on a phone, shows the conversation instead of the list, with a way back', async () => {
    onAPhone();
    stubApi({
      ...signedInPatient(),
      [LIST]: () => json(200, buildConversationList([fromTom, withPriya])),
      ...tomsChat(),
    });
    const { router, user } = renderRoute(routes, `/messages?consult=${OTHER_CONSULT_ID}`);
    expect(await screen.findByRole('region', { name: 'Dr Tom Walker' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'All conversations' }));
    expect(locationOf(router)).toBe('/messages');
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(screen.queryByRole('region', { name: 'Dr Tom Walker' })).not.toBeInTheDocument();

    // Opened from the list, which then goes: focus moves to the way back, not to nowhere.
    await user.click(within(list).getAllByRole('link')[0] as HTMLElement);
    expect(await screen.findByRole('region', { name: 'Dr Tom Walker' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All conversations' })).toHaveFocus();
  });

  it('says so when the conversation asked for is not the viewer’s', async () => {
    stubApi({
      ...signedInPatient(),
      [LIST]: () => json(200, buildConversationList([withPriya])),
      [chatPaths(OTHER_CONSULT_ID).summary]: () => apiError(404, 'Appointment not found'),
      [chatPaths(OTHER_CONSULT_ID).history]: () => apiError(404, 'Appointment not found'),
    });
    renderRoute(routes, `/messages?consult=${OTHER_CONSULT_ID}`);
    expect(await screen.findByText('We could not find that conversation')).toBeInTheDocument();
  });

  it('says what to expect when there are no conversations yet', async () => {
    stubApi({ ...signedInPatient(), [LIST]: () => json(200, buildConversationList([])) });
    renderRoute(routes, '/messages');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
  });
});
