import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TReceivedFax, TReceivedFaxPage } from '@curo/core/faxes';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { multipart } from '../../../test/multipart';
import { pdfPages } from '../../../test/pdf-text';
import { type Clinic, makeClinic, pastConsult } from '../../../test/people';
import { FAX_KEYS, faxPdf, phaxioCallback, standInPhaxio } from '../../../test/phaxio-stand-in';
import { outboundFaxes, receivedFaxes } from '../../db/schema/faxes';
import { auditEvents } from '../../db/schema/identity';
import { LocalFileStorage } from '../../platform/storage/file-storage';
import { faxWebhookUrl, purgeDeletedFaxes, sendFax } from './index';

const DAY = 86_400_000;
let faxId = 9_100_000;
/** A received fax's object as Phaxio sends it in a callback. */
const receivedFaxObject = (overrides: Record<string, unknown> = {}) => ({
  id: faxId++,
  direction: 'received',
  num_pages: 1,
  status: 'success',
  is_test: false,
  from_number: '+61299990000',
  to_number: '+61280001234',
  created_at: '2026-03-02T01:00:00.000Z',
  completed_at: '2026-03-02T01:01:00.000Z',
  ...overrides,
});

describe('received faxes with a provider (Phaxio stand-in)', () => {
  let t: TestApp;
  let dataDir: string;
  let phaxio: Awaited<ReturnType<typeof standInPhaxio>>;
  let clinic: Clinic;
  let url: string;
  let admin: ReturnType<typeof bearer>;

  const storedCount = async () => (await t.database.db.select({ n: count() }).from(receivedFaxes))[0]?.n ?? 0;
  const webhook = (request: ReturnType<typeof phaxioCallback>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/ReceivedFaxes/webhook', ...request });
  /** A fax received through the webhook, as the admin's list shows it. */
  async function receive(text = 'Referral for Ava Smith', fax = receivedFaxObject()): Promise<TReceivedFax> {
    const res = await webhook(phaxioCallback({ url, fax, pdf: await faxPdf(text) }));
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ id: receivedFaxes.id })
      .from(receivedFaxes)
      .where(eq(receivedFaxes.providerFaxId, String(fax.id)));
    if (!row) throw new Error('fax not stored');
    const page = await list('all', 1, 100);
    const found = page.items.find((i) => i.id === row.id);
    if (!found) throw new Error('fax not listed');
    return found;
  }
  async function list(folder: string, page: number, size: number): Promise<TReceivedFaxPage> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ReceivedFaxes/paginated/${folder}/${page}/${size}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }
  const post = (route: string, payload: unknown, headers = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/ReceivedFaxes/${route}`,
      headers,
      payload: payload as object,
    });

  beforeAll(async () => {
    phaxio = await standInPhaxio();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-faxes-'));
    t = await buildTestApp(
      { rateLimitLogin: 10_000 },
      { DATA_DIR: dataDir, ...FAX_KEYS, FAX_API_URL: phaxio.url, PUBLIC_URL: 'https://clinic.example' },
    );
    url = faxWebhookUrl(t.config.publicUrl);
    clinic = await makeClinic(t);
    admin = bearer(clinic.admin.token);
  });
  afterAll(async () => {
    await t.close();
    await phaxio.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a signed fax once: a replay of the same event stores nothing more', async () => {
    const fax = receivedFaxObject();
    const callback = phaxioCallback({ url, fax, pdf: await faxPdf('Referral for Ava Smith') });
    const before = await storedCount();
    const first = await webhook(callback);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'stored' });
    const again = await webhook(callback);
    expect(again.json()).toEqual({ received: true, outcome: 'replayed' });
    expect(await storedCount()).toBe(before + 1);

    const inbox = await list('inbox', 1, 20);
    const item = inbox.items.find(
      (i) => i.fromNumber === '+61299990000' && i.receivedAt === '2026-03-02T01:01:00.000Z',
    );
    expect(item).toMatchObject({
      pages: 1,
      source: 'phaxio',
      folder: 'inbox',
      status: 'unfiled',
      read: false,
    });
    // The admin opens it: the PDF as it came, and the read is on the record.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ReceivedFaxes/${item?.id}/pdf`,
      headers: admin,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfPages(pdf.rawPayload).join('\n')).toContain('Referral for Ava Smith');
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, item?.id ?? ''), eq(auditEvents.action, 'fax.viewed')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorId).toBe(clinic.admin.id);
  });

  it('refuses a missing, forged or tampered signature with 401 and stores nothing', async () => {
    const before = await storedCount();
    const pdf = await faxPdf('Forged referral');
    const missing = await webhook(phaxioCallback({ url, fax: receivedFaxObject(), pdf, signature: null }));
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.code).toBe('UNAUTHORIZED');
    const forged = await webhook(
      phaxioCallback({ url, fax: receivedFaxObject(), pdf, token: 'not-the-token' }),
    );
    expect(forged.statusCode).toBe(401);
    const wrongUrl = await webhook(
      phaxioCallback({
        url: 'https://elsewhere.example/api/v1/ReceivedFaxes/webhook',
        fax: receivedFaxObject(),
        pdf,
      }),
    );
    expect(wrongUrl.statusCode).toBe(401);
    // Signed for one PDF, carrying another.
    const signed = phaxioCallback({ url, fax: receivedFaxObject(), pdf });
    const swapped = Buffer.from(signed.payload);
    const at = swapped.indexOf('%PDF-') + 20;
    swapped[at] = (swapped[at] ?? 0) ^ 0xff;
    const tampered = await webhook({ ...signed, payload: swapped });
    expect(tampered.statusCode).toBe(401);
    const garbage = await webhook({
      payload: Buffer.from('not a form'),
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'x-phaxio-signature': 'a'.repeat(40) },
    });
    expect(garbage.statusCode).toBe(401);
    expect(await storedCount()).toBe(before);
  });

  it('fetches the PDF from the provider when the event does not carry it, and refuses content that is not a PDF', async () => {
    const fax = receivedFaxObject();
    phaxio.holdDocument(String(fax.id), await faxPdf('Pathology results for Ava Smith'));
    const res = await webhook(phaxioCallback({ url, fax }));
    expect(res.json()).toEqual({ received: true, outcome: 'stored' });
    const stored = (await list('inbox', 1, 100)).items[0];
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ReceivedFaxes/${stored?.id}/pdf`,
      headers: admin,
    });
    expect(pdfPages(pdf.rawPayload).join('\n')).toContain('Pathology results for Ava Smith');

    const before = await storedCount();
    const notPdf = await webhook(
      phaxioCallback({ url, fax: receivedFaxObject(), pdf: Buffer.from('<html>not a fax</html>') }),
    );
    expect(notPdf.statusCode).toBe(415);
    expect(await storedCount()).toBe(before);
  });

  it('validates the folder, page and page size of the paginated list, and pages newest first', async () => {
    for (const bad of [
      'bogus/1/20',
      'inbox/0/20',
      'inbox/x/20',
      'inbox/1/0',
      'inbox/1/101',
      'inbox/1.5/20',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/ReceivedFaxes/paginated/${bad}`,
        headers: admin,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const total = (await list('inbox', 1, 100)).total;
    await receive('Newest referral', receivedFaxObject({ completed_at: '2030-01-01T00:00:00.000Z' }));
    const first = await list('inbox', 1, 2);
    expect(first.total).toBe(total + 1);
    expect(first.items).toHaveLength(2);
    expect(first.items[0]?.receivedAt).toBe('2030-01-01T00:00:00.000Z');
    const last = await list('inbox', Math.ceil((total + 1) / 2), 2);
    expect(last.items).toHaveLength((total + 1) % 2 === 0 ? 2 : 1);
    const beyond = await list('inbox', 50, 2);
    expect(beyond.items).toEqual([]);
    expect(first.unread).toBeGreaterThanOrEqual(total + 1);
  });

  it('updates read/unread, label and note, and refuses an empty change', async () => {
    const fax = await receive('Discharge summary');
    const res = await post('update', {
      id: fax.id,
      read: true,
      label: 'Discharge',
      note: 'Call the hospital',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ read: true, label: 'Discharge', note: 'Call the hospital' });
    const unread = await post('update', { id: fax.id, read: false, note: '' });
    expect(unread.json()).toMatchObject({ read: false, label: 'Discharge', note: null });
    expect((await post('update', { id: fax.id })).statusCode).toBe(400);
    expect((await post('update', { id: fax.id, label: 'x'.repeat(61) })).statusCode).toBe(400);
    expect(
      (await post('update', { id: '00000000-0000-7000-8000-000000000000', read: true })).statusCode,
    ).toBe(404);
  });

  it('files a fax into a patient’s record, which their treating doctor then sees; others do not', async () => {
    const fax = await receive('Referral for Mia Nguyen');
    const moved = await post('move', { id: fax.id, to: { kind: 'patient', patientId: clinic.patient.id } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      folder: 'filed',
      status: 'filed',
      read: true,
      patient: { id: clinic.patient.id, name: 'Mia Nguyen' },
    });
    expect((await list('filed', 1, 100)).items.map((i) => i.id)).toContain(fax.id);
    expect((await list('inbox', 1, 100)).items.map((i) => i.id)).not.toContain(fax.id);

    const byAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ReceivedFaxes/patient/${clinic.patient.id}`,
      headers: admin,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().items.map((i: TReceivedFax) => i.id)).toEqual([fax.id]);

    // Dr Raman has no consult with Mia yet: not hers to see.
    const doctor = bearer(clinic.doctor.token);
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ReceivedFaxes/patient/${clinic.patient.id}`,
      headers: doctor,
    });
    expect(before.statusCode).toBe(404);
    const pdfBefore = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ReceivedFaxes/${fax.id}/pdf`,
      headers: doctor,
    });
    expect(pdfBefore.statusCode).toBe(404);

    await pastConsult(
      t,
      { patientToken: clinic.patient.token, doctor: clinic.doctor, adminToken: clinic.admin.token },
      { daysAgo: 2 },
    );
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ReceivedFaxes/patient/${clinic.patient.id}`,
      headers: doctor,
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().items.map((i: TReceivedFax) => i.id)).toEqual([fax.id]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ReceivedFaxes/${fax.id}/pdf`,
      headers: doctor,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdfPages(pdf.rawPayload).join('\n')).toContain('Referral for Mia Nguyen');
    const reads = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.subjectUserId, clinic.patient.id),
          eq(auditEvents.action, 'patient.record_viewed'),
          eq(auditEvents.actorId, clinic.doctor.id),
        ),
      );
    expect(reads.map((r) => r.recordType).sort()).toEqual(['received_fax', 'received_faxes']);

    // Neither the patient, nor a company admin, nor an unfiled fax for the doctor.
    const patientSees = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ReceivedFaxes/patient/${clinic.patient.id}`,
      headers: bearer(clinic.patient.token),
    });
    expect(patientSees.statusCode).toBe(403);
    const employerSees = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ReceivedFaxes/patient/${clinic.patient.id}`,
      headers: bearer(clinic.companyAdmin.token),
    });
    expect(employerSees.statusCode).toBe(403);
    const unfiled = await receive('Not filed yet');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/ReceivedFaxes/${unfiled.id}/pdf`, headers: doctor }))
        .statusCode,
    ).toBe(404);
  });

  it('files a fax into a consult (and so its patient), back to a folder, and refuses what does not exist', async () => {
    const consult = await pastConsult(
      t,
      { patientToken: clinic.patient.token, doctor: clinic.doctor, adminToken: clinic.admin.token },
      { daysAgo: 5 },
    );
    const fax = await receive('Imaging report');
    const moved = await post('move', { id: fax.id, to: { kind: 'appointment', appointmentId: consult.id } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      appointmentId: consult.id,
      patient: { id: clinic.patient.id },
      folder: 'filed',
    });
    const back = await post('move', { id: fax.id, to: { kind: 'folder', folder: 'results' } });
    expect(back.json()).toMatchObject({
      folder: 'results',
      patient: null,
      appointmentId: null,
      status: 'unfiled',
    });
    expect((await list('results', 1, 100)).items.map((i) => i.id)).toContain(fax.id);

    const nobody = '00000000-0000-7000-8000-000000000000';
    const noPatient = await post('move', { id: fax.id, to: { kind: 'patient', patientId: nobody } });
    expect(noPatient.statusCode).toBe(404);
    expect(noPatient.json().error.message).toBe('Patient not found');
    const notAPatient = await post('move', {
      id: fax.id,
      to: { kind: 'patient', patientId: clinic.doctor.id },
    });
    expect(notAPatient.statusCode).toBe(404);
    const noConsult = await post('move', { id: fax.id, to: { kind: 'appointment', appointmentId: nobody } });
    expect(noConsult.statusCode).toBe(404);
    expect((await post('move', { id: fax.id, to: { kind: 'folder', folder: 'filed' } })).statusCode).toBe(
      400,
    );
    expect((await post('move', { id: nobody, to: { kind: 'folder', folder: 'inbox' } })).statusCode).toBe(
      404,
    );
  });

  it('deletes softly, restores, and purges 30 days after deletion with the PDF', async () => {
    const fax = await receive('Junk fax');
    const deleted = await post('delete', { id: fax.id });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ status: 'deleted' });
    expect((await list('deleted', 1, 100)).items.map((i) => i.id)).toContain(fax.id);
    expect((await list('inbox', 1, 100)).items.map((i) => i.id)).not.toContain(fax.id);
    expect((await post('move', { id: fax.id, to: { kind: 'folder', folder: 'other' } })).statusCode).toBe(
      409,
    );

    const restored = await post('restore', { id: fax.id });
    expect(restored.json()).toMatchObject({ status: 'unfiled', folder: 'inbox', deletedAt: null });
    expect((await post('restore', { id: fax.id })).statusCode).toBe(409);
    expect((await list('inbox', 1, 100)).items.map((i) => i.id)).toContain(fax.id);

    await post('delete', { id: fax.id });
    const [row] = await t.database.db.select().from(receivedFaxes).where(eq(receivedFaxes.id, fax.id));
    const storage = new LocalFileStorage(path.join(dataDir, 'files'));
    expect(await storage.get(row?.storageKey ?? '')).not.toBeNull();
    const deletedAt = row?.deletedAt?.getTime() ?? 0;
    expect(await purgeDeletedFaxes({ db: t.database.db, storage, now: new Date(deletedAt + 29 * DAY) })).toBe(
      0,
    );
    expect((await post('restore', { id: fax.id })).statusCode).toBe(200);
    await post('delete', { id: fax.id });
    const [again] = await t.database.db.select().from(receivedFaxes).where(eq(receivedFaxes.id, fax.id));
    const purged = await purgeDeletedFaxes({
      db: t.database.db,
      storage,
      now: new Date((again?.deletedAt?.getTime() ?? 0) + 30 * DAY + 1000),
    });
    expect(purged).toBe(1);
    expect(await storage.get(row?.storageKey ?? '')).toBeNull();
    expect((await post('restore', { id: fax.id })).statusCode).toBe(404);
    const trail = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.recordId, fax.id));
    expect(trail.map((e) => e.action)).toEqual(
      expect.arrayContaining(['fax.deleted', 'fax.restored', 'fax.purged']),
    );
  });

  it('refuses every role but platform admins (403), and strangers (401)', async () => {
    const fax = await receive('For admins only');
    for (const role of ['patient', 'doctor', 'nurse', 'companyAdmin', 'instantDoctor'] as const) {
      const headers = bearer(clinic.byRole[role].token);
      const page = await t.app.inject({
        method: 'GET',
        url: '/api/v1/ReceivedFaxes/paginated/inbox/1/20',
        headers,
      });
      expect(page.statusCode, role).toBe(403);
      expect((await post('update', { id: fax.id, read: true }, headers)).statusCode, role).toBe(403);
      expect(
        (await post('move', { id: fax.id, to: { kind: 'folder', folder: 'other' } }, headers)).statusCode,
        role,
      ).toBe(403);
      expect((await post('delete', { id: fax.id }, headers)).statusCode, role).toBe(403);
      expect((await post('restore', { id: fax.id }, headers)).statusCode, role).toBe(403);
      const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/ReceivedFaxes/${fax.id}/pdf`, headers });
      expect([403, 404], role).toContain(pdf.statusCode);
    }
    const anon = await t.app.inject({ method: 'GET', url: '/api/v1/ReceivedFaxes/paginated/inbox/1/20' });
    expect(anon.statusCode).toBe(401);
    // No development drop-in when a provider is set up.
    const body = multipart(await faxPdf('x'), 'x.pdf', 'application/pdf');
    const drop = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ReceivedFaxes/dev/receive',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(drop.statusCode).toBe(404);
    const [untouched] = await t.database.db.select().from(receivedFaxes).where(eq(receivedFaxes.id, fax.id));
    expect(untouched?.readAt).toBeNull();
    expect(untouched?.deletedAt).toBeNull();
  });

  it('sends a fax through the provider and follows its status webhook, once', async () => {
    const pdf = await faxPdf('Referral letter for Mia Nguyen');
    const deps = {
      db: t.database.db,
      storage: new LocalFileStorage(path.join(dataDir, 'files')),
      gateway: t.faxGateway,
      webhookUrl: url,
    };
    const sent = await sendFax(deps, {
      to: '+61 2 9999 0000',
      pdf,
      patientId: clinic.patient.id,
      sentBy: { userId: clinic.doctor.id },
    });
    expect(sent.status).toBe('queued');
    const atProvider = phaxio.sent.at(-1);
    expect(atProvider).toMatchObject({ to: '+61299990000', callbackUrl: url, id: sent.providerFaxId });
    expect(pdfPages(atProvider?.pdf ?? Buffer.alloc(0)).join('\n')).toContain(
      'Referral letter for Mia Nguyen',
    );

    const statusOf = async () =>
      (await t.database.db.select().from(outboundFaxes).where(eq(outboundFaxes.id, sent.id)))[0];
    expect((await statusOf())?.status).toBe('queued');
    const done = phaxioCallback({
      url,
      fax: {
        id: Number(sent.providerFaxId),
        direction: 'sent',
        status: 'success',
        num_pages: 1,
        completed_at: '2026-03-03T02:00:00.000Z',
      },
    });
    expect((await webhook(done)).json()).toEqual({ received: true, outcome: 'updated' });
    expect(await statusOf()).toMatchObject({
      status: 'sent',
      pages: 1,
      completedAt: new Date('2026-03-03T02:00:00.000Z'),
    });
    expect((await webhook(done)).json()).toEqual({ received: true, outcome: 'replayed' });
    // A late "in progress" does not undo the outcome.
    const late = phaxioCallback({
      url,
      fax: { id: Number(sent.providerFaxId), direction: 'sent', status: 'inprogress' },
    });
    expect((await webhook(late)).json().outcome).toBe('replayed');
    expect((await statusOf())?.status).toBe('sent');

    const second = await sendFax(deps, { to: '+61299990001', pdf });
    const failed = phaxioCallback({
      url,
      fax: {
        id: Number(second.providerFaxId),
        direction: 'sent',
        status: 'failure',
        error_message: 'Busy line',
      },
    });
    expect((await webhook(failed)).json().outcome).toBe('updated');
    const [row] = await t.database.db.select().from(outboundFaxes).where(eq(outboundFaxes.id, second.id));
    expect(row).toMatchObject({ status: 'failed', error: 'Busy line' });
    const forged = phaxioCallback({
      url,
      token: 'nope',
      fax: { id: Number(second.providerFaxId), direction: 'sent', status: 'success' },
    });
    expect((await webhook(forged)).statusCode).toBe(401);

    await expect(sendFax(deps, { to: '12345', pdf })).rejects.toThrow();
    await expect(sendFax(deps, { to: '+61299990000', pdf: Buffer.from('not a pdf') })).rejects.toMatchObject({
      statusCode: 415,
    });
  });
});

describe('received faxes in development (no provider)', () => {
  let t: TestApp;
  let dataDir: string;
  let clinic: Clinic;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-faxes-dev-'));
    t = await buildTestApp({ rateLimitLogin: 10_000 }, { DATA_DIR: dataDir });
    clinic = await makeClinic(t);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('has no webhook (404) and lets an admin drop a PDF in as a development fax', async () => {
    const url = faxWebhookUrl(t.config.publicUrl);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ReceivedFaxes/webhook',
      ...phaxioCallback({ url, fax: receivedFaxObject(), pdf: await faxPdf('x') }),
    });
    expect(hook.statusCode).toBe(404);

    const drop = (token: string, bytes: Buffer) => {
      const body = multipart(bytes, 'referral.pdf', 'application/pdf');
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/ReceivedFaxes/dev/receive',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    };
    const pdf = await faxPdf('Dropped-in referral');
    const res = await drop(clinic.admin.token, pdf);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ source: 'development', folder: 'inbox', status: 'unfiled' });
    const notPdf = await drop(clinic.admin.token, Buffer.from('GIF89a not a pdf'));
    expect(notPdf.statusCode, notPdf.body).toBe(415);
    expect((await drop(clinic.doctor.token, pdf)).statusCode).toBe(403);
  });

  it('holds a fax to send: kept, not transmitted', async () => {
    const sent = await sendFax(
      {
        db: t.database.db,
        storage: new LocalFileStorage(path.join(dataDir, 'files')),
        gateway: t.faxGateway,
        webhookUrl: faxWebhookUrl(t.config.publicUrl),
      },
      { to: '+61299990000', pdf: await faxPdf('Letter') },
    );
    expect(sent.status).toBe('held');
  });
});
