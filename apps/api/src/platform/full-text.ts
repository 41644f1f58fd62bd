/** Sentinels ts_headline wraps matches in; the text is escaped afterwards and they become `<mark>`. */
export const MARK_START = '\u0001';
export const MARK_END = '\u0002';
export const HEADLINE_MARKERS = `StartSel=${MARK_START}, StopSel=${MARK_END}`;

/**
 * A prefix query from the words someone typed ("medical certif" → "medical:* & certif:*"), so
 * search works while they are still typing. Only letters and digits survive; null when none do.
 */
export function prefixQueryOf(input: string): string | null {
  const words = input
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length >= 2)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * A ts_headline result as safe HTML: everything escaped, then the sentinels turned into `<mark>`.
 * Markdown punctuation is dropped so a snippet reads as plain text.
 */
export function headlineToHtml(headline: string): string {
  return headline
    .replace(/[*_#>`]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
    .replaceAll(MARK_START, '<mark>')
    .replaceAll(MARK_END, '</mark>')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Words people use for the same thing, applied to a search at query time: typing any term finds
 * entries that use another. Reviewed by hand: add a group only when every term in it means the
 * same to a patient looking for an answer. Terms are lower case; two words make a phrase.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['prescription', 'prescribe', 'script', 'escript', 'repeat', 'medication', 'medicine', 'refill', 'renewal'],
  ['certificate', 'cert', 'sick note', 'doctors note', 'medical note'],
  ['gp', 'doctor', 'general practitioner'],
  ['cost', 'price', 'fee', 'charge', 'pricing'],
  ['referral', 'refer'],
  ['appointment', 'booking', 'consult', 'consultation'],
  ['child', 'kid', 'children', 'kids', 'paediatric', 'pediatric', 'paediatrician', 'pediatrician'],
  ['workers compensation', 'workers comp', 'workcover', 'work cover'],
  ['telehealth', 'video call', 'video consult'],
  ['pathology', 'blood test'],
];

/** Each term (and its singular) to the group it belongs to. */
const GROUP_OF = new Map<string, readonly string[]>();
for (const group of SEARCH_SYNONYMS) for (const term of group) GROUP_OF.set(term, group);

const groupOf = (term: string) =>
  GROUP_OF.get(term) ?? (term.endsWith('s') && term.length > 3 ? GROUP_OF.get(term.slice(0, -1)) : undefined);

/** Every single word the synonym table knows, so a typo of one can be put right. */
export const SYNONYM_WORDS: readonly string[] = [
  ...new Set(SEARCH_SYNONYMS.flat().flatMap((term) => term.split(' '))),
];

/** The words of a search as typed: lower case letters and digits only ("can't" → "cant"). */
export function searchWordsOf(input: string, { minLength = 2, max = 8 } = {}): string[] {
  return input
    .toLowerCase()
    .normalize('NFKD')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length >= minLength)
    .slice(0, max);
}

/** One thing someone typed: a word, or a two-word phrase the synonym table knows ("sick note"). */
export interface SearchUnit {
  typed: string;
  /** Other terms that mean the same (not including `typed`). */
  synonyms: string[];
}

/** The typed words as units, two-word synonyms kept together. */
export function searchUnitsOf(words: readonly string[]): SearchUnit[] {
  const units: SearchUnit[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : null;
    const pairGroup = pair ? groupOf(pair) : undefined;
    if (pair && pairGroup) {
      units.push({ typed: pair, synonyms: pairGroup.filter((t) => t !== pair) });
      i++;
      continue;
    }
    const word = words[i] as string;
    const group = groupOf(word);
    units.push({ typed: word, synonyms: group ? group.filter((t) => t !== word) : [] });
  }
  return units;
}

/** A term as tsquery text: a word as it is, a phrase as `(a <-> b)`. Words are [a-z0-9] only. */
const termQuery = (term: string) => (term.includes(' ') ? `(${term.split(' ').join(' <-> ')})` : term);

/**
 * The tsquery (for `to_tsquery('english', …)`) matching a unit: what was typed (as a prefix when
 * `prefix`, so a word still being typed matches), its synonyms, and a spelling fix with its
 * synonyms when the word looked like a typo.
 */
export function unitQuery(
  unit: SearchUnit,
  fix: string | undefined,
  { prefix, phrases = true }: { prefix: boolean; phrases?: boolean },
): string {
  const typed = unit.typed.includes(' ') || !prefix ? termQuery(unit.typed) : `${unit.typed}:*`;
  const widen = (terms: readonly string[]) =>
    terms.filter((term) => phrases || !term.includes(' ')).map(termQuery);
  const terms = new Set([typed, ...widen(unit.synonyms)]);
  if (fix) {
    terms.add(termQuery(fix));
    for (const synonym of widen(groupOf(fix) ?? [])) terms.add(synonym);
  }
  return terms.size === 1 ? typed : `(${[...terms].join(' | ')})`;
}

/**
 * A search's words widened by synonyms and spelling fixes, every unit required (`&`) for the FAQ
 * search or any of them (`|`) for the assistant's plain-language questions. Null when nothing
 * searchable was typed. `phrases: false` leaves out two-word synonyms: for marking matches, as
 * `ts_headline` marks each word of a phrase even where the phrase is not ("doctor" for "doctors
 * note" in an answer about certificates).
 */
export function expandedQueryOf(
  units: readonly SearchUnit[],
  fixes: ReadonlyMap<string, string>,
  { join, prefix, phrases = true }: { join: '&' | '|'; prefix: boolean; phrases?: boolean },
): string | null {
  if (units.length === 0) return null;
  return units.map((unit) => unitQuery(unit, fixes.get(unit.typed), { prefix, phrases })).join(` ${join} `);
}

/** The typed single words worth checking for a typo: long enough, and not known synonyms. */
export const typoCandidatesOf = (units: readonly SearchUnit[]): string[] =>
  units.filter((u) => !u.typed.includes(' ') && u.typed.length >= 4 && !groupOf(u.typed)).map((u) => u.typed);
