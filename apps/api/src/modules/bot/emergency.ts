import { searchWordsOf } from '../../platform/full-text';

/**
 * Whether a question to the assistant reads as an emergency. It is checked before anything else,
 * and a match puts "Call 000 now" ahead of any article (decision 0051). It errs towards showing
 * the message: a needless "call 000" costs a glance, a missed one could cost a life.
 *
 * A phrase is a list of words that must appear in order, with at most two other words between
 * them ("pain in my chest"). A word ending in `*` matches any word starting with it ("breath*":
 * breathe, breathing). Words of five letters or more also match with one letter wrong, missing,
 * extra or swapped ("cheast", "breahte", "sucidal"), unless marked `=` (exact: "cooking" is not
 * "choking"). Shorter words are too easily another word ("can" for "cant"), so their common
 * slips are listed. Apostrophes are dropped first: "can't" is "cant".
 */
export type Urgency = 'emergency' | 'crisis';

const EMERGENCY: readonly string[] = [
  'chest pain*',
  'chest tight*',
  'chest hurt*',
  'chest pressure',
  'chest pian*',
  'pain* in chest',
  'heart attack*',
  'cant breath*',
  'cannot breath*',
  'can not breath*',
  'couldnt breath*',
  'unable breath*',
  'not breathing',
  'stopped breathing',
  'struggling breath*',
  'hard breath*',
  'trouble breathing',
  'difficulty breathing',
  '=choking',
  'overdos*',
  'over dose*',
  'od',
  'too many pills',
  'too many tablets',
  'unconscious',
  'unresponsive',
  'severe bleeding',
  'bleeding heavily',
];

/** A mental-health crisis: 000 first, and Lifeline. */
const CRISIS: readonly string[] = [
  'suicid*',
  'kil* myself',
  'kil* my self',
  'end my life',
  'ending my life',
  'take my own life',
  'want to die',
  'wanna die',
  'better off dead',
  'end it all',
  'self harm*',
  'selfharm*',
  'want to hurt myself',
  'harm myself',
  'harming myself',
];

/** Words a phrase may skip over between its own words. */
const MAX_GAP = 2;

/** Optimal string alignment distance: edits, counting a swap of neighbours as one. */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** Whether a word of the question matches a word of a phrase (see above). */
export function wordMatches(word: string, pattern: string): boolean {
  const exact = pattern.startsWith('=');
  const isPrefix = pattern.endsWith('*');
  const stem = pattern.slice(exact ? 1 : 0, isPrefix ? -1 : undefined);
  const fuzzy = !exact && stem.length >= 5;
  if (!isPrefix) return word === stem || (fuzzy && distance(word, stem) <= 1);
  if (word.startsWith(stem)) return true;
  if (!fuzzy) return false;
  // The start of the word, one letter shorter to one longer than the stem, with one slip; a start
  // shorter than the stem counts only when the word goes on ("ovedose", not "overdo").
  for (let length = stem.length - 1; length <= stem.length + 1; length++) {
    if (length > word.length || (length < stem.length && length === word.length)) continue;
    if (distance(word.slice(0, length), stem) <= 1) return true;
  }
  return false;
}

/** Whether the phrase's words appear in order in `words`, with small gaps. */
function phraseIn(
  words: readonly string[],
  phrase: readonly string[],
  from = 0,
  gap = words.length,
): boolean {
  const [first, ...rest] = phrase;
  if (first === undefined) return true;
  const last = Math.min(words.length - 1, from + gap);
  for (let i = from; i <= last; i++) {
    if (wordMatches(words[i] as string, first) && phraseIn(words, rest, i + 1, MAX_GAP)) return true;
  }
  return false;
}

const split = (phrases: readonly string[]) => phrases.map((p) => p.split(' '));
const EMERGENCY_PHRASES = split(EMERGENCY);
const CRISIS_PHRASES = split(CRISIS);

/** `crisis` when the question speaks of suicide or self-harm, `emergency` for the rest, else null. */
export function urgencyOf(question: string): Urgency | null {
  const words = searchWordsOf(question, { minLength: 1, max: 200 });
  if (CRISIS_PHRASES.some((phrase) => phraseIn(words, phrase))) return 'crisis';
  if (EMERGENCY_PHRASES.some((phrase) => phraseIn(words, phrase))) return 'emergency';
  return null;
}
