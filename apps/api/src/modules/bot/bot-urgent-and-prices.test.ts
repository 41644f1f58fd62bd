import { botMessages, type TPriceItem } from '@curo/core/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { CRISES, EMERGENCIES, NOT_EMERGENCIES } from '../../../test/assistant-questions';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeFaqs, savePriceList } from '../../../test/content';

/** A price list of the test's own, with amounts no seed uses. */
const PRICES: TPriceItem[] = [
  {
    id: 'standard',
    name: 'Standard GP consult',
    summary: 'A booked video consult with a GP.',
    medicare: 'Private fee. No Medicare rebate unless you meet the telehealth rules.',
    billing: 'patient',
    amountCents: 6150,
    isFrom: false,
    gstFree: true,
  },
  {
    id: 'certificate',
    name: 'Medical certificate consult',
    summary: 'A short consult; the doctor issues a certificate if it is appropriate.',
    medicare: 'Private fee. No Medicare rebate.',
    billing: 'patient',
    amountCents: 3175,
    isFrom: false,
    gstFree: true,
  },
  {
    id: 'script',
    name: 'Script renewal consult',
    summary: 'A short consult to renew a medicine you already take.',
    medicare: 'Private fee. Your medicine may still be subsidised under the PBS.',
    billing: 'patient',
    amountCents: 2725,
    isFrom: false,
    gstFree: true,
  },
  {
    id: 'specialist',
    name: 'Specialist consult',
    summary: 'A video consult with a specialist.',
    medicare: 'A Medicare rebate is available with a valid referral.',
    billing: 'patient',
    amountCents: 23500,
    isFrom: true,
    gstFree: true,
  },
  {
    id: 'travel',
    name: 'Travel insurance consult',
    summary: 'For a claim on your travel insurance.',
    medicare: 'Billed to your insurer.',
    billing: 'insurer',
    amountCents: null,
    isFrom: false,
    gstFree: true,
  },
];

interface Reply {
  urgent: { kind: string; message: string } | null;
  prices: {
    items: Array<{ id: string; name: string; price: string; note: string | null }>;
    more: boolean;
    url: string;
  } | null;
  answers: Array<{ kind: string; url: string; snippet: string }>;
  noMatch: boolean;
}

describe('the assistant: emergencies first, prices from the price list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const admin = (await makeAccount(t, 'admin')).token;
    await savePriceList(t, admin, 'pricing', PRICES);
    await makeFaqs(t, admin, [
      {
        slug: 'safety',
        name: 'Safety',
        entries: [
          {
            question: 'What should I do about chest pain?',
            answer: 'Chest pain can be serious. **Do not book an online consult** for chest pain.',
          },
          {
            question: 'Can I get a repeat prescription?',
            answer: 'Yes, book a *script renewal* consult. See [our prices](/pricing).',
          },
        ],
      },
    ]);
  });
  afterAll(() => t.close());

  // Each question from its own address: the route allows 30 a minute from one.
  let visitor = 0;
  async function ask(question: string): Promise<Reply> {
    visitor++;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/services/bot/ask',
      payload: { question },
      remoteAddress: `10.51.${visitor >> 8}.${visitor & 255}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Reply;
  }

  it('answers every emergency phrase with "Call 000 now" before any article', async () => {
    for (const question of EMERGENCIES) {
      const reply = await ask(question);
      expect(reply.urgent, question).toEqual({ kind: 'emergency', message: botMessages.emergency });
      expect(reply.urgent?.message.startsWith('Call 000 now'), question).toBe(true);
      expect(reply.noMatch, question).toBe(false);
    }
    // Articles may follow, after the message: the chest pain entry here.
    const reply = await ask('I have chest pain');
    expect(reply.answers[0]?.url).toBe('/faq/what-should-i-do-about-chest-pain');
  });

  it('answers every crisis phrase with "Call 000 now" and Lifeline 13 11 14', async () => {
    for (const question of CRISES) {
      const reply = await ask(question);
      expect(reply.urgent, question).toEqual({ kind: 'crisis', message: botMessages.crisis });
      expect(reply.urgent?.message, question).toMatch(/^Call 000 now.*Lifeline on 13 11 14/);
    }
  });

  it('does not raise the alarm for questions that are not emergencies', async () => {
    for (const question of NOT_EMERGENCIES) expect((await ask(question)).urgent, question).toBeNull();
  });

  it('answers a price question from the live price list, linked to /pricing', async () => {
    const certificate = await ask('How much is a medical certificate?');
    expect(certificate.prices).toEqual({
      items: [
        { id: 'certificate', name: 'Medical certificate consult', price: '$31.75, GST-free', note: null },
      ],
      more: true,
      url: '/pricing',
    });
    expect(certificate.urgent).toBeNull();
    expect(certificate.noMatch).toBe(false);

    // Synonyms and other words for it: a script is a repeat is a prescription.
    for (const question of [
      'what does a repeat prescription cost',
      'script renewal fee',
      'price for a script',
    ]) {
      expect(
        (await ask(question)).prices?.items.map((i) => i.id),
        question,
      ).toEqual(['script']);
    }
    expect((await ask('Specialist consult price?')).prices?.items[0]?.price).toBe('From $235.00, GST-free');

    // Naming nothing in particular: the first lines of the list, and a link to the rest.
    const general = await ask('How much does it cost?');
    expect(general.prices?.items.map((i) => i.id)).toEqual([
      'standard',
      'certificate',
      'script',
      'specialist',
    ]);
    expect(general.prices?.items[0]?.price).toBe('$61.50, GST-free');
    expect(general.prices?.more).toBe(true);

    // Bulk billing: each line says what Medicare pays.
    const bulk = await ask('Do you bulk bill a specialist consult?');
    expect(bulk.prices?.items).toEqual([
      {
        id: 'specialist',
        name: 'Specialist consult',
        price: 'From $235.00, GST-free',
        note: 'A Medicare rebate is available with a valid referral.',
      },
    ]);
    const travel = await ask('what are the fees for travel insurance');
    expect(travel.prices?.items).toEqual([
      { id: 'travel', name: 'Travel insurance consult', price: 'Billed to your insurer', note: null },
    ]);
  });

  it('leaves prices out of questions that do not ask about them, and shows the list an admin changes', async () => {
    expect((await ask('Can I get a repeat prescription?')).prices).toBeNull();
    const admin = (await makeAccount(t, 'admin')).token;
    await savePriceList(t, admin, 'pricing', [{ ...(PRICES[1] as TPriceItem), amountCents: 3300 }]);
    expect((await ask('certificate price')).prices).toEqual({
      items: [
        { id: 'certificate', name: 'Medical certificate consult', price: '$33.00, GST-free', note: null },
      ],
      more: false,
      url: '/pricing',
    });
  });

  it('puts the emergency first even in a price question, and cuts snippets from plain text', async () => {
    const reply = await ask('how much to see someone about chest pain');
    expect(reply.urgent?.kind).toBe('emergency');
    expect(reply.prices).not.toBeNull();
    const snippet = reply.answers[0]?.snippet ?? '';
    expect(snippet).toContain('<mark>');
    expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[*[\]]/);
  });
});
