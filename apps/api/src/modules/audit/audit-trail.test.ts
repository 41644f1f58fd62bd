import { AUDIT_EXPORT_ROW_LIMIT } from '@curo/core/audit';
import { ErrorCode } from '@curo/core/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeAccount, makePatient } from '../../../test/accounts';
import { advance, freeStarts } from '../../../test/appointments';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mondayAhead } from '../../../test/dates';
import { bookFirstFreeSlot, type Clinic, makeClinic } from '../../../test/people';
import { queryRows } from '../../../test/query';
import { type AuditEventInput, recordAuditEvent } from './record-audit-event';

/**
 * The audit trail people can read (issue 15 item 8, docs/decisions/0052): names beside ids, filters
 * by Sydney dates, actor, subject and action, a CSV export, and the breach investigation's
 * "everyone whose record X opened between two dates". Events of the past are written with the
 * times they assert on; the consult actions go through the real routes.
 */

/** Sydney's midnights, written out: +11 in April (daylight time, until 5 April 2026), +10 in July. */
const APRIL_1_START = Date.parse('2026-03-31T13:00:00.000Z');
const APRIL_2_START = Date.parse('2026-04-01T13:00:00.000Z');
const JULY_1_START = Date.parse('2026-06-30T14:00:00.000Z');

describe('the audit trail for admins', () => {
  let t: TestApp;
  let clinic: Clinic;
  let admin: Account;
  let viewer: Account;
  let ada: Account;
  let bo: Account;
  let tricky: Account;

  const get = (url: string, token = admin.token) =>
    t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });
  const record = (event: Partial<AuditEventInput> & { at: Date }) =>
    recordAuditEvent({ db: t.database.db, action: 'patient.record_viewed', ...event });
  /** A clinician of their own, so each test's events are theirs alone. */
  const clinician = (firstName: string, lastName: string) =>
    makeAccount(t, 'doctor', { firstName, lastName, signedIn: false });

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 10_000 });
    clinic = await makeClinic(t);
    admin = clinic.admin;
    viewer = await clinician('Noor', 'Haddad');
    ada = await makePatient(t, { firstName: 'Ada', lastName: 'Okafor', signedIn: false });
    bo = await makePatient(t, { firstName: 'Bo', lastName: 'Lindqvist', signedIn: false });
    // A name a spreadsheet would run as a formula, with a comma and quotes in it.
    tricky = await makePatient(t, {
      firstName: '=HYPERLINK("http://x.example")',
      lastName: 'Smith, "Jr"',
      signedIn: false,
    });
  });
  afterAll(() => t.close());

  it('shows the names and roles of the people beside their ids', async () => {
    await record({
      actorId: viewer.id,
      subjectUserId: ada.id,
      recordType: 'clinical_note',
      at: new Date(APRIL_1_START + 3_600_000),
    });
    const res = await get(`/audit?actorId=${viewer.id}&subjectUserId=${ada.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        action: 'patient.record_viewed',
        actorId: viewer.id,
        actorName: 'Noor Haddad',
        actorRole: 'doctor',
        actingAsId: null,
        actingAsName: null,
        subjectUserId: ada.id,
        subjectName: 'Ada Okafor',
        subjectRole: 'patient',
        recordType: 'clinical_note',
        createdAt: new Date(APRIL_1_START + 3_600_000).toISOString(),
      }),
    ]);
  });

  it('takes from and to as Sydney dates: midnight to midnight, at +11 in April and +10 in July', async () => {
    const actor = await clinician('Edge', 'Case');
    const instants = [
      APRIL_1_START - 1, // 31 March, 23:59:59.999 in Sydney
      APRIL_1_START, // 1 April, 00:00
      APRIL_2_START - 1, // 1 April, 23:59:59.999
      APRIL_2_START, // 2 April, 00:00
      JULY_1_START - 1, // 30 June, 23:59:59.999
      JULY_1_START, // 1 July, 00:00
    ];
    for (const at of instants) await record({ actorId: actor.id, subjectUserId: ada.id, at: new Date(at) });
    const times = async (query: string) => {
      const res = await get(`/audit?actorId=${actor.id}&${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().items.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    };
    expect(await times('from=2026-04-01&to=2026-04-01')).toEqual([APRIL_2_START - 1, APRIL_1_START]);
    expect(await times('from=2026-04-02')).toEqual([JULY_1_START, JULY_1_START - 1, APRIL_2_START]);
    expect(await times('to=2026-03-31')).toEqual([APRIL_1_START - 1]);
    expect(await times('from=2026-07-01&to=2026-07-01')).toEqual([JULY_1_START]);
    expect(await times('from=2026-06-30&to=2026-06-30')).toEqual([JULY_1_START - 1]);

    const backwards = await get('/audit?from=2026-04-02&to=2026-04-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.code).toBe(ErrorCode.VALIDATION_ERROR);
    expect((await get('/audit?from=1%20April')).statusCode).toBe(400);
  });

  it('filters by actor, subject and action, and pages 50 at a time, newest first', async () => {
    const busy = await clinician('Busy', 'Bee');
    const other = await clinician('Other', 'Person');
    const base = Date.parse('2026-05-10T00:00:00.000Z');
    for (let i = 0; i < 55; i++)
      await record({
        actorId: busy.id,
        subjectUserId: i % 2 ? ada.id : bo.id,
        at: new Date(base + i * 60_000),
      });
    await record({
      action: 'file.uploaded',
      actorId: busy.id,
      subjectUserId: ada.id,
      at: new Date(base - 60_000),
    });
    await record({ actorId: other.id, subjectUserId: ada.id, at: new Date(base) });

    const first = (await get(`/audit?actorId=${busy.id}`)).json();
    const second = (await get(`/audit?actorId=${busy.id}&page=2`)).json();
    expect(first.items).toHaveLength(50);
    expect(second.items).toHaveLength(6);
    expect(second.page).toBe(2);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((e: { id: string }) => e.id)).size).toBe(56);
    expect(all.every((e: { actorId: string }) => e.actorId === busy.id)).toBe(true);
    const times = all.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const aboutAda = (
      await get(`/audit?actorId=${busy.id}&subjectUserId=${ada.id}&action=patient.record_viewed`)
    ).json();
    expect(aboutAda.items).toHaveLength(27);
    expect(
      aboutAda.items.every(
        (e: { subjectName: string; action: string }) =>
          e.subjectName === 'Ada Okafor' && e.action === 'patient.record_viewed',
      ),
    ).toBe(true);
    const uploads = (await get(`/audit?actorId=${busy.id}&action=file.uploaded`)).json();
    expect(uploads.items.map((e: { subjectUserId: string }) => e.subjectUserId)).toEqual([ada.id]);
  });

  it('exports the filtered trail as CSV, escaped and defused, and records the export', async () => {
    const actor = await clinician('Csv', 'Writer');
    await record({
      actorId: actor.id,
      subjectUserId: tricky.id,
      recordType: 'file',
      recordId: '-42',
      at: new Date(APRIL_1_START + 60_000),
      details: { reason: 'Chest pain, "urgent"' },
    });
    await record({ actorId: actor.id, subjectUserId: ada.id, at: new Date(APRIL_1_START + 120_000) });
    await record({ actorId: actor.id, subjectUserId: bo.id, at: new Date(APRIL_2_START + 1) });

    const res = await get(`/audit/export?actorId=${actor.id}&from=2026-04-01&to=2026-04-01`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="curo-audit-trail-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['x-total-count']).toBe('2');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'When (UTC),When (Sydney),Action,By (ID),By,By (role),Acting as (ID),Acting as,About (ID),About,About (role),Record type,Record ID,IP address,Details',
    );
    expect(lines).toHaveLength(4); // header, two events, and the empty string after the last CRLF
    expect(lines[3]).toBe('');
    expect(lines[1]).toBe(
      `2026-03-31T13:02:00.000Z,"01/04/2026, 00:02:00 AEDT",patient.record_viewed,${actor.id},Csv Writer,doctor,,,${ada.id},Ada Okafor,patient,,,,`,
    );
    expect(lines[2]).toBe(
      `2026-03-31T13:01:00.000Z,"01/04/2026, 00:01:00 AEDT",patient.record_viewed,${actor.id},Csv Writer,doctor,,,${tricky.id},` +
        `"'=HYPERLINK(""http://x.example"") Smith, ""Jr""",patient,file,'-42,,"{""reason"":""Chest pain, \\""urgent\\""""}"`,
    );

    const exports = await queryRows<{
      actor_id: string;
      details: { rows: number; filters: Record<string, string> };
    }>(
      t.database.db,
      sql`select actor_id, details from audit_events where action = 'export.audit_trail' and details->'filters'->>'actorId' = ${actor.id}`,
    );
    expect(exports).toEqual([
      {
        actor_id: admin.id,
        details: { rows: 2, filters: { actorId: actor.id, from: '2026-04-01', to: '2026-04-01' } },
      },
    ]);
    // The trail now shows the export, with the admin's name.
    const shown = (await get(`/audit?actorId=${admin.id}&action=export.audit_trail`)).json();
    expect(shown.items[0]).toMatchObject({
      actorName: 'Sam Taylor',
      actorRole: 'admin',
      recordType: 'audit_trail',
    });
  });

  it(`refuses an export of more than ${AUDIT_EXPORT_ROW_LIMIT} events, saying why, and records none`, async () => {
    const actor = await clinician('Very', 'Busy');
    await t.database.db.execute(sql`
      insert into audit_events (id, action, actor_id, created_at)
      select gen_random_uuid(), 'auth.login', ${actor.id}::uuid, timestamptz '2026-02-01T00:00:00Z' + make_interval(mins => i)
      from generate_series(1, ${AUDIT_EXPORT_ROW_LIMIT + 1}) as i`);
    const res = await get(`/audit/export?actorId=${actor.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      statusCode: 422,
      code: ErrorCode.EXPORT_TOO_LARGE,
      message:
        'More than 10,000 events match, more than one file can hold. Narrow the dates or filters and export again',
    });
    const recorded = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_events where action = 'export.audit_trail' and details->'filters'->>'actorId' = ${actor.id}`,
    );
    expect(recorded[0]?.n).toBe(0);
    // Two Sydney days of them fit, streamed in batches of 1,000 with none lost or repeated: from
    // 00:01 UTC on 1 February to 12:59 UTC on 2 February (the end of 2 February at +11).
    const days = await get(`/audit/export?actorId=${actor.id}&from=2026-02-01&to=2026-02-02`);
    expect(days.statusCode).toBe(200);
    expect(days.headers['x-total-count']).toBe('2219');
    const rows = days.body.split('\r\n').slice(1, -1);
    expect(new Set(rows).size).toBe(2219);
    expect(rows[0]?.startsWith('2026-02-02T12:59:00.000Z,')).toBe(true);
    expect(rows.at(-1)?.startsWith('2026-02-01T00:01:00.000Z,')).toBe(true);
  });

  it('answers a breach investigation: everyone whose record one person opened between two dates', async () => {
    const suspect = await clinician('Rex', 'Mallory');
    const someoneElse = await clinician('Ivy', 'Honest');
    const cy = await makePatient(t, { firstName: 'Cy', lastName: 'Outside', signedIn: false });
    const dee = await makePatient(t, { firstName: 'Dee', lastName: 'Uploaded', signedIn: false });
    const at = (ms: number) => new Date(ms);
    // Ada: three openings across both days of the range (one a break-glass), one after it.
    await record({ actorId: suspect.id, subjectUserId: ada.id, at: at(APRIL_1_START) });
    await record({
      action: 'patient.break_glass',
      actorId: suspect.id,
      subjectUserId: ada.id,
      at: at(APRIL_2_START + 5_000),
    });
    await record({ actorId: suspect.id, subjectUserId: ada.id, at: at(APRIL_2_START + 86_400_000 - 1) });
    await record({ actorId: suspect.id, subjectUserId: ada.id, at: at(APRIL_2_START + 86_400_000) });
    // Bo: once, on the second day.
    await record({ actorId: suspect.id, subjectUserId: bo.id, at: at(APRIL_2_START + 7_200_000) });
    // Cy: only the day before the range (31 March, 23:59:59.999 in Sydney).
    await record({ actorId: suspect.id, subjectUserId: cy.id, at: at(APRIL_1_START - 1) });
    // Dee: something that is not opening her record; the suspect's own record; someone else's views.
    await record({
      action: 'file.uploaded',
      actorId: suspect.id,
      subjectUserId: dee.id,
      at: at(APRIL_1_START + 1),
    });
    await record({ actorId: suspect.id, subjectUserId: suspect.id, at: at(APRIL_1_START + 1) });
    await record({ actorId: someoneElse.id, subjectUserId: dee.id, at: at(APRIL_1_START + 1) });

    const res = await get(`/audit/record-views?actorId=${suspect.id}&from=2026-04-01&to=2026-04-02`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      actor: { id: suspect.id, name: 'Rex Mallory', role: 'doctor' },
      from: '2026-04-01',
      to: '2026-04-02',
      total: 2,
      items: [
        {
          subjectUserId: ada.id,
          subjectName: 'Ada Okafor',
          subjectEmail: ada.email,
          subjectRole: 'patient',
          firstViewedAt: at(APRIL_1_START).toISOString(),
          lastViewedAt: at(APRIL_2_START + 86_400_000 - 1).toISOString(),
          views: 3,
        },
        {
          subjectUserId: bo.id,
          subjectName: 'Bo Lindqvist',
          subjectEmail: bo.email,
          subjectRole: 'patient',
          firstViewedAt: at(APRIL_2_START + 7_200_000).toISOString(),
          lastViewedAt: at(APRIL_2_START + 7_200_000).toISOString(),
          views: 1,
        },
      ],
    });
    // One day earlier takes in Cy, and Ada's first opening, not the second day's.
    const earlier = (
      await get(`/audit/record-views?actorId=${suspect.id}&from=2026-03-31&to=2026-04-01`)
    ).json();
    expect(
      earlier.items.map((i: { subjectName: string; views: number }) => [i.subjectName, i.views]),
    ).toEqual([
      ['Ada Okafor', 1],
      ['Cy Outside', 1],
    ]);
    expect((await get(`/audit/record-views?actorId=${suspect.id}&from=2026-04-01`)).statusCode).toBe(400);

    const csv = await get(`/audit/record-views/export?actorId=${suspect.id}&from=2026-04-01&to=2026-04-02`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="curo-record-views-2026-04-01-to-2026-04-02.csv"',
    );
    expect(csv.body.split('\r\n')).toEqual([
      'Person (ID),Person,Email,Role,First opened (UTC),First opened (Sydney),Last opened (UTC),Last opened (Sydney),Times opened,Opened by (ID),Opened by',
      `${ada.id},Ada Okafor,${ada.email},patient,2026-03-31T13:00:00.000Z,"01/04/2026, 00:00:00 AEDT",2026-04-02T12:59:59.999Z,"02/04/2026, 23:59:59 AEDT",3,${suspect.id},Rex Mallory`,
      `${bo.id},Bo Lindqvist,${bo.email},patient,2026-04-01T15:00:00.000Z,"02/04/2026, 02:00:00 AEDT",2026-04-01T15:00:00.000Z,"02/04/2026, 02:00:00 AEDT",1,${suspect.id},Rex Mallory`,
      '',
    ]);
    const exported = await queryRows<{ actor_id: string; subject_user_id: string; record_type: string }>(
      t.database.db,
      sql`select actor_id, subject_user_id, record_type from audit_events where action = 'export.record_views'`,
    );
    expect(exported).toEqual([
      { actor_id: admin.id, subject_user_id: suspect.id, record_type: 'record_views' },
    ]);
  });

  it('puts consult actions and the appointment sheet export on the trail, about the patient', async () => {
    const { patient, doctor } = clinic;
    const done = await bookFirstFreeSlot(t, patient.token, doctor.id);
    await advance(t, done.id, 'checkIn', patient.token);
    for (const action of ['start', 'end', 'markAsCompleted']) await advance(t, done.id, action, doctor.token);
    const other = await bookFirstFreeSlot(t, patient.token, doctor.id);
    await advance(t, other.id, 'cancel', patient.token, { reason: 'Cannot make it' });
    await advance(t, other.id, 'reactivate', patient.token);
    const [, later] = await freeStarts(t, doctor.id, mondayAhead(14));
    await advance(t, other.id, 'amend', patient.token, { startsAt: later });
    // An amend that does not move the consult is not a reschedule.
    await advance(t, other.id, 'amend', patient.token, { reason: 'Also my knee' });

    const trail = (await get(`/audit?subjectUserId=${patient.id}`)).json().items as Array<{
      action: string;
      actorName: string;
      recordId: string;
      subjectName: string;
    }>;
    const consultActions = trail
      .filter((e) => e.action.startsWith('appointment.'))
      .reverse()
      .map((e) => [e.action, e.actorName, e.recordId === done.id ? 'first' : 'second']);
    expect(consultActions).toEqual([
      ['appointment.checked_in', 'Mia Nguyen', 'first'],
      ['appointment.started', 'Priya Raman', 'first'],
      ['appointment.ended', 'Priya Raman', 'first'],
      ['appointment.completed', 'Priya Raman', 'first'],
      ['appointment.cancelled', 'Mia Nguyen', 'second'],
      ['appointment.reactivated', 'Mia Nguyen', 'second'],
      ['appointment.rescheduled', 'Mia Nguyen', 'second'],
    ]);
    expect(trail.find((e) => e.action === 'appointment.rescheduled')?.subjectName).toBe('Mia Nguyen');

    const sheet = await get('/appointments/admin/sheets?view=all');
    expect(sheet.statusCode).toBe(200);
    const sheetExports = (await get(`/audit?actorId=${admin.id}&action=export.appointment_sheet`)).json()
      .items;
    expect(sheetExports).toHaveLength(1);
    expect(sheetExports[0]).toMatchObject({ actorName: 'Sam Taylor', recordType: 'appointment_sheet' });
  });

  it('is for admins only: everyone else is refused (403), and nobody signed out gets in (401)', async () => {
    const urls = [
      '/audit',
      '/audit/export',
      `/audit/record-views?actorId=${viewer.id}&from=2026-04-01&to=2026-04-01`,
      `/audit/record-views/export?actorId=${viewer.id}&from=2026-04-01&to=2026-04-01`,
    ];
    for (const url of urls) {
      for (const role of ['patient', 'doctor', 'nurse', 'companyAdmin', 'instantDoctor'] as const) {
        const res = await get(url, clinic.byRole[role].token);
        expect([url, role, res.statusCode]).toEqual([url, role, 403]);
      }
      expect((await t.app.inject({ url: `/api/v1${url}` })).statusCode).toBe(401);
    }
    // The refused exports left nothing on the trail.
    const exports = await queryRows<{ actor_id: string }>(
      t.database.db,
      sql`select actor_id from audit_events where action like 'export.%' and actor_id <> ${admin.id}`,
    );
    expect(exports).toEqual([]);
  });

  it("keeps the patient's access history: who opened their record, not the admins' exports about it", async () => {
    const { patient, doctor } = clinic;
    expect((await get(`/users/${patient.id}`, doctor.token)).statusCode).toBe(200);
    await get(`/audit/export?subjectUserId=${patient.id}`);
    const history = await get('/users/me/access-history', patient.token);
    expect(history.statusCode).toBe(200);
    const items = history.json().items as Array<{ viewerName: string; action: string }>;
    expect(items[0]).toMatchObject({ viewerName: 'Priya Raman', action: 'patient.record_viewed' });
    expect(items.every((i) => i.action === 'patient.record_viewed')).toBe(true);
  });
});
