import type { TBotPrices, TPriceItem } from '@curo/core/content';
import { priceLabel } from '@curo/core/price-list';
import { searchUnitsOf, searchWordsOf } from '../../platform/full-text';

export const PRICING_PATH = '/pricing';
/** How many lines a price answer shows when the question names nothing in particular. */
export const PRICE_LINES = 4;

/** Words that make a question a price question ("how much", "cost", "fee", "bulk bill" …). */
const PRICE_QUESTION =
  /\b(how much|costs?|costing|prices?|priced|pricing|fees?|charges?|charged|bulk ?bill\w*|out of pocket|gap|rebates?)\b/;
/** Words that ask what Medicare pays: the answer then says it, line by line. */
const BILLING_QUESTION = /\b(bulk ?bill\w*|medicare|rebates?|out of pocket|gap|claim\w*)\b/;

/** Words that say nothing about which service the question means. */
const NOT_A_TOPIC = new Set(
  (
    'how much cost costs costing price prices priced pricing fee fees charge charges charged bulk bill ' +
    'billed billing bulkbill bulkbilled bulkbilling out pocket gap rebate rebates medicare claim pay ' +
    'paying do does is it a an the to for of i me my you your we us our can could what whats are be ' +
    'will would with on in at per there any get see have need want please much many consult consults ' +
    'consultation appointment doctor online curo'
  ).split(' '),
);

const normalised = (text: string) => searchWordsOf(text, { minLength: 1, max: 200 }).join(' ');

export const isPriceQuestion = (question: string) => PRICE_QUESTION.test(normalised(question));

/** Whether every word of `term` starts a word of `words` ("cert" starts "certificate"). */
const termIn = (term: string, words: readonly string[]) =>
  term
    .split(' ')
    .every((part) => words.some((w) => w.startsWith(part) || (w.length >= 4 && part.startsWith(w))));

/**
 * The price list's answer to a price question: the lines the question names (a certificate, a
 * script, a specialist …, synonyms included), or the first few when it names none, with each
 * line's Medicare note when it asks about bulk billing or rebates.
 */
export function priceAnswer(question: string, list: readonly TPriceItem[]): TBotPrices {
  const topics = searchUnitsOf(
    searchWordsOf(question, { minLength: 2, max: 20 }).filter((w) => !NOT_A_TOPIC.has(w)),
  );
  const scored = list.map((item) => {
    const name = searchWordsOf(`${item.id} ${item.name}`, { minLength: 1, max: 50 });
    const summary = searchWordsOf(item.summary, { minLength: 1, max: 200 });
    const score = topics.reduce((sum, unit) => {
      const terms = [unit.typed, ...unit.synonyms];
      if (terms.some((term) => termIn(term, name))) return sum + 2;
      if (terms.some((term) => termIn(term, summary))) return sum + 1;
      return sum;
    }, 0);
    return { item, score };
  });
  const best = Math.max(0, ...scored.map((s) => s.score));
  const chosen =
    best > 0 ? scored.filter((s) => s.score === best).map((s) => s.item) : list.slice(0, PRICE_LINES);
  const shown = chosen.slice(0, PRICE_LINES);
  const withNotes = BILLING_QUESTION.test(normalised(question));
  return {
    items: shown.map((item) => ({
      id: item.id,
      name: item.name,
      price: priceLabel(item),
      note: withNotes && item.medicare ? item.medicare : null,
    })),
    more: list.length > shown.length,
    url: PRICING_PATH,
  };
}
