import { DISCOUNT_REFUSALS, discountCents } from '@curo/core/discounts';
import { ErrorCode } from '@curo/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeCompany, makePatient } from '../../../test/accounts';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { AppError } from '../../platform/errors';
import { redeemDiscountCode } from './use-discount-code';

const DAY = 86_400_000;
let n = 0;
/** A code no other test (or run) uses. */
const freshCode = (stem = 'SAVE') => `${stem}${Date.now().toString(36).toUpperCase()}${++n}`;

describe('discount codes', () => {
  let t: TestApp;
  let admin = '';
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    admin = (await makeAccount(t, 'admin')).token;
  });
  afterAll(() => t.close());

  const create = (payload: object, token = admin) =>
    t.app.inject({ method: 'POST', url: '/api/v1/discountCodes/create', headers: bearer(token), payload });
  const verify = (code: string, token: string) =>
    t.app.inject({
      url: `/api/v1/discountCodes/verifyCode?code=${encodeURIComponent(code)}`,
      headers: bearer(token),
    });
  const edit = (id: string, payload: object, token = admin) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/discountCodes/${id}`, headers: bearer(token), payload });
  const list = (query: string, token = admin) =>
    t.app.inject({ url: `/api/v1/discountCodes/listDiscountCodes?${query}`, headers: bearer(token) });
  /** Books nothing: uses the code as a booking would, in a transaction of its own. */
  const redeem = (code: string, patientId: string, priceCents = 8_000) =>
    t.database.db.transaction((tx) => redeemDiscountCode(tx, { code, patientId, priceCents }));

  it('lets an admin make a code, shown as typed, that any case finds; a second in any case is 409', async () => {
    const code = freshCode('Winter');
    const res = await create({ code, percentOff: 20, maxRedemptions: 100 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code,
      percentOff: 20,
      amountOffCents: null,
      maxRedemptions: 100,
      redemptions: 0,
      companyId: null,
      oncePerPatient: false,
      disabled: false,
    });
    const patient = await makePatient(t);
    expect((await verify(code.toLowerCase(), patient.token)).json()).toEqual({
      valid: true,
      code,
      percentOff: 20,
      amountOffCents: null,
      validUntil: null,
    });
    const again = await create({ code: code.toUpperCase(), amountOffCents: 500 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe(ErrorCode.DISCOUNT_CODE_TAKEN);
  });

  it('refuses bad values with 400 and the reason, and anyone but an admin with 403', async () => {
    const bad = [
      [
        { code: freshCode(), percentOff: 10, amountOffCents: 500 },
        'Give either a percentage or an amount off',
      ],
      [{ code: freshCode() }, 'Give either a percentage or an amount off'],
      [{ code: freshCode(), percentOff: 101 }, 'A percentage off is a whole number from 1 to 100'],
      [{ code: freshCode(), percentOff: 0 }, null],
      [{ code: freshCode(), amountOffCents: -5 }, null],
      [{ code: 'x', percentOff: 5 }, 'Use 3 to 32 letters'],
      [{ code: 'no spaces', percentOff: 5 }, 'Use 3 to 32 letters'],
      [
        {
          code: freshCode(),
          percentOff: 5,
          validFrom: '2027-02-01T00:00:00+11:00',
          validUntil: '2027-01-01T00:00:00+11:00',
        },
        'The last day must come after the first',
      ],
      [{ code: freshCode(), percentOff: 5, maxRedemptions: 0 }, null],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe(ErrorCode.VALIDATION_ERROR);
      if (message) expect(res.json().error.message).toContain(message);
    }
    for (const role of ['patient', 'doctor', 'nurse', 'companyAdmin', 'instantDoctor'] as const) {
      const someone = await makeAccount(t, role);
      expect((await create({ code: freshCode(), percentOff: 5 }, someone.token)).statusCode).toBe(403);
      expect((await list('page=1', someone.token)).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ url: '/api/v1/discountCodes/verifyCode?code=ANY' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('says why a code does not apply: unknown, disabled, not yet valid, expired, another company’s, used up', async () => {
    const now = Date.now();
    const company = await makeCompany(t);
    const other = await makeCompany(t);
    const patient = await makePatient(t, { companyId: company.id });
    const reasonOf = async (code: string) => {
      const body = (await verify(code, patient.token)).json();
      expect(body.valid).toBe(false);
      expect(body.message).toBe(DISCOUNT_REFUSALS[body.reason as keyof typeof DISCOUNT_REFUSALS]);
      return body.reason;
    };
    expect(await reasonOf('NOSUCHCODE')).toBe('unknown');

    const later = freshCode();
    await create({ code: later, percentOff: 10, validFrom: new Date(now + DAY).toISOString() });
    expect(await reasonOf(later)).toBe('not_yet_valid');

    const past = freshCode();
    await create({
      code: past,
      percentOff: 10,
      validFrom: new Date(now - 2 * DAY).toISOString(),
      validUntil: new Date(now - DAY).toISOString(),
    });
    expect(await reasonOf(past)).toBe('expired');

    const theirs = freshCode();
    await create({ code: theirs, amountOffCents: 1_000, companyId: other.id });
    expect(await reasonOf(theirs)).toBe('not_for_your_company');
    const ours = freshCode();
    await create({ code: ours, amountOffCents: 1_000, companyId: company.id });
    expect((await verify(ours, patient.token)).json()).toMatchObject({ valid: true, amountOffCents: 1_000 });
    const outsider = await makePatient(t);
    expect((await verify(ours, outsider.token)).json().reason).toBe('not_for_your_company');

    const paused = freshCode();
    const made = (await create({ code: paused, percentOff: 15 })).json();
    expect((await edit(made.id, { disabled: true })).json().disabled).toBe(true);
    expect(await reasonOf(paused)).toBe('disabled');
    expect((await edit(made.id, { disabled: false })).json().disabled).toBe(false);
    expect((await verify(paused, patient.token)).json().valid).toBe(true);

    const single = freshCode();
    await create({ code: single, percentOff: 50, maxRedemptions: 1 });
    await redeem(single, outsider.id);
    expect(await reasonOf(single)).toBe('used_up');
  });

  it('lets a once-per-patient code be used once by each patient, even twice at the same moment', async () => {
    const code = freshCode('ONCE');
    await create({ code, amountOffCents: 2_000, oncePerPatient: true });
    const patient = await makePatient(t);
    const results = await Promise.allSettled([redeem(code, patient.id), redeem(code, patient.id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(AppError);
    expect((refused.reason as AppError).code).toBe(ErrorCode.DISCOUNT_CODE_UNAVAILABLE);
    expect((await verify(code, patient.token)).json()).toMatchObject({
      valid: false,
      reason: 'already_used',
    });
    const someoneElse = await makePatient(t);
    expect((await verify(code, someoneElse.token)).json().valid).toBe(true);
    const listed = (await list(`q=${code}`)).json();
    expect(listed.items[0].redemptions).toBe(1);
  });

  it('redeems a code limited to 5 exactly 5 times when 50 bookings race for it', async () => {
    const code = freshCode('RACE');
    await create({ code, percentOff: 25, maxRedemptions: 5 });
    const patients = await Promise.all(Array.from({ length: 50 }, () => makePatient(t, { signedIn: false })));
    const results = await Promise.allSettled(patients.map((p) => redeem(code, p.id, 10_000)));
    const taken = results.filter((r) => r.status === 'fulfilled');
    expect(taken).toHaveLength(5);
    for (const r of taken)
      expect((r as PromiseFulfilledResult<{ amountOffCents: number }>).value.amountOffCents).toBe(2_500);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect(((r as PromiseRejectedResult).reason as AppError).message).toBe(DISCOUNT_REFUSALS.used_up);
    const listed = (await list(`q=${code}`)).json();
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]).toMatchObject({ code, redemptions: 5, maxRedemptions: 5 });
  });

  it('lists codes newest first, 20 a page, found by part of the code in any case', async () => {
    const stem = `PAGE${Date.now().toString(36).toUpperCase()}`;
    for (let i = 0; i < 22; i++) await create({ code: `${stem}X${i}`, percentOff: 5 });
    const first = (await list(`q=${stem.toLowerCase()}&page=1`)).json();
    expect(first.total).toBe(22);
    expect(first.pageSize).toBe(20);
    expect(first.items).toHaveLength(20);
    expect(first.items[0].code).toBe(`${stem}X21`);
    const second = (await list(`q=${stem}&page=2`)).json();
    expect(second.items.map((c: { code: string }) => c.code)).toEqual([`${stem}X1`, `${stem}X0`]);
    // A search with a wildcard character matches it literally.
    expect((await list('q=%25')).json().total).toBe(0);
  });

  it('edits a code’s rules, and will not lower its limit below its uses or give it two kinds', async () => {
    const code = freshCode();
    const made = (await create({ code, percentOff: 10, maxRedemptions: 3 })).json();
    const patients = await Promise.all([makePatient(t), makePatient(t)]);
    for (const p of patients) await redeem(code, p.id);
    const lower = await edit(made.id, { maxRedemptions: 1 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().error.message).toBe('It has been used 2 times already: allow at least that many');
    expect((await edit(made.id, { amountOffCents: 500 })).statusCode).toBe(400);
    const switched = await edit(made.id, { amountOffCents: 500, percentOff: null, maxRedemptions: null });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({
      percentOff: null,
      amountOffCents: 500,
      maxRedemptions: null,
      redemptions: 2,
    });
    expect((await edit(made.id, {})).statusCode).toBe(400);
    expect((await edit('00000000-0000-4000-8000-000000000000', { disabled: true })).statusCode).toBe(404);
  });
});

describe('discountCents', () => {
  it('takes a rounded percentage or the amount, never more than the fee', () => {
    expect(discountCents(8_000, { percentOff: 15, amountOffCents: null })).toBe(1_200);
    expect(discountCents(3_333, { percentOff: 10, amountOffCents: null })).toBe(333);
    expect(discountCents(8_000, { percentOff: 100, amountOffCents: null })).toBe(8_000);
    expect(discountCents(8_000, { percentOff: null, amountOffCents: 2_000 })).toBe(2_000);
    expect(discountCents(1_500, { percentOff: null, amountOffCents: 2_000 })).toBe(1_500);
    expect(discountCents(0, { percentOff: 50, amountOffCents: null })).toBe(0);
  });
});
