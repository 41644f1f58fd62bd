import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { documentWords } from '@curo/core/documents';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeAccount, makeDoctor, makePatient } from '../../../test/accounts';
import { bearer, signIn, TEST_PASSWORD } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { queryRows } from '../../../test/query';
import type { JobHandler, Jobs } from '../../platform/jobs/jobs';
import { LocalFileStorage, newStorageKey } from '../../platform/storage/file-storage';
import { deidentifyClosedAccounts, RETENTION_CRON, registerRetentionJobs } from '.';

/**
 * The retention job on a real database with a fixed clock (decision 0058). Every time below is
 * computed from NOW, never from today: 20 March 2034, 12:00 in Sydney (AEDT, +11).
 */
const NOW = new Date('2034-03-20T01:00:00Z');
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

describe('closed accounts are de-identified when their retention period is over', () => {
  let t: TestApp;
  let dataDir: string;
  let storage: LocalFileStorage;
  let doctor: Account;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-retention-'));
    t = await buildTestApp({ rateLimitLogin: 10_000 }, { DATA_DIR: dataDir });
    storage = new LocalFileStorage(path.join(dataDir, 'files'));
    doctor = await makeDoctor(t, { firstName: 'Dana', lastName: 'Okafor' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => t.database.db;
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(db(), query))[0] as T;

  interface History {
    patient: Account;
    appointmentId: string;
    keys: { chat: string; document: string; referral: string };
  }

  /**
   * A patient with one consult that ended at `lastContact`, with what a consult leaves behind: a
   * signed note, a chat message with an attachment, a medical certificate, a referral letter in
   * the file store, a paid invoice. `closedAt`: when the account was closed (else it stays open).
   */
  async function patientWithHistory({
    lastContact,
    closedAt,
    dateOfBirth = '1980-04-02',
    name,
  }: {
    lastContact: Date;
    closedAt?: Date;
    dateOfBirth?: string;
    name: { firstName: string; lastName: string };
  }): Promise<History> {
    const patient = await makePatient(t, {
      ...name,
      profile: {
        dateOfBirth,
        sex: 'female',
        addressLine: '12 Wattle St',
        suburb: 'Newtown',
        postcode: '2042',
        state: 'NSW',
        medicareNumber: '2123456701',
        medicareIrn: 1,
        medicareExpiry: '01/2030',
        ihi: '8003608166690503',
      },
    });
    await db().execute(sql`update users set phone = '+61412345678' where id = ${patient.id}`);
    const started = new Date(lastContact.getTime() - 30 * 60_000);
    const booked = new Date(lastContact.getTime() - 7 * 86_400_000);
    const [appointment] = await queryRows<{ id: string }>(
      db(),
      sql`insert into appointments (id, type, status, patient_id, doctor_id, starts_at, ends_at, reason, details, created_at, updated_at)
          values (gen_random_uuid(), 'scheduled', 'completed', ${patient.id}, ${doctor.id}, ${started.toISOString()},
            ${lastContact.toISOString()}, ${`${name.firstName} has a sore knee`}, ${JSON.stringify({ callbackPhone: '0412345678' })}::jsonb,
            ${booked.toISOString()}, ${lastContact.toISOString()})
          returning id`,
    );
    const appointmentId = appointment?.id ?? '';
    await db().execute(sql`insert into appointment_events (id, appointment_id, action, to_status, details, created_at)
      values (gen_random_uuid(), ${appointmentId}, 'completed', 'completed', ${JSON.stringify({ note: name.lastName })}::jsonb, ${lastContact.toISOString()})`);
    await db().execute(sql`insert into appointment_participants (id, appointment_id, name, email, role, created_at)
      values (gen_random_uuid(), ${appointmentId}, 'Sam Guest', 'sam@example.com', 'guest', ${booked.toISOString()})`);

    const [note] = await queryRows<{ id: string }>(
      db(),
      sql`insert into clinical_notes (id, appointment_id, version, signed_at, signed_by, signed_on, created_at)
          values (gen_random_uuid(), ${appointmentId}, 1, ${lastContact.toISOString()}, ${doctor.id}, 'web', ${started.toISOString()}) returning id`,
    );
    await db().execute(sql`insert into clinical_note_versions (id, note_id, version, reason, history, examination, assessment, plan, patient_summary, saved_by, saved_at)
      values (gen_random_uuid(), ${note?.id}, 1, 'Knee pain', ${`${name.firstName} fell at work`}, 'Swollen', 'Sprain', 'Rest', 'Ice it', ${doctor.id}, ${lastContact.toISOString()})`);

    const chat = newStorageKey('consults', 'pdf');
    await storage.put(chat, PDF);
    await db().execute(
      sql`insert into consult_chats (appointment_id, last_seq, last_message_at) values (${appointmentId}, 1, ${started.toISOString()})`,
    );
    await db().execute(sql`insert into consult_chat_messages (id, appointment_id, seq, sender_id, body, attachment_key, attachment_name, attachment_type, attachment_bytes, created_at)
      values (gen_random_uuid(), ${appointmentId}, 1, ${patient.id}, ${`Hi, it's ${name.firstName}`}, ${chat}, 'my-scan.pdf', 'application/pdf', ${PDF.length}, ${started.toISOString()})`);

    const document = newStorageKey('documents', 'pdf');
    await storage.put(document, PDF);
    const [doc] = await queryRows<{ id: string }>(
      db(),
      sql`insert into clinical_documents (id, kind, appointment_id, patient_id, doctor_id, verification_code, patient_name, patient_initials, doctor_name, details, storage_key, issued_at)
          values (gen_random_uuid(), 'medical_certificate', ${appointmentId}, ${patient.id}, ${doctor.id}, ${`V${patient.id.slice(-9)}`},
            ${`${name.firstName} ${name.lastName}`}, 'AB', 'Dr Dana Okafor', ${JSON.stringify({ reason: 'Unfit for work' })}::jsonb, ${document}, ${lastContact.toISOString()})
          returning id`,
    );
    await db().execute(sql`insert into document_shares (id, document_id, recipient, email, recipient_name, token_hash, shared_by, created_at, expires_at)
      values (gen_random_uuid(), ${doc?.id}, 'third_party', 'boss@example.com', 'The Boss', ${`hash-${patient.id}`}, ${doctor.id}, ${lastContact.toISOString()}, ${lastContact.toISOString()})`);

    const referral = newStorageKey('referrals', 'pdf');
    await storage.put(referral, PDF);
    await db().execute(sql`insert into files (id, kind, owner_id, patient_id, appointment_id, original_name, content_type, size_bytes, storage_key, sha256, created_at)
      values (gen_random_uuid(), 'referrals', ${doctor.id}, ${patient.id}, ${appointmentId}, ${`${name.lastName}-referral.pdf`}, 'application/pdf', ${PDF.length}, ${referral}, 'x', ${started.toISOString()})`);

    const [payment] = await queryRows<{ id: string }>(
      db(),
      sql`insert into payments (id, patient_id, appointment_id, provider, price_cents, amount_cents, status, description, created_at, updated_at)
          values (gen_random_uuid(), ${patient.id}, ${appointmentId}, 'test', 8500, 8500, 'captured', 'Video consult with Dr Dana Okafor', ${booked.toISOString()}, ${lastContact.toISOString()})
          returning id`,
    );
    await db().execute(sql`insert into invoices (id, number, year, sequence, payment_id, patient_id, appointment_id, details, issued_at)
      values (gen_random_uuid(), ${`INV-T-${patient.id}`}, 2027, ${Math.floor(Math.random() * 1e9)}, ${payment?.id}, ${patient.id}, ${appointmentId},
        ${JSON.stringify({ patientName: `${name.firstName} ${name.lastName}`, familyMemberName: null, amountCents: 8500 })}::jsonb, ${lastContact.toISOString()})`);

    await db().execute(sql`insert into outbound_messages (id, channel, to_address, subject, text_body, status, created_at)
      values (gen_random_uuid(), 'email', ${patient.email}, 'Your consult', ${`Hello ${name.firstName}`}, 'sent', ${lastContact.toISOString()})`);

    if (closedAt)
      await db().execute(
        sql`update users set deleted_at = ${closedAt.toISOString()} where id = ${patient.id}`,
      );
    return { patient, appointmentId, keys: { chat, document, referral } };
  }

  const userRow = (id: string) =>
    one<{
      email: string;
      first_name: string;
      last_name: string;
      phone: string | null;
      password_hash: string | null;
      deidentified_at: Date | null;
    }>(
      sql`select email, first_name, last_name, phone, password_hash, deidentified_at from users where id = ${id}`,
    );
  const profileRow = (id: string) =>
    one<
      Record<string, unknown>
    >(sql`select date_of_birth::text, birth_year, address_line, suburb, postcode, state, sex,
      medicare_number, medicare_irn, medicare_expiry, ihi from patient_profiles where user_id = ${id}`);
  const retentionEvents = (id: string) =>
    queryRows<{ actor_id: string | null; record_id: string; details: Record<string, unknown> }>(
      db(),
      sql`select actor_id, record_id, details from audit_events where action = 'user.deidentified' and subject_user_id = ${id}`,
    );
  /** Everything the job may change about a patient, to compare before and after. */
  const snapshot = async (h: History) => ({
    user: await userRow(h.patient.id),
    profile: await profileRow(h.patient.id),
    appointment: await one(sql`select reason, details from appointments where id = ${h.appointmentId}`),
    chat: await queryRows(
      db(),
      sql`select body, attachment_key from consult_chat_messages where appointment_id = ${h.appointmentId}`,
    ),
    note: await queryRows(
      db(),
      sql`select v.history from clinical_note_versions v join clinical_notes n on n.id = v.note_id where n.appointment_id = ${h.appointmentId}`,
    ),
    documents: await queryRows(
      db(),
      sql`select patient_name, details from clinical_documents where patient_id = ${h.patient.id}`,
    ),
    files: await queryRows(
      db(),
      sql`select original_name, deleted_at from files where patient_id = ${h.patient.id}`,
    ),
    invoices: await queryRows(db(), sql`select details from invoices where patient_id = ${h.patient.id}`),
    sessions: await queryRows(db(), sql`select id from refresh_tokens where user_id = ${h.patient.id}`),
    bytes: [
      await storage.get(h.keys.chat),
      await storage.get(h.keys.document),
      await storage.get(h.keys.referral),
    ].map((b) => b !== null),
  });

  // Sydney dates: NOW is 20 March 2034; 7 years before is 20 March 2027.
  let adultDue: History;
  let adultNotDue: History;
  let minor: History;
  let open: History;

  beforeAll(async () => {
    // Last contact on 19 March 2027 in Sydney: 7 years and a day before NOW.
    adultDue = await patientWithHistory({
      name: { firstName: 'Ada', lastName: 'Duewell' },
      lastContact: new Date('2027-03-19T03:00:00Z'),
      closedAt: new Date('2027-03-19T04:00:00Z'),
    });
    // Last contact on 21 March 2027 in Sydney (10:30 UTC on the 20th is 21:30 there): a day short.
    adultNotDue = await patientWithHistory({
      name: { firstName: 'Bea', lastName: 'Notyet' },
      lastContact: new Date('2027-03-01T03:00:00Z'),
      closedAt: new Date('2027-03-20T13:30:00Z'),
    });
    // Born 1 June 2015: 11 at the last contact in 2027, so kept until 1 June 2040.
    minor = await patientWithHistory({
      name: { firstName: 'Cai', lastName: 'Young' },
      dateOfBirth: '2015-06-01',
      lastContact: new Date('2027-01-10T03:00:00Z'),
      closedAt: new Date('2027-01-10T04:00:00Z'),
    });
    // Never closed, last seen long ago.
    open = await patientWithHistory({
      name: { firstName: 'Dee', lastName: 'Open' },
      lastContact: new Date('2020-01-10T03:00:00Z'),
    });
  });

  it('de-identifies an adult’s closed account 7 years and a day after the last contact, and no other', async () => {
    const before = {
      notDue: await snapshot(adultNotDue),
      minor: await snapshot(minor),
      open: await snapshot(open),
    };

    const run = await deidentifyClosedAccounts({ db: db(), storage, now: NOW, batchSize: 2 });
    expect(run).toEqual({ checked: 3, deidentified: 1 });

    const after = await snapshot(adultDue);
    expect(after.user).toMatchObject({
      email: `deidentified-${adultDue.patient.id}@deidentified.invalid`,
      first_name: 'Former',
      last_name: 'patient',
      phone: null,
      password_hash: null,
    });
    expect(after.user.deidentified_at).not.toBeNull();
    expect(after.profile).toEqual({
      date_of_birth: null,
      birth_year: 1980,
      address_line: null,
      suburb: null,
      postcode: null,
      state: 'NSW',
      sex: 'female',
      medicare_number: null,
      medicare_irn: null,
      medicare_expiry: null,
      ihi: null,
    });
    expect(after.appointment).toEqual({ reason: null, details: {} });
    expect(after.chat).toEqual([{ body: '', attachment_key: null }]);
    expect(after.note).toEqual([{ history: '' }]);
    expect(after.documents).toEqual([{ patient_name: 'Former patient', details: {} }]);
    expect(after.files).toMatchObject([{ original_name: 'removed.pdf' }]);
    expect((after.files[0] as { deleted_at: unknown }).deleted_at).not.toBeNull();
    expect(after.sessions).toEqual([]);
    expect(after.bytes).toEqual([false, false, false]);
    // The invoice stays for tax, with its amount, but no longer names the payer.
    expect(after.invoices).toEqual([
      { details: { patientName: 'Former patient', familyMemberName: null, amountCents: 8500 } },
    ]);
    expect(
      await queryRows(
        db(),
        sql`select 1 from outbound_messages where to_address = ${adultDue.patient.email}`,
      ),
    ).toEqual([]);
    expect(
      await queryRows(
        db(),
        sql`select 1 from document_shares s join clinical_documents d on d.id = s.document_id where d.patient_id = ${adultDue.patient.id}`,
      ),
    ).toEqual([]);
    expect(
      await one(
        sql`select name, email from appointment_participants where appointment_id = ${adultDue.appointmentId}`,
      ),
    ).toEqual({ name: 'Former guest', email: null });

    // The one a day short, the minor and the open account are exactly as they were.
    expect(await snapshot(adultNotDue)).toEqual(before.notDue);
    expect(await snapshot(minor)).toEqual(before.minor);
    expect(await snapshot(open)).toEqual(before.open);
    expect(before.open.bytes).toEqual([true, true, true]);
  });

  it('writes one audit event per account, naming it only by its internal id', async () => {
    const events = await retentionEvents(adultDue.patient.id);
    expect(events).toEqual([
      { actor_id: null, record_id: adultDue.patient.id, details: { filesRemoved: 1 } },
    ]);
    const text = JSON.stringify(events);
    for (const word of ['Ada', 'Duewell', adultDue.patient.email, '2123456701', 'Newtown'])
      expect(text).not.toContain(word);
    expect(await retentionEvents(adultNotDue.patient.id)).toEqual([]);
  });

  it('leaves a de-identified account unable to sign in', async () => {
    const res = await signIn(t, adultDue.patient.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(401);
  });

  it('answers the issuing doctor 404, saying so, for a document whose PDF went with the account', async () => {
    const { id } = await one<{ id: string }>(
      sql`select id from clinical_documents where patient_id = ${adultDue.patient.id}`,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/documents/${id}/pdf`,
      headers: bearer(doctor.token),
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error.message).toBe(documentWords.pdfNotKept);
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot(adultDue);
    const run = await deidentifyClosedAccounts({ db: db(), storage, now: NOW });
    expect(run).toEqual({ checked: 2, deidentified: 0 });
    expect(await snapshot(adultDue)).toEqual(before);
    expect(await retentionEvents(adultDue.patient.id)).toHaveLength(1);
  });

  it('keeps the adult a day short until the next day in Sydney', async () => {
    // 13:00 UTC on 20 March 2034 is midnight starting 21 March in Sydney.
    const stillNot = await deidentifyClosedAccounts({
      db: db(),
      storage,
      now: new Date('2034-03-20T12:59:00Z'),
    });
    expect(stillNot.deidentified).toBe(0);
    const run = await deidentifyClosedAccounts({ db: db(), storage, now: new Date('2034-03-20T13:00:00Z') });
    expect(run.deidentified).toBe(1);
    expect((await userRow(adultNotDue.patient.id)).first_name).toBe('Former');
  });

  it('keeps a minor’s records until their 25th birthday, past the 7-year mark', async () => {
    // 31 May 2040 in Sydney: still 24.
    const at24 = await deidentifyClosedAccounts({ db: db(), storage, now: new Date('2040-05-31T12:00:00Z') });
    expect(at24.deidentified).toBe(0);
    expect((await userRow(minor.patient.id)).first_name).toBe('Cai');
    // 1 June 2040 in Sydney (AEST, +10): midnight is 14:00 UTC on 31 May.
    const at25 = await deidentifyClosedAccounts({ db: db(), storage, now: new Date('2040-05-31T14:00:00Z') });
    expect(at25.deidentified).toBe(1);
    expect(await profileRow(minor.patient.id)).toMatchObject({ date_of_birth: null, birth_year: 2015 });
  });

  it('never touches an open account, however old its records', async () => {
    const far = new Date('2090-01-01T00:00:00Z');
    await deidentifyClosedAccounts({ db: db(), storage, now: far });
    expect((await userRow(open.patient.id)).first_name).toBe('Dee');
    expect((await snapshot(open)).bytes).toEqual([true, true, true]);
    expect(await retentionEvents(open.patient.id)).toEqual([]);
  });

  it('counts an admin’s closing of an account as its last contact', async () => {
    const admin = await makeAccount(t, 'admin');
    const patient = await makePatient(t, { firstName: 'Fay', lastName: 'Closed' });
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${patient.id}/softDelete`,
      headers: bearer(admin.token),
    });
    expect(closed.statusCode, closed.body).toBe(204);
    // Times are computed from when it was closed, whatever day the test runs.
    const { deleted_at } = await one<{ deleted_at: Date | string }>(
      sql`select deleted_at from users where id = ${patient.id}`,
    );
    const closedAt = new Date(deleted_at);
    const sevenYearsOn = new Date(closedAt);
    sevenYearsOn.setUTCFullYear(sevenYearsOn.getUTCFullYear() + 7);
    const DAY = 86_400_000;

    await deidentifyClosedAccounts({ db: db(), storage, now: new Date(sevenYearsOn.getTime() - 2 * DAY) });
    expect((await userRow(patient.id)).first_name).toBe('Fay');
    await deidentifyClosedAccounts({ db: db(), storage, now: new Date(sevenYearsOn.getTime() + 2 * DAY) });
    expect((await userRow(patient.id)).first_name).toBe('Former');
    // The admin who closed it and the clinic's doctor are untouched.
    expect((await userRow(admin.id)).email).toBe(admin.email);
    expect((await userRow(doctor.id)).first_name).toBe('Dana');
  });

  it('runs nightly as a job that logs counts and never a person', async () => {
    const declared: Array<{ name: string; handler: JobHandler<object>; options: object }> = [];
    const jobs: Pick<Jobs, 'work'> = {
      work: (definition, handler, options = {}) => {
        declared.push({ name: definition.name, handler: handler as JobHandler<object>, options });
      },
    };
    const lines: string[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const eve = await patientWithHistory({
      name: { firstName: 'Eve', lastName: 'Jobrun' },
      lastContact: new Date('2026-01-10T03:00:00Z'),
      closedAt: new Date('2026-01-10T04:00:00Z'),
    });
    registerRetentionJobs(jobs, { db: db(), storage, log, clock: () => NOW });
    expect(declared).toEqual([
      expect.objectContaining({ name: 'retention-deidentify', options: { cron: RETENTION_CRON } }),
    ]);
    await declared[0]?.handler({}, { id: 'job-1', name: 'retention-deidentify' });
    expect((await userRow(eve.patient.id)).first_name).toBe('Former');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ checked: 1, deidentified: 1 });
    for (const word of ['Eve', 'Jobrun', eve.patient.id, '@']) expect(lines[0]).not.toContain(word);
  });
});
