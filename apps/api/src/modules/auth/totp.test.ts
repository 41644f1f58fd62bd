import { totpMessages } from '@curo/core/auth';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDoctor } from '../../../test/accounts';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { queryRows } from '../../../test/query';

describe('TOTP for staff', () => {
  let t: TestApp;
  let doctor = '';
  let doctorId = '';
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    const made = await makeDoctor(t);
    doctor = made.token;
    doctorId = made.id;
  });
  afterAll(() => t.close());

  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/users/me/totp/${url}`, headers: bearer(token), payload });

  it('enrols with a secret shown once, confirmed by a code, and stores the secret sealed', async () => {
    const setup = await post('setup', doctor);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json();
    expect(otpauthUrl).toContain('otpauth://totp/Curo:');
    expect((await post('confirm', doctor, { code: '000000' })).json().error.message).toBe(
      totpMessages.invalidCode,
    );
    const confirmed = await post('confirm', doctor, { code: await generate({ secret }) });
    expect(confirmed.json()).toEqual({ enabled: true });
    const rows = await queryRows<{ totp_secret: string }>(
      t.database.db,
      sql`select totp_secret from users where id = ${doctorId}`,
    );
    expect(rows[0]?.totp_secret).not.toContain(secret);
    expect((await post('setup', doctor)).statusCode).toBe(409);

    expect((await post('disable', doctor, { code: '123456' })).statusCode).toBe(400);
    expect((await post('disable', doctor, { code: await generate({ secret }) })).json()).toEqual({
      enabled: false,
    });
  });

  it('is for staff: a patient gets 403', async () => {
    const patient = await signUpPatient(t);
    expect((await post('setup', patient.accessToken)).statusCode).toBe(403);
  });
});
