import { ERRORS, ErrorCode } from '@curo/core/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { apiError, json, stubApi } from '../../../test/fake-api';
import type { FakeSocket } from '../../../test/fake-socket';
import { renderRoute } from '../../../test/render-route';
import { PINNED_NOW } from '../../../test/setup';
import { signedInPatient } from '../../consults/testing/build-consults';
import { fakeLiveConnection } from '../../scheduling/testing/build-scheduling';
import {
  buildChatMessage,
  buildChatSummary,
  buildHistoryPage,
  buildMessages,
  CONSULT_ID,
  chatPaths,
  DOCTOR_ID,
  messageId,
  PATIENT_ID,
} from '../testing/build-chat';
import { ChatPanel } from './chat-panel';

const routes = [{ path: '/chat', element: <ChatPanel appointmentId={CONSULT_ID} /> }];
const paths = chatPaths();
const topic = `appointment:${CONSULT_ID}`;
const mine = (n: number, text: string) =>
  buildChatMessage(n, {
    senderId: PATIENT_ID,
    senderName: 'Mia Nguyen',
    text,
    sentAt: PINNED_NOW.toISOString(),
  });
let sockets: typeof FakeSocket;

/** The chat of a consult with messages 1 to `count`, all read by the patient (the viewer). */
function chatWith(count: number, handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    ...signedInPatient(),
    [paths.summary]: () =>
      json(200, buildChatSummary({ messageCount: count, readUpTo: count ? messageId(count) : null })),
    [paths.history]: () => json(200, buildHistoryPage(buildMessages(1, count))),
    [paths.markRead]: () => json(200, buildChatSummary({ messageCount: count + 1 })),
    ...handlers,
  });
}

/** The server accepts the socket and then publishes `event` on the consult's topic. */
function publish(event: Record<string, unknown>) {
  act(() => {
    const socket = sockets.latest();
    if (socket.readyState !== 1) socket.open();
    socket.publish(topic, event);
  });
}

