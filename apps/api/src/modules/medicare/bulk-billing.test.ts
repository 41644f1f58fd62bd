import { BULK_BILLING_REASONS, medicareCardExpired } from '@curo/core/medicare';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeAccount, makeDoctor, makePatient } from '../../../test/accounts';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bulkBillingFor } from './index';

/** A card that passes the check digit, as the demo patient's. */
const CARD = { medicareNumber: '2953123451', medicareIrn: 1, medicareExpiry: '09/2030' };
/** Wednesday 15 July 2026, 10:00 in Sydney. */
const NOW = new Date('2026-07-15T00:00:00.000Z');

describe('bulk billing', () => {
  let t: TestApp;
  let withCard: Account;
  let doctor: Account;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    withCard = await makePatient(t, { profile: CARD });
    doctor = await makeDoctor(t, { firstName: 'Priya', lastName: 'Raman', providerNumber: '2426621B' });
    await t.database.db.execute(
      sql`insert into mbs_items (id, item_number, description, consult_type, min_minutes, max_minutes, fee_cents, bulk_billable, active)
          values (gen_random_uuid(), '91790', 'GP video consult, level A', 'scheduled', 0, 6, 1960, true, true),
                 (gen_random_uuid(), '91800', 'GP video consult, level B', 'scheduled', 6, 20, 4285, true, true),
                 (gen_random_uuid(), '91801', 'GP video consult, level C', 'scheduled', 20, 40, 8290, true, true),
                 (gen_random_uuid(), '91802', 'GP video consult, level D', 'scheduled', 40, null, 12210, true, true),
                 (gen_random_uuid(), '99999', 'Any video consult, privately', 'scheduled', 0, null, 5000, false, true),
                 (gen_random_uuid(), '91891', 'GP phone consult, level B', 'callback', 6, 20, 4285, true, false),
                 (gen_random_uuid(), '93000', 'Specialist video consult', 'request', 0, null, 9000, false, true)`,
    );
  });
  afterAll(() => t.close());

  const check = (patientId: string, consultType: string, durationMinutes: number, now = NOW) =>
    bulkBillingFor(t.database.db, { patientId, consultType, durationMinutes, now });

  it('names the most specific active, bulk-billable item for the kind and length: min ≤ length < max', async () => {
    const itemFor = async (minutes: number) => {
      const answer = await check(withCard.id, 'scheduled', minutes);
      return answer.eligible ? answer.item.itemNumber : answer.reason;
    };
    expect(await itemFor(5)).toBe('91790');
    expect(await itemFor(6)).toBe('91800');
    expect(await itemFor(15)).toBe('91800');
    expect(await itemFor(20)).toBe('91801');
    expect(await itemFor(39)).toBe('91801');
    expect(await itemFor(40)).toBe('91802');
    expect(await itemFor(90)).toBe('91802');
    expect(await check(withCard.id, 'scheduled', 15)).toEqual({
      eligible: true,
      item: { itemNumber: '91800', feeCents: 4285, description: 'GP video consult, level B' },
    });
  });

  it('says the consult cannot be bulk billed when no active bulk-billable item covers it', async () => {
    const refused = { eligible: false, reason: BULK_BILLING_REASONS.noItem };
    // Only a private item covers specialist requests; the phone item is out of use.
    expect(await check(withCard.id, 'request', 30)).toEqual(refused);
    expect(await check(withCard.id, 'callback', 10)).toEqual(refused);
    expect(await check(withCard.id, 'offline', 10)).toEqual(refused);
  });

  it('asks for a Medicare card when the profile lacks its number, reference number or expiry', async () => {
    const noCard = { eligible: false, reason: BULK_BILLING_REASONS.noCard };
    const none = await makePatient(t, { signedIn: false });
    const noIrn = await makePatient(t, { signedIn: false, profile: { ...CARD, medicareIrn: null } });
    const noExpiry = await makePatient(t, { signedIn: false, profile: { ...CARD, medicareExpiry: null } });
    const noProfile = await makeAccount(t, 'patient', { signedIn: false });
    for (const patient of [none, noIrn, noExpiry, noProfile])
      expect(await check(patient.id, 'scheduled', 15)).toEqual(noCard);
    const badNumber = await makePatient(t, {
      signedIn: false,
      profile: { ...CARD, medicareNumber: '2953123461' },
    });
    expect(await check(badNumber.id, 'scheduled', 15)).toEqual({
      eligible: false,
      reason: BULK_BILLING_REASONS.invalidCard,
    });
  });

  it('takes a card to the end of its month in Sydney, and not a minute longer', async () => {
    const july = await makePatient(t, { signedIn: false, profile: { ...CARD, medicareExpiry: '07/2026' } });
    const expired = { eligible: false, reason: BULK_BILLING_REASONS.expired };
    // 31 July, 23:59 in Sydney (AEST, +10:00): still good.
    expect((await check(july.id, 'scheduled', 15, new Date('2026-07-31T13:59:00Z'))).eligible).toBe(true);
    // 1 August, 00:00 in Sydney, though still 31 July in UTC: expired.
    expect(await check(july.id, 'scheduled', 15, new Date('2026-07-31T14:00:00Z'))).toEqual(expired);
    const lastYear = await makePatient(t, {
      signedIn: false,
      profile: { ...CARD, medicareExpiry: '12/2025' },
    });
    expect(await check(lastYear.id, 'scheduled', 15)).toEqual(expired);
    expect(medicareCardExpired('13/2030', NOW)).toBe(true);
    expect(medicareCardExpired('not a date', NOW)).toBe(true);
  });

  it('answers the signed-in patient on the booking page, for a doctor who can bulk bill', async () => {
    const ask = (query: string, token = withCard.token) =>
      t.app.inject({ url: `/api/v1/medicareItems/bulkBilling?${query}`, headers: bearer(token) });
    const yes = await ask(`doctorId=${doctor.id}&duration=15&type=scheduled`);
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toMatchObject({ eligible: true, item: { itemNumber: '91800', feeCents: 4285 } });

    const noCard = await makePatient(t);
    expect((await ask(`doctorId=${doctor.id}&duration=15&type=scheduled`, noCard.token)).json()).toEqual({
      eligible: false,
      reason: BULK_BILLING_REASONS.noCard,
    });

    const noProvider = await makeDoctor(t, { providerNumber: null });
    expect((await ask(`doctorId=${noProvider.id}&duration=15&type=scheduled`)).json()).toEqual({
      eligible: false,
      reason: BULK_BILLING_REASONS.noProviderNumber,
    });

    expect((await ask(`doctorId=${withCard.id}&duration=15&type=scheduled`)).statusCode).toBe(404);
    expect((await ask(`doctorId=${doctor.id}&duration=0&type=scheduled`)).statusCode).toBe(400);
    expect((await ask(`doctorId=${doctor.id}&duration=15&type=video`)).statusCode).toBe(400);
    // Patients ask for themselves; staff book through their own screens.
    expect((await ask(`doctorId=${doctor.id}&duration=15&type=scheduled`, doctor.token)).statusCode).toBe(
      403,
    );
  });
});
