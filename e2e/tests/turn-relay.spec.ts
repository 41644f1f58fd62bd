import { createHmac, randomUUID } from 'node:crypto';
import { type TIceServer, type TRoomAttendee, TURN_CREDENTIAL_SECONDS } from '@curo/core/room';
import type { APIRequestContext, JSHandle, Page } from '@playwright/test';
import { takenInstantConsult } from './consults';
import { bearer, expect, test } from './fixtures';

/**
 * Issue 12: a consult's call forced through TURN (`iceTransportPolicy: 'relay'`) against this run's
 * own coturn (e2e/turn-server.ts), with the time-limited credentials the API hands each person.
 * Plain RTCPeerConnections in two browsers, signalled through the test: the room's screens have
 * their own spec.
 */
const secret = process.env.E2E_TURN_SECRET;
const turnUrl = `turn:127.0.0.1:${process.env.E2E_TURN_PORT}?transport=udp`;

/** One side of the call, kept in its page between steps. */
interface Peer {
  pc: RTCPeerConnection;
  /** Every local candidate gathered: its type, and what the other side needs of it. */
  candidates: Array<{ type: RTCIceCandidateType | null; init: RTCIceCandidateInit }>;
  gathered: boolean;
  /** Why a TURN server refused (401: bad credentials), as the browser reports it. */
  errors: number[];
  received: string | null;
  /** What happened on the data channel, in order, with milliseconds since the peer was made. */
  log: string[];
}

/**
 * An RTCPeerConnection in `page` that may use relayed candidates only, whose data channel says
 * `hello` as soon as it opens. The offerer makes the channel; the other side is handed it.
 */
function openPeer(
  page: Page,
  iceServers: TIceServer[],
  role: { offerer: boolean; hello: string },
): Promise<JSHandle<Peer>> {
  return page.evaluateHandle(
    ({ iceServers, offerer, hello }) => {
      const peer: Peer = {
        pc: new RTCPeerConnection({ iceServers, iceTransportPolicy: 'relay' }),
        candidates: [],
        gathered: false,
        errors: [],
        received: null,
        log: [],
      };
      const start = performance.now();
      const note = (what: string) => peer.log.push(`${Math.round(performance.now() - start)} ms ${what}`);
      peer.pc.addEventListener('connectionstatechange', () => note(`connection ${peer.pc.connectionState}`));
      peer.pc.addEventListener('icecandidate', ({ candidate }) => {
        if (candidate) peer.candidates.push({ type: candidate.type, init: candidate.toJSON() });
        else peer.gathered = true;
      });
      peer.pc.addEventListener('icecandidateerror', (e) => peer.errors.push(e.errorCode));
      const talk = (channel: RTCDataChannel) => {
        channel.addEventListener('message', (e) => {
          note(`message received, channel ${channel.readyState}`);
          peer.received = String(e.data);
        });
        const send = () => {
          channel.send(hello);
          note('message sent');
        };
        channel.addEventListener('close', () => note('channel closed'));
        // Sent on `open`, always. A channel the other side made arrives (the datachannel event)
        // already "open", but its open event follows, and a message sent before it was lost once in
        // CI: "message sent", yet 0 messages sent in the channel's stats.
        channel.addEventListener('open', () => {
          note('channel open');
          send();
        });
      };
      if (offerer) talk(peer.pc.createDataChannel('chat'));
      else
        peer.pc.addEventListener('datachannel', (e) => {
          note(`datachannel event, channel ${e.channel.readyState}`);
          talk(e.channel);
        });
      return peer;
    },
    { iceServers, ...role },
  );
}

/** The candidates `peer` gathered, once it has finished. */
async function gatheredBy(peer: JSHandle<Peer>) {
  await expect.poll(() => peer.evaluate((p) => p.gathered), { timeout: 15_000 }).toBe(true);
  return peer.evaluate((p) => ({ candidates: p.candidates, errors: p.errors }));
}

/** The candidate pair ICE settled on, from getStats: its state and both candidates' types. */
function selectedPair(peer: JSHandle<Peer>) {
  return peer.evaluate(async ({ pc }) => {
    const stats: Array<Record<string, string | undefined>> = [];
    (await pc.getStats()).forEach((s) => {
      stats.push(s);
    });
    const transport = stats.find((s) => s.type === 'transport');
    const pair = stats.find((s) => s.id === transport?.selectedCandidatePairId);
    return {
      state: pair?.state,
      local: stats.find((s) => s.id === pair?.localCandidateId)?.candidateType,
      remote: stats.find((s) => s.id === pair?.remoteCandidateId)?.candidateType,
    };
  });
}

/** Each peer's data-channel log, connection states and channel stats: what a failure needs to say. */
async function diagnosis(peers: Record<string, JSHandle<Peer>>) {
  const report: Record<string, unknown> = {};
  for (const [who, peer] of Object.entries(peers))
    report[who] = await peer.evaluate(async ({ pc, log }) => {
      const channels: unknown[] = [];
      (await pc.getStats()).forEach((s) => {
        if (s.type === 'data-channel') channels.push(s);
      });
      return { connection: pc.connectionState, ice: pc.iceConnectionState, log, channels };
    });
  return JSON.stringify(report, null, 2);
}

/** Waits until `who` has heard `message`; if it never does, says what each side saw. */
async function heard(peers: Record<string, JSHandle<Peer>>, who: string, message: string) {
  try {
    await expect.poll(() => peers[who]!.evaluate((p) => p.received), { timeout: 15_000 }).toBe(message);
  } catch (error) {
    throw new Error(`${who} never heard "${message}": ${await diagnosis(peers)}`, { cause: error });
  }
}

