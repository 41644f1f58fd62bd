import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { ContactDialog } from '../features/contact';
import { queryClient } from '../lib/query-client';

/** App-wide state: server cache, toasts and the contact dialog, available on every page. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ContactDialog />
      <Toaster />
    </QueryClientProvider>
  );
}
