import { PIN_MAX_WRONG_TRIES, pinMessages } from '@curo/core/auth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { queryRows } from '../../../test/query';

let phoneSeq = 10_000_000;
const nextMobile = () => `04${String(phoneSeq++).padStart(8, '0')}`;

describe('PIN codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 10_000 });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });

  /** The newest code in the outbox for this destination. */
  async function codeSentTo(to: string): Promise<string> {
    const items = (await t.app.inject('/api/v1/dev/outbox')).json().items as Array<{
      to: string;
      text: string;
    }>;
    const code = /code is (\d{6})/.exec(items.find((m) => m.to === to)?.text ?? '')?.[1];
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  }

  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('signs in by email code, once; the code is stored hashed', async () => {
    const { email } = await signUpPatient(t);
    const sent = await post('/verificationPhoneCodes/sendPinCodeWithMail', { email });
    expect(sent.json().message).toBe(pinMessages.sent);
    const code = await codeSentTo(email);
    const stored = await queryRows<{ code_hash: string }>(
      t.database.db,
      sql`select code_hash from pin_codes`,
    );
    expect(stored.some((r) => r.code_hash.includes(code))).toBe(false);
    const login = await post('/verificationPhoneCodes/loginWithPinCode', { email, pinCode: code });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email).toBe(email);
    expect(
      (await post('/verificationPhoneCodes/loginWithPinCode', { email, pinCode: code })).statusCode,
    ).toBe(401);
  });

  it('signs in by SMS code to the phone on the account, however the number is typed', async () => {
    const mobile = nextMobile();
    const { email } = await signUpPatient(t, { phone: mobile.replace(/^0/, '+61 ') });
    await post('/verificationPhoneCodes/sendPinCode', { phone: mobile });
    const e164 = `+61${mobile.slice(1)}`;
    const code = await codeSentTo(e164);
    const login = await post('/verificationPhoneCodes/loginWithPinCode', { phone: mobile, pinCode: code });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email).toBe(email);
  });

  it('answers the same for a phone or email without an account, and sends nothing', async () => {
    const res = await post('/verificationPhoneCodes/sendPinCodeWithMail', { email: 'ghost@example.com.au' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(pinMessages.sent);
    await expect(codeSentTo('ghost@example.com.au')).rejects.toThrow();
    const signIn = await post('/verificationPhoneCodes/loginWithPinCode', {
      email: 'ghost@example.com.au',
      pinCode: '123456',
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().error.message).toBe(pinMessages.invalid);
  });

  it(`allows ${PIN_MAX_WRONG_TRIES} wrong tries per code, then refuses even the right one`, async () => {
    const { email } = await signUpPatient(t);
    await post('/verificationPhoneCodes/sendPinCodeWithMail', { email });
    const code = await codeSentTo(email);
    for (let i = 0; i < PIN_MAX_WRONG_TRIES; i++) {
      expect(
        (await post('/verificationPhoneCodes/loginWithPinCode', { email, pinCode: wrong(code) })).statusCode,
      ).toBe(401);
    }
    const right = await post('/verificationPhoneCodes/loginWithPinCode', { email, pinCode: code });
    expect(right.statusCode).toBe(401);
    expect(right.json().error.message).toBe(pinMessages.tooManyTries);
  });

  it('signs in with the right code however many failures the account has had (no lock-out)', async () => {
    const { email } = await signUpPatient(t);
    // As many failures as once locked an account: anyone knowing the address could cause them.
    await t.database.db.execute(sql`update users set failed_attempts = 100 where email = ${email}`);
    await post('/verificationPhoneCodes/sendPinCodeWithMail', { email });
    const code = await codeSentTo(email);
    const res = await post('/verificationPhoneCodes/loginWithPinCode', { email, pinCode: code });
    expect(res.statusCode).toBe(200);
  });

  it('sends at most 5 codes per destination per hour', async () => {
    const { email } = await signUpPatient(t);
    for (let i = 0; i < 5; i++)
      expect((await post('/verificationPhoneCodes/sendPinCodeWithMail', { email })).statusCode).toBe(200);
    const sixth = await post('/verificationPhoneCodes/sendPinCodeWithMail', { email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(pinMessages.tooManySends);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('answers an address without an account exactly as one with an account, the 6th request included', async () => {
    const email = `nobody.${Date.now()}@example.com.au`;
    for (let i = 0; i < 5; i++)
      expect((await post('/verificationPhoneCodes/sendPinCodeWithMail', { email })).statusCode).toBe(200);
    const sixth = await post('/verificationPhoneCodes/sendPinCodeWithMail', { email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(pinMessages.tooManySends);
  });

  it('refuses a code for a blocked user', async () => {
    const { email } = await signUpPatient(t);
    await post('/verificationPhoneCodes/sendPinCodeWithMail', { email });
    const code = await codeSentTo(email);
    await t.database.db.execute(sql`update users set status = 'blocked' where email = ${email}`);
    expect(
      (await post('/verificationPhoneCodes/loginWithPinCode', { email, pinCode: code })).statusCode,
    ).toBe(403);
  });

  it('confirms a new phone number for a signed-in user', async () => {
    const s = await signUpPatient(t);
    const mobile = nextMobile();
    const e164 = `+61${mobile.slice(1)}`;
    await post('/verificationPhoneCodes/sendPinCode', { phone: mobile }, bearer(s.accessToken));
    const code = await codeSentTo(e164);
    const res = await post(
      '/verificationPhoneCodes/verifyPinCode',
      { phone: mobile, pinCode: code },
      bearer(s.accessToken),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().phone).toBe(e164);
  });

  it('changes the email with the code sent to the new address; a taken address answers 409', async () => {
    const s = await signUpPatient(t);
    const other = await signUpPatient(t);
    const taken = await post(
      '/verificationPhoneCodes/sendPinCodeChangeEmail',
      { email: other.email },
      bearer(s.accessToken),
    );
    expect(taken.statusCode).toBe(409);
    const newEmail = `moved.${Date.now()}@example.com.au`;
    await post('/verificationPhoneCodes/sendPinCodeChangeEmail', { email: newEmail }, bearer(s.accessToken));
    const code = await codeSentTo(newEmail);
    const res = await post(
      `/users/changeEmail/${encodeURIComponent(newEmail)}`,
      { pinCode: code },
      bearer(s.accessToken),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: newEmail, emailVerified: true });
    const unauthenticated = await post(`/users/changeEmail/${encodeURIComponent(newEmail)}`, {
      pinCode: code,
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('refuses a wrong code for a new email with 400, never 401, so the session stays; then the right one works', async () => {
    const s = await signUpPatient(t);
    const newEmail = `wrong.${Date.now()}@example.com.au`;
    await post('/verificationPhoneCodes/sendPinCodeChangeEmail', { email: newEmail }, bearer(s.accessToken));
    const code = await codeSentTo(newEmail);
    const refused = await post(
      `/users/changeEmail/${encodeURIComponent(newEmail)}`,
      { pinCode: wrong(code) },
      bearer(s.accessToken),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: pinMessages.invalid });
    const me = await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(s.accessToken) });
    expect(me.json().email).toBe(s.email);
    const res = await post(
      `/users/changeEmail/${encodeURIComponent(newEmail)}`,
      { pinCode: code },
      bearer(s.accessToken),
    );
    expect(res.statusCode).toBe(200);
  });

  it(`refuses a wrong phone code with 400, and after ${PIN_MAX_WRONG_TRIES} wrong tries says so`, async () => {
    const s = await signUpPatient(t);
    const mobile = nextMobile();
    await post('/verificationPhoneCodes/sendPinCode', { phone: mobile }, bearer(s.accessToken));
    const code = await codeSentTo(`+61${mobile.slice(1)}`);
    for (let i = 0; i < PIN_MAX_WRONG_TRIES; i++) {
      const refused = await post(
        '/verificationPhoneCodes/verifyPinCode',
        { phone: mobile, pinCode: wrong(code) },
        bearer(s.accessToken),
      );
      expect(refused.statusCode).toBe(400);
    }
    const spent = await post(
      '/verificationPhoneCodes/verifyPinCode',
      { phone: mobile, pinCode: code },
      bearer(s.accessToken),
    );
    expect(spent.statusCode).toBe(400);
    expect(spent.json().error.message).toBe(pinMessages.tooManyTries);
  });

  it('answers 400 with a message for bad input', async () => {
    const res = await post('/verificationPhoneCodes/sendPinCode', { phone: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(pinMessages.phoneInvalid);
    const pin = await post('/verificationPhoneCodes/loginWithPinCode', {
      email: 'a@b.com.au',
      pinCode: '12ab56',
    });
    expect(pin.statusCode).toBe(400);
  });
});
