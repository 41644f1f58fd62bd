import type { Browser, LaunchOptions, Page, WebSocket } from '@playwright/test';
import { FAKE_MEDIA_ARGS } from '../chromium';
import { takenInstantConsult } from './consults';
import {
  apiSession,
  test as base,
  bearer,
  expect,
  newPatient,
  recordPageErrors,
  signInAs,
  unique,
} from './fixtures';

const test = base.extend<object, { launchOptions: LaunchOptions }>({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...FAKE_MEDIA_ARGS] });
    },
    { scope: 'worker' },
  ],
});

/**
 * Keeps every RTCPeerConnection the page makes, so the test can ask each for its statistics, as
 * the room's own quality indicator does. Only the test's browsers run this; the app has no hook.
 */
function recordPeerConnections(relayOnly: boolean) {
  const Native = window.RTCPeerConnection;
  const made: RTCPeerConnection[] = [];
  (window as unknown as { __peers: RTCPeerConnection[] }).__peers = made;
  window.RTCPeerConnection = class extends Native {
    constructor(configuration?: RTCConfiguration) {
      // Relay only: the call must go through the TURN server the API named, as it would between
      // two networks that cannot reach each other.
      super(relayOnly ? { ...configuration, iceTransportPolicy: 'relay' } : configuration);
      made.push(this);
    }
  } as typeof RTCPeerConnection;
}

/** The candidate types of the pair each live connection is using ("relay", "host"…). */
function selectedCandidateTypes(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const types: string[] = [];
    for (const pc of (window as unknown as { __peers: RTCPeerConnection[] }).__peers) {
      if (pc.connectionState !== 'connected') continue;
      const stats = new Map<string, { type: string; [key: string]: unknown }>();
      (await pc.getStats()).forEach((s: { id: string; type: string }) => {
        stats.set(s.id, s);
      });
      for (const s of stats.values()) {
        if (s.type !== 'candidate-pair' || s.state !== 'succeeded' || !s.nominated) continue;
        const local = stats.get(s.localCandidateId as string);
        types.push(String(local?.candidateType));
      }
    }
    return types;
  });
}

/** Video frames decoded so far from the others, over the connections made since the `since`th. */
function framesDecoded(page: Page, since = 0): Promise<number> {
  return page.evaluate(async (from) => {
    const peers = (window as unknown as { __peers: RTCPeerConnection[] }).__peers.slice(from);
    let frames = 0;
    for (const pc of peers) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach((s: { type: string; kind?: string; framesDecoded?: number }) => {
        if (s.type === 'inbound-rtp' && s.kind === 'video') frames += s.framesDecoded ?? 0;
      });
    }
    return frames;
  }, since);
}

const peerCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __peers: RTCPeerConnection[] }).__peers.length);

/** A browser of its own for one person, signed in, recording its connections and its script errors. */
async function personIn(browser: Browser, email: string, password: string, relayOnly = false) {
  const context = await browser.newContext();
  await context.addInitScript(recordPeerConnections, relayOnly);
  const page = await context.newPage();
  const errors = recordPageErrors(page);
  await signInAs(page, email, password);
  return { context, page, errors };
}

/**
 * Whether every realtime socket `page` has open (the room's own, and the one the chat shares with
 * the app) has been answered its subscription to `topic`: a live event published before that
 * would pass it by. Watches from now on, so call it before the page opens the room.
 */
function subscribedTo(page: Page, topic: string): () => boolean {
  const sockets = new Map<WebSocket, boolean>();
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/api/v1/realtime')) return;
    sockets.set(socket, false);
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      const reply = JSON.parse(payload) as { type?: string; topic?: string };
      if (reply.type === 'subscribed' && reply.topic === topic) sockets.set(socket, true);
    });
  });
  return () => {
    const open = [...sockets].filter(([socket]) => !socket.isClosed());
    return open.length > 0 && open.every(([, subscribed]) => subscribed);
  };
}

/** The consult's chat beside the video: its panel, its live log of messages and its send box. */
function chatIn(page: Page) {
  const panel = page.getByRole('complementary', { name: 'Chat' });
  return {
    panel,
    log: panel.getByRole('log', { name: 'Messages' }),
    message: panel.getByRole('form', { name: 'Send a message' }).getByLabel('Your message'),
    send: panel.getByRole('button', { name: 'Send' }),
  };
}

