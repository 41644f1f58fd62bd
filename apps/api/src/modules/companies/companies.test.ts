import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeCompany, makePatient } from '../../../test/accounts';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

describe('companies', () => {
  let t: TestApp;
  let admin = '';
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000, contactInbox: 'team@curo.test' });
    admin = (await makeAccount(t, 'admin')).token;
    // Harbourview has a patient and its company admin; Redgum has nobody yet.
    const harbourview = await makeCompany(t, {
      slug: 'harbourview-health',
      name: 'Harbourview Health Partners',
    });
    await makeCompany(t, { slug: 'redgum-logistics', name: 'Redgum Logistics' });
    await makePatient(t, { companyId: harbourview.id, signedIn: false });
    await makeAccount(t, 'companyAdmin', { companyId: harbourview.id, signedIn: false });
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });

  it('lists companies with their members for admins, searchable', async () => {
    const list = await t.app.inject({ url: '/api/v1/companies', headers: bearer(admin) });
    const harbourview = list.json().items.find((c: { slug: string }) => c.slug === 'harbourview-health');
    expect(harbourview.members).toBe(2);
    const found = await t.app.inject({ url: '/api/v1/companies?query=redgum', headers: bearer(admin) });
    expect(found.json().items.map((c: { slug: string }) => c.slug)).toEqual(['redgum-logistics']);
    const patient = (await signUpPatient(t)).accessToken;
    expect((await t.app.inject({ url: '/api/v1/companies', headers: bearer(patient) })).statusCode).toBe(403);
  });

  it('adds a company whose code then works at /{code}; refuses a code the site uses', async () => {
    const created = await send('POST', '/companies', admin, { name: 'Saltbush Mining', slug: 'saltbush' });
    expect(created.statusCode).toBe(201);
    expect((await t.app.inject({ url: '/api/v1/companies/slug/saltbush' })).json().name).toBe(
      'Saltbush Mining',
    );
    expect((await send('POST', '/companies', admin, { name: 'Again', slug: 'saltbush' })).statusCode).toBe(
      409,
    );
    for (const slug of ['blog', 'login', 'pricing', 'admin', 'wickham']) {
      const res = await send('POST', '/companies', admin, { name: 'Clash', slug });
      expect(res.statusCode, slug).toBe(400);
    }
    const renamed = await send('PUT', `/companies/${created.json().id}`, admin, {
      name: 'Saltbush Mining Co',
      slug: 'harbourview-health',
    });
    expect(renamed.statusCode).toBe(409);
  });

  it('records whether a company pays for its people’s consults; an edit that does not say keeps it', async () => {
    const created = await send('POST', '/companies', admin, {
      name: 'Ironbark Rail',
      slug: 'ironbark-rail',
      coversConsults: true,
    });
    expect(created.json()).toMatchObject({ coversConsults: true });
    const renamed = await send('PUT', `/companies/${created.json().id}`, admin, {
      name: 'Ironbark Rail Co',
      slug: 'ironbark-rail',
    });
    expect(renamed.json()).toMatchObject({ name: 'Ironbark Rail Co', coversConsults: true });
    const off = await send('PUT', `/companies/${created.json().id}`, admin, {
      name: 'Ironbark Rail Co',
      slug: 'ironbark-rail',
      coversConsults: false,
    });
    expect(off.json().coversConsults).toBe(false);
    const plain = await send('POST', '/companies', admin, { name: 'Mallee Farms', slug: 'mallee-farms' });
    expect(plain.json().coversConsults).toBe(false);
  });

  it('takes a logo by content and deletes only an empty company', async () => {
    const { id } = (
      await send('POST', '/companies', admin, { name: 'Wattle Care', slug: 'wattle-care' })
    ).json();
    const png = await sharp({ create: { width: 1200, height: 300, channels: 4, background: '#0f766e' } })
      .png()
      .toBuffer();
    const boundary = 'curo-logo';
    const logo = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${id}/logo`,
      headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="l.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(logo.statusCode).toBe(200);
    const image = await t.app.inject({ url: logo.json().logoUrl });
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 100]);

    const harbourview = (
      await t.app.inject({ url: '/api/v1/companies?query=harbourview', headers: bearer(admin) })
    ).json().items[0];
    expect((await send('DELETE', `/companies/${harbourview.id}`, admin)).statusCode).toBe(409);
    expect((await send('DELETE', `/companies/${id}`, admin)).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/v1/companies/slug/wattle-care' })).statusCode).toBe(404);
  });

  it('passes a business enquiry to the team and refuses an incomplete one with a message', async () => {
    const enquiry = {
      companyName: 'Ironbark Freight',
      contactName: 'Jess Tran',
      email: 'jess@ironbark.example.com.au',
      phone: '07 3000 1234',
      employees: '200-999',
      message: 'We run night shifts in Brisbane and Townsville and want GP access for our drivers.',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/emails/sendCompanyContact',
      payload: enquiry,
    });
    expect(res.statusCode).toBe(200);
    const outbox = (await t.app.inject('/api/v1/dev/outbox')).json().items as Array<{
      to: string;
      subject: string;
      text: string;
    }>;
    const mail = outbox.find((m) => m.subject === 'Business enquiry: Ironbark Freight');
    expect(mail?.to).toBe('team@curo.test');
    expect(mail?.text).toContain('night shifts');
    // The enquirer hears back once, at the address they gave, with none of what they wrote.
    const acks = outbox.filter((m) => m.to === enquiry.email);
    expect(acks).toHaveLength(1);
    expect(acks[0]?.subject).toBe('We have your business enquiry');
    expect(acks[0]?.text).toContain('/business');
    expect(acks[0]?.text).not.toContain('night shifts');
    expect(acks[0]?.text).not.toContain('Ironbark');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/emails/sendCompanyContact',
      payload: { ...enquiry, companyName: '' },
    });
    expect(missing.json().error.message).toBe('Please enter your organisation');
  });
});
