import { DateTime } from 'luxon';
import { assertTimeZone } from './zoned-time.ts';

/**
 * An instant as a person in `zone` reads it, with the zone named so that two people in different
 * states never misread each other: `Mon 5 Oct, 9:00 am AEDT`. Abbreviations come from the runtime's
 * tz and CLDR data in Australian English (AEST/AEDT, ACST/ACDT, AWST, LHST/LHDT); a zone without a
 * common abbreviation shows its offset (`GMT+1`).
 *
 * @throws RangeError on an unknown zone or an invalid date.
 */
export function formatInZone(instant: Date, zone: string): string {
  assertTimeZone(zone);
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  return DateTime.fromJSDate(instant, { zone }).setLocale('en-AU').toFormat('ccc d LLL, h:mm a ZZZZ');
}
