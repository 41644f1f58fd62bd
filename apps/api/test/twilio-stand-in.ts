import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The keys a test configures Curo with to talk to the stand-in (decision 0064). */
export const TWILIO_KEYS = {
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000001',
  TWILIO_AUTH_TOKEN: 'twilio-standin-token',
  TWILIO_FROM: '+61280000000',
};

export interface PlacedCall {
  sid: string;
  form: URLSearchParams;
  authorization: string | undefined;
}

/**
 * A stand-in for api.twilio.com: `POST /2010-04-01/Accounts/{sid}/Calls.json` takes a call to place
 * (form fields To, From, Url, StatusCallback…; HTTP basic auth with the account SID and token) and
 * answers Twilio's shape with a new CallSid. A `To` in `refuse` gets Twilio's 400.
 * `GET …/Recordings/{RecordingSid}.mp3` answers the audio put in `recordings` (500 while
 * `failures.next` counts down). It records what it
 * is sent; `env` points Curo at it.
 */
export async function standInTwilio({ refuse = [] as string[] } = {}) {
  const calls: PlacedCall[] = [];
  /** Recordings it serves at `GET …/Recordings/{RecordingSid}.mp3`, and how many next requests fail with 500. */
  const recordings = new Map<string, Buffer>();
  const failures = { next: 0 };
  const recordingRequests: string[] = [];
  let next = 1;
  const expected = `Basic ${Buffer.from(`${TWILIO_KEYS.TWILIO_ACCOUNT_SID}:${TWILIO_KEYS.TWILIO_AUTH_TOKEN}`).toString('base64')}`;
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    if (request.headers.authorization !== expected)
      return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
    const recording = /^\/2010-04-01\/Accounts\/[^/]+\/Recordings\/(RE[0-9a-f]{32})\.mp3$/.exec(
      request.url ?? '',
    );
    if (request.method === 'GET' && recording?.[1]) {
      recordingRequests.push(recording[1]);
      if (failures.next > 0) {
        failures.next--;
        return answer(500, { code: 20500, message: 'Internal Server Error', status: 500 });
      }
      const audio = recordings.get(recording[1]);
      if (!audio) return answer(404, { code: 20404, message: 'Not found', status: 404 });
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      return response.end(audio);
    }
    const path = `/2010-04-01/Accounts/${TWILIO_KEYS.TWILIO_ACCOUNT_SID}/Calls.json`;
    if (request.method !== 'POST' || request.url !== path)
      return answer(404, { code: 20404, message: 'Not found' });
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    if (refuse.includes(form.get('To') ?? ''))
      return answer(400, {
        code: 21211,
        message: "The 'To' number is not a valid phone number.",
        status: 400,
      });
    const sid = `CA${String(next++).padStart(32, '0')}`;
    calls.push({ sid, form, authorization: request.headers.authorization });
    return answer(201, { sid, status: 'queued', to: form.get('To'), from: form.get('From') });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    calls,
    recordings,
    failures,
    recordingRequests,
    env: { ...TWILIO_KEYS, TWILIO_API_URL: `http://127.0.0.1:${port}` },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
