import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

describe('reference checks', () => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    token = (await signUpPatient(t)).accessToken;
  });
  afterAll(() => t.close());

  it.each([
    ['2000', 'NSW'],
    ['2600', 'ACT'],
    ['2620', 'NSW'],
    ['0800', 'NT'],
    ['3000', 'VIC'],
    ['4000', 'QLD'],
    ['5000', 'SA'],
    ['6000', 'WA'],
    ['7000', 'TAS'],
    ['2913', 'ACT'],
  ])('postcode %s is in %s', async (code, state) => {
    const res = await t.app.inject(`/api/v1/users/medicare/postalCode/${code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ postcode: code, state });
  });

  it('answers 400 for a malformed postcode and 404 for one not in use', async () => {
    expect((await t.app.inject('/api/v1/users/medicare/postalCode/20')).statusCode).toBe(400);
    expect((await t.app.inject('/api/v1/users/medicare/postalCode/0100')).statusCode).toBe(404);
  });

  it('checks a Medicare number and IRN for a signed-in user', async () => {
    // 2950 12345 1: identifier 29501234, check digit (2+27+35+0+1+6+21+36)%10 = 8.
    const ok = await t.app.inject({ url: '/api/v1/users/medicare/2950123481/1', headers: bearer(token) });
    expect(ok.json()).toMatchObject({ valid: true });
    const bad = await t.app.inject({ url: '/api/v1/users/medicare/2950123471/1', headers: bearer(token) });
    expect(bad.json()).toMatchObject({ valid: false, numberValid: false });
    expect((await t.app.inject('/api/v1/users/medicare/2950123481/1')).statusCode).toBe(401);
  });

  it('says whether an email is well formed', async () => {
    expect((await t.app.inject('/api/v1/users/emails/valid/mia%40example.com.au')).json()).toEqual({
      valid: true,
    });
    expect((await t.app.inject('/api/v1/users/emails/valid/mia%40nowhere')).json()).toEqual({ valid: false });
  });
});