beforeEach(async () => {
  setViewerTimeZone('Australia/Sydney');
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  sockets = await fakeLiveConnection();
});
afterEach(() => {
  setViewerTimeZone(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the consult chat', () => {
  it('sends with Enter, keeps Shift+Enter for a new line, and shows the message sent', async () => {
    let sent = 3;
    const api = chatWith(3, {
      [paths.send]: (request) => {
        sent += 1;
        return json(201, mine(sent, (request.body as { text: string }).text));
      },
    });
    const { user } = renderRoute(routes, '/chat');
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Message 3')).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);

    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Hello doctor{Enter}');
    expect(await within(log).findByText('Hello doctor')).toBeInTheDocument();
    expect(api.calls('POST', `/api/v1/appointments/${CONSULT_ID}/chat`)[0]?.body).toEqual({
      text: 'Hello doctor',
    });
    expect(box).toHaveValue('');

    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(box).toHaveValue('Line one\nLine two');
    expect(api.calls('POST', `/api/v1/appointments/${CONSULT_ID}/chat`)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log).findByText(/Line one\s+Line two/)).toBeInTheDocument();
    // The viewer's own message is theirs: named "You", not by their name.
    expect(within(log).getAllByText('You').length).toBeGreaterThan(0);
  });

  it('says what is missing when Send is pressed on an empty box', async () => {
    const api = chatWith(0);
    const { user } = renderRoute(routes, '/chat');
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveFocus();
    expect(api.calls('POST', `/api/v1/appointments/${CONSULT_ID}/chat`)).toHaveLength(0);
  });

  it('keeps the typed text when the API refuses it (400), and when the chat has closed (409)', async () => {
    let closed = false;
    let answer = () => apiError(400, 'A message can be at most 4,000 characters');
    chatWith(2, {
      [paths.summary]: () =>
        json(
          200,
          closed
            ? buildChatSummary({ open: false, canWrite: false, closesAt: '2026-11-20T00:59:00.000Z' })
            : buildChatSummary({ messageCount: 2, readUpTo: messageId(2) }),
        ),
      [paths.send]: () => answer(),
    });
    const { user } = renderRoute(routes, '/chat');
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'The rash is spreading');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A message can be at most 4,000 characters');
    expect(box).toHaveValue('The rash is spreading');
    expect(box).toHaveAttribute('aria-invalid', 'true');

    closed = true;
    answer = () => apiError(409, ERRORS.CHAT_CLOSED.message, ErrorCode.CHAT_CLOSED);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(ERRORS.CHAT_CLOSED.message)).toBeInTheDocument();
    expect(await screen.findByText('This chat has closed')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('The rash is spreading');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('shows a message that arrives live in the polite log, and marks it read', async () => {
    const api = chatWith(2);
    renderRoute(routes, '/chat');
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(await within(log).findByText('Message 2')).toBeInTheDocument();
    // Everything on screen was already read: no receipt is sent.
    expect(api.calls('PUT', `/api/v1/appointmentChats/${CONSULT_ID}`)).toHaveLength(0);

    publish({
      type: 'chat.message',
      appointmentId: CONSULT_ID,
      message: buildChatMessage(3, { text: 'Your results are back', sentAt: PINNED_NOW.toISOString() }),
    });
    expect(await within(log).findByText('Your results are back')).toBeInTheDocument();
    const arrived = within(log).getAllByRole('listitem').at(-1) as HTMLElement;
    expect(arrived).toHaveTextContent(/^Dr Priya Raman · 12:00 pm AEDT/);
    await waitFor(() =>
      expect(api.calls('PUT', `/api/v1/appointmentChats/${CONSULT_ID}`).map((r) => r.body)).toEqual([
        { readUpTo: messageId(3) },
      ]),
    );
    // The same message heard twice (another tab, a retry) shows once.
    publish({
      type: 'chat.message',
      appointmentId: CONSULT_ID,
      message: buildChatMessage(3, { text: 'Your results are back' }),
    });
    expect(within(log).getAllByText('Your results are back')).toHaveLength(1);
  });

  it('loads earlier messages from page 1’s snapshot, none twice, after new ones arrived', async () => {
    const api = chatWith(60, {
      [paths.summary]: () => json(200, buildChatSummary({ messageCount: 60, readUpTo: messageId(60) })),
      [paths.history]: () =>
        json(200, buildHistoryPage(buildMessages(11, 60), { total: 60, asOf: messageId(60) })),
      [paths.earlier(2, messageId(60))]: () =>
        json(200, buildHistoryPage(buildMessages(1, 10), { page: 2, total: 60, asOf: messageId(60) })),
    });
    const { user } = renderRoute(routes, '/chat');
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Message 60')).toBeInTheDocument();
    expect(screen.queryByText('Message 10')).not.toBeInTheDocument();

    publish({ type: 'chat.message', appointmentId: CONSULT_ID, message: buildChatMessage(61) });
    expect(await within(log).findByText('Message 61')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    const earlier = await screen.findByRole('list', { name: 'Earlier messages' });
    expect(within(earlier).getAllByRole('listitem')).toHaveLength(10);
    expect(within(earlier).getAllByRole('listitem')[0]).toHaveTextContent('Message 1');
    expect(within(log).getAllByRole('listitem')).toHaveLength(51);
    for (const n of [1, 10, 11, 60, 61]) expect(screen.getAllByText(`Message ${n}`)).toHaveLength(1);
    expect(screen.getByText('This is the start of the conversation.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
    expect(
      api.calls(
        'GET',
        `/api/v1/appointments/${CONSULT_ID}/conversation-messages?page=2&asOf=${messageId(60)}`,
      ),
    ).toHaveLength(1);
  });

  it('shows “Seen” under the viewer’s last message once the doctor has read it', async () => {
    chatWith(4, {
      [paths.summary]: () =>
        json(
          200,
          buildChatSummary({
            messageCount: 4,
            readUpTo: messageId(4),
            others: [
              {
                userId: DOCTOR_ID,
                name: 'Dr Priya Raman',
                readUpTo: messageId(3),
                readAt: '2026-11-20T00:40:00.000Z',
              },
            ],
          }),
        ),
    });
    renderRoute(routes, '/chat');
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Message 4')).toBeInTheDocument();
    expect(within(log).queryByText(/^Seen/)).not.toBeInTheDocument();

    publish({
      type: 'chat.read',
      appointmentId: CONSULT_ID,
      userId: DOCTOR_ID,
      readUpTo: messageId(4),
      readAt: PINNED_NOW.toISOString(),
    });
    const seen = await within(log).findByText(/^Seen/);
    expect(seen).toHaveTextContent('Seen by Dr Priya Raman');
    expect(within(log).getAllByRole('listitem').at(-1)).toContainElement(seen);
  });

  it('is read-only once the chat has closed, saying when', async () => {
    chatWith(2, {
      [paths.summary]: () =>
        json(
          200,
          buildChatSummary({
            open: false,
            canWrite: false,
            closesAt: '2026-11-20T03:30:00.000Z',
            messageCount: 2,
            readUpTo: messageId(2),
          }),
        ),
    });
    renderRoute(routes, '/chat');
    expect(await screen.findByText('This chat has closed')).toBeInTheDocument();
    expect(
      screen.getByText(/It closed on 20 Nov 2026, 2:30 pm AEDT, once the consult was over/),
    ).toBeInTheDocument();
    expect(await screen.findByText('Message 2')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('lets an administrator read without writing or leaving a receipt', async () => {
    const api = chatWith(3, {
      [paths.summary]: () => json(200, buildChatSummary({ canWrite: false, messageCount: 3 })),
    });
    renderRoute(routes, '/chat');
    expect(await screen.findByText('You can read this chat but not write in it')).toBeInTheDocument();
    expect(await screen.findByText('Message 3')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    expect(api.calls('PUT', `/api/v1/appointmentChats/${CONSULT_ID}`)).toHaveLength(0);
  });

  it('refuses an attachment over 10 MB before uploading it, and sends a PDF', async () => {
    const api = chatWith(1, {
      [paths.attach]: () => json(201, mine(2, 'Here are the results')),
    });
    const { user } = renderRoute(routes, '/chat');
    const picker = await screen.findByLabelText('Attach an image or PDF');
    const big = new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(picker, big);
    expect(await screen.findByText('An attachment can be at most 10 MB')).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('scan.pdf')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(api.calls('POST', `/api/v1/appointments/${CONSULT_ID}/chat/attachments`)).toHaveLength(0);

    await user.upload(picker, new File(['%PDF-1.7'], 'results.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('results.pdf')).toBeInTheDocument();
    expect(screen.queryByText('An attachment can be at most 10 MB')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Here are the results');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Here are the results')).toBeInTheDocument();
    expect(api.calls('POST', `/api/v1/appointments/${CONSULT_ID}/chat/attachments`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove results.pdf' })).not.toBeInTheDocument();
  });

  it('shows attachments: an image as a thumbnail link, a PDF as a file link, both fetched signed in', async () => {
    const createObjectURL = vi.fn(() => 'blob:curo/photo');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const attachment = (n: number, fileName: string, contentType: string) => ({
      fileName,
      contentType,
      sizeBytes: 245_760,
      url: `/api/v1/appointments/${CONSULT_ID}/chat/attachments/${messageId(n)}`,
    });
    const api = chatWith(2, {
      [paths.history]: () =>
        json(
          200,
          buildHistoryPage([
            buildChatMessage(1, { text: '', attachment: attachment(1, 'rash.webp', 'image/webp') }),
            buildChatMessage(2, {
              text: 'And the letter',
              attachment: attachment(2, 'referral.pdf', 'application/pdf'),
            }),
          ]),
        ),
      [`GET /api/v1/appointments/${CONSULT_ID}/chat/attachments/${messageId(1)}`]: () =>
        new Response('image bytes', { headers: { 'content-type': 'image/webp' } }),
    });
    renderRoute(routes, '/chat');
    const log = await screen.findByRole('log', { name: 'Messages' });
    const image = await within(log).findByRole('img', { name: 'rash.webp' });
    expect(image).toHaveAttribute('src', 'blob:curo/photo');
    expect(image.closest('a')).toHaveAttribute('href', 'blob:curo/photo');
    expect(
      api.calls('GET', `/api/v1/appointments/${CONSULT_ID}/chat/attachments/${messageId(1)}`)[0]
        ?.authorization,
    ).toBe('Bearer access-1');
    expect(within(log).getByRole('button', { name: /referral\.pdf/ })).toHaveTextContent('PDF, 240 KB');
  });

  it('makes http(s) links clickable and shows HTML as the text it is', async () => {
    chatWith(1, {
      [paths.history]: () =>
        json(
          200,
          buildHistoryPage([
            buildChatMessage(1, {
              text: '<b>Take two</b> <img src=x onerror=alert(1)> see https://www.healthdirect.gov.au/paracetamol. Not javascript:alert(1)',
            }),
          ]),
        ),
    });
    renderRoute(routes, '/chat');
    const log = await screen.findByRole('log', { name: 'Messages' });
    const link = await within(log).findByRole('link', {
      name: 'https://www.healthdirect.gov.au/paracetamol',
    });
    expect(link).toHaveAttribute('href', 'https://www.healthdirect.gov.au/paracetamol');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(log).getAllByRole('link')).toHaveLength(1);
    expect(within(log).getByText(/<b>Take two<\/b> <img src=x onerror=alert\(1\)> see/)).toBeInTheDocument();
    expect(log.querySelector('b, img')).toBeNull();
  });

  it('shows nothing to someone the API does not let read the chat', async () => {
    const api = stubApi({
      ...signedInPatient(),
      [paths.summary]: () => apiError(404, 'Appointment not found'),
      [paths.history]: () => apiError(404, 'Appointment not found'),
    });
    renderRoute(routes, '/chat');
    await waitFor(() => expect(api.calls('GET', `/api/v1/appointmentChats/${CONSULT_ID}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Messages' })).not.toBeInTheDocument());
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
