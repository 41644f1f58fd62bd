/**
 * How long a closed account's health records are kept before they are de-identified (decision
 * 0058). One rule, in one place: the job that de-identifies and anything that shows the date use it.
 *
 * - NSW Health Records and Information Privacy Act 2002, s25: an adult's health information is kept
 *   for 7 years from the last occasion a health service was provided; a person under 18 at that
 *   time, until they turn 25. The Medical Board of Australia's Good Medical Practice (8.4) points
 *   doctors at the same State and Territory periods, and the other states that legislate (Victoria's
 *   Health Records Act 2001, the ACT's Health Records (Privacy and Access) Act 1997) agree.
 * - Income Tax Assessment Act 1936 s262A: financial records 5 years after the transaction.
 */

/** Years an adult's records are kept after the last contact. */
export const RETENTION_ADULT_YEARS = 7;
/** A person who was a minor at the last contact: records are kept at least until this birthday. */
export const RETENTION_MINOR_UNTIL_AGE = 25;
/** Under this age at the last contact, a person counts as a minor. */
export const AGE_OF_MAJORITY = 18;
/** Years financial records (invoices) are kept for tax after they are issued. */
export const TAX_RECORD_YEARS = 5;
/** The calendar the periods are counted in: the clinic's own. */
export const RETENTION_TIME_ZONE = 'Australia/Sydney';

const sydneyDate = new Intl.DateTimeFormat('en-CA', { timeZone: RETENTION_TIME_ZONE });

/** The Sydney calendar date (YYYY-MM-DD) of an instant. */
export const retentionDateOf = (at: Date): string => sydneyDate.format(at);

/**
 * A calendar date `years` later. 29 February lands on 1 March in a common year: the later of the two
 * candidates, so a period is never cut a day short.
 */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(y + years, m - 1, d));
  return moved.toISOString().slice(0, 10);
}

/** Whole years of age on a date, for someone born on `birthDate` (both YYYY-MM-DD). */
export function ageOn(birthDate: string, on: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export interface RetentionFacts {
  /** The latest contact the records hold (consult, note, document, message, closure). */
  lastContact: Date;
  /** Dates of birth (YYYY-MM-DD) of everyone the records are about: the account holder and their dependants. */
  birthDates: ReadonlyArray<string | null>;
  /** The last invoice issued to the account, if any. */
  lastInvoiceAt?: Date | null;
}

export interface RetentionDue {
  /** The first Sydney date on which the records may be de-identified. */
  dueOn: string;
  /** Which clock set that date. */
  rule: 'adult' | 'minor' | 'tax';
}

/**
 * When a closed account's records fall due: the latest of the last contact's date + 7 years, the
 * 25th birthday of anyone in the records who was under 18 at the last contact, and the last
 * invoice's date + 5 years.
 */
export function retentionDue({ lastContact, birthDates, lastInvoiceAt }: RetentionFacts): RetentionDue {
  const lastContactOn = retentionDateOf(lastContact);
  let due: RetentionDue = { dueOn: addYears(lastContactOn, RETENTION_ADULT_YEARS), rule: 'adult' };
  for (const birthDate of birthDates) {
    if (!birthDate || ageOn(birthDate, lastContactOn) >= AGE_OF_MAJORITY) continue;
    const turns25 = addYears(birthDate, RETENTION_MINOR_UNTIL_AGE);
    if (turns25 > due.dueOn) due = { dueOn: turns25, rule: 'minor' };
  }
  if (lastInvoiceAt) {
    const taxEnds = addYears(retentionDateOf(lastInvoiceAt), TAX_RECORD_YEARS);
    if (taxEnds > due.dueOn) due = { dueOn: taxEnds, rule: 'tax' };
  }
  return due;
}

/** Whether records with these facts may be de-identified at `now` (its Sydney date is on or after the due date). */
export const isRetentionOver = (facts: RetentionFacts, now: Date): boolean =>
  retentionDateOf(now) >= retentionDue(facts).dueOn;
