import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDoctor } from '../../../test/accounts';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

const child = {
  firstName: 'Lily',
  lastName: 'Nguyen',
  dateOfBirth: '2019-04-12',
  relationship: 'child',
  medicareIrn: 3,
};

describe('/api/v1/familyMembers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/familyMembers${url}`, headers: bearer(token), payload });

  it('lets a patient add, read, update, list and remove a family member', async () => {
    const { accessToken } = await signUpPatient(t);
    const created = await call('POST', '', accessToken, child);
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ ...child, sex: null });

    expect((await call('GET', `/${id}`, accessToken)).json().firstName).toBe('Lily');
    const updated = await call('PUT', `/${id}`, accessToken, {
      ...child,
      firstName: 'Lilian',
      sex: 'female',
    });
    expect(updated.json()).toMatchObject({ firstName: 'Lilian', sex: 'female' });
    expect((await call('GET', '', accessToken)).json().items).toHaveLength(1);

    expect((await call('DELETE', `/${id}`, accessToken)).statusCode).toBe(204);
    expect((await call('GET', `/${id}`, accessToken)).statusCode).toBe(404);
    expect((await call('GET', '', accessToken)).json().items).toHaveLength(0);
  });

  it("answers 404 for another patient's family member, for every verb", async () => {
    const owner = await signUpPatient(t);
    const other = await signUpPatient(t);
    const id = (await call('POST', '', owner.accessToken, child)).json().id;
    expect((await call('GET', `/${id}`, other.accessToken)).statusCode).toBe(404);
    expect((await call('PUT', `/${id}`, other.accessToken, child)).statusCode).toBe(404);
    expect((await call('DELETE', `/${id}`, other.accessToken)).statusCode).toBe(404);
    expect((await call('GET', `/${id}`, owner.accessToken)).statusCode).toBe(200);
  });

  it('is for patients: staff get 403, anonymous callers 401', async () => {
    const doctor = (await makeDoctor(t)).token;
    expect((await call('GET', '', doctor)).statusCode).toBe(403);
    expect((await t.app.inject('/api/v1/familyMembers')).statusCode).toBe(401);
  });

  it.each([
    [{ ...child, dateOfBirth: '2099-01-01' }, 'Please enter a real date of birth'],
    [{ ...child, dateOfBirth: '2019-02-30' }, 'Please enter a real date of birth'],
    [{ ...child, firstName: '' }, 'Please enter a first name'],
    [{ ...child, relationship: 'neighbour' }, undefined],
  ])('answers 400 with a message for bad input (%#)', async (body, message) => {
    const { accessToken } = await signUpPatient(t);
    const res = await call('POST', '', accessToken, body);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error.message).toBe(message);
    else expect(res.json().error.message.length).toBeGreaterThan(0);
  });
});
