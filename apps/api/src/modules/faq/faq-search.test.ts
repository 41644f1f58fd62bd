import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeFaqs } from '../../../test/content';

interface Hit {
  faq: { slug: string };
  rank: number;
  questionHighlight: string;
  answerHighlight: string;
}

/**
 * FAQ search with synonyms and typo tolerance (pg_trgm), on whichever database the run uses
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
describe('FAQ search: synonyms, typos and plain-text snippets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const admin = (await makeAccount(t, 'admin')).token;
    await makeFaqs(t, admin, [
      {
        slug: 'medicines',
        name: 'Medicines',
        entries: [
          {
            slug: 'renew-a-prescription',
            question: 'How do I renew a prescription?',
            answer:
              '**Book a script renewal consult.** The doctor sends an [eScript](https://www.example.com/escripts) to your phone.\n\n1. Choose a time\n2. Talk to the doctor',
          },
          {
            slug: 'regular-medication',
            question: 'Can I get a repeat of my regular medication?',
            answer: 'Yes, when your usual doctor has recorded it and it is safe to continue.',
          },
          {
            slug: 'what-to-bring',
            question: 'What does the doctor need from me?',
            answer: 'Have your script details and your Medicare card nearby when the call starts.',
          },
          {
            slug: 'hidden-repeat',
            question: 'A draft about repeat prescriptions',
            answer: 'Not published yet.',
            published: false,
          },
        ],
      },
      {
        slug: 'certificates',
        name: 'Certificates',
        entries: [
          {
            slug: 'certificate-online',
            question: 'Can I get a medical certificate online?',
            answer:
              'Yes. A doctor issues one after a short consult, if it is appropriate.\n\n## For work\n\n- Accepted by employers\n- Sent by `email` as a PDF\n\n![A certificate](/images/certificate.png)',
          },
          {
            slug: 'note-for-school',
            question: 'Do you provide a sick note for school?',
            answer: 'Yes, a doctor can write a note for school or uni after a consult.',
          },
          {
            slug: 'employer-pays',
            question: 'Can my employer pay for the consult?',
            answer: 'Yes, when the consult is for a medical certificate your employer asked for.',
          },
        ],
      },
      {
        slug: 'booking',
        name: 'Booking',
        entries: [
          {
            slug: 'book-a-consult',
            question: 'How do I book a telehealth consult?',
            answer: 'Choose a time from a doctor’s calendar, or join the queue.',
          },
        ],
      },
    ]);
  });
  afterAll(() => t.close());

  async function search(q: string): Promise<Hit[]> {
    const res = await t.app.inject(`/api/v1/faqs/search?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    return res.json().items as Hit[];
  }
  const slugs = (hits: Hit[]) => hits.map((h) => h.faq.slug);

  it('finds medicine entries for prescription, script, repeat and medication, whichever word they use', async () => {
    for (const word of ['prescription', 'script', 'repeat', 'medication', 'scripts', 'repeats']) {
      const found = slugs(await search(word));
      expect(found, word).toEqual(expect.arrayContaining(['renew-a-prescription', 'regular-medication']));
      expect(found, word).not.toContain('hidden-repeat');
      expect(found, word).not.toContain('book-a-consult');
    }
    // Each word's own entry comes first.
    expect(slugs(await search('prescription'))[0]).toBe('renew-a-prescription');
    expect(slugs(await search('repeat'))[0]).toBe('regular-medication');
  });

  it('ranks entries with the words as typed above those found through a synonym', async () => {
    const hits = await search('script');
    const found = slugs(hits);
    // "script" appears only in the answers of these two; the medication entry matches only
    // through synonyms, in its question, which would otherwise rank it first.
    expect(found.indexOf('what-to-bring')).toBeGreaterThanOrEqual(0);
    expect(found.indexOf('what-to-bring')).toBeLessThan(found.indexOf('regular-medication'));
    expect(found.indexOf('renew-a-prescription')).toBeLessThan(found.indexOf('regular-medication'));
    expect(hits.map((h) => h.rank)).toEqual([...hits.map((h) => h.rank)].sort((a, b) => b - a));
  });

  it('finds certificates by cert, sick note and a certificate by a sick note', async () => {
    expect(slugs(await search('cert'))).toEqual(
      expect.arrayContaining(['certificate-online', 'note-for-school', 'employer-pays']),
    );
    const sickNote = slugs(await search('sick note'));
    expect(sickNote[0]).toBe('note-for-school');
    expect(sickNote).toContain('certificate-online');
    expect(slugs(await search('certificate'))).toContain('note-for-school');
  });

  it('forgives a typo: "certifcate" finds certificates, question matches first, marked', async () => {
    const hits = await search('certifcate');
    expect(slugs(hits)[0]).toBe('certificate-online');
    expect(slugs(hits)).toEqual(expect.arrayContaining(['employer-pays', 'note-for-school']));
    expect(hits[0]?.questionHighlight).toContain('<mark>certificate</mark>');
    // Only the words that matched are marked: not "medical" of the synonym "medical note".
    expect(hits[0]?.questionHighlight).not.toContain('<mark>medical</mark>');
    expect(slugs(await search('medical certifcate'))[0]).toBe('certificate-online');
    // A typo of a synonym: nothing in the FAQ says "prescription" but the synonym table does.
    expect(slugs(await search('perscription'))).toEqual(
      expect.arrayContaining(['renew-a-prescription', 'regular-medication']),
    );
  });

  it('does not "correct" a word still being typed, or invent matches for nonsense', async () => {
    expect(slugs(await search('certif'))[0]).toBe('certificate-online');
    expect(await search('zzzzqqqq')).toEqual([]);
    expect(await search('xylophone')).toEqual([]);
  });

  it('cuts snippets from the answer as plain text: no Markdown, link text kept, the rest escaped', async () => {
    const [certificate] = await search('employers email');
    expect(certificate?.faq.slug).toBe('certificate-online');
    const snippet = certificate?.answerHighlight ?? '';
    expect(snippet).toContain('<mark>employers</mark>');
    const text = snippet.replace(/<\/?mark>/g, '');
    expect(text).not.toMatch(/[*#`]|\]\(|!\[|^\s*- /);
    expect(text).toContain('Accepted by');

    const [renew] = await search('renewal');
    expect(renew?.faq.slug).toBe('renew-a-prescription');
    const renewText = (renew?.answerHighlight ?? '').replace(/<\/?mark>/g, '');
    expect(renewText).toContain('eScript');
    expect(renewText).not.toMatch(/https?:|\*\*|\[|\]/);
    expect(renewText).not.toMatch(/\b1\. Choose/);
  });
});
