import { DOCUMENT_ZONE } from '@curo/core/documents';
import { formatCalendarDate, localDate } from '../../../lib/date-time';

/** "25 November 2026": a calendar day (YYYY-MM-DD) as the documents write it. */
export const documentDay = (date: string) => formatCalendarDate(date, { weekday: undefined });

/** The day a document was issued, in Sydney, as its PDF dates it. */
export const issuedDay = (issuedAt: string) => documentDay(localDate(issuedAt, DOCUMENT_ZONE));

/** Today in Sydney, where certificates' days are counted. */
export const sydneyToday = () => localDate(new Date(), DOCUMENT_ZONE);
