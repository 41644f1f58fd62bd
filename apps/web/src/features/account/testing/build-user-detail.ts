// Kept only for files another engineer owns: appointments-page.test.tsx, booking-page.test.tsx, doctor-availability-page.test.tsx, doctor-calendar-page.test.tsx. Import test/build-user-detail.ts instead.
export * from '../../../test/build-user-detail';
