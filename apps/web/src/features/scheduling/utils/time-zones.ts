// Kept only for files another engineer owns: appointments-page.test.tsx, booking-page.test.tsx, directory-page.test.tsx, doctor-calendar-page.test.tsx. Import lib/date-time.ts instead.
export * from '../../../lib/date-time';
