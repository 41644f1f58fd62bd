import { NOTE_FIELD_MAX, noteMessages, type TNoteFields } from '@curo/core/clinical-notes';
import { ErrorCode } from '@curo/core/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeAccount, makeDoctor, makePatient } from '../../../test/accounts';
import { advance } from '../../../test/appointments';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { eventually } from '../../../test/eventually';
import { bookFirstFreeSlot, type Clinic, makeClinic } from '../../../test/people';
import { queryRows } from '../../../test/query';

type Method = 'GET' | 'PUT' | 'POST';

const fields = (over: Partial<TNoteFields> = {}): TNoteFields => ({
  reason: 'Cough for two weeks',
  history: 'Dry cough, worse at night. No fever. Non-smoker.',
  examination: 'Chest clear on video; speaking full sentences.',
  assessment: 'Post-viral cough',
  plan: 'Honey and fluids; review in 2 weeks if not better',
  patientSummary:
    'Your cough is most likely after a virus. Rest, drink fluids, and book again in 2 weeks if it is not better.',
  ...over,
});

describe('clinical notes', () => {
  let t: TestApp;
  let clinic: Clinic;
  /** Dr Ana Silva: a doctor on no consult of Mia's. */
  let otherDoctor: Account;
  /** Nina Park: a nurse on no consult of Mia's. */
  let otherNurse: Account;
  let stranger: { token: string };

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 10_000 });
    // Mia Nguyen (patient), Dr Priya Raman (GP), Tom O'Connor (nurse), Sam Taylor (admin).
    clinic = await makeClinic(t);
    otherDoctor = await makeDoctor(t, { firstName: 'Ana', lastName: 'Silva' });
    otherNurse = await makeAccount(t, 'nurse', { firstName: 'Nina', lastName: 'Park' });
    stranger = { token: (await signUpPatient(t)).accessToken };
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const ok = async (method: Method, url: string, token: string, payload?: object, status = 200) => {
    const res = await call(method, url, token, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json();
  };
  const refused = (res: Awaited<ReturnType<typeof call>>, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.code).toBe(code);
    return res.json().error.message as string;
  };

  const read = (id: string, token = clinic.doctor.token) =>
    call('GET', `/appointmentNotes?appointmentId=${id}`, token);
  const save = (
    id: string,
    baseVersion: number,
    over: Partial<TNoteFields> = {},
    token = clinic.doctor.token,
  ) => call('PUT', `/appointmentNotes/${id}`, token, { baseVersion, ...fields(over) });
  const sign = (id: string, baseVersion: number, token = clinic.doctor.token) =>
    call('POST', `/appointmentNotes/${id}/sign`, token, { baseVersion });
  const addendum = (id: string, text: string, token = clinic.doctor.token) =>
    call('POST', `/appointmentNotes/${id}/addenda`, token, { text });
  const observe = (id: string, text: string, token = clinic.nurse.token) =>
    call('POST', `/appointmentNotes/${id}/observations`, token, { text });
  const summary = (id: string, token = clinic.patient.token) =>
    call('GET', `/appointmentNotes/${id}/summary`, token);

  /** A consult Mia booked with Dr Raman. */
  const consult = async () =>
    (await bookFirstFreeSlot(t, clinic.patient.token, clinic.doctor.id)).id as string;
  /** …with Nurse O'Connor added to it with his account. */
  const withNurse = async (id: string) =>
    ok(
      'POST',
      '/participants',
      clinic.patient.token,
      { appointmentId: id, name: "Tom O'Connor", role: 'nurse', userId: clinic.nurse.id },
      201,
    );
  const complete = async (id: string) => {
    for (const action of ['start', 'end', 'markAsCompleted'])
      await advance(t, id, action, clinic.doctor.token);
  };

  it('keeps every draft the doctor saves as a version, and refuses a save from a stale version', async () => {
    const id = await consult();
    const empty = (await read(id)).json();
    expect(empty).toMatchObject({ status: 'empty', version: 0, versionCount: 0, entries: [] });
    expect(empty.you).toEqual({ edit: true, sign: false, addAddendum: false, addObservation: false });

    expect((await save(id, 0, { plan: 'Fluids' })).json()).toMatchObject({ version: 1, changed: true });
    expect((await save(id, 1)).json()).toMatchObject({ version: 2, changed: true });
    // The same fields again (an autosave with nothing typed) add no version.
    expect((await save(id, 2)).json()).toMatchObject({ version: 2, changed: false });

    // A second tab that last saw version 1 cannot overwrite version 2.
    const stale = await save(id, 1, { plan: 'Antibiotics' });
    expect(refused(stale, 409, ErrorCode.NOTE_VERSION_CONFLICT)).toBe(noteMessages.versionConflict);

    const note = (await read(id)).json();
    expect(note).toMatchObject({
      status: 'draft',
      version: 2,
      versionCount: 2,
      fields: fields(),
      savedBy: { userId: clinic.doctor.id, name: 'Dr Priya Raman' },
      signedAt: null,
    });
    const { versions } = await ok('GET', `/appointmentNotes/${id}/versions`, clinic.doctor.token);
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[1].fields.plan).toBe('Fluids');
    expect(versions[0].fields.plan).toBe(fields().plan);

    // Limits: each field at most 20 000 characters.
    const long = await save(id, 2, { history: 'x'.repeat(NOTE_FIELD_MAX + 1) });
    refused(long, 400, ErrorCode.VALIDATION_ERROR);
    expect((await save(id, 2, { history: 'x'.repeat(NOTE_FIELD_MAX) })).statusCode).toBe(200);
  });

  it('lets a nurse on the consult read the note and add observations, but not write the note', async () => {
    const id = await consult();
    await save(id, 0);
    // Before he is on the consult, the nurse does not see it.
    refused(await read(id, clinic.nurse.token), 404, ErrorCode.NOT_FOUND);
    const consultPage = (token: string) =>
      t.app.inject({ url: `/api/v1/dateOffers/${id}`, headers: bearer(token) });
    expect((await consultPage(clinic.nurse.token)).statusCode).toBe(404);
    await withNurse(id);
    // Once on it, he opens the consult's page (where the notes are), and another nurse still cannot.
    expect((await consultPage(clinic.nurse.token)).statusCode).toBe(200);
    expect((await consultPage(otherNurse.token)).statusCode).toBe(404);

    const added = await observe(id, 'BP 128/82, HR 76, SpO2 98% on room air');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      kind: 'observation',
      author: { userId: clinic.nurse.id, name: "Tom O'Connor", role: 'nurse' },
      text: 'BP 128/82, HR 76, SpO2 98% on room air',
    });
    const seen = (await read(id, clinic.nurse.token)).json();
    expect(seen.fields).toEqual(fields());
    expect(seen.entries).toHaveLength(1);
    expect(seen.you).toEqual({ edit: false, sign: false, addAddendum: false, addObservation: true });

    refused(await save(id, 1, {}, clinic.nurse.token), 403, ErrorCode.FORBIDDEN);
    refused(await sign(id, 1, clinic.nurse.token), 403, ErrorCode.FORBIDDEN);
    refused(await addendum(id, 'Late entry', clinic.nurse.token), 403, ErrorCode.FORBIDDEN);
    // The doctor writes the note itself rather than observations.
    refused(await observe(id, 'Note to self', clinic.doctor.token), 403, ErrorCode.FORBIDDEN);
    refused(await observe(id, '   '), 400, ErrorCode.VALIDATION_ERROR);
  });

  it('refuses everyone not on the case: other clinicians 404, patients and employers 403', async () => {
    const id = await consult();
    await save(id, 0);
    for (const token of [otherDoctor.token, otherNurse.token, clinic.instantDoctor.token]) {
      refused(await read(id, token), 404, ErrorCode.NOT_FOUND);
      refused(await save(id, 1, {}, token), 404, ErrorCode.NOT_FOUND);
      refused(await call('GET', `/appointmentNotes/${id}/versions`, token), 404, ErrorCode.NOT_FOUND);
    }
    for (const token of [clinic.patient.token, stranger.token, clinic.companyAdmin.token]) {
      refused(await read(id, token), 403, ErrorCode.FORBIDDEN);
      refused(await save(id, 1, {}, token), 403, ErrorCode.FORBIDDEN);
      refused(await call('GET', `/appointmentNotes/${id}/versions`, token), 403, ErrorCode.FORBIDDEN);
    }
    // An admin reads every note and writes none.
    expect((await read(id, clinic.admin.token)).statusCode).toBe(200);
    refused(await save(id, 1, {}, clinic.admin.token), 403, ErrorCode.FORBIDDEN);
    // Nobody learns of a consult that does not exist.
    refused(await read('00000000-0000-7000-8000-000000000000'), 404, ErrorCode.NOT_FOUND);
  });

  it('signs and locks the note when the doctor completes the consult; afterwards only dated addenda', async () => {
    const id = await consult();
    await save(id, 0);
    refused(await addendum(id, 'Too early'), 409, ErrorCode.NOTE_NOT_SIGNED);
    await complete(id);

    const signed = await eventually(async () => {
      const note = (await read(id)).json();
      return note.status === 'signed' && note;
    });
    expect(signed).toMatchObject({
      version: 1,
      signedOn: 'completed',
      signedBy: { userId: clinic.doctor.id, name: 'Dr Priya Raman' },
    });
    expect(signed.you).toEqual({ edit: false, sign: false, addAddendum: true, addObservation: false });

    const edit = await save(id, 1, { plan: 'Changed after the fact' });
    expect(refused(edit, 409, ErrorCode.NOTE_LOCKED)).toBe(noteMessages.locked);

    const before = Date.now();
    const added = await addendum(id, 'Pathology: FBC normal.');
    expect(added.statusCode, added.body).toBe(201);
    const entry = added.json();
    expect(entry).toMatchObject({
      kind: 'addendum',
      text: 'Pathology: FBC normal.',
      author: { userId: clinic.doctor.id, name: 'Dr Priya Raman' },
    });
    expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(entry.createdAt)).toBeLessThanOrEqual(Date.now() + 1000);

    const after = (await read(id)).json();
    expect(after.fields.plan).toBe(fields().plan);
    expect(after.entries.map((e: { text: string }) => e.text)).toEqual(['Pathology: FBC normal.']);
    // Nothing was written over: one version, as signed.
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from clinical_note_versions v join clinical_notes n on n.id = v.note_id where n.appointment_id = ${id}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('locks a completed consult’s note on the next write even if signing on completion was lost', async () => {
    const id = await consult();
    await save(id, 0);
    await complete(id);
    await eventually(async () => (await read(id)).json().status === 'signed');
    // As if the listener had failed: the signature never landed.
    await t.database.db.execute(
      sql`update clinical_notes set signed_at = null, signed_by = null, signed_on = null where appointment_id = ${id}`,
    );
    refused(await save(id, 1, { plan: 'Sneaked in' }), 409, ErrorCode.NOTE_LOCKED);
    expect((await read(id)).json()).toMatchObject({ status: 'signed', signedOn: 'completed', version: 1 });
  });

  it('lets the doctor sign before completing; a stale or empty note is not signed', async () => {
    const id = await consult();
    refused(await sign(id, 0), 409, ErrorCode.INVALID_STATE);
    await save(id, 0);
    await save(id, 1, { plan: 'Second thoughts' });
    refused(await sign(id, 1), 409, ErrorCode.NOTE_VERSION_CONFLICT);
    const signed = await sign(id, 2);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({
      version: 2,
      signedOn: 'signed',
      signedBy: { userId: clinic.doctor.id },
    });
    refused(await save(id, 2), 409, ErrorCode.NOTE_LOCKED);
    // Signing again changes nothing; completing keeps the doctor's own signature.
    expect((await sign(id, 2)).json().signedAt).toBe(signed.json().signedAt);
    await complete(id);
    expect((await read(id)).json()).toMatchObject({ signedOn: 'signed', signedAt: signed.json().signedAt });
  });

  it('shows the patient only the summary of their own consult, once signed', async () => {
    const id = await consult();
    await save(id, 0);
    expect((await summary(id)).json()).toEqual({
      appointmentId: id,
      summary: null,
      signedAt: null,
      doctorName: null,
    });
    await sign(id, 1);
    const mine = await summary(id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      appointmentId: id,
      summary: fields().patientSummary,
      doctorName: 'Dr Priya Raman',
    });
    // Not a word of the clinical fields.
    expect(Object.keys(mine.json()).sort()).toEqual(['appointmentId', 'doctorName', 'signedAt', 'summary']);
    expect(mine.body).not.toContain('Post-viral');

    refused(await summary(id, stranger.token), 404, ErrorCode.NOT_FOUND);
    refused(await summary(id, clinic.doctor.token), 403, ErrorCode.FORBIDDEN);
  });

  it('puts every staff read on the audit trail and in the patient’s access history', async () => {
    const id = await consult();
    await save(id, 0);
    expect((await read(id, clinic.admin.token)).statusCode).toBe(200);
    expect((await call('GET', `/appointmentNotes/${id}/versions`, clinic.admin.token)).statusCode).toBe(200);

    const events = await queryRows<{
      actor_id: string;
      subject_user_id: string;
      details: Record<string, unknown>;
    }>(
      t.database.db,
      sql`select actor_id, subject_user_id, details from audit_events
          where action = 'patient.record_viewed' and record_type = 'clinical_note' and record_id = ${id}
          order by created_at, id`,
    );
    expect(events.map((e) => [e.actor_id, e.subject_user_id, e.details.view, e.details.access])).toEqual([
      [clinic.admin.id, clinic.patient.id, 'note', 'admin'],
      [clinic.admin.id, clinic.patient.id, 'versions', 'admin'],
    ]);

    const history = await ok('GET', '/users/me/access-history', clinic.patient.token);
    expect(history.items[0]).toMatchObject({ viewerName: 'Sam Taylor', viewerRole: 'admin' });

    // The doctor's own reads are on the record too; the patient's reading of the summary is not a staff read.
    await read(id);
    await summary(id);
    const byDoctor = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_events where action = 'patient.record_viewed'
          and record_type = 'clinical_note' and record_id = ${id} and actor_id = ${clinic.doctor.id}`,
    );
    expect(byDoctor[0]?.n).toBe(1);
    const byPatient = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_events where record_id = ${id} and actor_id = ${clinic.patient.id}`,
    );
    expect(byPatient[0]?.n).toBe(0);
  });

  it('closes the note to a nurse 30 days after the consult ended (decision 0021); its doctor still reads it', async () => {
    // Leo Hart has this one consult: the nurse's care of him rests on it alone (0021 asks of the patient).
    const leo = await makePatient(t, { firstName: 'Leo', lastName: 'Hart' });
    const id = (await bookFirstFreeSlot(t, leo.token, clinic.doctor.id)).id as string;
    await ok(
      'POST',
      '/participants',
      leo.token,
      { appointmentId: id, name: "Tom O'Connor", role: 'nurse', userId: clinic.nurse.id },
      201,
    );
    await save(id, 0);
    await complete(id);
    expect((await read(id, clinic.nurse.token)).statusCode).toBe(200);
    const endsAt = Date.now() - 40 * 86_400_000;
    await ok('POST', `/appointments/${id}/adminEdit`, clinic.admin.token, {
      startsAt: new Date(endsAt - 15 * 60_000).toISOString(),
      duration: 15,
    });
    refused(await read(id, clinic.nurse.token), 404, ErrorCode.NOT_FOUND);
    refused(await observe(id, 'Late call to the patient'), 404, ErrorCode.NOT_FOUND);
    expect((await read(id)).json()).toMatchObject({ status: 'signed', version: 1 });
  });

  it('has no notes for a cancelled consult', async () => {
    const id = await consult();
    await advance(t, id, 'cancel', clinic.patient.token, { reason: 'Feeling better' });
    refused(await save(id, 0), 409, ErrorCode.INVALID_STATE);
    expect((await read(id)).json().you.edit).toBe(false);
  });
});
