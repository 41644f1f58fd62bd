import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { consultDocumentsPath } from '@curo/core/documents';
import {
  PHARMACY_IMPORT_MAX_ROWS,
  pharmacyWords,
  type TNearbyPharmacyPage,
  type TPharmacy,
  type TPharmacyPage,
} from '@curo/core/pharmacies';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeAccount, makeDoctor, makePatient } from '../../../test/accounts';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makePastConsult } from '../../../test/payments';
import { pdfPages } from '../../../test/pdf-text';
import { FAX_KEYS, standInPhaxio } from '../../../test/phaxio-stand-in';
import { outboundFaxes } from '../../db/schema/faxes';
import { auditEvents } from '../../db/schema/identity';
import { outboundMessages } from '../../db/schema/messages';
import { postcodeCentroid } from './postcode-centroids';

const HEADER = 'name,address,suburb,state,postcode,phone,fax,email,latitude,longitude,opening hours';
/** Made-up pharmacies at real places: four in Sydney's CBD, one in Surry Hills, Parramatta and Melbourne. */
const PHARMACIES = [
  'Circular Quay Pharmacy,2 Loftus Street,Sydney,NSW,2000,(02) 5550 0101,(02) 5550 0102,scripts@cq.example.com,-33.8627,151.2105,Mon–Fri 7 am–7 pm',
  'Wynyard Chemist,301 George Street,Sydney,NSW,2000,02 5550 0111,02 5550 0112,,-33.8661,151.2071,',
  'Town Hall Late Night Pharmacy,464 George Street,Sydney,NSW,2000,,,hello@th.example.com,-33.8728,151.2074,"Every day 8 am–midnight, public holidays 10 am–4 pm"',
  'Haymarket Family Pharmacy,9 Dixon Street,Haymarket,NSW,2000,,,,-33.8786,151.2039,',
  'Surry Hills Compounding Chemist,402 Crown Street,Surry Hills,NSW,2010,,,,-33.8858,151.2139,',
  'Parramatta Station Pharmacy,159 Church Street,Parramatta,NSW,2150,,,,-33.8148,151.0035,',
  'Flinders Lane Pharmacy,120 Flinders Lane,Melbourne,VIC,3000,,,,-37.8162,144.9689,',
];

/** Great-circle distance in km on earthdistance's sphere (radius 6,378,168 m). */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6378.168 * Math.asin(Math.sqrt(h));
}

