import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { googleMessages } from '@curo/core/auth';
import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

const CLIENT_ID = 'curo-test.apps.googleusercontent.com';
type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/** A stand-in for Google's key endpoint, serving our own public key. */
async function startJwks(jwk: JWK) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`,
    close: () => server.close(),
  };
}

describe('POST /api/v1/users/googleLogin', () => {
  let t: TestApp;
  let jwks: Awaited<ReturnType<typeof startJwks>>;
  let googleKey: PrivateKey;
  let otherKey: PrivateKey;

  beforeAll(async () => {
    const google = await generateKeyPair('RS256');
    const other = await generateKeyPair('RS256');
    googleKey = google.privateKey;
    otherKey = other.privateKey;
    jwks = await startJwks({ ...(await exportJWK(google.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' });
    t = await buildTestApp({ rateLimitLogin: 1000, googleClientId: CLIENT_ID, googleJwksUrl: jwks.url });
  });
  afterAll(async () => {
    await t.close();
    jwks.close();
  });

  function idToken(
    claims: Record<string, unknown> = {},
    {
      key = googleKey,
      audience = CLIENT_ID,
      expiresIn = '5m',
    }: { key?: PrivateKey; audience?: string; expiresIn?: string } = {},
  ) {
    return new SignJWT({
      email: 'google.user@example.com.au',
      email_verified: true,
      given_name: 'Kai',
      family_name: 'Tane',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://accounts.google.com')
      .setAudience(audience)
      .setSubject('1234567890')
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key);
  }

  const login = async (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/googleLogin', payload: { idToken: token } });

  it("tells the web app to show the button, and lets Google's script and frame through the CSP", async () => {
    expect((await t.app.inject('/api/v1/auth/providers')).json()).toEqual({
      google: { clientId: CLIENT_ID },
    });
    const csp = (await t.app.inject('/')).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/");
    expect(csp).toContain('frame-src blob: https://accounts.google.com/gsi/');
  });

  it('signs a new Google user up as a patient, then signs them in to the same account', async () => {
    const first = await login(await idToken());
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({
      email: 'google.user@example.com.au',
      role: 'patient',
      firstName: 'Kai',
      emailVerified: true,
    });
    const again = await login(await idToken());
    expect(again.json().user.id).toBe(first.json().user.id);
  });

  it.each([
    ['a wrong signature', async () => idToken({}, { key: otherKey })],
    ['another audience', async () => idToken({}, { audience: 'someone-else.apps.googleusercontent.com' })],
    ['an expired token', async () => idToken({}, { expiresIn: '-1m' })],
  ])('refuses %s with 401', async (_case, make) => {
    const res = await login(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(googleMessages.invalid);
  });

  it('refuses an unverified Google email', async () => {
    const res = await login(await idToken({ email: 'unverified@example.com.au', email_verified: false }));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(googleMessages.unverified);
  });

  it('gives a blocked user no way in', async () => {
    await login(await idToken({ email: 'blocked.google@example.com.au' }));
    await t.database.db.execute(
      sql`update users set status = 'blocked' where email = 'blocked.google@example.com.au'`,
    );
    expect((await login(await idToken({ email: 'blocked.google@example.com.au' }))).statusCode).toBe(403);
  });

  it('answers 404 when Google sign-in is not configured', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/v1/users/googleLogin',
        payload: { idToken: 'x' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(googleMessages.notConfigured);
    } finally {
      await plain.close();
    }
  });
});
