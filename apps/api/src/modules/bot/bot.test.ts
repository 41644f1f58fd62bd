import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeBlogPost, makeFaqs } from '../../../test/content';

type Outbox = { items: Array<{ to: string; subject: string; text: string }> };

describe('the FAQ assistant', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ contactInbox: 'team@curo.test' });
    // Given an FAQ about certificates and scripts, and a live post about hay fever.
    const admin = (await makeAccount(t, 'admin')).token;
    await makeFaqs(t, admin, [
      {
        slug: 'certificates-and-prescriptions',
        name: 'Certificates and prescriptions',
        entries: [
          {
            question: 'Can I get a medical certificate online?',
            answer:
              'Yes, after a consult with a doctor. Certificates are accepted by employers and arrive by email.',
          },
          {
            question: 'Can a certificate be backdated?',
            answer: 'A doctor can certify only what they can assess. Book on the first day you are unwell.',
          },
          {
            question: 'How do eScripts work?',
            answer: 'If the doctor prescribes a medicine, you receive a token by SMS or email.',
          },
        ],
      },
    ]);
    await makeBlogPost(t, admin, {
      title: 'Hay fever season in Australia',
      excerpt: 'Sneezing every spring? What helps when the pollen count climbs.',
      body: '## Why spring is hard\n\nGrass pollen peaks in spring. Antihistamines and nasal sprays help most people.',
    });
  });
  afterAll(() => t.close());

  const ask = (question: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/services/bot/ask', payload: { question }, headers });

  it('answers a plain-language question with the best FAQ entry first, linked', async () => {
    const res = await ask('Can I get a medical certificate for work online?');
    expect(res.statusCode).toBe(200);
    const { answers, noMatch } = res.json();
    expect(noMatch).toBe(false);
    expect(answers[0]).toMatchObject({ kind: 'faq', url: '/faq/can-i-get-a-medical-certificate-online' });
    expect(answers[0].snippet).toContain('<mark>');
    expect(answers.length).toBeLessThanOrEqual(3);
  });

  it('finds blog posts too', async () => {
    const { answers } = (await ask('hay fever season pollen')).json();
    expect(
      answers.some((a: { kind: string; url: string }) => a.kind === 'blog' && a.url.startsWith('/blog/')),
    ).toBe(true);
  });

  it('says honestly when nothing matches', async () => {
    expect((await ask('quantum chromodynamics lattice')).json()).toEqual({
      urgent: null,
      prices: null,
      answers: [],
      noMatch: true,
    });
    expect((await ask('?')).statusCode).toBe(400);
  });

  it('hands an unanswered question to the team, with the conversation it came from', async () => {
    const { token } = (await t.app.inject('/api/v1/services/chatToken')).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/emails/sendBotActionEmail',
      headers: { 'x-chat-token': token },
      payload: {
        action: 'callback',
        question: 'Do you bulk bill pensioners on weekends?',
        name: 'Margaret',
        email: 'margaret@example.com.au',
        phone: '0412 345 678',
      },
    });
    expect(res.statusCode).toBe(200);
    const outbox = (await t.app.inject('/api/v1/dev/outbox')).json() as Outbox;
    const mail = outbox.items.find((m) => m.to === 'team@curo.test');
    expect(mail?.subject).toBe('Assistant: a visitor asks for a call back');
    expect(mail?.text).toContain('Do you bulk bill pensioners on weekends?');
    expect(mail?.text).toMatch(/conversation [0-9a-f-]{36}/);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/emails/sendBotRequest',
      payload: { question: 'Hello there', email: 'not-an-email' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please enter a valid email');
  });

  it('limits questions per conversation, not per shared IP', async () => {
    const a = (await t.app.inject('/api/v1/services/chatToken')).json().token;
    const b = (await t.app.inject('/api/v1/services/chatToken')).json().token;
    let last = 200;
    for (let i = 0; i < 31; i++) last = (await ask('certificate', { 'x-chat-token': a })).statusCode;
    expect(last).toBe(429);
    expect((await ask('certificate', { 'x-chat-token': b })).statusCode).toBe(200);
  });
});
