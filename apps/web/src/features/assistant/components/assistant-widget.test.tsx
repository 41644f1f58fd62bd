import { botMessages } from '@curo/core/content';
import { ErrorCode } from '@curo/core/errors';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, deferredResponse, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { ASK_BOT_PATH } from '../api/ask-bot';
import { CHAT_TOKEN_PATH, CHAT_TOKEN_STORAGE_KEY } from '../api/get-chat-token';
import { SEND_BOT_ACTION_EMAIL_PATH } from '../api/send-bot-action-email';
import { SEND_BOT_REQUEST_PATH } from '../api/send-bot-request';
import { conversation } from '../hooks/conversation-store';
import { NO_MATCH_TEXT } from './assistant-panel';
import { AssistantWidget, startChatPath } from './assistant-widget';

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

const certificateAnswer = {
  urgent: null,
  prices: null,
  answers: [
    {
      kind: 'faq',
      title: 'Can I get a medical certificate online?',
      url: '/faq/can-i-get-a-medical-certificate-online',
      snippet:
        'Yes, a <mark>medical</mark> <mark>certificate</mark> &lt;script&gt;alert(1)&lt;/script&gt; &amp; more',
      rank: 0.9,
    },
    {
      kind: 'blog',
      title: 'Sick leave and certificates',
      url: '/blog/sick-leave',
      snippet: 'When you need a <mark>certificate</mark>',
      rank: 0.4,
    },
  ],
  noMatch: false,
};

/** A question that reads as an emergency, which also asks a price and finds an article. */
const chestPainAnswer = {
  urgent: { kind: 'emergency', message: botMessages.emergency },
  prices: {
    items: [{ id: 'standard', name: 'Standard GP consult', price: '$61.50, GST-free', note: null }],
    more: true,
    url: '/pricing',
  },
  answers: [
    {
      kind: 'faq',
      title: 'What should I do about chest pain?',
      url: '/faq/what-should-i-do-about-chest-pain',
      snippet: '<mark>Chest</mark> <mark>pain</mark> can be serious.',
      rank: 0.8,
    },
  ],
  noMatch: false,
};

/** The widget in a layout, as the public layout has it, over two pages. */
function Layout() {
  return (
    <>
      <main>
        <Outlet />
      </main>
      <footer>Footer links</footer>
      <AssistantWidget />
    </>
  );
}

const renderWidget = (path = '/') =>
  renderRoute(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/faq/:slug', element: <h1>FAQ entry</h1> },
          { path: '/pricing', element: <h1>Pricing</h1> },
        ],
      },
    ],
    path,
  );

type User = ReturnType<typeof renderWidget>['user'];
const panel = () => screen.getByRole('dialog', { name: 'Ask a question' });
/** The conversation itself, without the screen-reader announcement that repeats its last turn. */
const log = () => within(panel()).getByRole('region', { name: 'Conversation' });
/** Opens the assistant; its dialog's code arrives on the first open. */
const open = async (user: User) => {
  await user.click(screen.getByRole('button', { name: 'Ask a question' }));
  await screen.findByRole('dialog', { name: 'Ask a question' });
};

async function askQuestion(user: User, question: string) {
  await user.type(within(panel()).getByLabelText('Your question'), question);
  await user.click(within(panel()).getByRole('button', { name: 'Ask' }));
}

const chatTokenOf = (api: ReturnType<typeof stubApi>, index: number) =>
  new Headers((api.fetchMock.mock.calls[index]?.[1] as RequestInit | undefined)?.headers).get('x-chat-token');

