import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { queryRows } from '../../../test/query';

interface Received {
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** A stand-in for api.twilio.com that records what it is sent and refuses one number. */
function fakeTwilio() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push({ path: req.url ?? '', authorization: req.headers.authorization, form });
      res.setHeader('content-type', 'application/json');
      if (form.get('To') === '+61400000000') {
        res.statusCode = 400;
        res.end(JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number." }));
        return;
      }
      res.statusCode = 201;
      res.end(JSON.stringify({ sid: 'SM123', status: 'queued' }));
    });
  });
  return { server, received };
}

describe('SMS through Twilio', () => {
  const twilio = fakeTwilio();
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => twilio.server.listen(0, '127.0.0.1', resolve));
    const { port } = twilio.server.address() as AddressInfo;
    t = await buildTestApp(
      { rateLimitLogin: 1000 },
      {
        TWILIO_ACCOUNT_SID: 'AC0123456789abcdef',
        TWILIO_AUTH_TOKEN: 'twilio-secret-token',
        TWILIO_FROM: '+61480000000',
        TWILIO_API_URL: `http://127.0.0.1:${port}`,
      },
    );
  });
  afterAll(async () => {
    await t.close();
    twilio.server.close();
  });

  it('delivers a sign-in PIN by SMS with the account credentials, once', async () => {
    await signUpPatient(t, { phone: '0412 555 019' });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verificationPhoneCodes/sendPinCode',
      payload: { phone: '0412 555 019' },
    });
    expect(sent.statusCode).toBe(200);
    await expect.poll(() => twilio.received.length, { timeout: 5000 }).toBe(1);
    const [sms] = twilio.received;
    expect(sms?.path).toBe('/2010-04-01/Accounts/AC0123456789abcdef/Messages.json');
    expect(sms?.authorization).toBe(
      `Basic ${Buffer.from('AC0123456789abcdef:twilio-secret-token').toString('base64')}`,
    );
    expect(sms?.form.get('To')).toBe('+61412555019');
    expect(sms?.form.get('From')).toBe('+61480000000');
    expect(sms?.form.get('Body')).toMatch(/\b\d{6}\b/);
    // Marked sent: another delivery pass does not send it again.
    await t.mail.kick();
    expect(twilio.received).toHaveLength(1);
  });

  it("keeps a refused text pending with Twilio's reason, and never the token", async () => {
    await signUpPatient(t, { phone: '0400 000 000' });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/verificationPhoneCodes/sendPinCode',
      payload: { phone: '0400 000 000' },
    });
    const lastError = async () => {
      const [row] = await queryRows<{ last_error: string | null }>(
        t.database.db,
        sql`select last_error from outbound_messages where to_address = '+61400000000'`,
      );
      return row?.last_error ?? null;
    };
    await expect.poll(lastError, { timeout: 5000 }).toContain("The 'To' number is not a valid phone number.");
    expect(await lastError()).not.toContain('twilio-secret-token');
    const outbox = JSON.stringify((await t.app.inject('/api/v1/dev/outbox')).json());
    expect(outbox).not.toContain('twilio-secret-token');
  });
});
