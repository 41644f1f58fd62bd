const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });

/** "20 October 2026", in the reader's own time zone. */
export const formatLongDate = (iso: string) => longDate.format(new Date(iso));
