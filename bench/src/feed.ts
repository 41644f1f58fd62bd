// The outside calendar of a busy doctor, shared by the slot benchmarks: 200 VEVENTs over `days`
// days from `firstDay` — single meetings, weekly series with an EXDATE, four all-day events, and
// free or cancelled ones that must be skipped. Wall times carry a TZID, so any zone works.
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;

export function benchFeed({
  zone,
  firstDay,
  days,
  random,
  count = 200,
}: {
  zone: string;
  /** UTC midnight of the first calendar date. */
  firstDay: Date;
  days: number;
  random: () => number;
  count?: number;
}): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const dayAt = (i: number) => new Date(firstDay.getTime() + i * 86_400_000);
  const events: string[] = [];
  for (let i = 0; i < count; i++) {
    const day = dayAt(Math.floor(random() * days));
    const hh = pad(8 + Math.floor(random() * 9));
    const mm = pick(['00', '15', '30', '45']);
    const base = [`UID:bench-${i}@curo`, `SUMMARY:Event ${i}`];
    const kind = i % 10;
    const start = `DTSTART;TZID=${zone}:${ymd(day)}T${hh}${mm}00`;
    if (i % 50 === 8) {
      events.push([...base, `DTSTART;VALUE=DATE:${ymd(day)}`].join('\r\n'));
    } else if (kind < 6 || kind === 8) {
      events.push([...base, start, `DURATION:PT${pick([15, 30, 45, 60])}M`].join('\r\n'));
    } else if (kind < 8) {
      const exdate = new Date(day.getTime() + 7 * 86_400_000);
      events.push(
        [
          ...base,
          start,
          'DURATION:PT30M',
          `RRULE:FREQ=WEEKLY;COUNT=${2 + Math.floor(random() * 4)}`,
          `EXDATE;TZID=${zone}:${ymd(exdate)}T${hh}${mm}00`,
        ].join('\r\n'),
      );
    } else {
      const free = pick(['TRANSP:TRANSPARENT', 'STATUS:CANCELLED']);
      events.push([...base, `DTSTART:${ymd(day)}T020000Z`, 'DURATION:PT1H', free].join('\r\n'));
    }
  }
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Curo//Bench//EN',
    ...events.map((e) => `BEGIN:VEVENT\r\n${e}\r\nEND:VEVENT`),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