/** `create-chime-attendee` as `token`'s owner: their ICE servers, with a TURN credential of their own. */
async function attend(request: APIRequestContext, token: string, appointmentId: string) {
  const response = await request.post('/api/v1/services/create-chime-attendee', {
    headers: bearer(token),
    data: { appointmentId },
  });
  const body = await response.text();
  expect(response.status(), body).toBe(200);
  // Credentials made from the secret go out; the secret itself never does.
  expect(body).not.toContain(secret);
  return JSON.parse(body) as TRoomAttendee;
}

test.describe('a consult call relayed through TURN', () => {
  test.skip(
    !secret,
    "turnserver is not installed (apt-get install coturn, Debian's package): no TURN server to relay through",
  );

  test('the patient and the doctor reach each other only through coturn, with the API’s credentials', async ({
    browser,
    request,
  }) => {
    const consult = await takenInstantConsult(request);
    const patient = await attend(request, consult.patientSession.accessToken, consult.id);
    const doctor = await attend(request, consult.doctorSession.accessToken, consult.id);
    const nowSeconds = Date.now() / 1000;
    for (const [attendee, userId] of [
      [patient, consult.patientSession.user.id],
      [doctor, consult.doctorSession.user.id],
    ] as const) {
      expect(attendee.iceServers).toEqual([
        { urls: [turnUrl], username: expect.stringMatching(`:${userId}$`), credential: expect.any(String) },
      ]);
      const expiry = Number(attendee.iceServers[0]?.username?.split(':')[0]);
      expect(expiry).toBeGreaterThan(nowSeconds + TURN_CREDENTIAL_SECONDS - 120);
      expect(expiry).toBeLessThanOrEqual(nowSeconds + TURN_CREDENTIAL_SECONDS + 1);
    }

    const contexts = [await browser.newContext(), await browser.newContext()];
    const [patientPage, doctorPage] = await Promise.all(contexts.map((c) => c.newPage()));
    const patientPeer = await openPeer(patientPage!, patient.iceServers, {
      offerer: true,
      hello: 'Hello from the patient',
    });
    const doctorPeer = await openPeer(doctorPage!, doctor.iceServers, {
      offerer: false,
      hello: 'Hello from the doctor',
    });

    // Offer and answer, then each side's candidates, passed between the browsers by the test.
    const offer = await patientPeer.evaluate(async ({ pc }) => {
      await pc.setLocalDescription();
      return pc.localDescription!.toJSON() as RTCSessionDescriptionInit;
    });
    const answer = await doctorPeer.evaluate(async ({ pc }, offer) => {
      await pc.setRemoteDescription(offer);
      await pc.setLocalDescription();
      return pc.localDescription!.toJSON() as RTCSessionDescriptionInit;
    }, offer);
    await patientPeer.evaluate(({ pc }, answer) => pc.setRemoteDescription(answer), answer);
    const fromPatient = await gatheredBy(patientPeer);
    const fromDoctor = await gatheredBy(doctorPeer);
    for (const [to, gathered] of [
      [doctorPeer, fromPatient],
      [patientPeer, fromDoctor],
    ] as const) {
      await to.evaluate(async ({ pc }, candidates) => {
        for (const c of candidates) await pc.addIceCandidate(c.init);
      }, gathered.candidates);
    }

    for (const gathered of [fromPatient, fromDoctor]) {
      expect(gathered.candidates.length, 'relay candidates gathered').toBeGreaterThan(0);
      expect(gathered.candidates.map((c) => c.type)).toEqual(gathered.candidates.map(() => 'relay'));
    }
    const peers = { patient: patientPeer, doctor: doctorPeer };
    await heard(peers, 'doctor', 'Hello from the patient');
    await heard(peers, 'patient', 'Hello from the doctor');
    // The messages crossed; the stats may report the pair's check as in progress a moment longer.
    for (const peer of [patientPeer, doctorPeer])
      await expect
        .poll(() => selectedPair(peer), { timeout: 10_000 })
        .toEqual({ state: 'succeeded', local: 'relay', remote: 'relay' });

    for (const peer of [patientPeer, doctorPeer]) await peer.evaluate(({ pc }) => pc.close());
    for (const c of contexts) await c.close();
  });

  test('coturn refuses a credential made with another secret, or past its expiry', async ({ page }) => {
    const userId = randomUUID();
    const credential = (key: string, expiry: number) => {
      const username = `${expiry}:${userId}`;
      return {
        urls: [turnUrl],
        username,
        credential: createHmac('sha1', key).update(username).digest('base64'),
      };
    };
    const inAnHour = Math.floor(Date.now() / 1000) + TURN_CREDENTIAL_SECONDS;
    const refused = {
      'another secret': credential('not-the-secret-coturn-shares-with-the-api', inAnHour),
      'an expiry a minute ago': credential(secret!, Math.floor(Date.now() / 1000) - 60),
    };
    for (const [what, server] of Object.entries(refused)) {
      const peer = await openPeer(page, [server], { offerer: true, hello: 'unheard' });
      await peer.evaluate(({ pc }) => pc.setLocalDescription());
      const gathered = await gatheredBy(peer);
      expect(gathered.candidates, `relay candidates with ${what}`).toEqual([]);
      // 401: coturn answered and refused the credential (not a server that could not be reached).
      expect(gathered.errors, `why ${what} was refused`).toContain(401);
      await peer.evaluate(({ pc }) => pc.close());
    }
  });
});
