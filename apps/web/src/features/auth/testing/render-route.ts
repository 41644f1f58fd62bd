// Kept only for files another engineer owns: appointments-page.test.tsx, booking-page.test.tsx, directory-page.test.tsx, doctor-availability-page.test.tsx, doctor-calendar-page.test.tsx. Import test/render-route.tsx instead.
export * from '../../../test/render-route';