describe('the FAQ assistant', () => {
  beforeEach(() => {
    sessionStorage.clear();
    conversation.reset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('opens as a labelled dialog with focus in the question box, and closes on Escape', async () => {
    stubApi({});
    const { user } = renderWidget();
    await open(user);
    expect(panel()).toHaveAccessibleDescription('Answers from our FAQ and blog. Not medical advice.');
    expect(within(panel()).getByLabelText('Your question')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask a question' })).toHaveFocus();
  });

  it('answers with up to three links, rendering the matches as <mark> and everything else as text', async () => {
    const api = stubApi({
      [`GET ${CHAT_TOKEN_PATH}`]: () => json(200, { token: 'chat-1', expiresAt: inAnHour() }),
      [`POST ${ASK_BOT_PATH}`]: () => json(200, certificateAnswer),
    });
    const { user } = renderWidget();
    await open(user);
    await askQuestion(user, 'Can I get a medical certificate?');

    const answers = await within(panel()).findByRole('list', { name: 'Answers' });
    const links = within(answers).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/faq/can-i-get-a-medical-certificate-online',
      '/blog/sick-leave',
    ]);
    const first = links[0] as HTMLElement;
    expect(first).toHaveTextContent('Can I get a medical certificate online?');
    expect([...first.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['medical', 'certificate']);
    expect(first).toHaveTextContent('<script>alert(1)</script> & more');
    expect(document.querySelector('[role="dialog"] script')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('2 answers found.');

    expect(api.calls('POST', ASK_BOT_PATH)[0]?.body).toEqual({
      question: 'Can I get a medical certificate?',
    });
    // The question was sent with the session's chat token, which is kept for the next one.
    const askIndex = api.requests.findIndex((r) => r.path === ASK_BOT_PATH);
    expect(chatTokenOf(api, askIndex)).toBe('chat-1');
    expect(JSON.parse(sessionStorage.getItem(CHAT_TOKEN_STORAGE_KEY) ?? '{}').token).toBe('chat-1');
    await askQuestion(user, 'And for carers leave?');
    await waitFor(() => expect(api.calls('POST', ASK_BOT_PATH)).toHaveLength(2));
    expect(api.calls('GET', CHAT_TOKEN_PATH)).toHaveLength(1);
  });

  it('renews the chat token once it has expired', async () => {
    sessionStorage.setItem(
      CHAT_TOKEN_STORAGE_KEY,
      JSON.stringify({ token: 'old', expiresAt: new Date(Date.now() - 1000).toISOString() }),
    );
    const api = stubApi({
      [`GET ${CHAT_TOKEN_PATH}`]: () => json(200, { token: 'fresh', expiresAt: inAnHour() }),
      [`POST ${ASK_BOT_PATH}`]: () => json(200, certificateAnswer),
    });
    const { user } = renderWidget();
    await open(user);
    await askQuestion(user, 'certificate');
    await within(panel()).findByRole('list', { name: 'Answers' });
    expect(
      chatTokenOf(
        api,
        api.requests.findIndex((r) => r.path === ASK_BOT_PATH),
      ),
    ).toBe('fresh');
  });

  it('following an answer goes to its page, closes the panel and keeps the conversation', async () => {
    stubApi({
      [`GET ${CHAT_TOKEN_PATH}`]: () => json(200, { token: 'chat-1', expiresAt: inAnHour() }),
      [`POST ${ASK_BOT_PATH}`]: () => json(200, certificateAnswer),
    });
    const { router, user } = renderWidget();
    await open(user);
    await askQuestion(user, 'Can I get a medical certificate?');
    await user.click(
      await within(panel()).findByRole('link', { name: /Can I get a medical certificate online\?/ }),
    );

    await waitFor(() => expect(locationOf(router)).toBe('/faq/can-i-get-a-medical-certificate-online'));
    expect(screen.getByRole('heading', { name: 'FAQ entry' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await open(user);
    expect(within(panel()).getByText('Can I get a medical certificate?')).toBeInTheDocument();
    expect(within(panel()).getAllByRole('link')).toHaveLength(2);
  });

  it('says honestly when nothing matched, and hands the question to the team', async () => {
    const api = stubApi({
      [`GET ${CHAT_TOKEN_PATH}`]: () => json(200, { token: 'chat-1', expiresAt: inAnHour() }),
      [`POST ${ASK_BOT_PATH}`]: () => json(200, { urgent: null, prices: null, answers: [], noMatch: true }),
      [`POST ${SEND_BOT_REQUEST_PATH}`]: () => json(200, { message: botMessages.handedOver }),
    });
    const { user } = renderWidget();
    await open(user);
    await askQuestion(user, 'Do you treat purple elephants?');

    expect(await within(panel()).findByText('I couldn’t find that in our FAQ.')).toBeInTheDocument();
    const form = within(panel()).getByRole('form', { name: 'Ask our team instead' });
    expect(within(form).getByLabelText('Your question')).toHaveValue('Do you treat purple elephants?');

    // Email is required; name and phone are optional.
    await user.click(within(form).getByRole('button', { name: 'Send to our team' }));
    expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email');
    await waitFor(() => expect(within(form).getByLabelText('Email')).toHaveFocus());
    expect(api.calls('POST', SEND_BOT_REQUEST_PATH)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Email'), 'mia@example.com.au');
    await user.type(within(form).getByLabelText('Name (optional)'), 'Mia');
    await user.click(within(form).getByRole('button', { name: 'Send to our team' }));

    expect(await within(log()).findByText(botMessages.handedOver)).toBeInTheDocument();
    expect(within(panel()).queryByRole('form', { name: 'Ask our team instead' })).not.toBeInTheDocument();
    expect(api.calls('POST', SEND_BOT_REQUEST_PATH)[0]?.body).toEqual({
      question: 'Do you treat purple elephants?',
      email: 'mia@example.com.au',
      name: 'Mia',
    });
    const sendIndex = api.requests.findIndex((r) => r.path === SEND_BOT_REQUEST_PATH);
    expect(chatTokenOf(api, sendIndex)).toBe('chat-1');
  });

  it('asks the team for an action, and wants a phone number for a call back', async () => {
    const api = stubApi({
      [`GET ${CHAT_TOKEN_PATH}`]: () => json(200, { token: 'chat-1', expiresAt: inAnHour() }),
      [`POST ${ASK_BOT_PATH}`]: () => json(200, { urgent: null, prices: null, answers: [], noMatch: true }),
      [`POST ${SEND_BOT_ACTION_EMAIL_PATH}`]: () => json(200, { message: botMessages.handedOver }),
    });
    const { user } = renderWidget();
    await open(user);
    await askQuestion(user, 'zzzz qqqq');
    const form = await within(panel()).findByRole('form', { name: 'Ask our team instead' });
    const action = within(form).getByLabelText('What would help most?');
    expect(
      within(action)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'An answer by email',
      'A call back',
      'Help booking a consult',
      'Help with a bill or payment',
      'Something else',
    ]);
    await user.selectOptions(action, 'A call back');
    await user.type(within(form).getByLabelText('Email'), 'mia@example.com.au');
    await user.click(within(form).getByRole('button', { name: 'Send to our team' }));
    expect(within(form).getByLabelText('Phone (optional)')).toHaveAccessibleDescription(
      'Enter a phone number so we can call you back',
    );

    await user.type(within(form).getByLabelText('Phone (optional)'), '0412 345 678');
    await user.click(within(form).getByRole('button', { name: 'Send to our team' }));
    expect(await within(log()).findByText(botMessages.handedOver)).toBeInTheDocument();
    expect(api.calls('POST', SEND_BOT_ACTION_EMAIL_PATH)[0]?.body).toEqual({
      question: 'zzzz qqqq',
      email: 'mia@example.com.au',
      phone: '0412 345 678',
      action: 'callback',
    });
  });

  it("shows the server's message when the hand-over is refused", async () => {
    stubApi({
      [`GET ${CHAT_TOKEN_PATH}`]: () => json(200, { token: 'chat-1', expiresAt: inAnHour() }),
      [`POST ${ASK_BOT_PATH}`]: () => json(200, { urgent: null, prices: null, answers: [], noMatch: true }),
      [`POST ${SEND_BOT_REQUEST_PATH}`]: () =>
        apiError(429, 'Too many requests. Please try again in 10 minutes.', ErrorCode.RATE_LIMITED),
    });
    const { user } = renderWidget();
    await open(user);
    await askQuestion(user, 'zzzz qqqq');
    const form = await within(panel()).findByRole('form', { name: 'Ask our team instead' });
    await user.type(within(form).getByLabelText('Email'), 'mia@example.com.au');
    await user.click(within(form).getByRole('button', { name: 'Send to our team' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Too many requests.');
  });

  it('offers to try again when a question could not be asked, and still works without a chat token', async () => {
    let fail = true;
    const api = stubApi({
      [`GET ${CHAT_TOKEN_PATH}`]: () => apiError(429, 'Too many requests'),
      [`POST ${ASK_BOT_PATH}`]: () =>
        fail ? Promise.reject(new TypeError('offline')) : json(200, certificateAnswer),
    });
    const { user } = renderWidget();
    await open(user);
    await askQuestion(user, 'certificate');
    expect(await within(log()).findByText(/I could not reach Curo just now/)).toBeInTheDocument();
    fail = false;
    await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
    expect(await within(panel()).findByRole('list', { name: 'Answers' })).toBeInTheDocument();
    expect(chatTokenOf(api, api.requests.map((r) => r.path).lastIndexOf(ASK_BOT_PATH))).toBeNull();
  });

  it('shows a busy state while searching', async () => {
    const reply = deferredResponse();
    stubApi({
      [`GET ${CHAT_TOKEN_PATH}`]: () => json(200, { token: 'chat-1', expiresAt: inAnHour() }),
      [`POST ${ASK_BOT_PATH}`]: () => reply.promise,
    });
    const { user } = renderWidget();
    await open(user);
    await askQuestion(user, 'certificate');
    expect(await within(log()).findByText('Searching our FAQ…')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Searching our FAQ…');
    expect(within(panel()).getByRole('button', { name: 'Ask' })).toBeDisabled();
    await act(async () => reply.send(json(200, certificateAnswer)));
    expect(await within(panel()).findByRole('list', { name: 'Answers' })).toBeInTheDocument();
  });

  it('asks for a question before sending an empty one', async () => {
    const api = stubApi({});
    const { user } = renderWidget();
    await open(user);
    await user.click(within(panel()).getByRole('button', { name: 'Ask' }));
    expect(within(panel()).getByLabelText('Your question')).toHaveAccessibleDescription('Type a question');
    expect(api.requests).toHaveLength(0);
  });

  it('keeps the conversation for the session, across a reload', async () => {
    stubApi({
      [`GET ${CHAT_TOKEN_PATH}`]: () => json(200, { token: 'chat-1', expiresAt: inAnHour() }),
      [`POST ${ASK_BOT_PATH}`]: () => json(200, certificateAnswer),
    });
    const first = renderWidget();
    await open(first.user);
    await askQuestion(first.user, 'Are your prices GST-free?');
    await within(panel()).findByRole('list', { name: 'Answers' });

    cleanup();
    conversation.reset(); // what a reload does: the module starts again from sessionStorage
    const second = renderWidget();
    await open(second.user);
    expect(within(panel()).getByText('Are your prices GST-free?')).toBeInTheDocument();
    await second.user.click(within(panel()).getByRole('button', { name: 'Start again' }));
    expect(within(panel()).queryByText('Are your prices GST-free?')).not.toBeInTheDocument();
  });

  it(`opens on ${startChatPath} and takes the flag out of the address`, async () => {
    stubApi({});
    const { router } = renderWidget('/?startChat=true&fromSignup=true');
    expect(await screen.findByRole('dialog', { name: 'Ask a question' })).toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toBe('/?fromSignup=true'));
  });

  it('says "Call 000 now" before any price or article when a question reads as an emergency', async () => {
    stubApi({
      [`GET ${CHAT_TOKEN_PATH}`]: () => json(200, { token: 'chat-1', expiresAt: inAnHour() }),
      [`POST ${ASK_BOT_PATH}`]: () => json(200, chestPainAnswer),
    });
    const { user } = renderWidget();
    await open(user);
    await askQuestion(user, 'How much to see a doctor about chest pain?');

    const urgent = await within(log()).findByTestId('assistant-urgent');
    expect(urgent).toHaveTextContent(/^Call 000 now\./);
    expect(within(urgent).getByText('Call 000 now.').tagName).toBe('STRONG');
    const prices = within(log()).getByRole('list', { name: 'Prices' });
    const answers = within(log()).getByRole('list', { name: 'Answers' });
    // In the page's order: the emergency message, then the prices, then the article.
    const following = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(following(urgent, prices)).toBe(true);
    expect(following(prices, answers)).toBe(true);
    // Screen readers hear it first too, and no hand-over is offered.
    expect(screen.getByRole('status').textContent).toMatch(/^Call 000 now\./);
    expect(within(log()).queryByText(NO_MATCH_TEXT)).not.toBeInTheDocument();
  });

  it('gives a crisis Lifeline as well, even with nothing else to say', async () => {
    stubApi({
      [`GET ${CHAT_TOKEN_PATH}`]: () => json(200, { token: 'chat-1', expiresAt: inAnHour() }),
      [`POST ${ASK_BOT_PATH}`]: () =>
        json(200, {
          urgent: { kind: 'crisis', message: botMessages.crisis },
          prices: null,
          answers: [],
          noMatch: false,
        }),
    });
    const { user } = renderWidget();
    await open(user);
    await askQuestion(user, 'I feel suicidal');
    const urgent = await within(log()).findByTestId('assistant-urgent');
    expect(urgent).toHaveTextContent(/^Call 000 now.*Lifeline on 13 11 14/);
    expect(within(log()).queryByRole('list', { name: 'Answers' })).not.toBeInTheDocument();
    expect(within(log()).queryByText(NO_MATCH_TEXT)).not.toBeInTheDocument();
    expect(within(panel()).queryByLabelText(/email/i)).not.toBeInTheDocument();
  });

  it('answers a price question with lines of the price list and a link to /pricing', async () => {
    stubApi({
      [`GET ${CHAT_TOKEN_PATH}`]: () => json(200, { token: 'chat-1', expiresAt: inAnHour() }),
      [`POST ${ASK_BOT_PATH}`]: () =>
        json(200, {
          urgent: null,
          prices: {
            items: [
              {
                id: 'specialist',
                name: 'Specialist consult',
                price: 'From $235.00, GST-free',
                note: 'A Medicare rebate is available with a valid referral.',
              },
            ],
            more: true,
            url: '/pricing',
          },
          answers: [],
          noMatch: false,
        }),
    });
    const { user, router } = renderWidget();
    await open(user);
    await askQuestion(user, 'Do you bulk bill specialists?');
    const prices = await within(log()).findByRole('list', { name: 'Prices' });
    expect(prices).toHaveTextContent('Specialist consult');
    expect(prices).toHaveTextContent('From $235.00, GST-free');
    expect(prices).toHaveTextContent('A Medicare rebate is available with a valid referral.');
    expect(within(log()).queryByTestId('assistant-urgent')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Prices from our price list.');
    await user.click(within(log()).getByRole('link', { name: 'See all our prices' }));
    await waitFor(() => expect(locationOf(router)).toBe('/pricing'));
  });
});