/** Pharmacies (decisions 0065 and 0066) through the routes, on PGlite or PostgreSQL. */
describe('pharmacies', () => {
  let t: TestApp;
  let phaxio: Awaited<ReturnType<typeof standInPhaxio>>;
  let dataDir: string;
  let admin: Account;
  let mia: Account;
  let noah: Account;
  let doctor: Account;
  let otherDoctor: Account;
  let byName: Map<string, TPharmacy>;

  const url = (p: string) => `/api/v1${p}`;
  const get = (p: string, token: string) => t.app.inject({ url: url(p), headers: bearer(token) });
  const importCsv = (csv: string, token = admin.token) =>
    t.app.inject({
      method: 'POST',
      url: url('/pharmacies/import'),
      headers: bearer(token),
      payload: { csv },
    });
  const find = async (q: string, extra = '') => {
    const res = await get(`/twilioCalls/findPharmacy?q=${encodeURIComponent(q)}${extra}`, mia.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TPharmacyPage;
  };
  const nearby = async (query: string) => {
    const res = await get(`/twilioCalls/nearbyPharmacy?${query}`, mia.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TNearbyPharmacyPage;
  };
  const setPreferred = (patientId: string, pharmacyId: string | null, token: string) =>
    t.app.inject({
      method: 'PUT',
      url: url(`/users/${patientId}/preferredPharmacy`),
      headers: bearer(token),
      payload: { pharmacyId },
    });

  beforeAll(async () => {
    phaxio = await standInPhaxio();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-pharmacies-'));
    t = await buildTestApp(
      { rateLimitLogin: 10_000 },
      { DATA_DIR: dataDir, ...FAX_KEYS, FAX_API_URL: phaxio.url, PUBLIC_URL: 'https://clinic.example' },
    );
    admin = await makeAccount(t, 'admin');
    mia = await makePatient(t, { firstName: 'Mia', lastName: 'Nguyen' });
    noah = await makePatient(t, { firstName: 'Noah', lastName: 'Smith' });
    doctor = await makeDoctor(t, { firstName: 'Priya', lastName: 'Raman', providerNumber: '2345678A' });
    otherDoctor = await makeDoctor(t, { firstName: 'Tom', lastName: 'Ng', providerNumber: '3456789B' });
    const res = await importCsv([HEADER, ...PHARMACIES].join('\r\n'));
    expect(res.json()).toEqual({ rows: 7, created: 7, updated: 0, rejected: [] });
    const all = await find('pharmacy', '&pageSize=50');
    const chemists = await find('chemist', '&pageSize=50');
    byName = new Map([...all.items, ...chemists.items].map((p) => [p.name, p]));
  });
  afterAll(async () => {
    await t.close();
    await phaxio.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe('findPharmacy', () => {
    it('forgives typos in a name or suburb, best match first', async () => {
      expect((await find('Circulr Quay')).items[0]?.name).toBe('Circular Quay Pharmacy');
      expect((await find('Wynard')).items[0]?.name).toBe('Wynyard Chemist');
      expect((await find('Paramatta')).items[0]?.name).toBe('Parramatta Station Pharmacy');
      expect((await find('Surry Hils')).items.map((p) => p.name)).toEqual([
        'Surry Hills Compounding Chemist',
      ]);
    });

    it('finds by postcode, and ranks an exact name above a near one', async () => {
      const byPostcode = await find('2000');
      expect(byPostcode.items.map((p) => p.name).sort()).toEqual([
        'Circular Quay Pharmacy',
        'Haymarket Family Pharmacy',
        'Town Hall Late Night Pharmacy',
        'Wynyard Chemist',
      ]);
      const townHall = await find('Town Hall Pharmacy');
      expect(townHall.items[0]?.name).toBe('Town Hall Late Night Pharmacy');
    });

    it('answers the full record: phone and fax as E.164, hours as written', async () => {
      const [cq] = (await find('Circular Quay')).items;
      expect(cq).toMatchObject({
        address: '2 Loftus Street',
        suburb: 'Sydney',
        state: 'NSW',
        postcode: '2000',
        phone: '+61255500101',
        fax: '+61255500102',
        email: 'scripts@cq.example.com',
        latitude: -33.8627,
        longitude: 151.2105,
        openingHours: 'Mon–Fri 7 am–7 pm',
      });
    });

    it('pages: pageSize rows, and hasMore while more follow', async () => {
      const first = await find('pharmacy', '&pageSize=2');
      const second = await find('pharmacy', '&pageSize=2&page=2');
      expect(first.items).toHaveLength(2);
      expect(first.hasMore).toBe(true);
      expect(second.items.map((p) => p.id)).not.toContain(first.items[0]?.id);
      expect((await find('Flinders Lane')).hasMore).toBe(false);
    });

    it('finds nothing for gibberish, and wants at least 2 characters (400)', async () => {
      expect((await find('zzqxv')).items).toEqual([]);
      const short = await get('/twilioCalls/findPharmacy?q=a', mia.token);
      expect(short.statusCode).toBe(400);
      expect(short.json().error.message).toContain(pharmacyWords.query);
      expect((await get('/twilioCalls/findPharmacy?q=ab&pageSize=51', mia.token)).statusCode).toBe(400);
    });

    it('is for signed-in users (401 otherwise)', async () => {
      expect((await t.app.inject({ url: url('/twilioCalls/findPharmacy?q=Sydney') })).statusCode).toBe(401);
      expect((await get('/twilioCalls/findPharmacy?q=Sydney', doctor.token)).statusCode).toBe(200);
    });
  });

  describe('nearbyPharmacy', () => {
    it('lists pharmacies near a point nearest first, with the distance in km', async () => {
      // Outside Parramatta station, then the CBD ones further east.
      const at = { latitude: -33.8173, longitude: 151.0033 };
      const page = await nearby(`lat=${at.latitude}&lng=${at.longitude}&radiusKm=30`);
      const names = page.items.map((p) => p.name);
      expect(names[0]).toBe('Parramatta Station Pharmacy');
      expect(names).not.toContain('Flinders Lane Pharmacy');
      const distances = page.items.map((p) => p.distanceKm);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      for (const p of page.items) expect(p.distanceKm).toBeCloseTo(km(at, p), 1);
      expect(page.items[0]?.distanceKm).toBe(0.3);
    });

    it('places a postcode at its centroid from the postcode data', async () => {
      const origin = postcodeCentroid('2000');
      expect(origin).not.toBeNull();
      const page = await nearby('postcode=2000');
      expect(page.origin).toEqual({ ...origin, postcode: '2000' });
      expect(page.radiusKm).toBe(25);
      const expected = PHARMACIES.length - 1;
      expect(page.items).toHaveLength(expected);
      const sorted = [...page.items].sort((a, b) => km(page.origin, a) - km(page.origin, b));
      expect(page.items.map((p) => p.name)).toEqual(sorted.map((p) => p.name));
    });

    it('keeps to the radius and pages', async () => {
      const cbd = 'lat=-33.8688&lng=151.2093';
      const close = await nearby(`${cbd}&radiusKm=0.6`);
      expect(close.items.map((p) => p.name).sort()).toEqual([
        'Town Hall Late Night Pharmacy',
        'Wynyard Chemist',
      ]);
      const first = await nearby(`${cbd}&pageSize=2`);
      const second = await nearby(`${cbd}&pageSize=2&page=2`);
      expect(first.hasMore).toBe(true);
      expect(second.items[0]?.distanceKm).toBeGreaterThanOrEqual(first.items[1]?.distanceKm ?? 0);
    });

    it('takes numbers too small for PostgreSQL (a fuzzer found a 500): the point is the equator, the radius a metre', async () => {
      const page = await nearby('lat=-5.4e-323&lng=6.0413270189606085e-118&radiusKm=5e-324');
      expect(page.items).toEqual([]);
    });

    it('answers 400 in words for an unknown postcode, no place at all, or a radius over 100 km', async () => {
      const unknown = await get('/twilioCalls/nearbyPharmacy?postcode=0000', mia.token);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.message).toBe(pharmacyWords.postcodeUnknown);
      const nothing = await get('/twilioCalls/nearbyPharmacy', mia.token);
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().error.message).toContain(pharmacyWords.nearbyNeedsPlace);
      expect((await get('/twilioCalls/nearbyPharmacy?postcode=200', mia.token)).statusCode).toBe(400);
      expect(
        (await get('/twilioCalls/nearbyPharmacy?postcode=2000&radiusKm=101', mia.token)).statusCode,
      ).toBe(400);
    });
  });

  describe('CSV import', () => {
    it('imports the good rows and reports each bad one by line with the reason', async () => {
      const csv = [
        // Columns in another order, with a byte-order mark and underscores, as spreadsheets write them.
        '\uFEFFpostcode,name,address,suburb,state,fax,email,latitude,longitude,opening_hours',
        '2037,Glebe Point Pharmacy,1 Glebe Point Road,Glebe,NSW,,,-33.8790,151.1860,',
        '2037,,2 Glebe Point Road,Glebe,NSW,,,,,',
        '2037,Bad State Pharmacy,3 Glebe Point Road,Glebe,XYZ,,,,,',
        '203,Bad Postcode Pharmacy,4 Glebe Point Road,Glebe,NSW,,,,,',
        '2037,Offshore Pharmacy,5 Glebe Point Road,Glebe,NSW,,,51.5,-0.12,',
        '2037,Mobile Fax Pharmacy,6 Glebe Point Road,Glebe,NSW,0412 345 678,,,,',
        '2037,Bad Email Pharmacy,7 Glebe Point Road,Glebe,NSW,,not-an-email,,,',
        '0000,Nowhere Pharmacy,8 Nowhere Road,Nowhere,NSW,,,,,',
        '2037,glebe point  pharmacy,1 Glebe Point Road,Glebe,NSW,,,,,',
        // No coordinates: placed at the postcode's centroid.
        '2037,Forest Lodge Pharmacy,9 Ross Street,Forest Lodge,NSW,,,,,',
      ].join('\n');
      const res = await importCsv(csv);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        rows: 10,
        created: 2,
        updated: 0,
        rejected: [
          { row: 3, reason: 'The name is missing' },
          { row: 4, reason: 'The state must be one of ACT, NSW, NT, QLD, SA, TAS, VIC, WA' },
          { row: 5, reason: 'The postcode must be 4 digits' },
          { row: 6, reason: 'The latitude and longitude are not a place in Australia' },
          { row: 7, reason: 'The fax number is not an Australian landline' },
          { row: 8, reason: 'The email address is not valid' },
          { row: 9, reason: 'No latitude and longitude, and postcode 0000 is unknown' },
          { row: 10, reason: 'The same pharmacy as row 2' },
        ],
      });
      const [lodge] = (await find('Forest Lodge Pharmacy')).items;
      expect(lodge).toMatchObject(postcodeCentroid('2037') ?? {});
    });

    it('updates a pharmacy it already has (same name, address and postcode) instead of adding another', async () => {
      const res = await importCsv(
        [
          HEADER,
          'WYNYARD CHEMIST,301  George Street,Sydney,NSW,2000,02 5550 0199,,,-33.8661,151.2071,Sat 9–1',
        ].join('\n'),
      );
      expect(res.json()).toMatchObject({ rows: 1, created: 0, updated: 1, rejected: [] });
      const found = (await find('Wynyard')).items.filter((p) => p.postcode === '2000');
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({
        id: byName.get('Wynyard Chemist')?.id,
        phone: '+61255500199',
        openingHours: 'Sat 9–1',
      });
    });

    it('refuses a file without the header, or over the row limit (400), and is for admins only (403)', async () => {
      const noHeader = await importCsv('Circular Quay Pharmacy,2 Loftus Street,Sydney,NSW,2000');
      expect(noHeader.statusCode).toBe(400);
      expect(noHeader.json().error.message).toBe(pharmacyWords.importNoHeader);
      const many = [
        HEADER,
        ...Array.from({ length: PHARMACY_IMPORT_MAX_ROWS + 1 }, (_, i) => `P${i},1 St,X,NSW,2000`),
      ];
      const tooMany = await importCsv(many.join('\n'));
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().error.message).toBe(pharmacyWords.importTooManyRows);
      const tooBig = await importCsv(`${HEADER}\n${'x'.repeat(2 * 1024 * 1024)}`);
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json().error.message).toContain(pharmacyWords.importTooLarge);
      expect((await importCsv(HEADER, doctor.token)).statusCode).toBe(403);
      expect((await importCsv(HEADER, mia.token)).statusCode).toBe(403);
    });
  });

  describe('preferred pharmacy', () => {
    it('a patient saves, reads and clears their own', async () => {
      const cq = byName.get('Circular Quay Pharmacy');
      const saved = await setPreferred(mia.id, cq?.id ?? '', mia.token);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().pharmacy).toMatchObject({ id: cq?.id, name: 'Circular Quay Pharmacy' });
      expect((await get(`/users/${mia.id}/preferredPharmacy`, mia.token)).json().pharmacy?.id).toBe(cq?.id);
      expect((await setPreferred(mia.id, null, mia.token)).json()).toEqual({ pharmacy: null });
      expect((await get(`/users/${mia.id}/preferredPharmacy`, mia.token)).json()).toEqual({ pharmacy: null });
      const [event] = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'pharmacy.preferred_set'), eq(auditEvents.subjectUserId, mia.id)))
        .orderBy(desc(auditEvents.createdAt))
        .limit(1);
      expect(event).toBeDefined();
    });

    it('another patient’s is not there for her (404), other roles may not (403), an unknown pharmacy 404', async () => {
      const cq = byName.get('Circular Quay Pharmacy')?.id ?? '';
      expect((await setPreferred(noah.id, cq, mia.token)).statusCode).toBe(404);
      expect((await get(`/users/${noah.id}/preferredPharmacy`, mia.token)).statusCode).toBe(404);
      expect((await get(`/users/${noah.id}/preferredPharmacy`, noah.token)).json()).toEqual({
        pharmacy: null,
      });
      expect((await setPreferred(mia.id, cq, doctor.token)).statusCode).toBe(403);
      expect((await setPreferred(mia.id, cq, admin.token)).statusCode).toBe(403);
      const unknown = await setPreferred(mia.id, '0190a1b2-0000-7000-8000-000000000000', mia.token);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe(pharmacyWords.notFound);
    });
  });

  describe('sending a document to the patient’s pharmacy', () => {
    let documentId = '';
    const send = (body: object, token = doctor.token, id = documentId) =>
      t.app.inject({
        method: 'POST',
        url: url(`/documents/${id}/sendToPharmacy`),
        headers: bearer(token),
        payload: body,
      });

    beforeAll(async () => {
      const consult = await makePastConsult(t, {
        patientId: mia.id,
        doctorId: doctor.id,
        startsAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
      });
      const res = await t.app.inject({
        method: 'POST',
        url: consultDocumentsPath(consult.id),
        headers: bearer(doctor.token),
        payload: { kind: 'consult_summary', summary: 'Amoxicillin 500 mg three times a day for 5 days.' },
      });
      expect(res.statusCode, res.body).toBe(201);
      documentId = res.json().id;
    });

    it('answers 409 in words while the patient has no pharmacy', async () => {
      await setPreferred(mia.id, null, mia.token);
      const res = await send({ channel: 'fax', consent: true });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(pharmacyWords.noPreferred);
      expect((await get(`/documents/${documentId}/pharmacy`, doctor.token)).json()).toEqual({
        pharmacy: null,
      });
    });

    it('by fax: the PDF goes to the pharmacy’s fax number through the fax provider, audited', async () => {
      const cq = byName.get('Circular Quay Pharmacy');
      await setPreferred(mia.id, cq?.id ?? '', mia.token);
      expect((await get(`/documents/${documentId}/pharmacy`, doctor.token)).json().pharmacy?.name).toBe(
        'Circular Quay Pharmacy',
      );
      const before = phaxio.sent.length;
      const res = await send({ channel: 'fax', consent: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        documentId,
        pharmacyId: cq?.id,
        pharmacyName: 'Circular Quay Pharmacy',
        channel: 'fax',
        to: '+61255500102',
      });
      expect(phaxio.sent.length).toBe(before + 1);
      const fax = phaxio.sent.at(-1);
      expect(fax?.to).toBe('+61255500102');
      expect(pdfPages(fax?.pdf ?? Buffer.alloc(0)).join('\n')).toContain('Amoxicillin 500 mg');
      const [row] = await t.database.db
        .select()
        .from(outboundFaxes)
        .where(eq(outboundFaxes.patientId, mia.id))
        .orderBy(desc(outboundFaxes.createdAt))
        .limit(1);
      expect(row).toMatchObject({ toNumber: '+61255500102', sentBy: doctor.id });
      const [event] = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'document.sent_to_pharmacy'), eq(auditEvents.recordId, documentId)))
        .limit(1);
      expect(event).toMatchObject({ actorId: doctor.id, subjectUserId: mia.id });
      expect(event?.details).toMatchObject({ channel: 'fax', to: '+61255500102', pharmacyId: cq?.id });
    });

    it('by email: a single-use link to the pharmacy’s address, never the PDF itself', async () => {
      const res = await send({ channel: 'email', consent: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ channel: 'email', to: 'scripts@cq.example.com' });
      const [mail] = await t.database.db
        .select()
        .from(outboundMessages)
        .where(eq(outboundMessages.toAddress, 'scripts@cq.example.com'))
        .limit(1);
      expect(mail?.textBody).toMatch(/Hello Circular Quay Pharmacy,/);
      expect(mail?.textBody).toMatch(/\/api\/v1\/documents\/shared\/\S+/);
      expect(mail?.textBody).not.toContain('Amoxicillin');
    });

    it('says so when the pharmacy has no fax or no email (409)', async () => {
      await setPreferred(mia.id, byName.get('Town Hall Late Night Pharmacy')?.id ?? '', mia.token);
      const noFax = await send({ channel: 'fax', consent: true });
      expect(noFax.statusCode).toBe(409);
      expect(noFax.json().error.message).toBe(pharmacyWords.noFax);
      await setPreferred(mia.id, byName.get('Haymarket Family Pharmacy')?.id ?? '', mia.token);
      const noEmail = await send({ channel: 'email', consent: true });
      expect(noEmail.json().error.message).toBe(pharmacyWords.noEmail);
    });

    it('is the issuing doctor’s only: another doctor 404, a patient or admin 403, no consent 400', async () => {
      expect((await send({ channel: 'fax', consent: true }, otherDoctor.token)).statusCode).toBe(404);
      expect((await get(`/documents/${documentId}/pharmacy`, otherDoctor.token)).statusCode).toBe(404);
      expect((await send({ channel: 'fax', consent: true }, mia.token)).statusCode).toBe(403);
      expect((await send({ channel: 'fax', consent: true }, admin.token)).statusCode).toBe(403);
      const noConsent = await send({ channel: 'fax' });
      expect(noConsent.statusCode).toBe(400);
      expect(noConsent.json().error.message).toContain(pharmacyWords.consent);
      const unknown = await send(
        { channel: 'fax', consent: true },
        doctor.token,
        '0190a1b2-0000-7000-8000-000000000000',
      );
      expect(unknown.statusCode).toBe(404);
    });
  });
});
