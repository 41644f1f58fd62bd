import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeSpecialty } from '../../../test/content';
import { multipart } from '../../../test/multipart';
import { queryRows } from '../../../test/query';

describe('specialties', () => {
  let t: TestApp;
  let admin = '';
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    admin = (await makeAccount(t, 'admin')).token;
    // Three public specialties and a hidden one, made out of order: the site lists them by position.
    await makeSpecialty(t, admin, { name: 'Dermatology', public: true, position: 2 });
    await makeSpecialty(t, admin, { name: 'Sleep medicine', public: false, position: 3 });
    await makeSpecialty(t, admin, {
      name: 'ADHD',
      public: true,
      position: 0,
      priceCents: 22000,
      summary: 'Assessment, diagnosis and ongoing review, by video.',
      content: '## How an ADHD assessment works\n\n1. **See your GP** for a referral.',
    });
    await makeSpecialty(t, admin, { name: 'Paediatrics', public: true, position: 1, priceCents: 15000 });
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ url: `/api/v1${url}`, headers: token ? bearer(token) : {} });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });

  it('shows only public specialties to the public; a hidden one is not found', async () => {
    const pub = (await get('/specialties/public')).json().items.map((s: { slug: string }) => s.slug);
    expect(pub).toEqual(['adhd', 'paediatrics', 'dermatology']);
    expect((await get('/specialties/slug/sleep-medicine')).statusCode).toBe(404);
    expect((await get('/specialties/cms/sleep-medicine')).statusCode).toBe(404);
    expect((await get('/specialties/slug/sleep-medicine', admin)).statusCode).toBe(200);
    const cms = (await get('/specialties/cms/adhd')).json();
    expect(cms).toMatchObject({ slug: 'adhd', name: 'ADHD', priceCents: 22000 });
    expect(cms.content).toContain('## How an ADHD assessment works');
    expect((await get('/specialties/name/pAeDiAtRiCs')).json().slug).toBe('paediatrics');
    expect((await get('/specialties/slug/nope')).statusCode).toBe(404);
  });

  it('serves the public list and pages from memory, and shows an admin’s change at once', async () => {
    const names = async () =>
      (await get('/specialties/public')).json().items.map((s: { name: string }) => s.name) as string[];
    const first = await get('/specialties/cms/paediatrics');
    expect(await names()).toContain('Paediatrics');
    // A change behind the API's back (a SQL console) is not seen: the answers are kept.
    await queryRows(t.database.db, sql`update specialties set name = 'Kids' where slug = 'paediatrics'`);
    expect(await names()).toContain('Paediatrics');
    const again = await get('/specialties/cms/paediatrics');
    expect(again.json().name).toBe('Paediatrics');
    // Revalidation answers 304 from memory with the kept tag.
    const revalidated = await t.app.inject({
      url: '/api/v1/specialties/cms/paediatrics',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    // Any write through the admin routes drops both, so the next read sees the database.
    const [row] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from specialties where slug = 'paediatrics'`,
    );
    const edited = await send('PUT', `/specialties/${row?.id}`, admin, {
      name: 'Paediatrics',
      public: true,
      position: 1,
      priceCents: 16000,
      summary: 'Children and teenagers.',
      content: '## Kids',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await get('/specialties/cms/paediatrics')).json().priceCents).toBe(16000);
    expect(
      (await get('/specialties/public')).json().items.map((s: { priceCents: number }) => s.priceCents),
    ).toContain(16000);
  });

  it('lets admins add, publish, illustrate and destroy a specialty; nobody else', async () => {
    const patient = (await signUpPatient(t)).accessToken;
    const body = {
      name: 'Women’s health',
      summary: 'Contraception, menopause and more.',
      content: '## Hello',
    };
    expect((await send('POST', '/specialties', patient, body)).statusCode).toBe(403);
    expect((await get('/specialties', patient)).statusCode).toBe(403);

    const created = await send('POST', '/specialties', admin, body);
    expect(created.statusCode).toBe(201);
    const specialty = created.json();
    expect(specialty).toMatchObject({ slug: 'women-s-health', public: false });
    expect((await send('POST', '/specialties', admin, { ...body, slug: 'other' })).statusCode).toBe(409);
    expect((await get(`/specialties/publicUrl/${specialty.id}`, admin)).json()).toEqual({
      url: '/specialty/women-s-health',
    });

    const published = await send('PUT', `/specialties/${specialty.id}`, admin, { ...body, public: true });
    expect(published.json().public).toBe(true);
    expect((await get('/specialties/cms/women-s-health')).statusCode).toBe(200);

    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#0d9488' } })
      .jpeg()
      .toBuffer();
    const upload = multipart(photo, 'hero.jpg', 'image/jpeg');
    const hero = await t.app.inject({
      method: 'POST',
      url: `/api/v1/specialties/${specialty.id}/hero`,
      headers: { ...bearer(admin), ...upload.headers },
      payload: upload.payload,
    });
    expect(hero.statusCode).toBe(200);
    const image = await t.app.inject({ url: hero.json().heroImageUrl });
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(1600);
    const fake = multipart(Buffer.from('GIF89a not really'), 'hero.gif', 'image/gif');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/specialties/${specialty.id}/hero`,
      headers: { ...bearer(admin), ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(415);

    expect((await send('DELETE', `/specialties/${specialty.id}/destroy`, patient)).statusCode).toBe(403);
    expect((await send('DELETE', `/specialties/${specialty.id}/destroy`, admin)).statusCode).toBe(204);
    expect((await get('/specialties/cms/women-s-health')).statusCode).toBe(404);
    expect((await send('PUT', `/specialties/${specialty.id}`, admin, body)).statusCode).toBe(404);
    expect((await send('POST', '/specialties', admin, { name: '' })).json().error.message).toBe(
      'Enter a name',
    );
  });
});
