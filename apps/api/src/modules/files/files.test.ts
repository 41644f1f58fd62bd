import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ErrorCode } from '@curo/core/errors';
import { DOCX, fileMessages } from '@curo/core/files';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeDoctor } from '../../../test/accounts';
import { bookAppointment, freeStarts } from '../../../test/appointments';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mondayAhead } from '../../../test/dates';
import { multipart } from '../../../test/multipart';
import { type Clinic, makeClinic } from '../../../test/people';
import { queryRows } from '../../../test/query';

const MB = 1024 * 1024;
/** A small real PDF: the magic number, one empty page, the trailer. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A PDF padded past `bytes` (a comment after the trailer keeps it a PDF). */
const bigPdf = (bytes: number) => Buffer.concat([PDF, Buffer.from('%'), randomBytes(bytes)]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** A Word document as far as its bytes go: a zip whose [Content_Types].xml names a Word main part. */
function docx(): Buffer {
  const name = Buffer.from('[Content_Types].xml');
  const data = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  const crc = zlib.crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralStart = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralStart, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

describe('the file store: /fileUploads and /containers', () => {
  let t: TestApp;
  let dataDir: string;
  let clinic: Clinic;
  let otherDoctor: Account;
  let stranger: string;
  let consultId: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-files-'));
    t = await buildTestApp({ rateLimitLogin: 10_000 }, { DATA_DIR: dataDir });
    // Mia Nguyen (patient) books Dr Priya Raman; Tom O'Connor (nurse), Sam Taylor (admin).
    clinic = await makeClinic(t);
    otherDoctor = await makeDoctor(t, { firstName: 'Ana', lastName: 'Silva' });
    stranger = (await signUpPatient(t)).accessToken;
    const [startsAt = ''] = await freeStarts(t, clinic.doctor.id, mondayAhead(7));
    consultId = (await bookAppointment(t, clinic.patient.token, { doctorId: clinic.doctor.id, startsAt })).id;
    jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (
    url: string,
    token: string | null,
    bytes: Buffer,
    name: string,
    type = 'application/pdf',
  ) => {
    const body = multipart(bytes, name, type);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
      payload: body.payload,
    });
  };
  const get = (url: string, token: string | null) =>
    t.app.inject({ url: `/api/v1${url}`, headers: token ? bearer(token) : {} });
  const referral = (token: string, bytes: Buffer = PDF, name = 'Referral to cardiology.pdf') =>
    upload(`/fileUploads/referrals?appointmentId=${consultId}`, token, bytes, name);
  const refused = (res: Awaited<ReturnType<typeof get>>, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.code).toBe(code);
  };

  describe('referrals', () => {
    let patientFile: { id: string; downloadPath: string };

    it('the patient uploads a referral letter to their consult; it is stored under a random key', async () => {
      const res = await referral(clinic.patient.token, PDF, '../../etc/Referral <Dr Lee>.pdf');
      expect(res.statusCode, res.body).toBe(201);
      patientFile = res.json();
      expect(patientFile).toMatchObject({
        kind: 'referrals',
        fileName: 'Referral Dr Lee.pdf',
        contentType: 'application/pdf',
        sizeBytes: PDF.length,
        appointmentId: consultId,
        patientId: clinic.patient.id,
        uploadedBy: { userId: clinic.patient.id, name: 'Mia Nguyen' },
        expiresAt: null,
        downloadPath: `/api/v1/fileUploads/referrals/${patientFile.id}`,
      });
      const [row] = await queryRows<{ storage_key: string; sha256: string; original_name: string }>(
        t.database.db,
        sql`select storage_key, sha256, original_name from files where id = ${patientFile.id}`,
      );
      expect(row?.storage_key).toMatch(/^referrals\/[0-9a-f-]{36}\.pdf$/);
      expect(row?.original_name).not.toContain('/');
      expect(row?.original_name).not.toContain('<');
      expect(fs.readFileSync(path.join(dataDir, 'files', row?.storage_key ?? '')).equals(PDF)).toBe(true);
    });

    it('the treating doctor uploads one too; an admin lists both, oldest first', async () => {
      const res = await referral(clinic.doctor.token, jpeg, 'scan.jpg');
      expect(res.statusCode, res.body).toBe(201);
      // A photo is re-encoded (camera metadata dropped) and kept as WebP.
      expect(res.json()).toMatchObject({
        contentType: 'image/webp',
        fileName: 'scan.webp',
        uploadedBy: { name: 'Dr Priya Raman' },
      });
      for (const token of [clinic.patient.token, clinic.doctor.token, clinic.admin.token]) {
        const list = await get(`/fileUploads/referrals?appointmentId=${consultId}`, token);
        expect(list.statusCode, list.body).toBe(200);
        expect(list.json().files.map((f: { fileName: string }) => f.fileName)).toEqual([
          'Referral Dr Lee.pdf',
          'scan.webp',
        ]);
      }
    });

    it('downloads as an attachment in its stored type, with nosniff, never cached', async () => {
      for (const token of [clinic.patient.token, clinic.doctor.token, clinic.admin.token]) {
        const res = await get(`/fileUploads/referrals/${patientFile.id}`, token);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toBe(
          `attachment; filename="Referral Dr Lee.pdf"; filename*=UTF-8''Referral%20Dr%20Lee.pdf`,
        );
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['cache-control']).toContain('no-store');
        expect(res.rawPayload.equals(PDF)).toBe(true);
      }
      // The generic container form answers the same file.
      const viaContainer = await get(`/containers/referrals/download/${patientFile.id}`, clinic.doctor.token);
      expect(viaContainer.statusCode).toBe(200);
      expect(viaContainer.rawPayload.equals(PDF)).toBe(true);
      expect(viaContainer.headers['content-disposition']).toMatch(/^attachment;/);
    });

    it('is nobody else’s: other patients, other doctors, a nurse not on the consult get 404; no sign-in 401', async () => {
      for (const token of [stranger, otherDoctor.token, clinic.nurse.token, clinic.companyAdmin.token]) {
        refused(await get(`/fileUploads/referrals/${patientFile.id}`, token), 404, ErrorCode.NOT_FOUND);
        refused(
          await get(`/containers/referrals/download/${patientFile.id}`, token),
          404,
          ErrorCode.NOT_FOUND,
        );
        refused(
          await get(`/fileUploads/referrals?appointmentId=${consultId}`, token),
          404,
          ErrorCode.NOT_FOUND,
        );
        refused(await referral(token), 404, ErrorCode.NOT_FOUND);
      }
      refused(await get(`/fileUploads/referrals/${patientFile.id}`, null), 401, ErrorCode.UNAUTHORIZED);
      refused(await referral('', PDF), 401, ErrorCode.UNAUTHORIZED);
      // The same file asked for as another kind does not exist.
      refused(
        await get(`/fileUploads/masters/${patientFile.id}`, clinic.admin.token),
        404,
        ErrorCode.NOT_FOUND,
      );
    });

    it('needs the consult named', async () => {
      const res = await upload('/fileUploads/referrals', clinic.patient.token, PDF, 'a.pdf');
      refused(res, 400, ErrorCode.VALIDATION_ERROR);
      expect(res.json().error.message).toBe(fileMessages.appointmentNeeded);
    });

    it('writes every upload and every download of a health file to the audit trail', async () => {
      const events = await queryRows<{
        action: string;
        actor_id: string;
        record_id: string;
        details: object;
      }>(
        t.database.db,
        sql`select action, actor_id, record_id, details from audit_events
          where subject_user_id = ${clinic.patient.id} and record_type = 'referrals' order by created_at, id`,
      );
      expect(events.filter((e) => e.action === 'file.uploaded').map((e) => e.actor_id)).toEqual([
        clinic.patient.id,
        clinic.doctor.id,
      ]);
      const downloads = events.filter(
        (e) => e.action === 'patient.record_viewed' && e.record_id === patientFile.id,
      );
      expect(downloads.map((e) => e.actor_id)).toEqual([
        clinic.patient.id,
        clinic.doctor.id,
        clinic.admin.id,
        clinic.doctor.id,
      ]);
      // Staff listing the consult's referrals is a view of her record too.
      const lists = await queryRows<{ actor_id: string }>(
        t.database.db,
        sql`select actor_id from audit_events where subject_user_id = ${clinic.patient.id}
          and record_type = 'referrals_list' order by created_at, id`,
      );
      expect(lists.map((e) => e.actor_id)).toEqual([clinic.doctor.id, clinic.admin.id]);
    });

    it('is removed by whoever uploaded it; then it is gone', async () => {
      const mine = (await referral(clinic.patient.token)).json();
      const del = (token: string) =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/v1/fileUploads/referrals/${mine.id}`,
          headers: bearer(token),
        });
      refused(await del(clinic.doctor.token), 404, ErrorCode.NOT_FOUND);
      expect((await del(clinic.patient.token)).statusCode).toBe(204);
      refused(await get(`/fileUploads/referrals/${mine.id}`, clinic.patient.token), 404, ErrorCode.NOT_FOUND);
    });
  });

  describe('limits and content, kind by kind', () => {
    it.each([
      ['referrals', `/fileUploads/referrals?appointmentId=`, 10 * MB],
      ['masters', '/fileUploads/masters', 5 * MB],
      ['temp', '/fileUploads/temp', 10 * MB],
    ])('%s: over the limit 413', async (kind, url, limit) => {
      const token = kind === 'masters' ? clinic.doctor.token : clinic.patient.token;
      const full = url.endsWith('=') ? `${url}${consultId}` : url;
      const res = await upload(full, token, bigPdf(limit), 'big.pdf');
      refused(res, 413, ErrorCode.PAYLOAD_TOO_LARGE);
      expect(res.json().error.message).toMatch(/larger than/);
      // Just under the limit is taken.
      const under = await upload(full, token, bigPdf(limit - PDF.length - 1024), 'fits.pdf');
      expect(under.statusCode, under.body).toBe(201);
    });

    it.each([
      ['referrals', `/fileUploads/referrals?appointmentId=`],
      ['masters', '/fileUploads/masters'],
      ['temp', '/fileUploads/temp'],
    ])('%s: HTML named .pdf and sent as application/pdf is 415, and nothing is stored', async (kind, url) => {
      const token = kind === 'masters' ? clinic.doctor.token : clinic.patient.token;
      const full = url.endsWith('=') ? `${url}${consultId}` : url;
      const before = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from files`);
      const res = await upload(full, token, HTML, 'letter.pdf', 'application/pdf');
      refused(res, 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE);
      expect(res.json().error.message).toBe(fileMessages[kind as 'temp'].wrongType);
      const after = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from files`);
      expect(after[0]?.n).toBe(before[0]?.n);
    });

    it('a Word document is a template, never a referral', async () => {
      const asMaster = await upload(
        '/fileUploads/masters',
        clinic.doctor.token,
        docx(),
        'GP letter.docx',
        DOCX,
      );
      expect(asMaster.statusCode, asMaster.body).toBe(201);
      expect(asMaster.json()).toMatchObject({ contentType: DOCX, fileName: 'GP letter.docx' });
      refused(
        await upload(
          `/fileUploads/referrals?appointmentId=${consultId}`,
          clinic.patient.token,
          docx(),
          'a.docx',
          DOCX,
        ),
        415,
        ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      );
    });

    it('an empty file is 400, and a body that is not multipart 415', async () => {
      refused(
        await upload('/fileUploads/temp', clinic.patient.token, Buffer.alloc(0), 'a.pdf'),
        400,
        ErrorCode.VALIDATION_ERROR,
      );
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/v1/fileUploads/temp',
        headers: bearer(clinic.patient.token),
        payload: { file: 'x' },
      });
      refused(json, 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE);
    });
  });

  describe('masters: a doctor’s letter templates', () => {
    it('are the doctor’s own; admins read them; everyone else 404 (patients may not keep any: 403)', async () => {
      const made = await upload('/fileUploads/masters', clinic.doctor.token, PDF, 'Referral template.pdf');
      expect(made.statusCode, made.body).toBe(201);
      const { id } = made.json();
      const mine = await get('/fileUploads/masters', clinic.doctor.token);
      expect(mine.json().files.map((f: { id: string }) => f.id)).toContain(id);
      expect((await get('/fileUploads/masters', otherDoctor.token)).json().files).toEqual([]);
      const forAdmin = await get(`/fileUploads/masters?ownerId=${clinic.doctor.id}`, clinic.admin.token);
      expect(forAdmin.json().files.map((f: { id: string }) => f.id)).toContain(id);

      expect((await get(`/fileUploads/masters/${id}`, clinic.doctor.token)).statusCode).toBe(200);
      expect((await get(`/containers/masters/download/${id}`, clinic.admin.token)).statusCode).toBe(200);
      for (const token of [otherDoctor.token, clinic.patient.token, stranger, clinic.nurse.token])
        refused(await get(`/fileUploads/masters/${id}`, token), 404, ErrorCode.NOT_FOUND);
      refused(
        await upload('/fileUploads/masters', clinic.patient.token, PDF, 'a.pdf'),
        403,
        ErrorCode.FORBIDDEN,
      );
    });
  });

  describe('temp files and the generic containers', () => {
    it('a temp file is its uploader’s alone, and expires 24 hours after upload', async () => {
      const res = await upload(
        '/containers/temp/upload',
        clinic.patient.token,
        jpeg,
        'photo.jpg',
        'image/jpeg',
      );
      expect(res.statusCode, res.body).toBe(201);
      const file = res.json();
      expect(Date.parse(file.expiresAt) - Date.parse(file.createdAt)).toBe(24 * 3_600_000);
      expect((await get(`/containers/temp/download/${file.id}`, clinic.patient.token)).statusCode).toBe(200);
      for (const token of [clinic.admin.token, clinic.doctor.token, stranger])
        refused(await get(`/containers/temp/download/${file.id}`, token), 404, ErrorCode.NOT_FOUND);
      expect(
        (await get('/fileUploads/temp', clinic.patient.token)).json().files.map((f: { id: string }) => f.id),
      ).toContain(file.id);
      expect((await get('/fileUploads/temp', stranger)).json().files).toEqual([]);
    });

    it('an unknown container is 404; call recordings are not uploaded here (400)', async () => {
      refused(
        await upload('/containers/secrets/upload', clinic.patient.token, PDF, 'a.pdf'),
        404,
        ErrorCode.NOT_FOUND,
      );
      refused(
        await get('/containers/secrets/download/0192f0e0-0000-7000-8000-000000000000', clinic.admin.token),
        404,
        ErrorCode.NOT_FOUND,
      );
      refused(
        await upload('/fileUploads/secrets', clinic.patient.token, PDF, 'a.pdf'),
        404,
        ErrorCode.NOT_FOUND,
      );
      refused(await get('/fileUploads/secrets', clinic.patient.token), 404, ErrorCode.NOT_FOUND);
      const recording = await upload('/containers/call-recordings/upload', clinic.doctor.token, PDF, 'a.pdf');
      refused(recording, 400, ErrorCode.BAD_REQUEST);
      expect(recording.json().error.message).toBe(fileMessages.recordingsNotUploaded);
    });

    it('lists a consult’s call recordings for those the room lets play them (none yet), 404 for others', async () => {
      const res = await get(`/fileUploads/call-recordings?appointmentId=${consultId}`, clinic.doctor.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ files: [] });
      refused(
        await get(`/fileUploads/call-recordings?appointmentId=${consultId}`, stranger),
        404,
        ErrorCode.NOT_FOUND,
      );
      refused(
        await get(
          '/containers/call-recordings/download/0192f0e0-0000-7000-8000-000000000000',
          clinic.admin.token,
        ),
        404,
        ErrorCode.NOT_FOUND,
      );
    });
  });
});
