// Kept only for files another engineer owns: appointments-page.test.tsx. Import test/fake-socket.ts instead.
export * from '../../../test/fake-socket';
