import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Toaster } from '../components/ui/toaster';
import { useContactDialogOpen } from '../lib/contact-dialog-store';
import { queryClient } from '../lib/query-client';

const ContactDialog = lazy(async () => ({ default: (await import('../features/contact')).ContactDialog }));

/** The contact dialog's code arrives when it is first opened, not with every page. */
function ContactDialogOnDemand() {
  const open = useContactDialogOpen();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <ContactDialog />
    </Suspense>
  ) : null;
}

/**
 * App-wide state: server cache, toasts and the contact dialog, available on every page. The server
 * renderer passes a cache of its own for each request.
 */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <ContactDialogOnDemand />
      <Toaster />
    </QueryClientProvider>
  );
}