/** Every read of the chat's history `page` makes from now on (a reload, or a refetch, makes one). */
function historyReads(page: Page, appointmentId: string): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api/v1/appointments/${appointmentId}/conversation-messages`))
      reads.push(request.url());
  });
  return reads;
}

test.describe('the consult room', () => {
  test('doctor and patient see each other, a reload rejoins, and someone else is refused', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const { id, doctor, patient } = await takenInstantConsult(request);
    const room = `/consult-room/${id}`;

    const patientSide = await personIn(browser, patient.email, patient.password);
    await patientSide.page.goto(room);
    await expect(
      patientSide.page.getByRole('heading', {
        level: 1,
        name: `Video consult with Dr Ana ${doctor.lastName}`,
      }),
    ).toBeVisible();
    await expect(patientSide.page.getByText(`Waiting for Dr Ana ${doctor.lastName}`)).toBeVisible();
    await patientSide.page.getByRole('button', { name: 'Join video consult' }).click();
    await expect(patientSide.page.getByRole('navigation', { name: 'Call controls' })).toBeVisible();

    const doctorSide = await personIn(browser, doctor.email, doctor.password);
    await doctorSide.page.goto(room);
    // The patient is in the call already: the doctor sees them waiting.
    await expect(doctorSide.page.getByText(`${patient.firstName} Moana is waiting`)).toBeVisible();
    await doctorSide.page.getByRole('button', { name: 'Join video consult' }).click();
    await expect(doctorSide.page.getByRole('navigation', { name: 'Call controls' })).toBeVisible();

    // Each decodes the other's camera.
    await expect.poll(() => framesDecoded(patientSide.page), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => framesDecoded(doctorSide.page), { timeout: 30_000 }).toBeGreaterThan(0);

    // The patient reloads: the page goes straight back into the call, and video flows both ways
    // again, over connections made afresh.
    const doctorPeersBefore = await peerCount(doctorSide.page);
    await patientSide.page.reload();
    await expect(patientSide.page.getByRole('navigation', { name: 'Call controls' })).toBeVisible();
    await expect.poll(() => framesDecoded(patientSide.page), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => framesDecoded(doctorSide.page, doctorPeersBefore), { timeout: 30_000 })
      .toBeGreaterThan(0);

    // Someone who is not in the consult finds nothing there, in the browser and from the API.
    const stranger = await newPatient(request, { firstName: `Eli${unique()}`, lastName: 'Stranger' });
    const strangerSide = await personIn(browser, stranger.email, stranger.password);
    await strangerSide.page.goto(room);
    await expect(
      strangerSide.page.getByRole('heading', { name: 'We could not find this consult' }),
    ).toBeVisible();
    const strangerSession = await apiSession(request, stranger.email, stranger.password);
    const entered = await request.post(`/api/v1/appointments/${id}/enterChimeMeeting`, {
      headers: bearer(strangerSession.accessToken),
    });
    expect(entered.status()).toBe(404);

    for (const side of [patientSide, doctorSide, strangerSide]) {
      expect(side.errors, side.errors.join('\n')).toEqual([]);
      await side.context.close();
    }
  });

  test('patient and doctor chat beside the video, live, both ways', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const { id, doctor, patient } = await takenInstantConsult(request);
    const room = `/consult-room/${id}`;
    const doctorName = `Dr Ana ${doctor.lastName}`;
    const patientName = `${patient.firstName} Moana`;

    const patientSide = await personIn(browser, patient.email, patient.password);
    const doctorSide = await personIn(browser, doctor.email, doctor.password);
    const sides = [patientSide, doctorSide].map((side) => ({
      ...side,
      subscribed: subscribedTo(side.page, `appointment:${id}`),
      chat: chatIn(side.page),
    }));
    const [patientIn, doctorIn] = sides as [(typeof sides)[0], (typeof sides)[0]];
    for (const side of sides) {
      await side.page.goto(room);
      await side.page.getByRole('button', { name: 'Join video consult' }).click();
      await expect(side.page.getByRole('navigation', { name: 'Call controls' })).toBeVisible();
    }
    for (const side of sides) {
      // In the call, with the chat open beside the video, and nothing said yet.
      await expect.poll(() => framesDecoded(side.page), { timeout: 30_000 }).toBeGreaterThan(0);
      await expect(side.page.getByRole('region', { name: 'Video' })).toBeVisible();
      await expect(side.page.getByRole('button', { name: 'Chat', expanded: true })).toBeVisible();
      await expect(side.chat.panel.getByText('No messages yet.')).toBeVisible();
      await expect.poll(side.subscribed).toBe(true);
    }

    // The patient writes, with markup in it, and sends with the button.
    const token = unique();
    const question = `<b>not bold</b> Is the rash anything to worry about? ${token}`;
    const doctorReads = historyReads(doctorIn.page, id);
    await patientIn.chat.message.fill(question);
    await patientIn.chat.send.click();
    await expect(patientIn.chat.message).toHaveValue('');
    const asked = patientIn.chat.log.getByRole('listitem').filter({ hasText: question });
    await expect(asked).toContainText('You');

    // The doctor sees it arrive, named as from the patient, shown as typed rather than as markup,
    // without reading the history again: it came over the socket, not from a reload.
    const heard = doctorIn.chat.log.getByRole('listitem').filter({ hasText: question });
    await expect(heard).toContainText(patientName);
    await expect(heard.getByText(question, { exact: true })).toBeVisible();
    await expect(doctorIn.chat.log.locator('b')).toHaveCount(0);
    expect(doctorReads).toEqual([]);
    // The doctor has read it, and the patient is told so live.
    await expect(asked).toContainText(`Seen by ${doctorName}`);

    // The doctor answers with Enter; the patient sees it arrive, named as from the doctor.
    const answer = `Not from what I can see; keep it dry. ${token}`;
    const patientReads = historyReads(patientIn.page, id);
    await doctorIn.chat.message.fill(answer);
    await doctorIn.chat.message.press('Enter');
    await expect(doctorIn.chat.message).toHaveValue('');
    const answered = patientIn.chat.log.getByRole('listitem').filter({ hasText: answer });
    await expect(answered).toContainText(doctorName);
    await expect(answered.getByText(answer, { exact: true })).toBeVisible();
    expect(patientReads).toEqual([]);
    const replied = doctorIn.chat.log.getByRole('listitem').filter({ hasText: answer });
    await expect(replied).toContainText('You');
    await expect(replied).toContainText(`Seen by ${patientName}`);
    // The conversation reads in order on both sides.
    for (const side of sides) {
      await expect(side.chat.log.getByRole('listitem')).toHaveCount(2);
      await expect(side.chat.log.getByRole('listitem')).toContainText([question, answer]);
    }

    for (const side of sides) {
      expect(side.errors, side.errors.join('\n')).toEqual([]);
      await side.context.close();
    }
  });

  test('the call flows through TURN when the browsers may only relay', async ({ browser, request }) => {
    test.skip(!process.env.E2E_TURN_PORT, 'turnserver is not installed (apt-get install coturn)');
    test.setTimeout(120_000);
    const { id, doctor, patient } = await takenInstantConsult(request);
    const room = `/consult-room/${id}`;
    const sides = [
      await personIn(browser, patient.email, patient.password, true),
      await personIn(browser, doctor.email, doctor.password, true),
    ];
    for (const side of sides) {
      await side.page.goto(room);
      await side.page.getByRole('button', { name: 'Join video consult' }).click();
      await expect(side.page.getByRole('navigation', { name: 'Call controls' })).toBeVisible();
    }
    for (const side of sides) {
      await expect.poll(() => framesDecoded(side.page), { timeout: 30_000 }).toBeGreaterThan(0);
      // Every pair in use (perfect negotiation may leave more than one connection live) is relayed.
      // Frames can arrive a moment before getStats reports the pair nominated, so wait for it.
      await expect
        .poll(async () => [...new Set(await selectedCandidateTypes(side.page))], { timeout: 10_000 })
        .toEqual(['relay']);
    }
    for (const side of sides) {
      expect(side.errors, side.errors.join('\n')).toEqual([]);
      await side.context.close();
    }
  });
});
